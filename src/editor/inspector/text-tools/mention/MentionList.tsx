// The searchable list: a combobox whose options are the rows of every group. Arrow keys move the
// active row (Page Up / Page Down by ten), Enter picks it, a click picks the row clicked. Every
// name is drawn as text: a loaded guild's names are strangers' words.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Entry, Group } from './mention-entries';
import { searchGroups } from './mention-entries';
import { roleColor } from './role-color';

interface MentionListProps {
  groups: Group[];
  /** Above the search: where the users, roles and channels come from, and how to change it. */
  header: ReactNode;
  notes: string[];
  onChoose: (entry: Entry) => void;
  /** Focus the search box when drawn (opening, or coming back from a form). */
  autoFocus: boolean;
}

export function MentionList({ groups, header, notes, onChoose, autoFocus }: MentionListProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const base = useId();
  const listId = `${base}-list`;
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => searchGroups(groups, query), [groups, query]);
  const flat = useMemo(() => shown.flatMap((g) => g.entries), [shown]);
  const current = Math.min(active, Math.max(0, flat.length - 1));
  const optionId = (i: number) => `${base}-o${i}`;

  useEffect(() => {
    if (autoFocus) search.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    const el = list.current?.ownerDocument.getElementById(optionId(current));
    // jsdom has no scrollIntoView.
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
    // optionId is made from `base`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const move = (by: number) => {
    if (flat.length === 0) return;
    setActive((current + by + flat.length) % flat.length);
  };
  const jump = (to: number) => setActive(Math.min(Math.max(0, to), flat.length - 1));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      PageDown: () => jump(current + 10),
      PageUp: () => jump(current - 10),
      Enter: () => {
        const entry = flat[current];
        if (entry) onChoose(entry);
      },
    };
    const run = keys[e.key];
    if (!run || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    run();
  };

  let index = -1;
  return (
    <div className="mention-list">
      {header}
      <input
        ref={search}
        type="search"
        className="insp-input"
        placeholder="Search users, roles, channels, commands"
        aria-label="Search mentions"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
        data-testid="mention-search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      {notes.map((note) => (
        <p key={note} className="mention-note">
          {note}
        </p>
      ))}
      <ul ref={list} id={listId} role="listbox" aria-label="Mentions" className="mention-options">
        {shown.map((g) => (
          <li key={g.id} role="presentation" className="mention-group">
            <div id={`${base}-${g.id}`} className="mention-group-title" role="presentation">
              {g.title}
            </div>
            <ul role="group" aria-labelledby={`${base}-${g.id}`}>
              {g.entries.map((entry) => {
                index += 1;
                const i = index;
                return (
                  <li
                    key={entry.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    className="mention-option"
                    data-testid="mention-option"
                    data-key={entry.key}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => i !== current && setActive(i)}
                    onClick={() => onChoose(entry)}
                  >
                    {entry.kind === 'mention' && entry.color !== undefined && (
                      <span
                        className="mention-swatch"
                        style={{ background: roleColor(entry.color) }}
                      />
                    )}
                    <span className="mention-label">{entry.label}</span>
                    <span className="mention-detail">{entry.detail}</span>
                  </li>
                );
              })}
              {g.hidden > 0 && (
                <li role="presentation" className="mention-more">
                  {g.hidden} more: type to narrow the list.
                </li>
              )}
            </ul>
          </li>
        ))}
      </ul>
      {flat.length === 0 && (
        <p className="mention-empty" role="status">
          Nothing matches “{query}”.
        </p>
      )}
    </div>
  );
}
