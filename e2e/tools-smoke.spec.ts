// Every toolbar tool opens, closes and opens again, on a message and on a modal, without a page
// error: a panel that throws while mounting or unmounting blanks the whole editor.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

const TOOLS = [
  { open: 'toggle-json', panel: 'json-editor', close: 'json-editor-close' },
  { open: 'open-import', panel: 'import-dialog', close: 'import-cancel' },
  { open: 'open-share', panel: 'share-dialog', close: 'share-close' },
  { open: 'open-send', panel: 'send-panel', close: 'send-close' },
] as const;

for (const surface of ['v2', 'modal'] as const) {
  test(`every tool opens and closes twice on a ${surface === 'v2' ? 'message' : 'modal'} without a page error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const app = new EditorPage(page);
    await app.openBlank();
    if (surface === 'modal') {
      await app.chooseSurface('modal');
      // The converter loads on first use: read the payload once it is the modal's.
      await expect(app.payloadJson).toContainText('"custom_id"');
    }
    const before = await app.payloadJson.textContent();
    for (let round = 0; round < 2; round += 1) {
      for (const tool of TOOLS) {
        await page.getByTestId(tool.open).click();
        await expect(page.getByTestId(tool.panel)).toBeVisible();
        await page.getByTestId(tool.close).click();
        await expect(page.getByTestId(tool.panel)).toHaveCount(0);
      }
    }
    await expect(app.outline).toBeVisible();
    await expect(app.payloadJson).toHaveText(before ?? '');
    expect(errors).toEqual([]);
  });
}
