// `:shortcode:` completion for a text box: typing `:smi` lists the emoji whose names match, and
// Enter, Tab or a click puts the character in place of what was typed. Until a completion starts,
// a keystroke costs one short regex test (shortcode-trigger.ts); the names load on first use.
import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEmojiData } from '../../preview';
import type { ShortcodeMatch } from '../../preview';
import type { ShortcodeQuery } from './shortcode-trigger';
import { findShortcodeQuery } from './shortcode-trigger';

type TextBox = HTMLTextAreaElement | HTMLInputElement;

export interface ShortcodeCompletion {
  /** Call with the box after each change of its text. */
  onInput: (box: TextBox) => void;
  /** Spread on the text box. */
  boxProps: {
    onKeyDown: (e: KeyboardEvent<TextBox>) => void;
    onSelect: (e: { currentTarget: TextBox }) => void;
    onBlur: () => void;
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  /** The list of matches, drawn under the box; null while closed. */
  popup: ReactNode;
}

/** `replace(insert, range)` puts the chosen character in place of the typed `:name`. */
export function useShortcodeCompletion(
  replace: (insert: string, range: { start: number; end: number }) => void,
): ShortcodeCompletion {
  const listId = useId();
  const [query, setQuery] = useState<ShortcodeQuery | null>(null);
  const [active, setActive] = useState(0);
  const emoji = useEmojiData(query !== null);
  const text = query?.text;
  const matches = useMemo<ShortcodeMatch[]>(
    () =>
      emoji && text !== undefined ? emoji.completeShortcode(emoji.emojiData.emojis, text) : [],
    [emoji, text],
  );
  const open = query !== null && matches.length > 0;
  const current = open ? Math.min(active, matches.length - 1) : -1;

  const follow = (box: TextBox) => {
    const next = findShortcodeQuery(box.value, box.selectionStart ?? box.value.length);
    if (next === null && query === null) return;
    setQuery(next);
    if (next?.text !== query?.text) setActive(0);
  };
  const accept = (match: ShortcodeMatch) => {
    if (!query) return;
    setQuery(null);
    replace(match.char, { start: query.start, end: query.end });
  };

  const onKeyDown = (e: KeyboardEvent<TextBox>) => {
    if (!open) return;
    const move = (by: number) => {
      e.preventDefault();
      setActive((current + by + matches.length) % matches.length);
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(1);
      case 'ArrowUp':
        return move(-1);
      case 'Enter':
      case 'Tab':
        if (e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
        e.preventDefault();
        return accept(matches[current]!);
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        return setQuery(null);
      default:
        return undefined;
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const popup = open ? (
    <ul
      className="insp-complete"
      role="listbox"
      id={listId}
      aria-label="Emoji"
      data-testid="emoji-complete"
    >
      {matches.map((m, i) => (
        <li
          key={m.shortcode}
          id={optionId(i)}
          role="option"
          aria-selected={i === current}
          data-testid="emoji-complete-option"
          // Keeps the focus (and the caret) in the text box.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => accept(m)}
          onMouseMove={() => i !== current && setActive(i)}
        >
          <span className="insp-complete-char" aria-hidden="true">
            {m.char}
          </span>
          <span>:{m.shortcode}:</span>
        </li>
      ))}
    </ul>
  ) : null;

  return {
    onInput: follow,
    boxProps: {
      onKeyDown,
      // The caret moved (arrow keys, a click): only matters while a completion is open.
      onSelect: (e) => query !== null && follow(e.currentTarget),
      onBlur: () => setQuery(null),
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(current) : undefined,
    },
    popup,
  };
}
