// Building the fixtures' rich Components V2 message from a blank design with pointer drags only
// (the inspector is used for text, ids and URLs), checked on the exported payload.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { IS_COMPONENTS_V2, buildRichMessage, richMessagePayload } from './fixtures/editor-designs';

// Tall enough that the outline of the whole message fits beside the palette without scrolling.
test.use({ viewport: { width: 1440, height: 1400 } });

test.describe('building a message by dragging', () => {
  test('builds the rich message with pointer drags and exports exactly its JSON', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.expectPayload({ flags: IS_COMPONENTS_V2, components: [] });

    await buildRichMessage(app);

    await app.expectPayload(richMessagePayload());
    await expect(app.counter('components')).toContainText('10 / 40');
    await expect(app.noProblems).toBeVisible();
  });

  test('moves a Text Display out of the Container into a Section, and a Button into the accessory', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('container', app.rootZone(0));
    await app.edit(app.node('text-display'), { content: 'Moved text' });
    const container = app.node('container');
    await app.dragPaletteTo('section', await app.zoneIn(container, 'components', 1));
    await app.dragPaletteTo('action-row', await app.zoneIn(container, 'components', 2));
    await app.edit(app.node('button', 1), { label: 'From the row', custom_id: 'from_row' });

    // The Container's Text Display goes under the Section's own text.
    const section = app.node('section');
    await app.dragNodeTo(app.node('text-display', 0), await app.zoneIn(section, 'components', 1));
    // The row's Button replaces the Section's accessory; the row would be left empty, so it goes.
    await app.dragNodeTo(app.node('button', 1), await app.zoneIn(section, 'accessory', 0));

    // The Container keeps only the Section: its Text Display moved in, the emptied row went.
    const containerChildren = async () =>
      ((await app.payload()) as { components: { components: unknown[] }[] }).components[0]!
        .components;
    await expect.poll(containerChildren).toEqual([
      {
        type: 9,
        components: [
          { type: 10, content: 'Some text' },
          { type: 10, content: 'Moved text' },
        ],
        accessory: { type: 2, style: 2, label: 'From the row', custom_id: 'from_row' },
      },
    ]);
  });
});
