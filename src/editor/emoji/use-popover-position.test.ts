import { describe, expect, it } from 'vitest';
import { placePopover } from './use-popover-position';

const LAPTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('placePopover', () => {
  it('opens below the button, aligned to its left edge, when it fits', () => {
    expect(placePopover({ left: 100, top: 50, bottom: 80 }, LAPTOP)).toEqual({
      left: 100,
      top: 84,
      width: 360,
      height: 440,
    });
  });

  it('stays inside the right edge', () => {
    expect(placePopover({ left: 1380, top: 50, bottom: 80 }, LAPTOP).left).toBe(1400 - 360 - 8);
  });

  it('opens above when there is no room below', () => {
    const p = placePopover({ left: 100, top: 800, bottom: 830 }, LAPTOP);
    expect(p.top).toBe(800 - 4 - 440);
  });

  it('keeps inside the screen when there is room neither above nor below', () => {
    const p = placePopover({ left: 300, top: 400, bottom: 430 }, PHONE);
    expect(p.width).toBe(360);
    expect(p.left).toBe(390 - 360 - 8);
    expect(p.top + p.height).toBeLessThanOrEqual(844 - 8);
    expect(p.top).toBeGreaterThanOrEqual(8);
  });

  it('narrows and shortens to a small screen, with its margins', () => {
    const p = placePopover({ left: 0, top: 10, bottom: 40 }, { width: 320, height: 300 });
    expect(p).toEqual({ left: 8, top: 8, width: 304, height: 284 });
  });
});
