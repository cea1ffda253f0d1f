// The choices of a String, Integer or Number option: add (up to 25), remove and reorder, each
// with its name, its value typed to the option, and its name in other languages.
import { useId } from 'react';
import { COMMAND_LIMITS } from '../../../model';
import { ListHead, RowControls } from '../inputs/ListControls';
import { SubText } from '../inputs/SubText';
import type { FieldEditorProps } from '../inputs/types';
import { testId } from '../inputs/types';
import { asArray, asRecord, moveItem, tidy } from '../values';
import { ChoiceValueInput } from './ChoiceValueInput';
import { choiceValueKind, newChoice } from './choice-value';
import { problemsUnder, useFieldProblems } from './field-problems';
import { LocalizationTable } from './LocalizationTable';
import { ProblemNotes } from './ProblemNotes';
import './commands.css';

export function ChoicesField({ spec, binding, nodeType }: FieldEditorProps) {
  const headingId = useId();
  const problems = useFieldProblems(binding.nodeKey, spec.name);
  const choices = asArray(binding.value);
  const kind = choiceValueKind(nodeType);
  const max = spec.max ?? COMMAND_LIMITS.choices;

  const edit = (i: number, patch: Record<string, unknown>) =>
    binding.set(choices.map((c, j) => (j === i ? tidy({ ...asRecord(c), ...patch }) : c)));
  // The last choice removed leaves no empty list behind.
  const commitList = (next: unknown[]) => binding.commit(next.length === 0 ? undefined : next);

  return (
    <div className="insp-field" onFocus={binding.onFocus} onBlur={binding.onBlur}>
      <ListHead
        headingId={headingId}
        label={spec.label}
        n={choices.length}
        max={max}
        addLabel="Add choice"
        addTestId="choice-add"
        fullReason={`Discord allows at most ${max} choices on an option.`}
        onAdd={() => binding.commit([...choices, newChoice(choices, kind)])}
      />
      <ProblemNotes problems={problems.filter((p) => typeof p.at[1] !== 'number')} />
      <ol
        className="insp-list"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-testid={testId(spec.name)}
      >
        {choices.map((raw, i) => {
          const c = asRecord(raw);
          const mine = problemsUnder(problems, ['choices', i]);
          const own = mine.filter((p) => p.at[2] !== 'name_localizations');
          return (
            <li key={i} className="insp-item">
              <div className="insp-item-head">
                <span className="insp-item-title">Choice {i + 1}</span>
                <RowControls
                  what={`choice ${i + 1}`}
                  index={i}
                  count={choices.length}
                  removeTestId={`choice-remove:${i}`}
                  onMove={(by) => binding.commit(moveItem(choices, i, by))}
                  onRemove={() => commitList(choices.filter((_, j) => j !== i))}
                />
              </div>
              <div className="insp-grid">
                <SubText
                  label="Name"
                  testId={`choice:${i}:name`}
                  value={c.name}
                  max={COMMAND_LIMITS.choiceName.max}
                  required
                  onChange={(name) => edit(i, { name })}
                />
                {kind === 'string' ? (
                  <SubText
                    label="Value"
                    testId={`choice:${i}:value`}
                    value={c.value}
                    max={COMMAND_LIMITS.choiceStringValue.max}
                    required
                    onChange={(value) => edit(i, { value })}
                  />
                ) : (
                  <ChoiceValueInput
                    kind={kind}
                    value={c.value}
                    testId={`choice:${i}:value`}
                    onChange={(value) => edit(i, { value })}
                  />
                )}
              </div>
              <ProblemNotes problems={own} />
              <LocalizationTable
                field={`choices.${i}.name`}
                label="Name in other languages"
                testId={`choice:${i}:name_localizations`}
                value={c.name_localizations}
                defaultValue={c.name}
                min={COMMAND_LIMITS.choiceName.min}
                max={COMMAND_LIMITS.choiceName.max}
                problems={problems}
                path={['choices', i, 'name_localizations']}
                onChange={(dict) => edit(i, { name_localizations: dict })}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
