// One field of a tool's form, the same in every tool: its label (marked when required), a line on
// what it does, the control, and what the checks found about it right under it (errors first),
// tied to the control for screen readers.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldProblem, FieldSeverity } from '../../../model';
import { severityOf } from '../../../model';
import '../../components/forms.css';
import './fields.css';

const ORDER: Record<FieldSeverity, number> = { error: 0, warning: 1, note: 2 };

/** What the checks found, errors first; announced when it holds an error. */
export function FindingList({
  findings,
  testId,
  id,
}: {
  findings: ToolFieldProps['findings'];
  testId: string;
  id?: string;
}) {
  if (findings.length === 0) return null;
  const sorted = [...findings].sort((a, b) => ORDER[severityOf(a)] - ORDER[severityOf(b)]);
  return (
    <ul
      className="tool-findings"
      id={id}
      data-testid={testId}
      role={sorted[0] && severityOf(sorted[0]) === 'error' ? 'alert' : undefined}
    >
      {sorted.map((f, i) => (
        // The list is rebuilt whole on every edit; the index is a fine key.
        <li key={i} className={`tool-${severityOf(f)}`} data-severity={severityOf(f)}>
          {f.message}
        </li>
      ))}
    </ul>
  );
}

/** The findings with every error said as a note. */
export const asNotes = (findings: ToolFieldProps['findings']): ToolFieldProps['findings'] =>
  findings.map((f) => (severityOf(f) === 'error' ? { ...f, severity: 'note' } : f));

/** Errors from sentences. */
export const errors = (messages: readonly string[]): ToolFieldProps['findings'] =>
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
  /** What the checks found about this field (which field they name is known here). */
  findings: readonly Pick<FieldProblem, 'severity' | 'message'>[];
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
  const invalid = findings.some((f) => severityOf(f) === 'error');
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
