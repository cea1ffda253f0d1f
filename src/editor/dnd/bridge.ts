// dnd-kit arrives after the editor is usable (it is a tenth of the first load's JavaScript), so
// the palette items, outline rows and drop zones cannot call its hooks themselves. Each registers
// a link here instead, and the live layer (LiveDnd), once loaded, binds every link to dnd-kit from
// beside the editor rather than around it: nothing a person may be typing into is remounted.
// A press that starts a drag before dnd-kit is there is held here and handed to it on arrival.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { SyntheticEvent } from 'react';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { DragSource, DropSpot } from './types';
import { sourceId, spotId } from './types';

/** What a drag source draws with: dnd-kit's own once bound, the bridge's until then. */
export interface DragView {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

/** dnd-kit's ref setters for a link's elements, while the live layer binds it. */
export interface Binding {
  node: (element: HTMLElement | null) => void;
  activator?: (element: HTMLElement | null) => void;
}

abstract class Link {
  private static serials = 0;
  /** Tells two links with the same id apart (a row remounted under the same key). */
  readonly serial = (Link.serials += 1);
  private node: HTMLElement | null = null;
  private activator: HTMLElement | null = null;
  private binding: Binding | null = null;
  abstract readonly id: string;

  readonly setNode = (element: HTMLElement | null): void => {
    this.node = element;
    this.binding?.node(element);
  };
  readonly setActivator = (element: HTMLElement | null): void => {
    this.activator = element;
    this.binding?.activator?.(element);
  };
  /** Hands the link's elements to dnd-kit, now and as they change; returns the unbinding. */
  bind(binding: Binding): () => void {
    this.binding = binding;
    binding.node(this.node);
    binding.activator?.(this.activator);
    return () => {
      if (this.binding === binding) this.binding = null;
    };
  }
}

/** A palette item or an outline row: something a drag starts from. */
export class DragLink extends Link {
  readonly kind = 'drag';
  readonly id: string;
  private readonly idle: DragView;
  /** What the source draws with (replaced whole, never merged). */
  readonly view: StoreApi<DragView>;

  constructor(
    readonly source: DragSource,
    bridge: DndBridge,
  ) {
    super();
    this.id = sourceId(source);
    this.idle = {
      attributes: {
        role: 'button',
        tabIndex: 0,
        'aria-disabled': false,
        'aria-pressed': undefined,
        'aria-roledescription': 'draggable',
        'aria-describedby': bridge.describedById,
      },
      listeners: holdListeners(this, bridge),
      isDragging: false,
    };
    const idle = this.idle;
    this.view = createStore<DragView>()(() => idle);
  }

  /** What dnd-kit gives this source now (null: back to the bridge's own, as before loading). */
  show(live: DragView | null): void {
    const now = this.view.getState();
    const next = live ?? this.idle;
    const same =
      next.attributes === now.attributes &&
      next.listeners === now.listeners &&
      next.isDragging === now.isDragging;
    if (!same) this.view.setState(next, true);
  }

  /** dnd-kit's listeners, once bound. */
  live(): DraggableSyntheticListeners {
    const view = this.view.getState();
    return view === this.idle ? undefined : view.listeners;
  }
}

/** A gap in the outline, registered while a drag is on. */
export class ZoneLink extends Link {
  readonly kind = 'zone';
  readonly id: string;
  /** Whether a drag is over the zone (set by its binder, on enter and leave only). */
  readonly over = createStore<boolean>()(() => false);
  constructor(readonly spot: DropSpot) {
    super();
    this.id = spotId(spot);
  }
}

export type AnyLink = DragLink | ZoneLink;

/** A press on a drag source before dnd-kit was there, with what the pointer did since. */
export interface Held {
  link: DragLink;
  kind: 'mouse' | 'touch' | 'key';
  event: Event;
  /** Where the pointer is now, when it has moved since the press. */
  at: { x: number; y: number } | null;
  /** The button or finger was let go (a key press stays: it picks up until pressed again). */
  ended: boolean;
}

/** The links of one editor, what is held for dnd-kit, and the call that asks for it. */
export class DndBridge {
  /** Every registered link, in the order they came (a new array after each change). */
  readonly links = createStore<readonly AnyLink[]>()(() => []);
  private held: Held | null = null;
  private stopWatching: (() => void) | null = null;
  private receiver: ((held: Held) => void) | null = null;
  /** Asks for the live layer (set by EditorDnd). */
  needed: () => void = () => {};

  /** The id of dnd-kit's screen-reader instructions, known before dnd-kit is. */
  constructor(readonly describedById: string) {}

  /** Registers a link; returns its removal. */
  add(link: AnyLink): () => void {
    this.links.setState((links) => (links.includes(link) ? links : [...links, link]), true);
    return () => {
      if (!this.links.getState().includes(link)) return;
      this.links.setState((links) => links.filter((l) => l !== link), true);
      if (this.held?.link === link) this.release();
    };
  }

  /** Keeps a press on `link` for dnd-kit, following the pointer until it is there. */
  hold(link: DragLink, kind: Held['kind'], event: Event): void {
    this.release();
    const held: Held = { link, kind, event, at: null, ended: false };
    if (this.receiver) {
      this.receiver(held);
      return;
    }
    this.held = held;
    if (kind !== 'key') this.stopWatching = watchPointer(held);
    this.needed();
  }

  /** The live layer takes the held press, and any later one; returns the end of that. */
  receive(receiver: (held: Held) => void): () => void {
    this.receiver = receiver;
    const held = this.held;
    this.release();
    if (held) receiver(held);
    return () => {
      if (this.receiver === receiver) this.receiver = null;
    };
  }

  private release(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.held = null;
  }
}

/** The listeners of a source before dnd-kit is there, named as dnd-kit's sensors name theirs. */
function holdListeners(link: DragLink, bridge: DndBridge): DraggableSyntheticListeners {
  return {
    onMouseDown: (e: SyntheticEvent) => {
      if ((e.nativeEvent as MouseEvent).button === 0) bridge.hold(link, 'mouse', e.nativeEvent);
    },
    onTouchStart: (e: SyntheticEvent) => {
      if ((e.nativeEvent as TouchEvent).touches.length === 1)
        bridge.hold(link, 'touch', e.nativeEvent);
    },
    onKeyDown: (e: SyntheticEvent) => {
      const { code } = e.nativeEvent as KeyboardEvent;
      if (code !== 'Space' && code !== 'Enter') return;
      // As dnd-kit does: the key picks up, it does not also press the button.
      e.preventDefault();
      bridge.hold(link, 'key', e.nativeEvent);
    },
  };
}

/** Follows the held pointer until it lets go; returns the unwatching. */
function watchPointer(held: Held): () => void {
  const move = (e: Event) => {
    const point = 'touches' in e ? (e as TouchEvent).touches[0] : (e as MouseEvent);
    if (point) held.at = { x: point.clientX, y: point.clientY };
  };
  const end = () => {
    held.ended = true;
  };
  const names =
    held.kind === 'mouse'
      ? { move: ['mousemove'], end: ['mouseup'] }
      : { move: ['touchmove'], end: ['touchend', 'touchcancel'] };
  const options = { capture: true, passive: true } as const;
  for (const name of names.move) document.addEventListener(name, move, options);
  for (const name of names.end) document.addEventListener(name, end, options);
  return () => {
    for (const name of names.move) document.removeEventListener(name, move, options);
    for (const name of names.end) document.removeEventListener(name, end, options);
  };
}
