// The bot's side of an autocomplete: the callback 8 (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT) it
// would answer with, edited as JSON and checked by the model (at most 25 choices, each typed to
// the option). Problems are listed by JSON path; valid choices go to the picker's list.
import type { ReactElement } from 'react';
import { useId } from 'react';
import type { Node } from '../../model';
import type { Locale, Localizations } from '../../model/commands';
import { localizedFor } from '../../model/commands';
import { checkAutocompleteAnswer } from '../../model/interactions/autocomplete-answer';
import { isRecord, num, str } from '../media/read';
import type { Suggestion } from './option-values';
import { localizedField } from './picker-rows';

/** A first answer to edit, typed to the option: two choices within its bounds. */
export function sampleAnswer(option: Node): string {
  const low = num(option.props.min_value);
  const values =
    option.kind === 'integer-option'
      ? [Math.ceil(low ?? 1), Math.ceil(low ?? 1) + 1]
      : option.kind === 'number-option'
        ? [(low ?? 1) + 0.5, (low ?? 1) + 1.5]
        : ['first', 'second'];
  const choices = values.map((value, i) => ({
    name: typeof value === 'string' ? `${i === 0 ? 'First' : 'Second'} suggestion` : String(value),
    value,
  }));
  return JSON.stringify({ type: 8, data: { choices } }, null, 2);
}

export type AnswerCheck = ReturnType<typeof checkAutocompleteAnswer>;

/** The answer checked against the option, with its valid choices as the picker lists them. */
export function checkAnswer(
  option: Node,
  json: string,
  locale: Locale,
): { check: AnswerCheck; suggestions: Suggestion[] } {
  const check = checkAutocompleteAnswer(option, json);
  const suggestions = check.ok
    ? check.choices.flatMap((choice: unknown) => {
        if (!isRecord(choice)) return [];
        const value = choice.value;
        if (typeof value !== 'string' && typeof value !== 'number') return [];
        const localizations = (isRecord(choice.name_localizations)
          ? choice.name_localizations
          : null) as Localizations;
        const name = str(choice.name) ?? String(value);
        return [{ value: String(value), label: localizedFor(locale, name, localizations) }];
      })
    : [];
  return { check, suggestions };
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
        <ul className="dp-sim-errors" data-testid="autocomplete-answer-errors">
          {check.errors.map((error, i) => (
            <li key={i}>
              <code>{error.path}</code> {error.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
