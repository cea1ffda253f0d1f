// Building a modal by pointer drags: a Label with a Text Input, a Radio Group and a Checkbox in
// Labels, with the modal's title and custom_id, checked on the exported interaction response.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { buildModal, modalPayload } from './fixtures/editor-designs';

test.use({ viewport: { width: 1440, height: 1400 } });

test.describe('building a modal by dragging', () => {
  test('builds a modal with a Text Input, a Radio Group and a Checkbox in Labels', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.chooseSurface('modal');
    await app.expectPayload({
      type: 9,
      data: { custom_id: 'modal', title: 'Modal', components: [] },
    });
    // Only what a modal can hold is offered.
    await expect(app.paletteItem('label')).toBeVisible();
    await expect(app.paletteItem('container')).toHaveCount(0);
    await expect(app.paletteItem('button')).toHaveCount(0);

    await buildModal(app);

    await app.expectPayload(modalPayload());
    await expect(app.counter('components')).toContainText('3 / 5');
    await expect(app.noProblems).toBeVisible();
  });

  test('wraps a Radio Group dropped at the top level in a Label of its own', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.newDesign('modal');
    await app.dragPaletteTo('label', app.rootZone(0));

    await app.dragPaletteTo('radio-group', app.rootZone(1));

    await expect(app.nodes('label')).toHaveCount(2);
    const components = async () =>
      ((await app.payload()) as { data: { components: unknown[] } }).data.components;
    await expect.poll(components).toEqual([
      { type: 18, label: 'Label', component: { type: 4, custom_id: 'text_input_1', style: 1 } },
      {
        type: 18,
        label: 'Label',
        component: {
          type: 21,
          custom_id: 'radio_group_1',
          options: [
            { label: 'Option 1', value: 'option_1' },
            { label: 'Option 2', value: 'option_2' },
          ],
        },
      },
    ]);
  });
});
