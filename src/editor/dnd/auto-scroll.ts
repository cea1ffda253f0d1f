// Which boxes dnd-kit's auto-scroll may scroll during a drag. On its own it scrolls the boxes
// around the dragged item, or around the zone it is over, whenever the pointer is level with one
// of their edges, even with the pointer far outside them (the palette slid along while the
// pointer was over the problems panel); and a box scrolled to within a fraction of a pixel of its
// end was "not at the end" to it, so it kept trying that box and never moved on to the page.
import type { Box, Point } from './collision';

export interface ScrollBox {
  /** Where the box is on screen (for the page: the window). */
  rect: Box;
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether auto-scroll may scroll `box`: the pointer is over it, and it can still move at least a
 * pixel towards the edge (top or bottom) the pointer is nearer.
 */
export function mayAutoScroll(box: ScrollBox, pointer: Point): boolean {
  const { rect } = box;
  const inside =
    pointer.x >= rect.left &&
    pointer.x <= rect.left + rect.width &&
    pointer.y >= rect.top &&
    pointer.y <= rect.top + rect.height;
  if (!inside) return false;
  const towardsBottom = pointer.y > rect.top + rect.height / 2;
  const room = towardsBottom ? box.scrollHeight - box.clientHeight - box.scrollTop : box.scrollTop;
  return room >= 1;
}

/** The page's own scrolling, or a box's, as `mayAutoScroll` reads it. */
export function scrollBoxOf(element: Element): ScrollBox {
  const page = element.ownerDocument.scrollingElement;
  if (element === page) {
    const view = element.ownerDocument.defaultView;
    const width = view?.innerWidth ?? element.clientWidth;
    const height = view?.innerHeight ?? element.clientHeight;
    return {
      rect: { left: 0, top: 0, width, height },
      scrollTop: element.scrollTop,
      scrollHeight: element.scrollHeight,
      clientHeight: height,
    };
  }
  const r = element.getBoundingClientRect();
  return {
    rect: { left: r.left, top: r.top, width: r.width, height: r.height },
    scrollTop: element.scrollTop,
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  };
}
