// A console's form fields: each names its field, and shows the problem the console's checks found
// for it (from the console's context) under it, with the input marked invalid and described by it.
import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldProblem } from '../../../model/operations';

export const ProblemsContext = createContext<readonly FieldProblem[]>([]);

function useProblem(field: string): string | null {
  return useContext(ProblemsContext).find((p) => p.field === field)?.message ?? null;
}

interface FrameProps {
  field: string;
  label: string;
  hint?: ReactNode;
  wide?: boolean;
  children: (input: {
    id: string;
    'data-testid': string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** The label, the input the children draw, the hint and the field's problem. */
export function FieldFrame({ field, label, hint, wide, children }: FrameProps) {
  const id = useId();
  const problem = useProblem(field);
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={wide ? 'send-field send-field-wide' : 'send-field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'data-testid': `op:${field}`,
        'aria-invalid': problem !== null,
        'aria-describedby': described === '' ? undefined : described,
      })}
      {hint && (
        <p id={`${id}-hint`} className="hint op-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="send-field-problem" data-testid={`op-problem:${field}`}>
          {problem}
        </p>
      )}
    </div>
  );
}

interface InputProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  wide?: boolean;
  /** Rows of a multi-line box; a one-line input without. */
  rows?: number;
  numeric?: boolean;
}

export function TextField({ rows, numeric, value, onChange, placeholder, ...frame }: InputProps) {
  return (
    <FieldFrame {...frame}>
      {(input) =>
        rows ? (
          <textarea
            {...input}
            className="send-input op-textarea"
            rows={rows}
            value={value}
            placeholder={placeholder}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...input}
            className="send-input"
            value={value}
            placeholder={placeholder}
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

export function SelectField<V extends string>({
  value,
  onChange,
  options,
  ...frame
}: Omit<InputProps, 'value' | 'onChange' | 'rows' | 'numeric' | 'placeholder'> & {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <FieldFrame {...frame}>
      {(input) => (
        <select
          {...input}
          className="send-input"
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckField({
  field,
  label,
  checked,
  onChange,
}: {
  field: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="send-remember op-check">
      <input
        type="checkbox"
        data-testid={`op:${field}`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
