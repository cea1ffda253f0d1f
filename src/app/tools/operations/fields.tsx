// A console's form fields: each names its field, and shows the problem the console's checks found
// for it (from the console's context) under it, with the input marked invalid and described by it.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { FieldProblem } from '../../../model';
import type { ControlProps } from '../fields/ToolField';
import { ToolField, errors } from '../fields/ToolField';

/**
 * A form's fields bound by name: `{...bind('guildId')}` gives a field its name (for its problem),
 * its value and a change that patches the form.
 */
export function formBinder<F extends object>(form: F, set: (patch: Partial<F>) => void) {
  return <K extends keyof F & string>(field: K) => ({
    field,
    value: form[field],
    onChange: (value: F[K]) => set({ [field]: value } as unknown as Partial<F>),
  });
}

export const ProblemsContext = createContext<readonly FieldProblem[]>([]);

function useProblem(field: string): string | null {
  return useContext(ProblemsContext).find((p) => p.field === field)?.message ?? null;
}

interface FrameProps {
  field: string;
  label: string;
  hint?: ReactNode;
  wide?: boolean;
  children: (input: ControlProps & { 'data-testid': string }) => ReactNode;
}

/** The tools' field frame, with the problem the console's checks found for this field. */
export function FieldFrame({ field, label, hint, wide, children }: FrameProps) {
  const problem = useProblem(field);
  return (
    <ToolField
      label={label}
      hint={hint}
      wide={wide}
      findings={problem === null ? [] : errors([problem])}
      findingsTestId={`op-problem:${field}`}
    >
      {(control) => children({ ...control, 'data-testid': `op:${field}` })}
    </ToolField>
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
            className="form-input op-textarea"
            rows={rows}
            value={value}
            placeholder={placeholder}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...input}
            className="form-input"
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
          className="form-input"
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
    <label className="form-check op-check">
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
