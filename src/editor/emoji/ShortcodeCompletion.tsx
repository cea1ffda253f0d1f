// `:shortcode:` completion for a text box: typing `:smi` lists the emoji whose names match, and
// Enter, Tab or a click puts the character in place of what was typed. Its own chunk, mounted by
// the text field once a keystroke first looks like a shortcode (use-completion-trigger.ts); from
// then on it follows the box through its native events, so the field's first load carries none
// of this.
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import { useEmojiData } from '../../preview';
import type { ShortcodeMatch } from '../../preview';
import type { ShortcodeQuery } from './shortcode-trigger';
import { findShortcodeQuery } from './shortcode-trigger';

type TextBox = HTMLTextAreaElement | HTMLInputElement;

export interface ShortcodeCompletionProps {
  box: RefObject<TextBox | null>;
  /** Puts the chosen character in place of the typed `:name` (the range). */
  replace: (insert: string, range: { start: number; end: number }) => void;
}

// Keys that move the caret without typing: the completion follows the caret.
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

export default function ShortcodeCompletion({ box, replace }: ShortcodeCompletionProps) {
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
  const optionId = (i: number) => `${listId}-${i}`;

  const follow = (el: TextBox) => {
    const next = findShortcodeQuery(el.value, el.selectionStart ?? el.value.length);
    if (next === null && query === null) return;
    setQuery(next);
    if (next?.text !== query?.text) setActive(0);
  };
  const accept = (match: ShortcodeMatch) => {
    if (!query) return;
    setQuery(null);
    replace(match.char, { start: query.start, end: query.end });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Keys that an input method is composing with are its own.
    if (!open || e.isComposing) return;
    const move = (by: number) => {
      e.preventDefault();
      setActive((current + by + matches.length) % matches.length);
    };
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (
      (e.key === 'Enter' || e.key === 'Tab') &&
      !(e.shiftKey || e.altKey || e.ctrlKey || e.metaKey)
    ) {
      e.preventDefault();
      accept(matches[current]!);
    } else if (e.key === 'Escape') {
      // Only the list closes: nothing around the field hears this Escape.
      e.preventDefault();
      e.stopPropagation();
      setQuery(null);
    }
  };

  const onEvent = useEffectEvent((e: Event) => {
    const el = box.current;
    if (!el) return;
    if (e.type === 'keydown') onKeyDown(e as KeyboardEvent);
    else if (e.type === 'input') follow(el);
    else if (e.type === 'blur') setQuery(null);
    // The caret moved by a key or a click: only matters while a completion is open.
    else if (query !== null && (e.type === 'click' || CARET_KEYS.has((e as KeyboardEvent).key)))
      follow(el);
  });
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    // The keystroke that mounted this one may already have started a completion.
    onEvent(new Event('input'));
    const listener = (e: Event) => onEvent(e);
    const types = ['input', 'keydown', 'keyup', 'click', 'blur'];
    for (const type of types) el.addEventListener(type, listener);
    return () => {
      for (const type of types) el.removeEventListener(type, listener);
    };
  }, [box]);

  // The box says which list it drives and which option is active.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.setAttribute('aria-autocomplete', 'list');
    const pairs: [string, string | null][] = [
      ['aria-controls', open ? listId : null],
      ['aria-activedescendant', open ? optionId(current) : null],
    ];
    for (const [name, value] of pairs) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  });

  if (!open) return null;
  return (
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
  );
}
