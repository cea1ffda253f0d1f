// @vitest-environment jsdom
import type { SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Held } from './bridge';
import { DndBridge, DragLink, ZoneLink } from './bridge';

const synthetic = (nativeEvent: Event) =>
  ({
    nativeEvent,
    preventDefault: () => nativeEvent.preventDefault(),
  }) as unknown as SyntheticEvent;

function press(link: DragLink, name: string, nativeEvent: Event) {
  const listeners = link.view.getState().listeners as Record<string, (e: SyntheticEvent) => void>;
  listeners[name]!(synthetic(nativeEvent));
}

function setup() {
  const bridge = new DndBridge('DndDescribedBy-test');
  const needed = vi.fn();
  bridge.needed = needed;
  const link = new DragLink({ kind: 'palette', type: 'separator' }, bridge);
  bridge.add(link);
  return { bridge, needed, link };
}

describe('DndBridge', () => {
  it('lists its links in a new array after each change, and forgets a removed one', () => {
    const bridge = new DndBridge('d');
    const zone = new ZoneLink({ parentKey: null, slot: 'components', index: 0 });
    const before = bridge.links.getState();
    const remove = bridge.add(zone);
    expect(bridge.links.getState()).not.toBe(before);
    expect(bridge.links.getState()).toEqual([zone]);
    remove();
    remove();
    expect(bridge.links.getState()).toEqual([]);
  });

  it('draws a source as dnd-kit will before it has loaded: a draggable button described by its instructions', () => {
    const { link } = setup();
    expect(link.id).toBe('palette:separator');
    expect(link.view.getState().attributes).toMatchObject({
      role: 'button',
      'aria-roledescription': 'draggable',
      'aria-describedby': 'DndDescribedBy-test',
    });
    expect(link.view.getState().isDragging).toBe(false);
    expect(link.live()).toBeUndefined();
  });

  it('holds a mouse press, asks for dnd-kit, follows the pointer and notes the release', () => {
    const { bridge, needed, link } = setup();
    press(link, 'onMouseDown', new MouseEvent('mousedown', { button: 0, clientX: 5, clientY: 5 }));
    expect(needed).toHaveBeenCalledOnce();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 40, clientY: 12 }));
    const received: Held[] = [];
    bridge.receive((held) => received.push({ ...held }));
    expect(received).toEqual([
      expect.objectContaining({ link, kind: 'mouse', at: { x: 40, y: 12 }, ended: false }),
    ]);
    // Handed over once: it follows the pointer no longer.
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 90, clientY: 90 }));
    expect(received[0]!.at).toEqual({ x: 40, y: 12 });
  });

  it('marks a press let go before dnd-kit came as ended, and ignores other buttons', () => {
    const { bridge, needed, link } = setup();
    press(link, 'onMouseDown', new MouseEvent('mousedown', { button: 2 }));
    expect(needed).not.toHaveBeenCalled();
    press(link, 'onMouseDown', new MouseEvent('mousedown', { button: 0 }));
    document.dispatchEvent(new MouseEvent('mouseup'));
    const received: Held[] = [];
    bridge.receive((held) => received.push(held));
    expect(received.map((h) => h.ended)).toEqual([true]);
  });

  it('holds Space and Enter (keeping the button from pressing itself) and no other key', () => {
    const { bridge, link } = setup();
    const tab = new KeyboardEvent('keydown', { code: 'Tab', cancelable: true });
    press(link, 'onKeyDown', tab);
    expect(tab.defaultPrevented).toBe(false);
    const space = new KeyboardEvent('keydown', { code: 'Space', key: ' ', cancelable: true });
    press(link, 'onKeyDown', space);
    expect(space.defaultPrevented).toBe(true);
    const received: Held[] = [];
    bridge.receive((held) => received.push(held));
    expect(received.map((h) => [h.kind, h.event])).toEqual([['key', space]]);
  });

  it('hands a press straight over once dnd-kit receives, and holds again after it stops', () => {
    const { bridge, needed, link } = setup();
    const received: Held[] = [];
    const stop = bridge.receive((held) => received.push(held));
    press(link, 'onKeyDown', new KeyboardEvent('keydown', { code: 'Enter' }));
    expect(received).toHaveLength(1);
    expect(needed).not.toHaveBeenCalled();
    stop();
    press(link, 'onKeyDown', new KeyboardEvent('keydown', { code: 'Enter' }));
    expect(received).toHaveLength(1);
    expect(needed).toHaveBeenCalledOnce();
  });

  it('drops a held press when its source goes away', () => {
    const bridge = new DndBridge('d');
    const link = new DragLink({ kind: 'node', key: 'n1' }, bridge);
    const remove = bridge.add(link);
    press(link, 'onTouchStart', new TouchEvent('touchstart', { touches: [] }));
    press(link, 'onMouseDown', new MouseEvent('mousedown', { button: 0 }));
    remove();
    const received: Held[] = [];
    bridge.receive((held) => received.push(held));
    expect(received).toEqual([]);
  });
});

describe('DragLink', () => {
  it("shows dnd-kit's answers, re-rendering only when one changes, and falls back to its own", () => {
    const { link } = setup();
    const seen = vi.fn();
    link.view.subscribe(seen);
    const idle = link.view.getState();
    const live = {
      attributes: idle.attributes,
      listeners: { onKeyDown: () => {} },
      isDragging: true,
    };
    link.show(live);
    link.show({ ...live });
    expect(seen).toHaveBeenCalledOnce();
    expect(link.live()).toBe(live.listeners);
    link.show(null);
    expect(link.view.getState()).toBe(idle);
    expect(link.live()).toBeUndefined();
  });

  it('hands its elements to the binding, now and as they change, until unbound', () => {
    const { link } = setup();
    const row = document.createElement('div');
    const handle = document.createElement('button');
    link.setNode(row);
    const binding = { node: vi.fn(), activator: vi.fn() };
    const unbind = link.bind(binding);
    expect(binding.node).toHaveBeenLastCalledWith(row);
    expect(binding.activator).toHaveBeenLastCalledWith(null);
    link.setActivator(handle);
    expect(binding.activator).toHaveBeenLastCalledWith(handle);
    unbind();
    link.setNode(null);
    expect(binding.node).toHaveBeenCalledTimes(1);
  });
});
