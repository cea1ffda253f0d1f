// The bot's side of an autocomplete: the callback 8 (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT) it
// would answer with, edited as JSON and checked by the model (at most 25 choices, each typed to
// the option). Problems are listed by JSON path; valid choices go to the picker's list.
import type { ReactElement } from 'react';
import { useId } from 'react';
import type { Node } from '../../model';
import type { Locale, Localizations } from '../../model/commands';
import { localizedFor } from '../../model/commands';
import type { AnswerCheck, AnswerProblem } from '../../model/interactions/autocomplete-answer';
import { checkAutocompleteAnswer } from '../../model/interactions/autocomplete-answer';
import { isRecord } from '../media/read';
import type { Suggestion } from './option-values';
import { localizedField } from './picker-rows';

/** The answer checked against the option, with its valid choices as the picker lists them. */
export function checkAnswer(
  option: Node,
  json: string,
  locale: Locale,
): { check: AnswerCheck; suggestions: Suggestion[] } {
  const check = checkAutocompleteAnswer(option, json);
  const suggestions = check.ok
    ? check.choices.map((choice) => ({
        value: String(choice.value),
        label: localizedFor(
          locale,
          choice.name,
          (isRecord(choice.name_localizations) ? choice.name_localizations : null) as Localizations,
        ),
      }))
    : [];
  return { check, suggestions };
}

function Problems({
  problems,
  testId,
}: {
  problems: readonly AnswerProblem[];
  testId: string;
}): ReactElement {
  return (
    <ul className="dp-sim-errors" data-testid={testId}>
      {problems.map((problem, i) => (
        <li key={i}>
          {problem.path ? <code className="dp-cmd-answer-path">{problem.path}</code> : null}{' '}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

interface AutocompleteAnswerProps {
  option: Node;
  locale: Locale;
  json: string;
  check: AnswerCheck;
  onChange: (json: string) => void;
}

export function AutocompleteAnswer({
  option,
  locale,
  json,
  check,
  onChange,
}: AutocompleteAnswerProps): ReactElement {
  const id = useId();
  const name = localizedField(option, 'name', locale);
  return (
    <section className="dp-sim-panel dp-cmd-answer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="dp-sim-title">
        Your bot answers the autocomplete of “{name}”
      </h3>
      <label htmlFor={id} className="dp-cmd-answer-hint">
        Interaction response, callback 8 (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT)
      </label>
      <textarea
        id={id}
        className="dp-cmd-answer-json"
        data-testid="autocomplete-answer"
        spellCheck={false}
        rows={8}
        value={json}
        aria-invalid={!check.ok}
        onChange={(event) => onChange(event.target.value)}
      />
      {check.ok ? (
        <p className="dp-cmd-answer-ok" role="status" data-testid="autocomplete-answer-ok">
          {check.choices.length === 1
            ? '1 choice, shown in the picker.'
            : `${check.choices.length} choices, shown in the picker.`}
        </p>
      ) : (
        <Problems testId="autocomplete-answer-errors" problems={check.errors} />
      )}
      {check.warnings.length > 0 ? (
        <Problems testId="autocomplete-answer-warnings" problems={check.warnings} />
      ) : null}
    </section>
  );
}
