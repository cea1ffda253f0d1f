// A localization dictionary as a table over Discord's locales: one row per locale with its
// language, what a user of that locale sees while the row is empty (the fallback Discord uses, or
// the default), and the model's problems of the row ("ignored", too long). Collapsed it says how
// many locales are filled; open, a filter and "only filled" keep 32 rows usable.
import { useId, useState } from 'react';
import type { PathSegment } from '../../../model';
import type { Locale, Localizations } from '../../../model/commands';
import {
  LOCALES,
  LOCALE_FALLBACKS,
  LOCALE_NAMES,
  isLocale,
  localizedFor,
} from '../../../model/commands';
import { Counter, outside } from '../FieldFrame';
import { asRecord } from '../values';
import type { PlacedProblem } from './field-problems';
import { problemsUnder } from './field-problems';
import { ProblemNotes } from './ProblemNotes';
import { filledCount, strayKeys, withLocale } from './localization-values';

export interface LocalizationTableProps {
  /** The translated field as test ids name it: `name`, `description`, `choices.0.name`. */
  field: string;
  label: string;
  testId: string;
  value: unknown;
  /** The untranslated text (the node's `name`, a choice's `name`). */
  defaultValue: unknown;
  /** The translated field's limits, which apply to each value. */
  min?: number;
  max?: number;
  /** Problems of the node, placed; those under `path` belong here. */
  problems: readonly PlacedProblem[];
  /** Where the dictionary is within the node: ['name_localizations']. */
  path: readonly PathSegment[];
  /** Typing: the whole new dictionary, undefined when it is empty. */
  onChange: (dict: Record<string, unknown> | undefined) => void;
}

interface Note {
  tone: 'error' | 'warning' | 'info';
  text: string;
}

const IGNORED = 'localization-same-as-default';

/** What a row says under its input: the model's problems, or whose text applies while empty. */
function notesOf(key: string, dict: Record<string, unknown>, mine: readonly PlacedProblem[]) {
  const notes: Note[] = mine.map(({ problem }) =>
    problem.code === IGNORED
      ? { tone: 'warning', text: 'Ignored: the same as the default.' }
      : { tone: problem.severity, text: problem.message },
  );
  const own = dict[key];
  const fallback: Locale | undefined = isLocale(key) ? LOCALE_FALLBACKS[key] : undefined;
  if ((typeof own !== 'string' || own === '') && fallback && typeof dict[fallback] === 'string')
    notes.push({ tone: 'info', text: `Empty: the ${LOCALE_NAMES[fallback]} text applies.` });
  return notes;
}

export function LocalizationTable(props: LocalizationTableProps) {
  const { field, label, value, defaultValue, min, max, problems, path, onChange } = props;
  const base = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [onlyFilled, setOnlyFilled] = useState(false);
  const dict = asRecord(value);
  const fallbackText = typeof defaultValue === 'string' ? defaultValue : '';
  const mine = problemsUnder(problems, path);
  const filled = filledCount(dict);
  const query = filter.trim().toLowerCase();
  const shown = LOCALES.filter((l) => {
    if (onlyFilled && !(typeof dict[l] === 'string' && dict[l] !== '')) return false;
    return query === '' || `${LOCALE_NAMES[l]} ${l}`.toLowerCase().includes(query);
  });
  const rows: { key: string; language: string }[] = [
    ...shown.map((l) => ({ key: l, language: LOCALE_NAMES[l] })),
    ...strayKeys(dict).map((k) => ({ key: k, language: 'Not a Discord locale' })),
  ];
  const headingId = `${base}-head`;
  const tableId = `${base}-table`;
  const problemCount = mine.filter((p) => p.problem.code !== IGNORED).length;

  return (
    <div
      className="loc"
      role="group"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid={props.testId}
      // A problem clicked in the problems panel focuses the group: open it to show the row.
      onFocus={(e) => e.target === e.currentTarget && setOpen(true)}
    >
      <div className="insp-field-head">
        <button
          type="button"
          className="loc-toggle"
          aria-expanded={open}
          aria-controls={open ? tableId : undefined}
          data-testid={`localization-toggle:${field}`}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span id={headingId} className="insp-label">
            {label}
          </span>
        </button>
        <span className="insp-counter" data-bad={problemCount > 0 || undefined}>
          {filled} of {LOCALES.length} filled
          {problemCount > 0 && ` · ${problemCount} ${problemCount === 1 ? 'problem' : 'problems'}`}
        </span>
      </div>
      <ProblemNotes problems={mine.filter((p) => p.at.length === path.length)} />
      {open && (
        <>
          <div className="loc-tools">
            <input
              className="insp-input"
              type="search"
              aria-label={`Filter the languages of ${label.toLowerCase()}`}
              placeholder="Filter languages"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <label className="insp-check">
              <input
                type="checkbox"
                checked={onlyFilled}
                onChange={(e) => setOnlyFilled(e.target.checked)}
              />
              Only filled
            </label>
          </div>
          <table className="loc-table" id={tableId} aria-labelledby={headingId}>
            <tbody>
              {rows.map(({ key, language }) => {
                const id = `${base}-${key}`;
                const own = dict[key];
                const text = typeof own === 'string' ? own : '';
                const rowProblems = problemsUnder(mine, [...path, key]);
                const notes = notesOf(key, dict, rowProblems);
                const described = notes.length > 0 || (text !== '' && max !== undefined);
                const bad =
                  (text !== '' && outside(text.length, max, min)) ||
                  rowProblems.some((p) => p.problem.severity === 'error');
                return (
                  <tr key={key} data-filled={text !== '' || undefined}>
                    <th scope="row">
                      <label htmlFor={id}>
                        {language}
                        <span className="loc-code"> {key}</span>
                      </label>
                    </th>
                    <td>
                      <input
                        id={id}
                        className="insp-input"
                        data-testid={`localization:${field}:${key}`}
                        value={text}
                        // While empty: what a user of this locale sees instead.
                        placeholder={
                          isLocale(key)
                            ? localizedFor(key, fallbackText, dict as Localizations)
                            : ''
                        }
                        autoComplete="off"
                        aria-invalid={bad || undefined}
                        aria-describedby={described ? `${id}-notes` : undefined}
                        onChange={(e) => onChange(withLocale(dict, key, e.target.value))}
                      />
                      {described && (
                        <div className="loc-notes" id={`${id}-notes`}>
                          {notes.map((n, i) => (
                            <span key={i} data-tone={n.tone}>
                              {n.text}
                            </span>
                          ))}
                          {text !== '' && max !== undefined && (
                            <Counter n={text.length} max={max} min={min} />
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {rows.length === 0 && (
            <p className="insp-hint">
              {onlyFilled && query === ''
                ? 'No language is filled yet.'
                : `No language matches “${filter.trim()}”.`}
            </p>
          )}
        </>
      )}
    </div>
  );
}
