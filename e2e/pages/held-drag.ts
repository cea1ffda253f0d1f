import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Point } from '../support/drag';
import { TouchScreen, centreOf } from '../support/drag';
import type { EditorPage } from './editor-page';

export type DragInput = 'pointer' | 'touch';

/**
 * A drag held by the mouse or by one finger, moved step by step, for specs in which things scroll
 * while it is held: the wheel turned mid-drag, or the pointer held near the window's edge until
 * auto-scroll brings a target in. Positions are always read again, since anything may have moved.
 */
export class HeldDrag {
  private at: Point;

  private constructor(
    private readonly app: EditorPage,
    private readonly input: DragInput,
    private readonly finger: TouchScreen,
    from: Point,
  ) {
    this.at = from;
  }

  /** Picks `source` up (mouse: press and a small move; touch: press, hold, small move). */
  static async start(app: EditorPage, input: DragInput, source: Locator): Promise<HeldDrag> {
    const page = app.page;
    const from = await centreOf(source);
    const finger = new TouchScreen(page);
    if (input === 'pointer') {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
    } else {
      await finger.touch('touchStart', from);
      await page.waitForTimeout(250);
    }
    const drag = new HeldDrag(app, input, finger, from);
    await drag.step({ x: from.x + 6, y: from.y + 6 }, 2);
    await expect(app.dragPreview).toBeVisible();
    return drag;
  }

  private get page(): Page {
    return this.app.page;
  }

  private async step(to: Point, steps: number): Promise<void> {
    const from = this.at;
    for (let i = 1; i <= steps; i += 1) {
      const p = {
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      };
      if (this.input === 'pointer') await this.page.mouse.move(p.x, p.y);
      else await this.finger.touch('touchMove', p);
    }
    this.at = to;
  }

  /**
   * Moves to a point, or to the middle of an element; if the element moved meanwhile (something
   * scrolled during the move), follows it until it stays put under the pointer, as a person would.
   */
  async moveTo(target: Point | Locator, steps = 10): Promise<void> {
    if ('x' in target) return this.step(target, steps);
    for (let tries = 0; tries < 20; tries += 1) {
      const to = await centreOf(target);
      if (tries > 0 && Math.abs(to.x - this.at.x) < 1 && Math.abs(to.y - this.at.y) < 1) return;
      await this.step(to, tries === 0 ? steps : 3);
    }
    throw new Error(`${target.toString()} kept moving away from the pointer`);
  }

  /**
   * Turns the mouse wheel over `over` with the drag held. A mouse drag goes there first; a touch
   * drag stays where the finger is and the mouse (a second device) goes there.
   */
  async wheel(over: Locator, dy: number): Promise<void> {
    const point = await centreOf(over);
    if (this.input === 'pointer') await this.moveTo(point, 5);
    else await this.page.mouse.move(point.x, point.y);
    await this.page.mouse.wheel(0, dy);
  }

  /**
   * Holds the pointer just inside the window's bottom edge, over `column`, until `target` has
   * come up, visible, into the upper part of the window. The pointer stays there; the next move
   * takes it away from the edge, which stops the scrolling.
   */
  async holdNearBottomUntil(column: Locator, target: Locator): Promise<void> {
    const height = this.page.viewportSize()?.height ?? 0;
    const x = (await centreOf(column)).x;
    await this.moveTo({ x, y: height - 40 }, 8);
    await expect
      .poll(() => target.evaluate(visibleCentreY), { timeout: 15_000, intervals: [50] })
      .toBeLessThan(height * 0.7);
  }

  /**
   * Turns the wheel over `column` a notch at a time, as a person would, until `target` is visible
   * in the upper part of the window (it may not be in the page until the outline draws it).
   */
  async wheelUntil(column: Locator, target: Locator, notch = 400): Promise<void> {
    const height = this.page.viewportSize()?.height ?? 0;
    for (let turns = 0; turns < 60; turns += 1) {
      const y = (await target.count()) > 0 ? await target.evaluate(visibleCentreY) : Infinity;
      if (y < height * 0.7) return;
      await this.wheel(column, notch);
      await this.page.waitForTimeout(50);
    }
    throw new Error(`${target.toString()} did not come into view under the wheel`);
  }

  /** Lets go where the drag is. */
  async drop(): Promise<void> {
    if (this.input === 'pointer') await this.page.mouse.up();
    else await this.finger.touch('touchEnd');
    await expect(this.app.dragPreview).toBeHidden();
  }
}

/** Where the page and the box that scrolls around `inside` are scrolled to. */
export async function scrollState(inside: Locator): Promise<{ page: number; box: number }> {
  return inside.evaluate((el) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (/(auto|scroll)/.test(style.overflowY) && up.scrollHeight > up.clientHeight)
        return { page: window.scrollY, box: up.scrollTop };
    }
    return { page: window.scrollY, box: 0 };
  });
}

/** The height of an element's middle in the window, or Infinity while something covers or clips it. */
function visibleCentreY(el: Element): number {
  const r = el.getBoundingClientRect();
  const y = r.top + r.height / 2;
  const hit = document.elementFromPoint(r.left + r.width / 2, y);
  return hit && el.contains(hit) ? y : Infinity;
}
