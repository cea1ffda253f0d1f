// Drags started before dnd-kit has arrived. It loads once the editor is drawn, not with it; here
// its file is held back until the drag is under way, and the drag must still go where it was taken.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { TouchScreen, centreOf } from './support/drag';
import { holdChunk } from './support/hold-chunk';

test.use({ viewport: { width: 1440, height: 1400 } });

/** Holds back the drag-and-drop chunk until the returned function is called. */
const holdDragAndDrop = (page: Page) => holdChunk(page, 'LiveDnd');

test.describe('a drag started before dnd-kit has loaded', () => {
  test('by pointer: the press and the first moves are kept, and the drop lands', async ({
    page,
  }) => {
    const held = await holdDragAndDrop(page);
    const app = new EditorPage(page);
    await app.openBlank();
    await expect.poll(held.asked).toBe(true);

    const from = await centreOf(app.paletteItem('text-display'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
    await expect(app.dragPreview).toHaveCount(0);

    held.release();
    await expect(app.dragPreview).toBeVisible();
    const zone = app.rootZone(0);
    await expect(zone).toHaveAttribute('data-state', 'legal');
    const to = await centreOf(zone);
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await expect(zone).toHaveAttribute('data-over', 'true');
    await page.mouse.up();

    await expect(app.dragPreview).toBeHidden();
    await app.expectPayload({ flags: 1 << 15, components: [{ type: 10, content: 'Some text' }] });
  });

  test('by keyboard: Space picks up, and the arrows and Space that follow drop', async ({
    page,
  }) => {
    const held = await holdDragAndDrop(page);
    const app = new EditorPage(page);
    await app.openBlank();
    await app.paletteItem('separator').click();
    await expect(app.nodes('separator')).toHaveCount(1);
    await expect.poll(held.asked).toBe(true);

    const item = app.paletteItem('text-display');
    await item.focus();
    await page.keyboard.press('Space');
    // The key picked up; it did not also press the button (which would add the component).
    await expect(app.nodes('text-display')).toHaveCount(0);

    held.release();
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expect(app.liveRegion).toHaveText('Picked up a new Text Display.');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowDown');
    await expect(app.liveRegion).toHaveText(/^A new Text Display is over position 1 of 2/);
    await page.keyboard.press('Space');
    await expect(app.liveRegion).toHaveText(/^Dropped a new Text Display at position 1 of 2/);

    await app.expectPayload({
      flags: 1 << 15,
      components: [{ type: 10, content: 'Some text' }, expect.objectContaining({ type: 14 })],
    });
  });
});

test.describe('a touch drag started before dnd-kit has loaded, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the finger held down before it came picks up once it is there', async ({ page }) => {
    const held = await holdDragAndDrop(page);
    const app = new EditorPage(page);
    await app.openBlank();
    await expect.poll(held.asked).toBe(true);

    const finger = new TouchScreen(page);
    const zone = app.rootZone(0);
    await app.bringIntoReach(app.paletteItem('text-display'), zone);
    const from = await centreOf(app.paletteItem('text-display'));
    await finger.touch('touchStart', from);
    held.release();
    await page.waitForTimeout(250);
    await finger.touch('touchMove', { x: from.x + 2, y: from.y + 2 });
    await expect(app.dragPreview).toBeVisible();
    const to = await centreOf(zone);
    for (let i = 1; i <= 12; i += 1)
      await finger.touch('touchMove', {
        x: from.x + 2 + ((to.x - from.x - 2) * i) / 12,
        y: from.y + 2 + ((to.y - from.y - 2) * i) / 12,
      });
    await expect(zone).toHaveAttribute('data-over', 'true');
    await finger.touch('touchEnd');

    await expect(app.dragPreview).toBeHidden();
    await app.expectPayload({ flags: 1 << 15, components: [{ type: 10, content: 'Some text' }] });
  });
});
