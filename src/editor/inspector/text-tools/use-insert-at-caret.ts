// Inserting into a field's text box at its caret, with the caret put after the inserted text once
// the store's new value is drawn. A tool's insert (an emoji, a mention) is an undo step of its
// own; a completion (`:smi` -> 😄) replaces the range typed and goes on with the typing. A box the
// person never clicked into takes a tool's text at its end (a fresh box's caret says 0, which is
// rarely what anyone means). The function stays the same between keystrokes, so the tools under
// the box need not draw again as the person types.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { insertText } from './insert-text';

/** Puts `snippet` in place of `range` (a completion's), else of the box's selection. */
export type InsertText = (snippet: string, range?: { start: number; end: number }) => void;

interface Writers {
  /** Part of the typing (a completion). */
  type: (next: string) => void;
  /** A step of its own (a tool's insert). */
  commit: (next: string) => void;
}

export function useInsertAtCaret(
  target: RefObject<HTMLTextAreaElement | HTMLInputElement | null>,
  text: string,
  write: Writers,
): InsertText {
  const pending = useRef<number | null>(null);
  const touched = useRef(false);
  const latest = useRef({ text, write });

  useEffect(() => {
    const el = target.current;
    if (!el) return undefined;
    const touch = () => {
      touched.current = true;
    };
    el.addEventListener('focus', touch);
    return () => el.removeEventListener('focus', touch);
  }, [target]);

  useLayoutEffect(() => {
    latest.current = { text, write };
    const caret = pending.current;
    const el = target.current;
    if (caret === null || !el) return;
    pending.current = null;
    el.focus();
    el.setSelectionRange(caret, caret);
  }, [text, write, target]);

  return useCallback(
    (snippet, range) => {
      const now = latest.current;
      const el = target.current;
      const useCaret = touched.current && el;
      const start =
        range?.start ?? (useCaret ? (el.selectionStart ?? now.text.length) : now.text.length);
      const end = range?.end ?? (useCaret ? (el.selectionEnd ?? start) : start);
      const next = insertText(now.text, start, end, snippet);
      pending.current = next.caret;
      if (range) now.write.type(next.text);
      else now.write.commit(next.text);
    },
    [target],
  );
}
