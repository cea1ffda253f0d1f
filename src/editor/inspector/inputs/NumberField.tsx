// Whole numbers (component id, min/max values, min/max length) between Discord's bounds; an empty
// box removes the field. A Number option's bounds may have decimals.
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import { useDraft } from '../use-draft';
import type { FieldEditorProps } from './types';
import { testId } from './types';

/** What Discord assumes when the field is missing. */
const PLACEHOLDERS: Record<string, string> = {
  id: 'Assigned by Discord',
  min_values: '1',
  max_values: '1',
  min_length: '0',
  max_length: '4000',
};

const format = (v: unknown) => (typeof v === 'number' ? String(v) : '');
const matches = (draft: string, v: unknown) =>
  draft.trim() === '' ? v === undefined : Number(draft) === v;

export function NumberField({ spec, binding, nodeType }: FieldEditorProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(binding.value, format, matches);
  const decimals = nodeType === 'number-option';
  const accepts = (v: number) => (decimals ? Number.isFinite(v) : Number.isInteger(v));
  const n = draft.trim() === '' ? null : Number(draft);
  const bad =
    n !== null &&
    (!accepts(n) ||
      (spec.min !== undefined && n < spec.min) ||
      (spec.max !== undefined && n > spec.max));
  const range =
    spec.min !== undefined && spec.max !== undefined
      ? `A whole number from ${spec.min} to ${spec.max}.`
      : decimals
        ? 'A number.'
        : 'A whole number.';
  return (
    <FieldFrame
      label={spec.label}
      inputId={id}
      required={spec.required}
      deprecated={spec.deprecated}
      hint={bad ? range : undefined}
      binding={binding}
    >
      <input
        id={id}
        data-testid={testId(spec.name)}
        className="insp-input insp-number"
        type="number"
        inputMode={decimals ? 'decimal' : 'numeric'}
        step={decimals ? 'any' : 1}
        min={spec.min}
        max={spec.max}
        value={draft}
        placeholder={PLACEHOLDERS[spec.name]}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          const raw = e.target.value;
          setDraft(raw);
          if (raw.trim() === '') binding.set(undefined);
          else if (accepts(Number(raw))) binding.set(Number(raw));
        }}
      />
    </FieldFrame>
  );
}
