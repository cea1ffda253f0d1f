// Keeps dnd-kit's idea of where the drop zones are true while anything scrolls during a drag.
//
// dnd-kit measures the zones as a drag starts and then only shifts each one by how far its
// scrolling ancestors have scrolled since. That is wrong for the editor's sticky columns (the page
// scrolls, the column stays where it is, dnd-kit moves its zones up anyway: a zone hundreds of
// pixels below the pointer lit up), and dnd-kit hears only the scrolls of the boxes around the
// dragged item or the zone it is over, so a scroll elsewhere (the outline under a palette item)
// changed nothing until the pointer moved. MeasuringStrategy.Always (with a `frequency`) does not
// help: it measures again only on a timer after the pointer moves, and measures while idle too; a
// wheel turn or an auto-scroll under a still pointer is no move.
//
// So while a drag is on, every scroll anywhere in the page (one capturing listener on the
// document: the page, a column, the palette; by wheel, by dnd-kit's own auto-scroll, by a script)
// asks dnd-kit to measure every zone again. The request is batched with dnd-kit's own reaction to
// the same scroll, so the collision that follows sees fresh rectangles. Idle (and so while typing)
// nothing listens.
import { useDndContext } from '@dnd-kit/core';
import { useEffect } from 'react';

/** `onScroll` is told of each of those scrolls too (auto-scroll picks its box again). */
export function ZonesFollowScroll({ onScroll }: { onScroll: () => void }): null {
  const { active, measureDroppableContainers } = useDndContext();
  const dragging = active !== null;
  useEffect(() => {
    if (!dragging) return undefined;
    const measureAll = () => {
      measureDroppableContainers([]);
      onScroll();
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', measureAll, options);
    return () => document.removeEventListener('scroll', measureAll, options);
  }, [dragging, measureDroppableContainers, onScroll]);
  return null;
}
