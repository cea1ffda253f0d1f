// One argument of the form: its label, its input, and what the model found about it right under
// it (errors first), tied to the input for screen readers.
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { SdkField as FieldName, SdkFinding } from '../../../model/social-sdk';

const ORDER = { error: 0, warning: 1, note: 2 } as const;

export function FindingList({
  field,
  findings,
  id,
}: {
  field: FieldName;
  findings: readonly SdkFinding[];
  id?: string;
}) {
  const mine = findings
    .filter((f) => f.field === field)
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  if (mine.length === 0) return null;
  return (
    <ul className="sdk-findings" id={id} data-testid={`sdk-findings:${field}`}>
      {mine.map((f, i) => (
        // A finding list is rebuilt whole on every edit; the index is a fine key.
        <li key={i} className={`sdk-${f.severity}`} data-severity={f.severity}>
          {f.message}
        </li>
      ))}
    </ul>
  );
}

export function SdkField({
  field,
  label,
  hint,
  value,
  onChange,
  findings,
  placeholder,
  children,
  mono = false,
}: {
  field: FieldName;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  findings: readonly SdkFinding[];
  placeholder?: string;
  /** Buttons beside the input. */
  children?: ReactNode;
  mono?: boolean;
}) {
  const id = useId();
  const invalid = findings.some((f) => f.field === field && f.severity === 'error');
  return (
    <div className="sdk-field">
      <label htmlFor={id}>{label}</label>
      {hint && <p className="hint sdk-field-hint">{hint}</p>}
      <div className="sdk-input-row">
        <input
          id={id}
          className={`sdk-input${mono ? ' sdk-mono' : ''}`}
          data-testid={`sdk-field:${field}`}
          value={value}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-findings`}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </div>
      <FindingList field={field} findings={findings} id={`${id}-findings`} />
    </div>
  );
}
