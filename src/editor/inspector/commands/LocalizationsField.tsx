// `name_localizations` / `description_localizations` of a command or option: the localization
// table of the field it translates (the catalog's `localizes`), with that field's limits per value.
import { fieldsOf } from '../../../model';
import type { FieldEditorProps } from '../inputs/types';
import { testId } from '../inputs/types';
import { useField } from '../use-field';
import { useFieldProblems } from './field-problems';
import { LocalizationTable } from './LocalizationTable';
import './commands.css';

export function LocalizationsField({ spec, binding, nodeType }: FieldEditorProps) {
  const field = spec.localizes ?? spec.name.replace(/_localizations$/, '');
  const defaultValue = useField(binding.nodeKey, field).value;
  const problems = useFieldProblems(binding.nodeKey, spec.name);
  const translated = nodeType ? fieldsOf(nodeType).find((f) => f.name === field) : undefined;
  return (
    <div className="insp-field" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <LocalizationTable
        field={field}
        label={spec.label}
        testId={testId(spec.name)}
        value={binding.value}
        defaultValue={defaultValue}
        min={translated?.min}
        max={translated?.max}
        problems={problems}
        path={[spec.name]}
        onChange={binding.set}
      />
    </div>
  );
}
