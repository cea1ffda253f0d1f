// Putting text into a text box at the caret (an emoji from the picker, a completed shortcode):
// the field's value changes through the store, then the caret goes back just after the insert.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

export interface Inserted {
  text: string;
  /** Where the caret goes: just after the inserted text. */
  caret: number;
}

/** `text` with `start..end` replaced by `insert` (the range clamped into the text). */
export function insertText(text: string, start: number, end: number, insert: string): Inserted {
  const from = Math.min(Math.max(0, start), text.length);
  const to = Math.min(Math.max(from, end), text.length);
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

type TextBox = HTMLTextAreaElement | HTMLInputElement;

/**
 * Replaces the range (the box's selection when none is given) with `insert`, through `set`, and
 * puts the caret after it once the new value is drawn.
 */
export type InsertAtCaret = (insert: string, range?: { start: number; end: number }) => void;

export function useInsertAtCaret(
  box: RefObject<TextBox | null>,
  text: string,
  set: (next: string) => void,
): InsertAtCaret {
  const caret = useRef<number | null>(null);
  // The function stays the same while the text changes, so the tools under the box need not draw
  // again at each keystroke; it reads the text and the setter of the last render.
  const latest = useRef({ text, set });
  useLayoutEffect(() => {
    latest.current = { text, set };
    const el = box.current;
    if (caret.current === null || !el) return;
    el.focus();
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [box, text, set]);
  return useCallback(
    (insert, range) => {
      const now = latest.current;
      // A box keeps its selection when it loses focus (to the picker, say).
      const el = box.current;
      const start = range?.start ?? el?.selectionStart ?? now.text.length;
      const end = range?.end ?? el?.selectionEnd ?? start;
      const next = insertText(now.text, start, end, insert);
      caret.current = next.caret;
      now.set(next.text);
    },
    [box],
  );
}
