// Drops that Discord would refuse: the place never lights up, the drag says why while it is held,
// the drop changes nothing and the notice gives the reason.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1400 } });

const THUMBNAIL_REASON = "A Thumbnail can only be a Section's accessory.";
const CONTAINER_REASON = 'A Container cannot hold another Container.';

test.describe('forbidden drops', () => {
  test('refuses a Thumbnail at the top level and says why', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('section', app.rootZone(0));
    const before = await app.payload();

    await app.dragPaletteTo('thumbnail', app.rootZone(1), 'refused', async () => {
      await expect(app.dragReason).toHaveText(THUMBNAIL_REASON);
      await expect(app.rootZone(1)).not.toHaveClass(/is-over/);
      // Only the Section's accessory lights up for a Thumbnail.
      await expect(app.legalZones()).toHaveCount(1);
      await expect(app.legalZones()).toHaveAttribute('data-slot', 'accessory');
    });

    await expect(app.noticeText).toHaveText(THUMBNAIL_REASON);
    await expect(app.notice).toHaveAttribute('role', 'alert');
    await expect(app.nodes('thumbnail')).toHaveCount(0);
    expect(await app.payload()).toEqual(before);
  });

  test('refuses moving a Section’s Thumbnail out to the top level', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('section', app.rootZone(0));
    await app.dragPaletteTo('thumbnail', await app.zoneIn(app.node('section'), 'accessory', 0));
    await expect(app.nodes('thumbnail')).toHaveCount(1);
    const before = await app.payload();

    await app.dragNodeTo(app.node('thumbnail'), app.rootZone(1), 'refused');

    await expect(app.noticeText).toHaveText(THUMBNAIL_REASON);
    expect(await app.payload()).toEqual(before);
  });

  test('refuses a Container inside a Container, new or moved', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('container', app.rootZone(0));
    const first = app.node('container', 0);
    const one = await app.payload();

    await app.dragPaletteTo('container', await app.zoneIn(first, 'components', 1), 'refused', () =>
      expect(app.dragReason).toHaveText(CONTAINER_REASON),
    );
    await expect(app.noticeText).toHaveText(CONTAINER_REASON);
    await expect(app.nodes('container')).toHaveCount(1);
    expect(await app.payload()).toEqual(one);

    await app.dragPaletteTo('container', app.rootZone(1));
    await expect(app.nodes('container')).toHaveCount(2);
    const two = await app.payload();
    await app.dragNodeTo(
      app.node('container', 1),
      await app.zoneIn(first, 'components', 0),
      'refused',
    );
    await expect(app.noticeText).toHaveText(CONTAINER_REASON);
    expect(await app.payload()).toEqual(two);
  });
});
