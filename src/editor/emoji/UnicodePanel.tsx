// The Unicode tab: a search box that keeps the focus, category buttons, and the emoji grid that
// the arrow keys, Page Up / Page Down and Enter drive from the search box (the active emoji is
// the listbox's aria-activedescendant).
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { EMOJI_GROUPS, useEmojiData } from '../../preview';
import type { UnicodeEmoji } from '../../preview';
import type { EmojiChoice } from './emoji-choice';
import { EmojiSection } from './EmojiSection';
import { gridLayout, gridMoveOf, moveInGrid } from './emoji-grid';

/** Columns of the grid (CSS draws the same number: see .emoji-picker-cells). */
export const GRID_COLUMNS = 8;

interface Section {
  key: string;
  label: string;
  emojis: readonly UnicodeEmoji[];
}

export function UnicodePanel({ onPick }: { onPick: (choice: EmojiChoice) => void }) {
  const listId = useId();
  const emoji = useEmojiData(true);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => search.current?.focus(), []);

  const groups = useMemo<Section[]>(() => {
    if (!emoji) return [];
    const all = emoji.emojiData.emojis;
    return EMOJI_GROUPS.map((g, i) => ({ ...g, emojis: all.filter((e) => e.group === i) }));
  }, [emoji]);
  const searching = query.trim() !== '';
  const wanted = useMemo<Section[]>(() => {
    if (!emoji || !searching) return groups;
    const found = emoji.searchEmoji(emoji.emojiData.emojis, query);
    return [{ key: 'results', label: 'Search results', emojis: found }];
  }, [emoji, groups, query, searching]);
  // The picker opens with the first category drawn and the other ~1,600 emoji a moment later;
  // a search keeps typing smooth the same way. Everything below reads what is drawn.
  const first = useMemo(() => groups.slice(0, 1), [groups]);
  const sections = useDeferredValue(wanted, first);

  const offsets = useMemo(() => offsetsOf(sections), [sections]);
  const layout = useMemo(
    () =>
      gridLayout(
        sections.map((s) => s.emojis.length),
        GRID_COLUMNS,
      ),
    [sections],
  );
  const total = layout.at.length;
  const current = total === 0 ? -1 : Math.min(active, total - 1);
  const activeEmoji = emojiAt(sections, offsets, current);
  const optionId = useCallback((i: number) => `${listId}-${i}`, [listId]);

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  }, [current, optionId]);

  const pick = useCallback(
    (e: UnicodeEmoji) => onPick({ kind: 'unicode', char: e.char, shortcode: e.shortcodes[0] }),
    [onPick],
  );
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = gridMoveOf(e.key);
    if (move && total > 0) {
      e.preventDefault();
      setActive(moveInGrid(layout, current, move));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      // Typed faster than the list is drawn: the emoji comes from the list being drawn.
      const chosen =
        sections === wanted
          ? activeEmoji
          : emojiAt(wanted, offsetsOf(wanted), Math.max(0, current));
      if (chosen) pick(chosen);
    }
  };
  const jumpTo = (index: number) => {
    setQuery('');
    setActive(offsets[index] ?? 0);
    list.current?.querySelector(`[data-section="${index}"]`)?.scrollIntoView?.({ block: 'start' });
    search.current?.focus();
  };

  return (
    <div className="emoji-picker-unicode">
      <input
        ref={search}
        className="emoji-picker-search"
        type="text"
        role="combobox"
        aria-label="Search emoji"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-autocomplete="list"
        placeholder="Search emoji by name"
        autoComplete="off"
        spellCheck={false}
        data-testid="emoji-search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {!searching && (
        <div className="emoji-picker-groups" role="group" aria-label="Categories">
          {EMOJI_GROUPS.map((g, i) => (
            <button
              key={g.key}
              type="button"
              aria-label={g.label}
              title={g.label}
              aria-current={activeEmoji?.group === i || undefined}
              data-testid={`emoji-group:${g.key}`}
              onClick={() => jumpTo(i)}
            >
              {g.icon}
            </button>
          ))}
        </div>
      )}
      <div ref={list} className="emoji-picker-list" role="listbox" id={listId} aria-label="Emoji">
        {sections.map((s, i) => (
          <EmojiSection
            key={s.key}
            index={i}
            label={s.label}
            emojis={s.emojis}
            offset={offsets[i]!}
            active={current - offsets[i]!}
            optionId={optionId}
            onPick={pick}
            onHover={setActive}
          />
        ))}
      </div>
      <div className="emoji-picker-footer" aria-live="polite">
        {status(emoji !== null, searching, query, activeEmoji)}
      </div>
    </div>
  );
}

function offsetsOf(sections: readonly Section[]): number[] {
  let n = 0;
  return sections.map((s) => {
    const start = n;
    n += s.emojis.length;
    return start;
  });
}

function emojiAt(sections: readonly Section[], offsets: readonly number[], n: number) {
  if (n < 0) return undefined;
  for (let i = sections.length - 1; i >= 0; i -= 1)
    if (n >= offsets[i]!) return sections[i]!.emojis[n - offsets[i]!];
  return undefined;
}

function status(loaded: boolean, searching: boolean, query: string, e: UnicodeEmoji | undefined) {
  if (!loaded) return <span>Loading emoji…</span>;
  if (!e) return searching ? <span>No emoji match “{query.trim()}”.</span> : null;
  return (
    <>
      <span className="emoji-picker-big" aria-hidden="true">
        {e.char}
      </span>
      <span className="emoji-picker-name">
        {e.shortcodes[0] ? <code>:{e.shortcodes[0]}:</code> : null}
        <span>{e.label}</span>
      </span>
    </>
  );
}
