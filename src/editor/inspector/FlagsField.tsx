// A message's flags as toggles. IS_COMPONENTS_V2 is left to the surface switch, and every bit the
// inspector does not show is kept as it is.
import { useId } from 'react';
import { SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS } from '../../model';
import { FieldFrame } from './FieldFrame';
import { testId } from './inputs/types';
import { useField } from './use-field';

const FLAGS = [
  { bit: SUPPRESS_EMBEDS, name: 'suppress_embeds', label: 'Suppress embeds' },
  { bit: SUPPRESS_NOTIFICATIONS, name: 'suppress_notifications', label: 'Suppress notifications' },
] as const;

export function FlagsField() {
  const headingId = useId();
  const binding = useField(null, 'flags');
  const flags =
    typeof binding.value === 'number' && Number.isInteger(binding.value) ? binding.value : 0;
  const toggle = (bit: number, on: boolean) => {
    const next = on ? flags | bit : flags & ~bit;
    binding.commit(next === 0 ? undefined : next);
  };
  return (
    <FieldFrame label="Flags" headingId={headingId} binding={binding}>
      <div
        className="insp-checks"
        role="group"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId('flags')}
      >
        {FLAGS.map((f) => (
          <label key={f.name} className="insp-check">
            <input
              type="checkbox"
              data-testid={testId(`flags.${f.name}`)}
              checked={(flags & f.bit) !== 0}
              onChange={(e) => toggle(f.bit, e.target.checked)}
            />
            {f.label}
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}
