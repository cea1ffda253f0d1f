// A piece of the editor's state for views beside the one being edited (the preview, the document
// counters): they follow the store once per animation frame, drawn inside that frame, so several
// keystrokes between two frames cost them one render, not one each. Nobody sees a state between
// two frames, and at typing speed every key still gets a frame of its own.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEditorStore } from './context';
import type { EditorState } from './store';

/**
 * `selector`'s answer, at most one frame behind the store. `equal` says when two answers draw
 * the same (Object.is unless given); the selector and `equal` should be stable functions.
 */
export function useEditorPerFrame<T>(
  selector: (s: EditorState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useEditorStore();
  const [box, setBox] = useState(() => ({ value: selector(store.getState()) }));
  // What the last render drew (or is about to).
  const shown = useRef(box.value);
  useEffect(() => {
    let frame = 0;
    const show = (inFrame: boolean) => {
      frame = 0;
      const next = selector(store.getState());
      if (equal(shown.current, next)) return;
      shown.current = next;
      // In a frame: drawn now, before the browser lays it out and paints it.
      if (inFrame) flushSync(() => setBox({ value: next }));
      else setBox({ value: next });
    };
    show(false); // the store may have changed between the render and this effect
    const unsubscribe = store.subscribe(() => {
      if (frame === 0 && !equal(shown.current, selector(store.getState())))
        frame = requestAnimationFrame(() => show(true));
    });
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [store, selector, equal]);
  return box.value;
}
