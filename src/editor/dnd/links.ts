// The hooks drag sources and drop zones use in place of dnd-kit's useDraggable / useDroppable:
// the same answers, through the bridge (bridge.ts), so they work before dnd-kit has loaded.
import { createContext, useContext, useLayoutEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { DndBridge, DragLink, ZoneLink } from './bridge';
import type { DragView } from './bridge';
import type { DragSource, DropSpot } from './types';

/** Outside an EditorDnd nothing binds the links: sources draw, and never drag. */
export const DndBridgeContext = createContext(new DndBridge('DndDescribedBy-none'));

export interface DragSourceRefs extends DragView {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/** A drag source (`source` kept the same object while it means the same thing). */
export function useDragSource(source: DragSource): DragSourceRefs {
  const bridge = useContext(DndBridgeContext);
  const link = useMemo(() => new DragLink(source, bridge), [source, bridge]);
  useLayoutEffect(() => bridge.add(link), [bridge, link]);
  const view = useStore(link.view);
  return { ...view, setNodeRef: link.setNode, setActivatorNodeRef: link.setActivator };
}

/** A drop zone (`spot` kept the same object while it means the same gap). */
export function useDropZone(spot: DropSpot): {
  setNodeRef: (element: HTMLElement | null) => void;
  isOver: boolean;
} {
  const bridge = useContext(DndBridgeContext);
  const link = useMemo(() => new ZoneLink(spot), [spot]);
  useLayoutEffect(() => bridge.add(link), [bridge, link]);
  const isOver = useStore(link.over);
  return { setNodeRef: link.setNode, isOver };
}
