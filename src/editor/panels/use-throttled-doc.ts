// The document for panels that draw all of it (the payload JSON, the problem list). They follow
// the store at most every `ms` and always in a task of their own, so a keystroke pays only for
// the field, the outline row and the preview component it changes.
import { useEffect, useState } from 'react';
import type { Doc } from '../../model';
import { useEditorStore } from '../state/context';

export const PANEL_THROTTLE_MS = 120;

export function useThrottledDoc(ms = PANEL_THROTTLE_MS): Doc {
  const store = useEditorStore();
  const [doc, setDoc] = useState(() => store.getState().doc);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      last = performance.now();
      setDoc(store.getState().doc);
    };
    flush(); // the store may have changed between render and this effect
    const unsubscribe = store.subscribe((state, prev) => {
      if (state.doc === prev.doc || timer !== null) return;
      timer = setTimeout(flush, Math.max(0, last + ms - performance.now()));
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [store, ms]);
  return doc;
}
