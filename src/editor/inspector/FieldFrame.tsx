// The frame around one field: its label, a required mark, a live counter against its limit, and
// notes (deprecation, hints) under it.
import type { ReactNode } from 'react';
import type { FieldBinding } from './use-field';

export interface CounterProps {
  n: number;
  max?: number;
  min?: number;
}

/** "34 / 80"; over the limit (or under the minimum) it turns the error colour. */
export function Counter({ n, max, min }: CounterProps) {
  const bad = (max !== undefined && n > max) || (min !== undefined && n < min);
  return (
    <span className="insp-counter" data-bad={bad || undefined}>
      {max === undefined ? n : `${n} / ${max}`}
    </span>
  );
}

/** Whether a count breaks its limits, for aria-invalid. */
export const outside = (n: number, max?: number, min?: number) =>
  (max !== undefined && n > max) || (min !== undefined && n < min);

interface FieldFrameProps {
  label: string;
  /** The id of the input the label names; omitted for a group, which is named by the heading. */
  inputId?: string;
  headingId?: string;
  required?: boolean;
  counter?: ReactNode;
  deprecated?: string;
  hint?: ReactNode;
  binding: Pick<FieldBinding, 'onFocus' | 'onBlur'>;
  children: ReactNode;
}

export function FieldFrame(props: FieldFrameProps) {
  const { label, inputId, headingId, required, counter, deprecated, hint, binding } = props;
  return (
    <div className="insp-field" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <div className="insp-field-head">
        {inputId ? (
          <label htmlFor={inputId} className="insp-label">
            {label}
          </label>
        ) : (
          <span id={headingId} className="insp-label">
            {label}
          </span>
        )}
        {required && (
          <span className="insp-required" title="Required">
            *<span className="visually-hidden"> required</span>
          </span>
        )}
        {counter}
      </div>
      {props.children}
      {deprecated && <p className="insp-note">Deprecated: {deprecated}</p>}
      {hint && <p className="insp-hint">{hint}</p>}
    </div>
  );
}
