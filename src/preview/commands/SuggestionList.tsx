// The list above the box while an option with values to offer has focus: its choices, True and
// False, the guild's users, roles or channels, or the bot's autocomplete answer, filtered by
// what is typed; the highlighted entry is the one Enter takes.
import type { ReactElement } from 'react';
import { SAMPLE_GUILD } from '../../model';
import { EntityLabel } from '../select/EntityLabel';
import type { Suggestion } from './option-values';

interface SuggestionListProps {
  id: string;
  title: string;
  suggestions: readonly Suggestion[];
  highlight: number;
  /** Autocomplete entries get their own test ids (`autocomplete-choice:<i>`). */
  autocomplete: boolean;
  onPick: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}

export function SuggestionList({
  id,
  title,
  suggestions,
  highlight,
  autocomplete,
  onPick,
  onHover,
}: SuggestionListProps): ReactElement {
  return (
    <div className="dp-cmd-suggestions">
      <p className="dp-cmd-suggestions-title">{title}</p>
      {suggestions.length === 0 ? (
        <p className="dp-cmd-none" role="status">
          {autocomplete ? 'The bot offers no choices for this text' : 'Nothing matches'}
        </p>
      ) : (
        <ul id={id} className="dp-cmd-rows" role="listbox" aria-label={title}>
          {suggestions.map((s, i) => (
            <li
              key={`${i}:${s.value}`}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === highlight}
              className={`dp-cmd-suggestion${i === highlight ? ' is-active' : ''}`}
              data-testid={
                autocomplete ? `autocomplete-choice:${i}` : `option-suggestion:${s.label}`
              }
              onMouseEnter={() => onHover(i)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(s)}
            >
              {s.entity ? (
                <EntityLabel entity={s.entity} guild={SAMPLE_GUILD} />
              ) : (
                <span className="dp-entity-label">{s.label}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
