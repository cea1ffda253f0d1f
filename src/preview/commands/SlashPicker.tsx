// Discord's slash picker: type "/" and a filter, choose a command (mouse, or up / down and Enter
// or Tab), fill its options (choices, True / False and the guild's entities offered in a list;
// text and numbers typed), then Enter or Send. What the bot receives is built by the caller.
import type { KeyboardEvent, ReactElement } from 'react';
import { useEffect, useId, useMemo, useReducer, useRef } from 'react';
import type { CommandsDoc, Node, NodeKey } from '../../model';
import type { Locale } from '../../model/commands';
import { str } from '../media/read';
import type { AppIdentity } from './app-identity';
import { ChatBox } from './ChatBox';
import { CommandList } from './CommandList';
import { OptionBar } from './OptionBar';
import type { Suggestion } from './option-values';
import { filterSuggestions, hasList, inputFor, suggestionsOf } from './option-values';
import type { PickerRow } from './picker-rows';
import { chipOrder, filterRows, localizedField, pickerRows } from './picker-rows';
import { EMPTY_PICKER, pickerReducer } from './picker-state';
import { SuggestionList } from './SuggestionList';
import { useEventCallback } from '../use-event-callback';

/** A command as the picker has it filled: raw text per option, or ids for entity options. */
export interface PickerUse {
  commandKey: NodeKey;
  subcommandKey?: NodeKey;
  inputs: Record<NodeKey, string>;
}

export interface SlashPickerProps {
  doc: CommandsDoc;
  locale: Locale;
  app: AppIdentity;
  selectedKey?: NodeKey | null;
  onSelect?: (key: NodeKey) => void;
  /** Enter or Send on a chosen command; `title` is its default path ("/mod ban"). */
  onSend: (use: PickerUse, title: string) => void;
  /** An autocomplete option got focus or its text changed. */
  onAutocomplete: (use: PickerUse, option: Node, title: string) => void;
  /** The bot's last valid answer to an autocomplete, for the option it answered. */
  autocomplete: { optionKey: NodeKey; choices: readonly Suggestion[] } | null;
}

const isAuto = (option: Node | undefined) => option?.props.autocomplete === true;

