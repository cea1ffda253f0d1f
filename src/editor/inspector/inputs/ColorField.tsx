// The accent colour: a swatch picker, a hex box (what tests fill) and "None", which stores null.
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import { useDraft } from '../use-draft';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export const toHex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** "#5865f2", "5865F2" or "#58f" as a number, or null when it is not a colour. */
export function parseHex(text: string): number | null {
  const m = HEX.exec(text.trim());
  if (!m) return null;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return parseInt(digits, 16);
}

const isColour = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffff;
const format = (v: unknown) => (isColour(v) ? toHex(v) : '');
const matches = (draft: string, v: unknown) =>
  draft.trim() === '' ? !isColour(v) : parseHex(draft) === v;

export function ColorField({ spec, binding }: FieldEditorProps) {
  const id = useId();
  const value = binding.value;
  const [draft, setDraft] = useDraft(value, format, matches);
  const none = value === null || value === undefined;
  const bad = (draft.trim() !== '' && parseHex(draft) === null) || (!none && !isColour(value));

  return (
    <FieldFrame
      label={spec.label}
      inputId={id}
      binding={binding}
      hint={bad ? 'A colour like #5865f2.' : undefined}
    >
      <div className="insp-row">
        <input
          type="color"
          className="insp-swatch"
          aria-label={`${spec.label} picker`}
          data-none={none || undefined}
          value={isColour(value) ? toHex(value) : '#000000'}
          onChange={(e) => binding.set(parseHex(e.target.value))}
        />
        <input
          id={id}
          data-testid={testId(spec.name)}
          className="insp-input insp-hex"
          type="text"
          placeholder="None"
          spellCheck={false}
          autoComplete="off"
          value={draft}
          aria-invalid={bad || undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            const text = e.target.value.trim();
            if (text === '') binding.set(null);
            else if (parseHex(text) !== null) binding.set(parseHex(text));
          }}
        />
        <button
          type="button"
          className="insp-button"
          aria-pressed={none}
          onClick={() => binding.commit(null)}
        >
          None
        </button>
      </div>
    </FieldFrame>
  );
}
