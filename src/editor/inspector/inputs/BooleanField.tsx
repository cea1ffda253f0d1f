// A checkbox. A missing field shows Discord's default (required and divider default to true).
import { useId } from 'react';
import { booleanOf, storedBoolean } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

export function BooleanField({ spec, binding }: FieldEditorProps) {
  const id = useId();
  return (
    <div className="insp-field insp-check" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <input
        id={id}
        type="checkbox"
        data-testid={testId(spec.name)}
        checked={booleanOf(spec.name, binding.value)}
        onChange={(e) => binding.commit(storedBoolean(spec.name, e.target.checked))}
      />
      <label htmlFor={id}>{spec.label}</label>
      {spec.deprecated && <p className="insp-note">Deprecated: {spec.deprecated}</p>}
    </div>
  );
}
