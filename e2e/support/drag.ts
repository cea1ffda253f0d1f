// Geometry for drags in a headless browser. The editor measures its drop zones again whenever
// anything scrolls during a drag (the page, a column, by the wheel or by auto-scroll), so a drop
// lands where the pointer is whatever moved; e2e/pages/held-drag.ts makes such drags. dnd-kit
// also scrolls a box (the window, an editor column) by itself while the pointer is over it in its
// outer fifth: the plain drags of EditorPage go straight from source to target, so they first put
// both on screen away from those edges (bringIntoReach), or the target would scroll away under them.
import type { CDPSession, Locator, Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

/** The middle of an element, in viewport pixels. */
export async function centreOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Scrolls `target` to the middle of the nearest box around it that scrolls, not the page. */
export async function centreInColumn(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (!/(auto|scroll)/.test(style.overflowY) || up.scrollHeight <= up.clientHeight) continue;
      const box = up.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      up.scrollTop += r.top + r.height / 2 - (box.top + box.height / 2);
      return;
    }
  });
}

/**
 * Whether the pointer can rest on each target without anything scrolling by itself: on screen,
 * and out of the outer fifth of the window and of every box around it that could still scroll
 * that way.
 */
export async function withinReach(...targets: Locator[]): Promise<boolean> {
  for (const target of targets) {
    const ok = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const y = r.top + r.height / 2;
      if (y <= 0 || y >= window.innerHeight) return false;
      const clear = (top: number, height: number, scrollTop: number, max: number) =>
        (y > top + height * 0.2 || scrollTop <= 0) &&
        (y < top + height * 0.8 || scrollTop >= max - 1);
      const page = document.documentElement;
      if (!clear(0, window.innerHeight, window.scrollY, page.scrollHeight - window.innerHeight))
        return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!/(auto|scroll)/.test(getComputedStyle(up).overflowY)) continue;
        if (up.scrollHeight <= up.clientHeight) continue;
        const box = up.getBoundingClientRect();
        if (!clear(box.top, box.height, up.scrollTop, up.scrollHeight - up.clientHeight))
          return false;
      }
      return true;
    });
    if (!ok) return false;
  }
  return true;
}

/**
 * Scrolls so that a drag from `source` to `target` can be made without anything scrolling during
 * it: each in the middle of its own column, then the page at the top or with both in its middle.
 */
export async function bringIntoReach(page: Page, source: Locator, target: Locator): Promise<void> {
  await centreInColumn(source);
  await centreInColumn(target);
  if (await withinReach(source, target)) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  if (await withinReach(source, target)) return;
  const mid = ((await centreOf(source)).y + (await centreOf(target)).y) / 2;
  const height = page.viewportSize()?.height ?? 0;
  await page.evaluate((dy) => window.scrollBy(0, dy), mid - height / 2);
  if (!(await withinReach(source, target)))
    throw new Error('The drag source and its target do not fit on screen together.');
}

/** One finger on a touch screen, through Chromium's own touch input (the page needs hasTouch). */
export class TouchScreen {
  private session: CDPSession | null = null;

  constructor(private readonly page: Page) {}

  async touch(
    type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel',
    at?: Point,
  ): Promise<void> {
    this.session ??= await this.page.context().newCDPSession(this.page);
    await this.session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: at ? [{ x: at.x, y: at.y, id: 1, radiusX: 1, radiusY: 1, force: 1 }] : [],
    });
  }
}
