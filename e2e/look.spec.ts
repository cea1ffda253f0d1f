// Pictures of the preview for people (and the README) to look at: a rich Components V2 message, a
// legacy message and a modal, each in both themes. They are kept, not compared: the assertions are
// about what is drawn; the pixels are for eyes.
import { expect, test } from '@playwright/test';
import { legacyMessage, richModal, richV2Message } from './fixtures/look-payloads';
import type { PreviewTheme } from './pages/validate-page';
import { ValidatePage } from './pages/validate-page';
import { fakeRemoteImages, imagesSettled } from './support/fake-images';
import { saveScreenshot } from './support/screenshots';

/** A fixed clock and zone, so that the message time in the pictures does not change per run. */
export const PICTURE_TIME = new Date('2025-05-02T16:21:00Z');

test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 960, height: 1400 } });

let app: ValidatePage;

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(PICTURE_TIME);
  app = new ValidatePage(page);
  await app.goto();
  await fakeRemoteImages(page);
});

async function shootBothThemes(name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as PreviewTheme[]) {
    await app.chooseTheme(theme);
    await expect(app.preview.surface).toHaveAttribute('data-theme', theme);
    await app.preview.surface.scrollIntoViewIfNeeded();
    await imagesSettled(app.preview.root);
    await saveScreenshot(app.preview.surface, `${name}-${theme}`);
  }
}

test.describe('how the preview looks', () => {
  test('a rich Components V2 message', async () => {
    await app.pastePayload(richV2Message());
    await expect(app.verdict).toHaveText(/^Valid/);

    await expect(app.preview.kind('container')).toHaveCount(1);
    await expect(app.preview.imagesIn('thumbnail')).toHaveJSProperty('complete', true);
    await expect(app.preview.imagesIn('media-gallery')).toHaveCount(3);
    await expect(app.preview.kind('button')).toHaveCount(4);
    await shootBothThemes('rich-v2-message');
  });

  test('a legacy message with buttons and a select', async () => {
    await app.pastePayload(legacyMessage());
    await expect(app.verdict).toHaveText(/^Valid/);

    await expect(app.preview.kind('button')).toHaveCount(4);
    await expect(app.preview.kind('string-select')).toHaveCount(1);
    await shootBothThemes('legacy-message');
  });

  test('a modal with several kinds of fields', async () => {
    await app.pastePayload(richModal());
    await expect(app.verdict).toHaveText(/^Valid/);

    await app.preview.textbox('Your name').fill('Sam Rivera');
    await expect(app.preview.radio('Easy')).toBeChecked();
    await expect(app.preview.checkbox(/safety notes/)).toBeChecked();
    await shootBothThemes('modal');
  });
});
