// An emoji: a unicode character, or a custom emoji by id, name and animated. Clearing removes it.
import { useId, useState } from 'react';
import { toPartialEmoji } from '../../emoji/emoji-choice';
import { PickerButton } from '../../emoji/PickerButton';
import { FieldFrame } from '../FieldFrame';
import { SNOWFLAKE, asRecord, isRecord, tidy } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

type Mode = 'unicode' | 'custom';

interface EmojiEditorProps {
  value: unknown;
  /** Typing; undefined removes the emoji. */
  onChange: (value: Record<string, unknown> | undefined) => void;
  /** A mode switch, a toggle: its own undo step. */
  onCommit: (value: Record<string, unknown> | undefined) => void;
  /** `field:<name>` goes on the first box, `field:<name>.name` and `.animated` on the others. */
  name: string;
  label: string;
}

const hasId = (v: unknown) => isRecord(v) && v.id !== undefined && v.id !== null && v.id !== '';
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function EmojiEditor({ value, onChange, onCommit, name, label }: EmojiEditorProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Mode>(hasId(value) ? 'custom' : 'unicode');
  // A stored custom emoji (after an undo, say) always shows as custom.
  const mode: Mode = hasId(value) ? 'custom' : chosen;
  const emoji = asRecord(value);

  const switchTo = (next: Mode) => {
    setChosen(next);
    if (next !== mode && value !== undefined) onCommit(undefined);
  };
  const custom = (patch: Record<string, unknown>) => {
    const next = tidy({ ...emoji, ...patch }, ['id', 'name']);
    if (next.animated === false) delete next.animated;
    onChange(Object.keys(next).length === 0 ? undefined : next);
  };
  const badId = mode === 'custom' && str(emoji.id) !== '' && !SNOWFLAKE.test(str(emoji.id));

  return (
    <div className="insp-emoji" role="group" aria-label={label}>
      <div className="insp-row">
        <div className="insp-segmented" role="radiogroup" aria-label={`${label} kind`}>
          {(['unicode', 'custom'] as const).map((m) => (
            <label key={m} className="insp-segment" data-on={mode === m || undefined}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === m}
                onChange={() => switchTo(m)}
              />
              {m === 'unicode' ? 'Unicode' : 'Custom'}
            </label>
          ))}
        </div>
        {mode === 'unicode' && (
          <input
            data-testid={testId(name)}
            className="insp-input insp-emoji-char"
            aria-label={`${label}: emoji character`}
            placeholder="None"
            value={str(emoji.name)}
            onChange={(e) => onChange(e.target.value === '' ? undefined : { name: e.target.value })}
          />
        )}
        <PickerButton
          title={`${label}: pick an emoji`}
          ariaLabel={`Pick ${label.toLowerCase()}`}
          className="insp-button"
          testId={`emoji-pick:${name}`}
          custom={
            mode === 'custom'
              ? { id: str(emoji.id), name: str(emoji.name), animated: emoji.animated === true }
              : undefined
          }
          onPick={(choice, refocus) => {
            setChosen(choice.kind);
            onCommit(toPartialEmoji(choice));
            refocus();
          }}
        >
          Pick…
        </PickerButton>
        {value !== undefined && (
          <button type="button" className="insp-link" onClick={() => onCommit(undefined)}>
            Clear emoji
          </button>
        )}
      </div>
      {mode === 'custom' && (
        <div className="insp-grid">
          <input
            data-testid={testId(name)}
            className="insp-input"
            aria-label={`${label}: custom emoji id`}
            aria-invalid={badId || undefined}
            placeholder="id (digits)"
            inputMode="numeric"
            value={str(emoji.id)}
            onChange={(e) => custom({ id: e.target.value.trim() })}
          />
          <input
            data-testid={testId(`${name}.name`)}
            className="insp-input"
            aria-label={`${label}: custom emoji name`}
            placeholder="name"
            value={str(emoji.name)}
            onChange={(e) => custom({ name: e.target.value })}
          />
          <label className="insp-check">
            <input
              type="checkbox"
              data-testid={testId(`${name}.animated`)}
              checked={emoji.animated === true}
              onChange={(e) => {
                const next = tidy({ ...emoji, animated: e.target.checked || undefined });
                onCommit(Object.keys(next).length === 0 ? undefined : next);
              }}
            />
            Animated
          </label>
        </div>
      )}
      {badId && <p className="insp-hint">A custom emoji id is digits only.</p>}
    </div>
  );
}

/** The emoji field of a Button. */
export function EmojiField({ spec, binding }: FieldEditorProps) {
  const headingId = useId();
  return (
    <FieldFrame label={spec.label} headingId={headingId} binding={binding}>
      <EmojiEditor
        value={binding.value}
        onChange={binding.set}
        onCommit={binding.commit}
        name={spec.name}
        label={spec.label}
      />
    </FieldFrame>
  );
}
