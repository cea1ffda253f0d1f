// Inserting into a field's text box at its caret, as one undo step, with the caret put after the
// inserted text once the store's new value is drawn. A box the person never clicked into takes
// the text at its end (a fresh box's caret says 0, which is rarely what anyone means).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { asText } from '../values';
import type { FieldBinding } from '../use-field';
import { insertText } from './insert-text';

export type InsertText = (snippet: string) => void;

export function useInsertAtCaret(
  target: RefObject<HTMLTextAreaElement | HTMLInputElement | null>,
  binding: Pick<FieldBinding, 'commit' | 'current'>,
  value: string,
): InsertText {
  const pending = useRef<number | null>(null);
  const touched = useRef(false);

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
    const caret = pending.current;
    const el = target.current;
    if (caret === null || !el) return;
    pending.current = null;
    el.focus();
    el.setSelectionRange(caret, caret);
  }, [value, target]);

  const { commit, current } = binding;
  return useCallback(
    (snippet: string) => {
      const text = asText(current());
      const el = target.current;
      const start = touched.current && el ? (el.selectionStart ?? text.length) : text.length;
      const end = touched.current && el ? (el.selectionEnd ?? start) : start;
      const next = insertText(text, start, end, snippet);
      pending.current = next.caret;
      commit(next.text);
    },
    [commit, current, target],
  );
}
