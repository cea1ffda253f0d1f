// A message's flags as toggles. IS_COMPONENTS_V2 is left to the surface switch, and every bit the
// inspector does not show is kept as it is. EPHEMERAL is offered only where the design is an
// interaction response; elsewhere it shows only while set, so that an imported one can be cleared.
import { useId } from 'react';
import {
  EPHEMERAL,
  SUPPRESS_EMBEDS,
  SUPPRESS_NOTIFICATIONS,
  isResponseEnvelope,
} from '../../../model';
import { useEditor } from '../../state/context';
import type { EditorState } from '../../state/store';
import { FieldFrame } from '../FieldFrame';
import { testId } from '../inputs/types';
import { useField } from '../use-field';

const FLAGS = [
  { bit: SUPPRESS_EMBEDS, name: 'suppress_embeds', label: 'Suppress embeds' },
  {
    bit: SUPPRESS_NOTIFICATIONS,
    name: 'suppress_notifications',
    label: 'Suppress notifications (@silent)',
  },
] as const;
const EPHEMERAL_FLAG = {
  bit: EPHEMERAL,
  name: 'ephemeral',
  label: 'Ephemeral (only the person who used the command sees it)',
} as const;

const selectResponse = (s: EditorState) => isResponseEnvelope(s.doc.envelope);

export function FlagsField() {
  const headingId = useId();
  const binding = useField(null, 'flags');
  const response = useEditor(selectResponse);
  const flags =
    typeof binding.value === 'number' && Number.isInteger(binding.value) ? binding.value : 0;
  const ephemeral = (flags & EPHEMERAL) !== 0;
  const toggle = (bit: number, on: boolean) => {
    const next = on ? flags | bit : flags & ~bit;
    binding.commit(next === 0 ? undefined : next);
  };
  const shown = response || ephemeral ? [...FLAGS, EPHEMERAL_FLAG] : FLAGS;
  return (
    <FieldFrame
      label="Flags"
      headingId={headingId}
      binding={binding}
      hint={
        ephemeral && !response
          ? 'Ephemeral works only in an interaction response; a channel message or webhook cannot carry it.'
          : undefined
      }
    >
      <div
        className="insp-checks"
        role="group"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId('flags')}
      >
        {shown.map((f) => (
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
