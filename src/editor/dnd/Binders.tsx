// Inside dnd-kit's context, one binder per link of the bridge (bridge.ts): each calls dnd-kit's hook
// for its palette item, row or zone, points it at that element, and shows the item what dnd-kit
// answers. And the press someone made before dnd-kit had loaded, handed to it now.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useEffect, useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { assertNever } from '../../model';
import type { DndBridge, DragLink, Held, ZoneLink } from './bridge';

export function Binders({ bridge }: { bridge: DndBridge }) {
  const links = useStore(bridge.links);
  return links.map((link) =>
    link.kind === 'drag' ? (
      <DragBinder key={link.serial} link={link} />
    ) : (
      <ZoneBinder key={link.serial} link={link} />
    ),
  );
}

function DragBinder({ link }: { link: DragLink }) {
  const { attributes, listeners, isDragging, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: link.id,
    data: link.source,
  });
  useLayoutEffect(
    () => link.bind({ node: setNodeRef, activator: setActivatorNodeRef }),
    [link, setNodeRef, setActivatorNodeRef],
  );
  useLayoutEffect(() => {
    link.show({ attributes, listeners, isDragging });
  }, [link, attributes, listeners, isDragging]);
  useLayoutEffect(() => () => link.show(null), [link]);
  return null;
}

function ZoneBinder({ link }: { link: ZoneLink }) {
  const { setNodeRef, isOver } = useDroppable({ id: link.id, data: link.spot });
  useLayoutEffect(() => link.bind({ node: setNodeRef }), [link, setNodeRef]);
  useLayoutEffect(() => link.over.setState(isOver), [link, isOver]);
  return null;
}

/** Takes the press held before loading (and any still to come) once every link is bound. */
export function HandOver({ bridge }: { bridge: DndBridge }): null {
  useEffect(() => {
    // A task later: dnd-kit's context starts listening for the drag (its screen-reader
    // announcements among them) in effects that run after this one.
    let stop: (() => void) | null = null;
    const id = setTimeout(() => {
      stop = bridge.receive(handOver);
    }, 0);
    return () => {
      clearTimeout(id);
      stop?.();
    };
  }, [bridge]);
  return null;
}

/** Starts dnd-kit's sensor for a held press as if the press had come now, where it was. */
function handOver(held: Held): void {
  const listeners = held.link.live();
  if (!listeners || held.ended) return;
  const target = held.event.target;
  switch (held.kind) {
    case 'key': {
      // The press was for the item that still has the focus; any other, and it is forgotten.
      if (document.activeElement !== target) return;
      const { code, key } = held.event as KeyboardEvent;
      // A fresh event: the held one was prevented (the key must not press the button), and
      // dnd-kit ignores prevented events.
      const nativeEvent = new KeyboardEvent('keydown', { code, key });
      listeners.onKeyDown?.({ nativeEvent, target, preventDefault: () => {} });
      return;
    }
    case 'mouse':
      listeners.onMouseDown?.({ nativeEvent: held.event });
      // The pointer may be past the activation distance already; the sensor sees where it is.
      if (held.at)
        document.dispatchEvent(
          new MouseEvent('mousemove', {
            clientX: held.at.x,
            clientY: held.at.y,
            bubbles: true,
            cancelable: true,
          }),
        );
      return;
    case 'touch':
      // The sensor's hold delay runs from now; the finger's own moves follow.
      listeners.onTouchStart?.({ nativeEvent: held.event });
      return;
    default:
      assertNever(held.kind);
  }
}
