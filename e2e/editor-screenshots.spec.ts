// Pictures of the editor for people (and the README) to look at: the rich message built by drags
// on a laptop screen and on a phone (its outline, preview and inspector tabs), a refused drag in
// progress, and the modal. They are kept, not compared; the assertions are about what is on screen.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { LayoutPage } from './pages/layout-page';
import { buildModal, buildRichMessage, richMessagePayload } from './fixtures/editor-designs';
import { fakeRemoteImages, imagesSettled } from './support/fake-images';
import { keepScreenshot, saveScreenshot } from './support/screenshots';

/** A fixed clock and zone, so that the message time in the pictures does not change per run. */
const PICTURE_TIME = new Date('2025-05-02T16:21:00Z');
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 1440, height: 1400 } });

async function open(page: Page): Promise<EditorPage> {
  await page.clock.setFixedTime(PICTURE_TIME);
  await fakeRemoteImages(page);
  const app = new EditorPage(page);
  await app.openBlank();
  return app;
}

/** Settles the page for a picture: at the top, pictures loaded, nothing moving. */
async function settle(app: EditorPage): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await imagesSettled(app.preview.root);
  await app.page.mouse.move(0, 0);
}

test.describe('how the editor looks', () => {
  test('the rich message on a laptop and on a phone', async ({ page }) => {
    const app = await open(page);
    await buildRichMessage(app);
    await app.expectPayload(richMessagePayload());
    await app.select(app.node('container'));
    await expect(app.preview.message.images).toHaveCount(2);

    await page.setViewportSize(LAPTOP);
    await settle(app);
    await saveScreenshot(page, 'editor-desktop');

    // A phone shows one of outline, preview and inspector at a time, switched by tabs.
    await page.setViewportSize(PHONE);
    const layout = new LayoutPage(page);
    await layout.paletteToggle.click();
    await expect(app.palette).toBeHidden();
    await settle(app);
    await expect(app.node('container')).toBeInViewport();
    await saveScreenshot(page, 'editor-phone');
    await layout.showTab('preview');
    await settle(app);
    await expect(app.preview.message.images).toHaveCount(2);
    await saveScreenshot(page, 'editor-phone-preview');
    await layout.showTab('inspector');
    await settle(app);
    await expect(app.field('accent_color')).toBeInViewport();
    await saveScreenshot(page, 'editor-phone-inspector');
    await layout.showTab('outline');
    // The whole page at once. The problems and payload panels skip drawing while off screen
    // (content-visibility: auto), which a full-page capture counts as off screen: draw them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.addStyleTag({ content: '.editor-bottom > * { content-visibility: visible; }' });
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    await keepScreenshot('editor-phone-full', png);
  });

  test('a refused drag in progress', async ({ page }) => {
    const app = await open(page);
    await buildRichMessage(app);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.dragPaletteTo('thumbnail', app.rootZone(1), 'refused', async () => {
      await expect(app.dragReason).toBeVisible();
      await saveScreenshot(page, 'editor-refused-drag');
    });
  });

  test('the modal', async ({ page }) => {
    const app = await open(page);
    await app.chooseSurface('modal');
    await buildModal(app);
    await app.select(app.node('radio-group'));
    await page.setViewportSize(LAPTOP);
    await settle(app);
    await saveScreenshot(page, 'editor-modal');
  });

  test('a legacy message with an embed and a poll, the embed in the inspector', async ({
    page,
  }) => {
    const app = await open(page);
    await app.designs.newButton.click();
    await app.designs.template('embed-release').click();
    await expect(app.designs.newDialog).toBeHidden();
    await app.paletteItem('poll').click();
    await app.select(app.node('embed'));
    await expect(app.preview.kind('poll')).toBeVisible();
    await page.setViewportSize(LAPTOP);
    await settle(app);
    await saveScreenshot(page, 'editor-embeds');
  });
});
