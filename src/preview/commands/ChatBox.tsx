// The chat box: before a command is chosen, a text box where the person types "/" and a filter;
// after, the chosen "/name" followed by a slot per placed option ("name:" and its value), then
// the box's own input, and a Send button (Discord's phone client has one; Enter sends too).
import type { KeyboardEvent, ReactElement, RefObject } from 'react';
import type { Node, NodeKey } from '../../model';
import type { Locale } from '../../model/commands';
import { str } from '../media/read';
import type { PickerRow } from './picker-rows';
import { localizedField } from './picker-rows';

interface ChatBoxProps {
  listId: string;
  /** The open list's active entry, for screen readers. */
  activeId: string | undefined;
  row: PickerRow | undefined;
  locale: Locale;
  text: string;
  slots: readonly Node[];
  texts: Readonly<Record<NodeKey, string>>;
  focused: NodeKey | null;
  inputs: RefObject<Map<NodeKey, HTMLInputElement>>;
  boxRef: RefObject<HTMLInputElement | null>;
  onText: (text: string) => void;
  onSlotText: (key: NodeKey, text: string) => void;
  onSlotFocus: (key: NodeKey) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, key: NodeKey | null) => void;
  onSend: () => void;
}

export function ChatBox(p: ChatBoxProps): ReactElement {
  const listOpen = p.activeId !== undefined;
  return (
    <div className="dp-cmd-box">
      {/* Discord's upload button, drawn for the look: the preview uploads nothing. */}
      <svg className="dp-cmd-plus" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M12 7v10M7 12h10"
          stroke="var(--dp-input-bg)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div className="dp-cmd-box-line">
        {p.row ? <span className="dp-cmd-box-command">/{p.row.label}</span> : null}
        {p.slots.map((option) => {
          const focused = option.key === p.focused;
          const name = str(option.props.name) ?? '';
          const shown = localizedField(option, 'name', p.locale);
          return (
            <span key={option.key} className={`dp-cmd-slot${focused ? ' is-focused' : ''}`}>
              <span className="dp-cmd-slot-name" aria-hidden="true">
                {shown}:
              </span>
              <input
                ref={(el) => {
                  if (el) p.inputs.current.set(option.key, el);
                  else p.inputs.current.delete(option.key);
                }}
                className="dp-cmd-slot-input"
                data-testid={`option-value:${name}`}
                aria-label={shown}
                role="combobox"
                aria-expanded={focused && listOpen}
                aria-controls={p.listId}
                {...(focused && p.activeId ? { 'aria-activedescendant': p.activeId } : {})}
                autoComplete="off"
                spellCheck={false}
                value={p.texts[option.key] ?? ''}
                size={Math.max(4, (p.texts[option.key] ?? '').length + 1)}
                onFocus={() => p.onSlotFocus(option.key)}
                onChange={(event) => p.onSlotText(option.key, event.target.value)}
                onKeyDown={(event) => p.onKeyDown(event, option.key)}
              />
            </span>
          );
        })}
        <input
          ref={p.boxRef}
          className="dp-cmd-box-input"
          data-testid="command-picker-input"
          aria-label="Message #general"
          role="combobox"
          aria-expanded={!p.row && listOpen}
          aria-controls={p.listId}
          {...(!p.row && p.activeId ? { 'aria-activedescendant': p.activeId } : {})}
          autoComplete="off"
          spellCheck={false}
          placeholder={p.row ? '' : 'Message #general — type / for commands'}
          value={p.text}
          onChange={(event) => p.onText(event.target.value)}
          onKeyDown={(event) => p.onKeyDown(event, null)}
        />
      </div>
      <button
        type="button"
        className="dp-cmd-send"
        data-testid="command-send"
        disabled={!p.row}
        onClick={p.onSend}
      >
        Send
      </button>
    </div>
  );
}
