// A choice among Discord's numbered values (button style, text input style, separator spacing).
import { useId } from 'react';
import { useEditorStore } from '../../state/context';
import { FieldFrame } from '../FieldFrame';
import type { FieldEditorProps } from './types';
import { testId } from './types';

export function EnumField({ spec, binding, nodeType }: FieldEditorProps) {
  const id = useId();
  const store = useEditorStore();
  const choices = spec.choices ?? [];
  const value = binding.value;
  const known = choices.some((c) => c.value === value);

  const pick = (raw: string) => {
    if (raw === '') return binding.commit(undefined);
    const next = Number(raw);
    if (nodeType === 'button' && spec.name === 'style' && binding.nodeKey !== null) {
      store.getState().dispatch({ type: 'restyle', key: binding.nodeKey, style: next });
    } else {
      binding.commit(next);
    }
  };

  return (
    <FieldFrame
      label={spec.label}
      inputId={id}
      required={spec.required}
      deprecated={spec.deprecated}
      binding={binding}
    >
      <select
        id={id}
        data-testid={testId(spec.name)}
        className="insp-input"
        value={value === undefined ? '' : String(value)}
        aria-invalid={(value !== undefined && !known) || (spec.required && value === undefined)}
        onChange={(e) => pick(e.target.value)}
      >
        {(!spec.required || value === undefined) && (
          <option value="">{spec.required ? 'Choose…' : 'Default'}</option>
        )}
        {value !== undefined && !known && (
          <option value={String(value)}>Unknown ({String(value)})</option>
        )}
        {choices.map((c) => (
          <option key={c.value} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
