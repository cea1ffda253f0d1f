// A first visit: the templates are offered above a blank design, next to the preview rather than
// pushing it out of view, put away once work starts, and offered again after a reload when
// nothing was made (a reload of an untouched first visit stores nothing).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ARTIFACTS_DIR } from './support/screenshots';

const V2 = 1 << 15;
/** Kept for people to look at (artifacts only: these are not the README's pictures). */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png` });

test.describe('first visit', () => {
  test('the templates and the preview both fit a laptop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const app = new EditorPage(page);
    await app.goto();
    const picker = app.designs.templatePicker;
    await expect(picker).toBeVisible();
    await shoot(page, 'first-run-desktop');
    const preview = await app.preview.root.boundingBox();
    expect(preview).not.toBeNull();
    // The preview starts in the top half of the screen: the offer does not push it out of view.
    expect(preview!.y).toBeLessThan(450);
    for (const id of ['announcement', 'poll', 'welcome', 'feedback', 'multi-step'])
      await expect(app.designs.template(id)).toBeAttached();
  });

  test('on a phone every template is within the screen’s width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const app = new EditorPage(page);
    await app.goto();
    await expect(app.designs.templatePicker).toBeVisible();
    await app.designs.templatePicker.scrollIntoViewIfNeeded();
    await shoot(page, 'first-run-phone');
    for (const item of await app.designs.templateItems.all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });

  test('a reload of an untouched first visit offers the templates again and stores nothing', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.goto();
    await expect(app.designs.templatePicker).toBeVisible();
    await page.reload();
    await expect(app.outline).toBeVisible();
    await expect(app.designs.templatePicker).toBeVisible();
    expect(await app.designNames()).toEqual(['Untitled design']);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('component-studio:')),
    );
    expect(stored).toEqual([]);
  });

  test('the offer goes once work starts, and a template never replaces that work', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1400 });
    const app = new EditorPage(page);
    await app.goto();
    await expect(app.designs.templatePicker).toBeVisible();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await expect(app.designs.templatePicker).toBeHidden();
    const work = { flags: V2, components: [{ type: 10, content: 'Some text' }] };
    await app.expectPayload(work);
    // The templates are still one click away, as a new design beside the work.
    await app.designs.newButton.click();
    await app.designs.newDialogTemplate('poll').click();
    await expect(app.designSwitcher).toContainText('Poll');
    await app.switchDesign('Untitled design');
    await app.expectPayload(work);
    await page.reload();
    await expect(app.outline).toBeVisible();
    await expect(app.designs.templatePicker).toBeHidden();
    expect(await app.designNames()).toEqual(['Untitled design', 'Poll']);
  });

  test('a template picked on the first visit fills the blank design and is kept', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.goto();
    await app.designs.template('announcement').click();
    await expect(app.designs.templatePicker).toBeHidden();
    await expect(app.designSwitcher).toContainText('Announcement');
    await page.reload();
    await expect(app.outline).toBeVisible();
    expect(await app.designNames()).toEqual(['Announcement']);
  });
});
