// dnd-kit's auto-scroll, set up to help: near an edge the innermost box under the pointer scrolls
// first (the outline's column, then the page), so the pointer held at the bottom of the outline
// brings its hidden end in instead of carrying the whole column away with the page; a box the
// pointer is not over, or one at its end, is passed over (mayAutoScroll).
import { TraversalOrder } from '@dnd-kit/core';
import type { AutoScrollOptions } from '@dnd-kit/core';
import { useCallback, useState } from 'react';
import type { RefObject } from 'react';
import { mayAutoScroll, scrollBoxOf } from './auto-scroll';
import type { Point } from './collision';

export interface EditorAutoScroll {
  autoScroll: AutoScrollOptions;
  /** To be called on every scroll during a drag. */
  scrolled: () => void;
}

function options(pointer: RefObject<Point | null>): AutoScrollOptions {
  return {
    order: TraversalOrder.ReversedTreeOrder,
    canScroll: (element) => {
      const at = pointer.current;
      return !at || mayAutoScroll(scrollBoxOf(element), at);
    },
  };
}

/** `pointer` is where the pointer is now (null in a keyboard drag, which does not auto-scroll). */
export function useAutoScroll(pointer: RefObject<Point | null>): EditorAutoScroll {
  // dnd-kit picks the box to scroll again only when the pointer or the boxes around it change:
  // with the pointer held still, a column that reached its end would be tried for ever and the
  // page never. New options (a new `canScroll`) after each scroll make it pick again.
  const [autoScroll, setAutoScroll] = useState(() => options(pointer));
  const scrolled = useCallback(() => setAutoScroll(options(pointer)), [pointer]);
  return { autoScroll, scrolled };
}
