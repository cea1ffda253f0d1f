// One field of a tool's form, the same in every tool: its label (marked when required), a line on
// what it does, the control, and what the checks found about it right under it (errors first),
// tied to the control for screen readers.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import '../../components/forms.css';
import './fields.css';

export type Severity = 'error' | 'warning' | 'note';

export interface Finding {
  severity: Severity;
  message: string;
}

const ORDER: Record<Severity, number> = { error: 0, warning: 1, note: 2 };

/** What the checks found, errors first; announced when it holds an error. */
export function FindingList({
  findings,
  testId,
  id,
}: {
  findings: readonly Finding[];
  testId: string;
  id?: string;
}) {
  if (findings.length === 0) return null;
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <ul
      className="tool-findings"
      id={id}
      data-testid={testId}
      role={sorted[0]?.severity === 'error' ? 'alert' : undefined}
    >
      {sorted.map((f, i) => (
        // The list is rebuilt whole on every edit; the index is a fine key.
        <li key={i} className={`tool-${f.severity}`} data-severity={f.severity}>
          {f.message}
        </li>
      ))}
    </ul>
  );
}

/** The findings with every error said as a note. */
export const asNotes = (findings: readonly Finding[]): Finding[] =>
  findings.map((f) => (f.severity === 'error' ? { ...f, severity: 'note' } : f));

/** Errors from sentences. */
export const errors = (messages: readonly string[]): Finding[] =>
  messages.map((message) => ({ severity: 'error', message }));

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface ToolFieldProps {
  label: ReactNode;
  /** Marked "(required)" after the label, with this test id. */
  required?: { testId: string };
  hint?: ReactNode;
  findings: readonly Finding[];
  findingsTestId: string;
  /** Takes two columns of a wide form's grid. */
  wide?: boolean;
  /** The control's id, when the caller's control already has one. */
  id?: string;
  /**
   * The control is empty. Until the person has typed in it or left it, its errors ("Enter the …")
   * are said as notes and the control is not marked invalid: a form is not wrong before it is used.
   */
  empty?: boolean;
  /** The control: drawn with the id and aria attributes it needs. */
  children: (control: ControlProps) => ReactNode;
}

export function ToolField(props: ToolFieldProps) {
  const own = useId();
  const [touched, setTouched] = useState(false);
  const touch = () => setTouched(true);
  const id = props.id ?? own;
  const findings = props.empty && !touched ? asNotes(props.findings) : props.findings;
  const invalid = findings.some((f) => f.severity === 'error');
  const described = [props.hint ? `${id}-hint` : '', findings.length ? `${id}-found` : '']
    .filter(Boolean)
    .join(' ');
  return (
    // Changes and leaving bubble up from the control (React's blur is focusout).
    <div
      className={props.wide ? 'tool-field tool-field-wide' : 'tool-field'}
      onChange={touch}
      onBlur={touch}
    >
      <label htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="tool-required" data-testid={props.required.testId}>
            {' '}
            (required)
          </span>
        )}
      </label>
      {props.hint && (
        <p className="tool-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.children({
        id,
        'aria-invalid': invalid,
        'aria-describedby': described === '' ? undefined : described,
      })}
      <FindingList findings={findings} testId={props.findingsTestId} id={`${id}-found`} />
    </div>
  );
}
