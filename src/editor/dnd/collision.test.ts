import { describe, expect, it } from 'vitest';
import { REACH, distanceToBox, zoneAt } from './collision';

const box = (left: number, top: number, width = 200, height = 20) => ({ left, top, width, height });
const zones = [
  { id: 'a', rect: box(0, 0) },
  { id: 'refused', rect: box(0, 100) },
  { id: 'b', rect: box(0, 200) },
];
const legal = (id: string) => id !== 'refused';

describe('distanceToBox', () => {
  it('is 0 inside and the straight distance outside', () => {
    expect(distanceToBox({ x: 10, y: 10 }, box(0, 0))).toBe(0);
    expect(distanceToBox({ x: 10, y: 30 }, box(0, 0))).toBe(10);
    expect(distanceToBox({ x: 203, y: 24 }, box(0, 0))).toBe(5);
  });
});

describe('zoneAt', () => {
  it('reports a refused zone under the pointer, so its reason can be shown', () => {
    expect(zoneAt({ x: 50, y: 110 }, zones, legal)).toBe('refused');
  });

  it('falls back to the nearest legal zone within reach, skipping refused ones', () => {
    expect(zoneAt({ x: 50, y: 35 }, zones, legal)).toBe('a');
    expect(zoneAt({ x: 50, y: 175 }, zones, legal)).toBe('b');
    // Nearest to the refused zone, but too far from any legal one: nothing lights up.
    expect(zoneAt({ x: 50, y: 135 }, zones, legal)).toBeNull();
  });

  it('finds nothing beyond reach', () => {
    expect(zoneAt({ x: 50, y: 20 + REACH + 1 }, [zones[0]!], legal)).toBeNull();
    expect(zoneAt({ x: 50, y: 20 + REACH - 1 }, [zones[0]!], legal)).toBe('a');
  });

  it('prefers the smaller of two zones under the pointer', () => {
    const nested = [
      { id: 'outer', rect: box(0, 0, 300, 120) },
      { id: 'inner', rect: box(10, 10, 100, 20) },
    ];
    expect(zoneAt({ x: 20, y: 15 }, nested, legal)).toBe('inner');
  });

  it('breaks a tie between stacked zones by the nearer centre', () => {
    const stacked = [
      { id: 'left', rect: box(0, 0, 100, 20) },
      { id: 'right', rect: box(300, 0, 100, 20) },
    ];
    expect(zoneAt({ x: 120, y: 40 }, stacked, legal)).toBe('left');
  });
});
