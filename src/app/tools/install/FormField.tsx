// One field of the install form: its label (marked when Discord requires it), the control, a
// line on what it does, and its problems right under it.
import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The field's name in test ids and problems: Discord's parameter name. */
  name: string;
  hint?: ReactNode;
  problems: readonly string[];
  children: ReactNode;
}

export function FormField({ id, label, required, name, hint, problems, children }: FormFieldProps) {
  return (
    <div className="install-field" data-invalid={problems.length > 0 ? '' : undefined}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="install-required" data-testid={`install-required:${name}`}>
            {' '}
            (required)
          </span>
        )}
      </label>
      {children}
      {hint && <p className="install-hint">{hint}</p>}
      <Problems name={name} problems={problems} />
    </div>
  );
}

/** A field's problems, each a sentence, announced as they appear. */
export function Problems({ name, problems }: { name: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="install-problems" role="alert" data-testid={`install-problem:${name}`}>
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
