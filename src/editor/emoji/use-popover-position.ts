// Places the picker next to the button it opened from, inside the viewport: below the button when
// it fits, else above, else as high as it can be. On a phone it takes the width of the screen.
// Written to the element's style, not to state, so that scrolling draws nothing again.
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const MARGIN = 8;
const GAP = 4;
const WIDTH = 360;
const HEIGHT = 440;

export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a popover goes for an anchor's rectangle in a viewport of this size. */
export function placePopover(
  anchor: { left: number; top: number; bottom: number },
  viewport: { width: number; height: number },
): Placement {
  const width = Math.min(WIDTH, viewport.width - 2 * MARGIN);
  const height = Math.min(HEIGHT, viewport.height - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(anchor.left, viewport.width - width - MARGIN));
  let top = anchor.bottom + GAP;
  if (top + height > viewport.height - MARGIN) {
    const above = anchor.top - GAP - height;
    top = above >= MARGIN ? above : Math.max(MARGIN, viewport.height - height - MARGIN);
  }
  return { left, top, width, height };
}

export function usePopoverPosition(
  box: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const place = () => {
      const el = box.current;
      const at = anchor.current;
      if (!el || !at) return;
      const p = placePopover(at.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      el.style.left = `${p.left}px`;
      el.style.top = `${p.top}px`;
      el.style.width = `${p.width}px`;
      el.style.height = `${p.height}px`;
    };
    // The picker's own list scrolls too; only a page or panel scroll moves the button.
    const onScroll = (e: Event) => {
      if (e.target instanceof Node && box.current?.contains(e.target)) return;
      place();
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [box, anchor]);
}
