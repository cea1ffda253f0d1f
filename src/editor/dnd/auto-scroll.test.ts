import { describe, expect, it } from 'vitest';
import { mayAutoScroll } from './auto-scroll';
import type { ScrollBox } from './auto-scroll';

// A column 300 px wide and 800 px tall on screen, 1000 px of content, scrolled `scrollTop`.
const column = (scrollTop: number, scrollHeight = 1000): ScrollBox => ({
  rect: { left: 200, top: 50, width: 300, height: 800 },
  scrollTop,
  scrollHeight,
  clientHeight: 800,
});

describe('mayAutoScroll', () => {
  it('scrolls a box the pointer is over, towards the edge it is nearer', () => {
    expect(mayAutoScroll(column(0), { x: 350, y: 820 })).toBe(true);
    expect(mayAutoScroll(column(100), { x: 350, y: 70 })).toBe(true);
  });

  it('leaves a box alone while the pointer is beside it or below it, however level with its edge', () => {
    // Level with the column's bottom edge, over the next column: dnd-kit alone would scroll it.
    expect(mayAutoScroll(column(0), { x: 600, y: 820 })).toBe(false);
    // Under the column, over what follows it on the page.
    expect(mayAutoScroll(column(0), { x: 350, y: 870 })).toBe(false);
  });

  it('moves on from a box at its end, even when a fraction of a pixel is left', () => {
    expect(mayAutoScroll(column(200), { x: 350, y: 820 })).toBe(false);
    expect(mayAutoScroll(column(199.5), { x: 350, y: 820 })).toBe(false);
    expect(mayAutoScroll(column(0), { x: 350, y: 70 })).toBe(false);
    // At its end downwards, it may still go back up.
    expect(mayAutoScroll(column(200), { x: 350, y: 70 })).toBe(true);
  });

  it('never scrolls a box with nothing hidden', () => {
    expect(mayAutoScroll(column(0, 800), { x: 350, y: 820 })).toBe(false);
    expect(mayAutoScroll(column(0, 800), { x: 350, y: 70 })).toBe(false);
  });
});
