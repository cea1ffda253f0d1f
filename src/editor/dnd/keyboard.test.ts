import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { docOf, message, row, button, text } from '../../model/testing/fixtures';
import { directionOf, spotCoordinateGetter } from './keyboard';
import type { DragPlan } from './plan';
import { planDrag } from './plan';

const key = (code: string) => ({ code, preventDefault: vi.fn() }) as unknown as KeyboardEvent;

function harness(plan: DragPlan, rects: Record<string, { top: number; left: number }>) {
  let current: string | null = null;
  const getter = spotCoordinateGetter({
    plan: () => plan,
    current: () => current,
    set: (id) => {
      current = id;
    },
  });
  const droppableRects = new Map(
    Object.entries(rects).map(([id, r]) => [id, { ...r, width: 200, height: 20 }]),
  );
  const context = {
    droppableRects,
    collisionRect: { top: 0, left: 0, width: 100, height: 30 },
  } as unknown as SensorContext;
  const press = (code: string) => {
    const event = key(code);
    const to = getter(event, { active: 'x', context, currentCoordinates: { x: 5, y: 5 } });
    return { to, prevented: (event.preventDefault as ReturnType<typeof vi.fn>).mock.calls.length };
  };
  return { press, current: () => current };
}

describe('directionOf', () => {
  it('reads Down and Right as next, Up and Left as previous', () => {
    expect(directionOf('ArrowDown')).toBe(1);
    expect(directionOf('ArrowRight')).toBe(1);
    expect(directionOf('ArrowUp')).toBe(-1);
    expect(directionOf('ArrowLeft')).toBe(-1);
    expect(directionOf('KeyA')).toBeNull();
  });
});

describe('spotCoordinateGetter', () => {
  const doc = docOf(message(text('A'), row(button())));
  const plan = planDrag(doc, { kind: 'palette', type: 'text-display' });
  const rects = Object.fromEntries(plan.ids.map((id, i) => [id, { top: i * 50, left: 10 }]));

  it('jumps to the next legal gap and centres the preview on it', () => {
    const h = harness(plan, rects);
    const { to, prevented } = h.press('ArrowDown');
    expect(h.current()).toBe('spot:root:components:0');
    expect(prevented).toBe(1);
    // The zone is 20 high at top 0, the preview 30 high: centred at 10, beside the zone's start.
    expect(to).toEqual({ x: 34, y: -5 });
  });

  it('skips gaps that refuse the drag and comes back with Up', () => {
    const h = harness(plan, rects);
    h.press('ArrowDown');
    h.press('ArrowDown');
    // A Text Display cannot go into the Action Row: the next legal gap is after it.
    expect(h.current()).toBe('spot:root:components:1');
    h.press('ArrowDown');
    expect(h.current()).toBe('spot:root:components:2');
    h.press('ArrowUp');
    expect(h.current()).toBe('spot:root:components:1');
  });

  it('skips gaps without a zone on screen (inside a collapsed node)', () => {
    const h = harness(plan, {
      'spot:root:components:0': rects['spot:root:components:0']!,
      'spot:root:components:2': rects['spot:root:components:2']!,
    });
    h.press('ArrowDown');
    h.press('ArrowDown');
    expect(h.current()).toBe('spot:root:components:2');
  });

  it('leaves other keys to dnd-kit and stays at the last gap', () => {
    const h = harness(plan, rects);
    expect(h.press('KeyA')).toEqual({ to: undefined, prevented: 0 });
    h.press('ArrowUp');
    expect(h.current()).toBe('spot:root:components:2');
    expect(h.press('ArrowRight').to).toBeUndefined();
  });
});
