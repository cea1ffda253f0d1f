// Discord's limit of 40 components in a message: the 41st is refused wherever it is dropped,
// with the reason, while moving what is already there still works.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { fullMessage, seedDesigns } from './fixtures/editor-designs';

// Tall enough for the outline of 40 components to fit without scrolling while a drag runs.
test.use({ viewport: { width: 1440, height: 3200 } });

const LIMIT_REASON =
  'A message holds at most 40 components (counting every level); this one has 40.';

test.describe('the 40-component limit', () => {
  test('refuses the 41st component with the reason, and the counter shows 40 / 40', async ({
    page,
  }) => {
    await seedDesigns(page, [{ id: 'full', name: 'Forty components', doc: fullMessage(40) }]);
    const app = new EditorPage(page);
    await app.goto();
    await expect(app.counter('components')).toContainText('40 / 40');
    await expect(app.counter('components')).toHaveAttribute('data-tone', 'near');
    await expect(app.nodes()).toHaveCount(40);
    const before = await app.payload();

    await app.dragPaletteTo('text-display', app.rootZone(1), 'refused', async () => {
      await expect(app.dragReason).toHaveText(LIMIT_REASON);
      // Nowhere lights up: every place would make 41.
      await expect(app.legalZones()).toHaveCount(0);
    });

    await expect(app.noticeText).toHaveText(LIMIT_REASON);
    await expect(app.nodes()).toHaveCount(40);
    await expect(app.counter('components')).toContainText('40 / 40');
    expect(await app.payload()).toEqual(before);

    // A move adds nothing, so it is still allowed at the limit.
    const container = app.node('container');
    await app.dragNodeTo(app.node('text-display', 1), await app.zoneIn(container, 'components', 1));
    const payload = (await app.payload()) as { components: { components?: unknown[] }[] };
    expect(payload.components[0]!.components).toEqual([
      { type: 10, content: 'In the box' },
      { type: 10, content: 'Line 1' },
    ]);
    await expect(app.counter('components')).toContainText('40 / 40');
  });

  test('refuses the 41st component added with a click too', async ({ page }) => {
    await seedDesigns(page, [{ id: 'full', name: 'Forty components', doc: fullMessage(40) }]);
    const app = new EditorPage(page);
    await app.goto();
    const before = await app.payload();

    await app.paletteItem('separator').click();

    await expect(app.noticeText).toHaveText(LIMIT_REASON);
    expect(await app.payload()).toEqual(before);
  });
});
