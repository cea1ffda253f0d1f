// Switching a Components V2 message to a legacy message: what cannot come along is named in a
// dialog before anything changes; cancel keeps the design, confirm converts it.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1400 } });

const V2 = 1 << 15;

test.describe('switching surfaces', () => {
  test('names the losses of a V2 to legacy switch, and changes nothing until confirmed', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.edit(app.node('text-display'), { content: 'Hello there' });
    await app.dragPaletteTo('separator', app.rootZone(1));
    await app.dragPaletteTo('action-row', app.rootZone(2));
    const v2 = {
      flags: V2,
      components: [
        { type: 10, content: 'Hello there' },
        { type: 14, divider: true, spacing: 1 },
        { type: 1, components: [{ type: 2, style: 2, label: 'Button', custom_id: 'button_1' }] },
      ],
    };
    await app.expectPayload(v2);

    await app.chooseSurface('legacy');
    const convert = app.convertDialog;
    const { dialog } = convert;
    await expect(dialog).toBeVisible();
    await expect(convert.losses).toHaveText(['1 Separator (a legacy message has no place for it)']);
    // Nothing has changed behind the dialog.
    expect(await app.payload()).toEqual(v2);

    await convert.cancel.click();
    await expect(dialog).toBeHidden();
    await expect(app.surface).toHaveValue('v2');
    await app.expectPayload(v2);
    await expect(app.undoButton).toBeEnabled();

    await app.chooseSurface('legacy');
    await convert.confirm.click();
    await expect(dialog).toBeHidden();
    await expect(app.surface).toHaveValue('legacy');
    await app.expectPayload({
      content: 'Hello there',
      components: [
        { type: 1, components: [{ type: 2, style: 2, label: 'Button', custom_id: 'button_1' }] },
      ],
    });
    await expect(app.counter('rows')).toContainText('1 / 5');
    // A legacy message offers only what it can hold.
    await expect(app.paletteItem('container')).toHaveCount(0);
    await expect(app.paletteItem('action-row')).toBeVisible();

    // The switch is one undo step.
    await page.keyboard.press('Control+z');
    await expect(app.surface).toHaveValue('v2');
    await app.expectPayload(v2);
  });

  test('switches at once when nothing would be lost', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('action-row', app.rootZone(0));

    await app.chooseSurface('legacy');

    await expect(app.convertDialog.dialog).toHaveCount(0);
    await expect(app.surface).toHaveValue('legacy');
    await app.expectPayload({
      components: [
        { type: 1, components: [{ type: 2, style: 2, label: 'Button', custom_id: 'button_1' }] },
      ],
    });
  });
});
