// The drag and drop itself, loaded after the editor is usable (EditorDnd): dnd-kit's context with
// its sensors, the links of the palette, outline and zones bound to it (Binders.tsx), and what
// follows the pointer. A drag changes only what is projected (the zone under the pointer, the
// preview); the document changes once, on drop, by one recorded action, or the refusal's reason
// is shown.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { CollisionDetection, DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useEditorStore } from '../state/context';
import { cancelText, dropText, makeAnnouncements, screenReaderInstructions } from './announcements';
import type { DndBridge } from './bridge';
import { Binders, HandOver } from './Binders';
import type { Point } from './collision';
import { zoneAt } from './collision';
import { DragPreview } from './DragPreview';
import { focusHandleLater } from './focus';
import { spotCoordinateGetter } from './keyboard';
import type { DragPlan } from './plan';
import { isCandidate, planDrag } from './plan';
import { resolveDrop } from './resolve-drop';
import { useAutoScroll } from './use-auto-scroll';
import { asDragSource } from './types-guard';
import { ZonesFollowScroll } from './ZonesFollowScroll';

const mouse = { activationConstraint: { distance: 4 } };
const touch = { activationConstraint: { delay: 150, tolerance: 8 } };

export interface LiveDndProps {
  bridge: DndBridge;
  /** The drag in progress; what EditorDnd is told at each start and end. */
  plan: DragPlan | null;
  onPlan: (plan: DragPlan | null) => void;
}

export function LiveDnd({ bridge, plan, onPlan }: LiveDndProps) {
  const store = useEditorStore();
  // Refs, not state, because dnd-kit calls these synchronously between renders.
  const planRef = useRef<DragPlan | null>(null);
  const keyboardTarget = useRef<string | null>(null);
  const finished = useRef<string | null>(null);
  const pointer = useRef<Point | null>(null);
  // Bumped when the keyboard picks a gap, so the context re-renders and re-runs collisions.
  const [, setKeyboardStep] = useState(0);

  const keyboard = useMemo(
    () => ({
      coordinateGetter: spotCoordinateGetter({
        plan: () => planRef.current,
        current: () => keyboardTarget.current,
        set: (id) => {
          keyboardTarget.current = id;
          setKeyboardStep((n) => n + 1);
        },
      }),
    }),
    [],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, mouse),
    useSensor(TouchSensor, touch),
    useSensor(KeyboardSensor, keyboard),
  );

  const { autoScroll, scrolled } = useAutoScroll(pointer);

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    const current = planRef.current;
    pointer.current = args.pointerCoordinates;
    if (!args.pointerCoordinates) {
      const id = keyboardTarget.current;
      return id ? [{ id }] : [];
    }
    if (!current) return [];
    const zones = [];
    for (const c of args.droppableContainers) {
      const rect = args.droppableRects.get(c.id);
      if (rect) zones.push({ id: String(c.id), rect });
    }
    const id = zoneAt(args.pointerCoordinates, zones, (z) => isCandidate(current, z));
    return id ? [{ id }] : [];
  }, []);

  const announcements = useMemo(
    () =>
      makeAnnouncements({
        doc: () => store.getState().doc,
        plan: () => planRef.current,
        finished: () => finished.current,
      }),
    [store],
  );

  const clear = () => {
    planRef.current = null;
    keyboardTarget.current = null;
    onPlan(null);
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const source = asDragSource(active.data.current);
    if (!source) return;
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    const next = planDrag(store.getState().doc, source, byKeyboard);
    planRef.current = next;
    keyboardTarget.current = null;
    finished.current = null;
    onPlan(next);
  };

  const onDragEnd = ({ over, activatorEvent }: DragEndEvent) => {
    const current = planRef.current;
    clear();
    if (!current) return;
    const overId = over ? String(over.id) : null;
    const state = store.getState();
    finished.current = dropText(state.doc, current, overId);
    const spot = overId === null ? null : (current.spots.get(overId) ?? null);
    // Resolved again against the document as it is now, in case it changed under the drag.
    const result = resolveDrop(state.doc, current.source, spot);
    if (result?.ok) state.dispatch(result.action);
    else if (result) state.notify('refused', result.reason);
    if (current.source.kind === 'node' && activatorEvent instanceof KeyboardEvent)
      focusHandleLater(current.source.key);
  };

  const onDragCancel = () => {
    const current = planRef.current;
    if (current) finished.current = cancelText(store.getState().doc, current);
    clear();
  };

  return (
    <DndContext
      id={bridge.describedById}
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={autoScroll}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <ZonesFollowScroll onScroll={scrolled} />
      <Binders bridge={bridge} />
      <HandOver bridge={bridge} />
      <DragOverlay dropAnimation={null} className="dnd-overlay">
        {plan ? <DragPreview plan={plan} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
