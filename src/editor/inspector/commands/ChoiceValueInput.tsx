// A choice's value for an Integer or Number option: typed as text so that what is half typed or
// wrong stays in the box with its reason, while the document keeps the last good number.
import { useId } from 'react';
import { useDraft } from '../use-draft';
import { asText } from '../values';
import { parseChoiceValue } from './choice-value';

interface ChoiceValueInputProps {
  kind: 'integer' | 'number';
  value: unknown;
  testId: string;
  onChange: (value: number) => void;
}

const format = (v: unknown) => asText(v);

export function ChoiceValueInput({ kind, value, testId, onChange }: ChoiceValueInputProps) {
  const id = useId();
  const matches = (draft: string, v: unknown) => {
    const parsed = parseChoiceValue(kind, draft);
    return parsed.ok && parsed.value === v;
  };
  const [draft, setDraft] = useDraft(value, format, matches);
  const parsed = parseChoiceValue(kind, draft);
  // A stored value of the wrong type (an imported string) is the model's problem to word.
  const reason = parsed.ok ? undefined : parsed.reason;
  return (
    <div className="insp-sub">
      <div className="insp-field-head">
        <label htmlFor={id} className="insp-sublabel">
          Value ({kind === 'integer' ? 'whole number' : 'number'})
        </label>
      </div>
      <input
        id={id}
        data-testid={testId}
        className="insp-input"
        type="text"
        inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={draft}
        aria-required
        aria-invalid={reason !== undefined || undefined}
        aria-describedby={reason ? `${id}-why` : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = parseChoiceValue(kind, e.target.value);
          if (next.ok) onChange(next.value);
        }}
      />
      {reason && (
        <span className="insp-hint insp-bad" id={`${id}-why`}>
          {reason}
        </span>
      )}
    </div>
  );
}
