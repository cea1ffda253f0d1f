// A checkbox. A missing field shows Discord's default (a component's required and divider, a
// command's dm_permission and default_permission default to true; an option's required does not).
import { useId } from 'react';
import { booleanOf, storedBoolean } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

export function BooleanField({ spec, binding, nodeType }: FieldEditorProps) {
  const id = useId();
  return (
    <div className="insp-field insp-check" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <input
        id={id}
        type="checkbox"
        data-testid={testId(spec.name)}
        checked={booleanOf(spec.name, binding.value, nodeType)}
        onChange={(e) => binding.commit(storedBoolean(spec.name, e.target.checked, nodeType))}
      />
      <label htmlFor={id}>{spec.label}</label>
      {spec.deprecated && <p className="insp-note">Deprecated: {spec.deprecated}</p>}
    </div>
  );
}
