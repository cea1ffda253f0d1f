// Dragging with a finger on a phone-sized screen: touch, hold, move, lift, driven through
// Chromium's touch input (CDP Input.dispatchTouchEvent) as a real touch screen would.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const V2 = 1 << 15;

test.describe('touch dragging on a phone', () => {
  test('drags palette items into the outline and reorders them with a finger', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();

    await app.touchDrag(app.paletteItem('text-display'), app.rootZone(0));
    await app.expectPayload({ flags: V2, components: [{ type: 10, content: 'Some text' }] });

    // The palette fills most of a phone's screen: an item near its end is within reach of the
    // outline below it.
    await app.touchDrag(app.paletteItem('media-gallery'), app.rootZone(0));
    const gallery = {
      type: 12,
      items: [{ media: { url: 'https://cdn.discordapp.com/embed/avatars/1.png' } }],
    };
    await app.expectPayload({
      flags: V2,
      components: [gallery, { type: 10, content: 'Some text' }],
    });

    // The Text Display's handle, dragged above the Media Gallery.
    await app.touchDrag(app.handle(app.node('text-display')), app.rootZone(0));
    await app.expectPayload({
      flags: V2,
      components: [{ type: 10, content: 'Some text' }, gallery],
    });
  });

  test('a refused touch drop changes nothing and says why', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.touchDrag(app.paletteItem('thumbnail'), app.rootZone(0), 'refused');
    await expect(app.noticeText).toHaveText("A Thumbnail can only be a Section's accessory.");
    await app.expectPayload({ flags: V2, components: [] });
  });
});
