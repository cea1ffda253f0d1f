// The one drag-and-drop context around the palette and the outline. dnd-kit itself (LiveDnd) loads
// as soon as the editor is drawn, not before: until it arrives the palette items, rows and zones
// are drawn all the same and a press on one is kept for it (bridge.ts), so a drag can start at once.
// The code that changes the tree (tree-later.ts) is asked for with it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { afterThisTask, lazyModule } from '../../preview';
import { useEditorStore } from '../state/context';
import { treeOps } from '../state/tree-later';
import { DndBridge } from './bridge';
import { DragControlsContext, DragPlanContext } from './drag-state';
import type { DragControls } from './drag-state';
import { DndBridgeContext } from './links';
import type { DragPlan } from './plan';
import './dnd.css';

// With the code that applies a drop, so a drop is applied the moment it is made.
const live = lazyModule(() =>
  Promise.all([import('./LiveDnd'), treeOps.load()]).then(([module]) => module),
);

/** Loads dnd-kit and the editor's drag and drop (tests wait for it; the editor does not). */
export const loadDragAndDrop = live.load;

/** A click arriving this soon after a drop is the drop's own key or button release. */
const SETTLE_MS = 400;

export function EditorDnd({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const id = useId();
  const bridge = useMemo(() => new DndBridge(`DndDescribedBy-${id}`), [id]);
  const [plan, setPlan] = useState<DragPlan | null>(null);
  const dragging = useRef(false);
  const endedAt = useRef(0);
  // Asked for below, right after the first commit and on a press, not when idle: a failure is
  // told from there.
  const LiveDnd = live.useLoaded(false)?.LiveDnd;

  useEffect(() => {
    const load = () => {
      live.load().catch((error: unknown) => {
        store.getState().notify('refused', `Drag and drop could not load: ${String(error)}`);
      });
    };
    bridge.needed = load;
    // In a task of its own, after the first commit's effects (the page's usable mark among them):
    // asked among them, it sometimes arrived before that mark and counted in the first load. A
    // press before then asks at once (bridge.needed).
    return afterThisTask(load);
  }, [bridge, store]);

  const controls = useMemo<DragControls>(
    () => ({
      dragging: () => dragging.current,
      justEnded: () => Date.now() - endedAt.current < SETTLE_MS,
    }),
    [],
  );
  const onPlan = useMemo(
    () => (next: DragPlan | null) => {
      if (dragging.current && !next) endedAt.current = Date.now();
      dragging.current = next !== null;
      setPlan(next);
    },
    [],
  );

  // The preview lets the pointer through (see dnd.css), so the page says a drag is on.
  useEffect(() => {
    if (!plan) return undefined;
    const root = document.documentElement;
    root.classList.add('dnd-dragging');
    return () => root.classList.remove('dnd-dragging');
  }, [plan]);

  return (
    <DndBridgeContext.Provider value={bridge}>
      <DragControlsContext.Provider value={controls}>
        <DragPlanContext.Provider value={plan}>{children}</DragPlanContext.Provider>
      </DragControlsContext.Provider>
      {LiveDnd && <LiveDnd bridge={bridge} plan={plan} onPlan={onPlan} />}
    </DndBridgeContext.Provider>
  );
}
