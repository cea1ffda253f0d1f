// Which channel types a Channel Select offers (named in the catalog); none ticked removes the
// field (every type).
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import { asArray, toggleInList } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

export function ChannelTypesField({ spec, binding }: FieldEditorProps) {
  const headingId = useId();
  const named = spec.choices ?? [];
  const chosen = asArray(binding.value);
  // Types outside the usual list (imported DMs, directories) stay visible so they can be unticked.
  const extra = chosen
    .filter((v) => !named.some((c) => c.value === v))
    .map((v) => ({ value: v, label: `Type ${String(v)}` }));
  const toggle = (value: unknown, on: boolean) => binding.commit(toggleInList(chosen, value, on));
  return (
    <FieldFrame
      label={spec.label}
      headingId={headingId}
      binding={binding}
      hint={chosen.length === 0 ? 'None ticked: every type is offered.' : undefined}
    >
      <div
        className="insp-checks"
        role="group"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        {[...named, ...extra].map((c) => (
          <label key={String(c.value)} className="insp-check">
            <input
              type="checkbox"
              data-testid={testId(`${spec.name}.${String(c.value)}`)}
              checked={chosen.includes(c.value)}
              onChange={(e) => toggle(c.value, e.target.checked)}
            />
            {c.label}
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}
