// Keyboard dragging jumps from one legal gap to the next in reading order instead of moving by
// pixels, so every key press lands somewhere a drop would be accepted.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { DragPlan } from './plan';
import { stepSpot } from './plan';

/** 1 for the next place (Down, Right), -1 for the previous (Up, Left), null for other keys. */
export function directionOf(code: string): 1 | -1 | null {
  if (code === 'ArrowDown' || code === 'ArrowRight') return 1;
  if (code === 'ArrowUp' || code === 'ArrowLeft') return -1;
  return null;
}

export interface KeyboardTarget {
  plan: () => DragPlan | null;
  current: () => string | null;
  /** Records the gap the keyboard moved to; the collision detection reports it as `over`. */
  set: (id: string) => void;
}

/** Leaves the zone's start visible beside the drag preview. */
const INSET = 24;

/** A dnd-kit coordinate getter that moves the drag preview onto the next legal gap. */
export function spotCoordinateGetter(target: KeyboardTarget): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const dir = directionOf(event.code);
    const plan = target.plan();
    if (dir === null || !plan) return undefined;
    event.preventDefault();
    const current = target.current();
    const next = stepSpot(plan, current, dir, (id) => context.droppableRects.has(id));
    if (next === null || next === current) return undefined;
    target.set(next);
    const rect = context.droppableRects.get(next)!;
    const height = context.collisionRect?.height ?? 0;
    return { x: rect.left + INSET, y: rect.top + rect.height / 2 - height / 2 };
  };
}
