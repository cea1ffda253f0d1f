// What zones, rows and palette items need to know about the drag in progress. The plan changes
// twice per drag (start, end); the controls object never changes, so reading it costs no render.
import { createContext, useContext } from 'react';
import type { DragPlan } from './plan';

export const DragPlanContext = createContext<DragPlan | null>(null);

/** The plan of the drag in progress, or null. Re-renders at drag start and end only. */
export function useDragPlan(): DragPlan | null {
  return useContext(DragPlanContext);
}

export interface DragControls {
  /** Whether a drag is in progress, read without subscribing. */
  dragging: () => boolean;
  /** Whether a drag ended a moment ago: the click a keyboard drop leaves behind is not an order. */
  justEnded: () => boolean;
}

const idle: DragControls = { dragging: () => false, justEnded: () => false };

export const DragControlsContext = createContext<DragControls>(idle);

export function useDragControls(): DragControls {
  return useContext(DragControlsContext);
}