export function SlashPicker(props: SlashPickerProps): ReactElement {
  const { doc, locale, selectedKey, onSelect, autocomplete } = props;
  const [state, dispatch] = useReducer(pickerReducer, EMPTY_PICKER);
  const rows = useMemo(() => pickerRows(doc, locale), [doc, locale]);
  const listId = useId();
  const boxRef = useRef<HTMLInputElement | null>(null);
  const inputs = useRef(new Map<NodeKey, HTMLInputElement>());

  // A chosen command that an edit removed takes the picker back to its empty box.
  const row = state.chosen ? rows.find((r) => r.nodeKey === state.chosen) : undefined;
  const slots = row
    ? state.active.flatMap((k) => row.options.filter((o) => o.key === k))
    : ([] as Node[]);
  const focused = slots.find((o) => o.key === state.focused);
  const browsing = !row && state.text.startsWith('/');
  const shownRows = browsing ? filterRows(rows, state.text.slice(1)) : [];
  const fullList = (option: Node): readonly Suggestion[] =>
    isAuto(option)
      ? autocomplete?.optionKey === option.key
        ? autocomplete.choices
        : []
      : suggestionsOf(option, locale);
  const suggestions = !focused
    ? []
    : isAuto(focused)
      ? fullList(focused)
      : filterSuggestions(fullList(focused), state.texts[focused.key] ?? '');
  const listShown = browsing || (focused !== undefined && (isAuto(focused) || hasList(focused)));
  const count = browsing ? shownRows.length : suggestions.length;
  const highlight = Math.min(state.highlight, Math.max(0, count - 1));

  // Focus follows the picker's own moves, never on the first render (the page keeps its focus).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const target = state.focused ? inputs.current.get(state.focused) : boxRef.current;
    target?.focus();
  }, [state.focused, state.chosen]);

  const commandUse = (texts: Record<NodeKey, string>, focusKey?: NodeKey): PickerUse | null => {
    if (!row) return null;
    const values: Record<NodeKey, string> = {};
    for (const option of slots) {
      const text = texts[option.key] ?? '';
      if (text === '' && option.key !== focusKey) continue;
      values[option.key] = inputFor(fullList(option), text, state.picked[option.key]);
    }
    return {
      commandKey: row.commandKey,
      ...(row.subcommandKey ? { subcommandKey: row.subcommandKey } : {}),
      inputs: values,
    };
  };
  const askAutocomplete = (option: Node, text: string) => {
    if (!isAuto(option)) return;
    const use = commandUse({ ...state.texts, [option.key]: text }, option.key);
    // The focused option sends what is typed, not a choice picked before.
    if (use && row)
      props.onAutocomplete(
        { ...use, inputs: { ...use.inputs, [option.key]: text } },
        option,
        `autocomplete of /${row.path} ${str(option.props.name) ?? ''}`,
      );
  };

  const choose = (chosen: PickerRow) => {
    moved.current = true;
    onSelect?.(chosen.nodeKey);
    dispatch({
      type: 'choose',
      rowKey: chosen.nodeKey,
      required: chipOrder(chosen.options).required.map((o) => o.key),
    });
  };
  const focusOption = (option: Node) => {
    moved.current = true;
    dispatch({ type: 'focus', key: option.key });
  };
  // An autocomplete option asks the bot as soon as it has focus (however it got it), as in Discord.
  const askOnFocus = useEventCallback(() => {
    if (focused) askAutocomplete(focused, state.texts[focused.key] ?? '');
  });
  useEffect(() => {
    askOnFocus();
  }, [state.focused, state.chosen, askOnFocus]);
  const pick = (option: Node, s: Suggestion) => {
    moved.current = true;
    const next = slots.find((o) => o.key !== option.key && !state.texts[o.key]);
    dispatch({
      type: 'pick',
      key: option.key,
      value: s.value,
      label: s.label,
      next: next?.key ?? null,
    });
  };
  const send = () => {
    const use = commandUse(state.texts);
    if (use && row) props.onSend(use, `/${row.path}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, key: NodeKey | null) => {
    const option = key === null ? undefined : slots.find((o) => o.key === key);
    const open = listShown && count > 0 && (key === null ? browsing : option === focused);
    const canPick = open && option !== undefined && state.picked[option.key] === undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, count });
        return;
      case 'Enter':
      case 'Tab': {
        const tab = event.key === 'Tab';
        if (browsing && open) {
          event.preventDefault();
          choose(shownRows[highlight]!);
        } else if (canPick && (!tab || event.currentTarget.value !== '')) {
          event.preventDefault();
          pick(option, suggestions[highlight]!);
        } else if (!tab && row) {
          event.preventDefault();
          send();
        }
        return;
      }
      case 'Escape':
        moved.current = true;
        dispatch({ type: 'clear' });
        return;
      case 'Backspace':
        if (event.currentTarget.value !== '' || !row) return;
        event.preventDefault();
        moved.current = true;
        dispatch({ type: 'back' });
        return;
      default:
        return;
    }
  };

  const activeId = listShown && count > 0 ? `${listId}-${highlight}` : undefined;
  const filled = new Set(slots.filter((o) => state.texts[o.key]).map((o) => o.key));
  return (
    <div className="dp-cmd-picker">
      <div className="dp-cmd-above">
        {browsing ? (
          <CommandList
            id={listId}
            app={props.app}
            rows={shownRows}
            highlight={highlight}
            locale={locale}
            selectedKey={selectedKey}
            onChoose={choose}
            onHover={(i) => dispatch({ type: 'move', delta: i - highlight, count })}
          />
        ) : null}
        {row ? (
          <div className="dp-cmd-popup">
            {focused && listShown ? (
              <SuggestionList
                id={listId}
                title={localizedField(focused, 'name', locale)}
                suggestions={suggestions}
                highlight={highlight}
                autocomplete={isAuto(focused)}
                onPick={(s) => pick(focused, s)}
                onHover={(i) => dispatch({ type: 'move', delta: i - highlight, count })}
              />
            ) : null}
            <OptionBar
              row={row}
              locale={locale}
              active={state.active}
              focused={state.focused}
              filled={filled}
              selectedKey={selectedKey}
              onChip={(option) => {
                onSelect?.(option.key);
                focusOption(option);
              }}
            />
          </div>
        ) : null}
      </div>
      <ChatBox
        listId={listId}
        activeId={activeId}
        row={row}
        locale={locale}
        text={state.text}
        slots={slots}
        texts={state.texts}
        focused={state.focused}
        inputs={inputs}
        boxRef={boxRef}
        onText={(text) => {
          // With a command chosen, "name:" typed in the box places that option, as in Discord.
          const named = row && text.endsWith(':') ? text.slice(0, -1).trim().toLowerCase() : '';
          const option = named
            ? row?.options.find((o) =>
                [localizedField(o, 'name', locale), str(o.props.name) ?? ''].some(
                  (n) => n.toLowerCase() === named,
                ),
              )
            : undefined;
          if (option) {
            dispatch({ type: 'type', text: '' });
            focusOption(option);
          } else dispatch({ type: 'type', text });
        }}
        onSlotText={(key, text) => {
          dispatch({ type: 'edit', key, text });
          const option = slots.find((o) => o.key === key);
          if (option) askAutocomplete(option, text);
        }}
        onSlotFocus={(key) => {
          const option = slots.find((o) => o.key === key);
          if (option && key !== state.focused) focusOption(option);
        }}
        onKeyDown={onKeyDown}
        onSend={send}
      />
    </div>
  );
}
