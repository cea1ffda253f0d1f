// One argument of the form in the tools' one field frame: what the model found about it (errors
// first) right under it.
import type { ReactNode } from 'react';
import type { FieldProblem } from '../../../model';
import type { SdkField as FieldName } from '../../../model/social-sdk';
import { FindingList as Findings, ToolField } from '../fields/ToolField';

export function FindingList({
  field,
  findings,
  id,
}: {
  field: FieldName;
  findings: readonly FieldProblem<FieldName>[];
  id?: string;
}) {
  return (
    <Findings
      findings={findings.filter((f) => f.field === field)}
      testId={`sdk-findings:${field}`}
      id={id}
    />
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
  findings: readonly FieldProblem<FieldName>[];
  placeholder?: string;
  /** Buttons beside the input. */
  children?: ReactNode;
  mono?: boolean;
}) {
  return (
    <ToolField
      label={label}
      hint={hint}
      findings={findings.filter((f) => f.field === field)}
      findingsTestId={`sdk-findings:${field}`}
      empty={value === ''}
    >
      {(control) => (
        <div className="tool-input-row">
          <input
            {...control}
            className={`form-input${mono ? ' tool-mono' : ''}`}
            data-testid={`sdk-field:${field}`}
            value={value}
            placeholder={placeholder}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
          {children}
        </div>
      )}
    </ToolField>
  );
}
