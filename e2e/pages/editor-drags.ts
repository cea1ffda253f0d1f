import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { TouchScreen, bringIntoReach, centreOf, withinReach } from '../support/drag';
import { EditorOutline } from './editor-outline';

export type ZoneState = 'legal' | 'refused' | 'same';

/**
 * Drags in the editor's outline by pointer, keyboard and touch, the way a person does them, each
 * checking what the target zone says under the pointer before letting go. Specs use EditorPage.
 */
export class EditorDrags extends EditorOutline {
  private readonly touchScreen: TouchScreen;

  constructor(page: Page) {
    super(page);
    this.touchScreen = new TouchScreen(page);
  }

  /** Puts the drag's ends on screen, away from the edges (../support/drag.ts), notice put away. */
  async bringIntoReach(source: Locator, zone: Locator): Promise<void> {
    await this.dismissNotice();
    await bringIntoReach(this.page, source, zone);
  }

  /** Called once the drag has started and the zones have grown: the target must still be reachable. */
  private async checkReach(zone: Locator, cancel: () => Promise<void>): Promise<void> {
    if (await withinReach(zone)) return;
    await cancel();
    throw new Error(
      `Once the drag started, ${zone.toString()} was near the edge of the window or of its ` +
        'column, which would scroll by itself under the pointer; use a taller viewport.',
    );
  }

  // --- Pointer drags --------------------------------------------------------------------------

  /**
   * Drags with the mouse from `source` to the middle of `zone`: press, a small first move (zones
   * grow once a drag starts, so the target is measured after it), then steps to the target.
   * `expectState` is what the zone must say under the pointer before letting go; `whileOver` runs
   * then, with the drag still held.
   */
  async pointerDrag(
    source: Locator,
    zone: Locator,
    expectState: ZoneState = 'legal',
    whileOver?: () => Promise<void>,
  ) {
    await this.bringIntoReach(source, zone);
    const from = await centreOf(source);
    const mouse = this.page.mouse;
    await mouse.move(from.x, from.y);
    await mouse.down();
    await mouse.move(from.x + 6, from.y + 6, { steps: 2 });
    await expect(this.dragPreview).toBeVisible();
    await expect(zone).toHaveAttribute('data-state', /.+/);
    await this.checkReach(zone, async () => {
      await this.page.keyboard.press('Escape');
      await mouse.up();
    });
    const to = await centreOf(zone);
    await mouse.move(to.x, to.y, { steps: 10 });

    if (expectState === 'refused') {
      await expect(zone).toHaveAttribute('data-state', 'refused');
      await expect(zone).not.toHaveAttribute('data-over', 'true');
    } else {
      await expect(zone).toHaveAttribute('data-state', expectState);
      await expect(zone).toHaveAttribute('data-over', 'true');
    }
    await whileOver?.();
    await mouse.up();
    await expect(this.dragPreview).toBeHidden();
  }

  async dragPaletteTo(
    kind: string,
    zone: Locator,
    expectState: ZoneState = 'legal',
    whileOver?: () => Promise<void>,
  ) {
    await this.pointerDrag(this.paletteItem(kind), zone, expectState, whileOver);
    // A drop selects the new node; its fields in the inspector are the next step's, so wait for
    // the selection rather than typing into the fields of what was selected before.
    if (expectState === 'legal')
      await expect(
        this.outline.locator(`[data-testid="node"][data-kind="${kind}"][aria-selected="true"]`),
      ).toHaveCount(1);
  }

  async dragNodeTo(
    node: Locator,
    zone: Locator,
    expectState: ZoneState = 'legal',
    whileOver?: () => Promise<void>,
  ) {
    await this.pointerDrag(this.handle(node), zone, expectState, whileOver);
  }

  // --- Keyboard drags -------------------------------------------------------------------------

  /**
   * A keyboard drag from `source` (a row's drag handle or a palette item): Space picks it up, each
   * arrow goes to the next legal place (waiting for its announcement), Space drops. Returns what
   * the live region said at each step.
   */
  async keyboardDrag(source: Locator, arrows: string[]): Promise<string[]> {
    await source.focus();
    await this.page.keyboard.press('Space');
    await expect(source).toHaveAttribute('aria-pressed', 'true');
    await expect(this.liveRegion).toHaveText(/^Picked up/);
    // dnd-kit's keyboard sensor starts listening for arrows one task after it starts.
    await this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const said = [(await this.liveRegion.textContent()) ?? ''];
    for (const key of arrows) {
      const before = (await this.liveRegion.textContent()) ?? '';
      await this.page.keyboard.press(key);
      await expect(this.liveRegion).not.toHaveText(before);
      said.push((await this.liveRegion.textContent()) ?? '');
    }
    await this.page.keyboard.press('Space');
    await expect(this.dragPreview).toBeHidden();
    await expect(this.liveRegion).toHaveText(/^Dropped|^Cannot/);
    said.push((await this.liveRegion.textContent()) ?? '');
    return said;
  }

  // --- Touch drags ----------------------------------------------------------------------------

  /**
   * Drags with a finger (the page needs `hasTouch`): touch, hold past the sensor's delay, move in
   * small steps to the middle of `zone`, lift.
   */
  async touchDrag(source: Locator, zone: Locator, expectState: ZoneState = 'legal') {
    await this.bringIntoReach(source, zone);
    const from = await centreOf(source);
    await this.touchScreen.touch('touchStart', from);
    await this.page.waitForTimeout(250);
    await this.touchScreen.touch('touchMove', { x: from.x + 2, y: from.y + 2 });
    await expect(this.dragPreview).toBeVisible();
    await expect(zone).toHaveAttribute('data-state', /.+/);
    await this.checkReach(zone, () => this.touchScreen.touch('touchCancel'));
    const to = await centreOf(zone);
    const steps = 12;
    for (let i = 1; i <= steps; i += 1) {
      await this.touchScreen.touch('touchMove', {
        x: from.x + 2 + ((to.x - from.x - 2) * i) / steps,
        y: from.y + 2 + ((to.y - from.y - 2) * i) / steps,
      });
    }
    await expect(zone).toHaveAttribute('data-state', expectState);
    if (expectState !== 'refused') await expect(zone).toHaveAttribute('data-over', 'true');
    await this.touchScreen.touch('touchEnd');
    await expect(this.dragPreview).toBeHidden();
  }
}
