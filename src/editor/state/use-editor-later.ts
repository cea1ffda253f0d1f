// A piece of the editor's state for views that may follow the store a little later than the field
// being edited: the preview and the document counters once per animation frame, the panels that
// draw the whole document (payload, problems) at most every 120 ms. Changes that come before the
// view's turn are drawn together, so a burst of keystrokes costs such a view one render, not one
// each.
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEditorStore } from './context';
import type { EditorState } from './store';

/** Runs `show` later; gives back how to cancel it. */
export type Later = (show: () => void) => () => void;

/**
 * `selector`'s answer, as of the last time `later` let it be shown. `equal` says when two answers
 * draw the same (Object.is unless given). The selector, `later` and `equal` should be stable.
 */
export function useEditorLater<T>(
  selector: (s: EditorState) => T,
  later: Later,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useEditorStore();
  const [box, setBox] = useState(() => ({ value: selector(store.getState()) }));
  // What the last render drew (or is about to).
  const shown = useRef(box.value);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const show = () => {
      cancel = null;
      const next = selector(store.getState());
      if (equal(shown.current, next)) return;
      shown.current = next;
      setBox({ value: next });
    };
    show(); // the store may have changed between the render and this effect
    const unsubscribe = store.subscribe(() => {
      if (cancel === null && !equal(shown.current, selector(store.getState())))
        cancel = later(show);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [store, selector, later, equal]);
  return box.value;
}

/** In the next animation frame, drawn inside it (before layout and paint). */
const inNextFrame: Later = (show) => {
  const frame = requestAnimationFrame(() => flushSync(show));
  return () => cancelAnimationFrame(frame);
};

/**
 * Once per animation frame: nobody sees a state between two frames, and at typing speed every
 * key still gets a frame of its own.
 */
export function useEditorPerFrame<T>(
  selector: (s: EditorState) => T,
  equal?: (a: T, b: T) => boolean,
): T {
  return useEditorLater(selector, inNextFrame, equal);
}

/** At most every `ms`, in a task of its own; this hook's own clock. */
export function useThrottled(ms: number): Later {
  return useMemo(() => {
    let last = performance.now();
    return (show) => {
      const timer = setTimeout(
        () => {
          last = performance.now();
          show();
        },
        Math.max(0, last + ms - performance.now()),
      );
      return () => clearTimeout(timer);
    };
  }, [ms]);
}
