// A piece of the editor's state for views that may follow the store a little later than the field
// being edited: the preview at most every so often, the panels that draw the whole document
// (payload, problems) when typing pauses, and at most a bounded delay after a change. Changes that
// come before the view's turn are drawn together, so a burst of keystrokes costs such a view one
// render, not one each.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useEditorStore } from './context';
import type { EditorState } from './store';

const ignore = () => undefined;

/**
 * Runs `show` later; gives back how to cancel it. Asked again after each further change while
 * `show` waits (the earlier request cancelled first), so a Later may wait for changes to pause.
 */
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
      if (equal(shown.current, selector(store.getState()))) return;
      cancel?.();
      cancel = later(show);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [store, selector, later, equal]);
  return box.value;
}

/**
 * About one every `ms` at most: a change `ms` or more after the last drawing is drawn at once, with
 * the key that made it (its render joins the key's own, and the key's layout lays out both: drawn
 * in the next frame instead, it cost that frame a layout pass of its own); one sooner waits for the
 * next such change, or for `ms` without one and then the next frame. In a burst of keys faster than
 * that (a phone's 50 ms apart) every few keys are drawn together, each time with a key, and the
 * burst's last change is drawn `ms` (and a frame) after it. `now` is the Later's clock.
 */
export function atMostEvery(ms: number, now = () => performance.now()): Later {
  let lastShown = Number.NEGATIVE_INFINITY;
  return (show) => {
    const at = now();
    if (at - lastShown >= ms) {
      lastShown = at;
      show();
      return ignore;
    }
    let frame = 0;
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(() => {
        lastShown = now();
        flushSync(show);
      });
    }, ms);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  };
}

/** atMostEvery, one per view (its own clock). */
export function useAtMostEvery(ms: number): Later {
  return useMemo(() => atMostEvery(ms), [ms]);
}

/**
 * `later` while an element is shown. While it is not (display: none: a phone's tab shows another
 * column), the latest change waits and is drawn at once when it shows, before that frame is painted:
 * typing in the inspector on a phone does not draw the preview it hides. Whether it is shown is
 * kept by one ResizeObserver (`observe`), read after layout, so a keystroke forces no style update.
 */
export function shownGate(later: Later): { later: Later; observe: (el: Element) => () => void } {
  let hidden = false;
  let waiting: (() => void) | null = null;
  return {
    later: (show) => {
      if (!hidden) return later(show);
      waiting = show;
      return () => {
        if (waiting === show) waiting = null;
      };
    },
    observe: (el) => {
      if (typeof ResizeObserver === 'undefined') return () => undefined;
      const observer = new ResizeObserver(() => {
        // Browsers without checkVisibility (and jsdom) count as showing it.
        hidden = typeof el.checkVisibility === 'function' && !el.checkVisibility();
        const show = waiting;
        if (hidden || !show) return;
        waiting = null;
        flushSync(show);
      });
      observer.observe(el);
      return () => {
        observer.disconnect();
        hidden = false;
      };
    },
  };
}

/** shownGate, for the element of `ref`. */
export function useWhileShown(ref: RefObject<Element | null>, later: Later): Later {
  const gate = useMemo(() => shownGate(later), [later]);
  useEffect(() => (ref.current ? gate.observe(ref.current) : undefined), [gate, ref]);
  return gate.later;
}

/**
 * A change that comes after a quiet moment (nothing shown for `pauseMs`) is shown at once, in a
 * task of its own: a drop, a click or the first key of a burst. The changes that follow it are
 * shown when they pause for `pauseMs`, and never more than `maxMs` after the first not yet shown:
 * typing a sentence costs such a view one render at its start and one when the person stops, and
 * a long burst is still drawn every `maxMs`. `now` is the Later's clock.
 */
export function afterPause(pauseMs: number, maxMs: number, now = () => performance.now()): Later {
  let firstWaiting: number | null = null;
  let lastShown = Number.NEGATIVE_INFINITY;
  return (show) => {
    const at = now();
    const quiet = firstWaiting === null && at - lastShown >= pauseMs;
    firstWaiting ??= at;
    const timer = setTimeout(
      () => {
        firstWaiting = null;
        lastShown = now();
        show();
      },
      quiet ? 0 : Math.max(0, Math.min(pauseMs, firstWaiting + maxMs - at)),
    );
    return () => clearTimeout(timer);
  };
}

/** afterPause, one per view (its own clock). */
export function useAfterPause(pauseMs: number, maxMs: number): Later {
  return useMemo(() => afterPause(pauseMs, maxMs), [pauseMs, maxMs]);
}
