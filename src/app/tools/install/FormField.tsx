// The install form's fields in the tools' one field frame: problems are the model's sentences
// for a parameter, named after Discord's parameter in test ids.
import type { ReactNode } from 'react';
import { FindingList, ToolField, errors } from '../fields/ToolField';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The field's name in test ids and problems: Discord's parameter name. */
  name: string;
  hint?: ReactNode;
  problems: readonly string[];
  /** The control is empty: see ToolField's `empty`. */
  empty?: boolean;
  children: ReactNode;
}

export function FormField(props: FormFieldProps) {
  const { id, label, required, name, hint, problems, empty, children } = props;
  return (
    <ToolField
      id={id}
      label={label}
      required={required ? { testId: `install-required:${name}` } : undefined}
      hint={hint}
      findings={errors(problems)}
      findingsTestId={`install-problem:${name}`}
      empty={empty}
    >
      {() => children}
    </ToolField>
  );
}

/** A parameter's problems outside a field (the scopes, the install type). */
export function Problems({ name, problems }: { name: string; problems: readonly string[] }) {
  return <FindingList findings={errors(problems)} testId={`install-problem:${name}`} />;
}
