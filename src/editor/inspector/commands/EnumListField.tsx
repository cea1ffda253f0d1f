// `contexts` and `integration_types` of a command: a checkbox per value, each explained in words,
// with what Discord does when none is ticked. A value the design's scope does not allow is
// offered disabled with the reason beside it; one an imported command already holds stays ticked
// (so it can be unticked) and the model's problem says what is wrong.
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import type { FieldEditorProps } from '../inputs/types';
import { testId } from '../inputs/types';
import { useEditor } from '../../state/context';
import type { EditorState } from '../../state/store';
import { useField } from '../use-field';
import { asArray, toggleInList } from '../values';
import { useFieldProblems } from './field-problems';
import { ProblemNotes } from './ProblemNotes';
import { disabledReason, explain, whenNone } from './enum-list-words';
import './commands.css';

/** The guild a Commands design registers to, or null for a global set. */
const selectGuildId = (s: EditorState) => (s.doc.surface === 'commands' ? s.doc.guildId : null);

export function EnumListField({ spec, binding }: FieldEditorProps) {
  const headingId = useId();
  const guildId = useEditor(selectGuildId);
  // PRIVATE_CHANNEL depends on the install types beside it.
  const installTypes = useField(binding.nodeKey, 'integration_types').value;
  const problems = useFieldProblems(binding.nodeKey, spec.name);
  const named = spec.choices ?? [];
  const raw = binding.value;
  const chosen = asArray(raw);
  const extra = chosen
    .filter((v) => !named.some((c) => c.value === v))
    .map((v) => ({ value: v, label: `${JSON.stringify(v)} (not a value Discord knows)` }));

  const toggle = (value: unknown, on: boolean) => binding.commit(toggleInList(chosen, value, on));
  const scope = { guild: guildId !== null, installTypes };
  const hint =
    raw === undefined || raw === null ? (
      whenNone(spec.name)
    ) : chosen.length === 0 ? (
      <>
        The list is empty; tick at least one, or{' '}
        <button type="button" className="insp-link" onClick={() => binding.commit(undefined)}>
          leave it to Discord
        </button>
      </>
    ) : undefined;

  return (
    <FieldFrame label={spec.label} headingId={headingId} binding={binding} hint={hint}>
      {guildId !== null && (
        <p className="insp-note">
          This design registers its commands to server {guildId}. Only global commands have{' '}
          <code>{spec.name}</code>; Discord ignores it on a guild command.
        </p>
      )}
      <div
        className="enum-list"
        role="group"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        {[...named, ...extra].map((c) => {
          const checked = chosen.includes(c.value);
          const reason = disabledReason(spec.name, c.value, scope);
          const id = `${headingId}-${String(c.value)}`;
          return (
            <div key={String(c.value)} className="enum-choice" data-disabled={reason && !checked}>
              <label className="insp-check">
                <input
                  type="checkbox"
                  data-testid={`enum:${spec.name}:${String(c.value)}`}
                  checked={checked}
                  disabled={reason !== undefined && !checked}
                  aria-describedby={`${id}-about`}
                  onChange={(e) => toggle(c.value, e.target.checked)}
                />
                {c.label}
              </label>
              <p className="enum-about" id={`${id}-about`}>
                {explain(spec.name, c.value)}
                {reason && <span className="enum-reason"> {reason}</span>}
              </p>
            </div>
          );
        })}
      </div>
      <ProblemNotes problems={problems} />
    </FieldFrame>
  );
}
