// Every toolbar tool opens, closes and opens again, on a message and on a modal, without a page
// error: a panel that throws while mounting or unmounting blanks the whole editor.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { JsonEditorPage } from './pages/json-editor-page';
import { LayoutPage } from './pages/layout-page';
import { SendPage } from './pages/send-page';

/** Each tool: the toolbar button that opens it, its panel, and the panel's close button. */
function toolsOf(page: Page): { open: Locator; panel: Locator; close: Locator }[] {
  const layout = new LayoutPage(page);
  const json = new JsonEditorPage(page);
  const importer = new ImportPage(page);
  const send = new SendPage(page);
  return [
    { open: json.toggle, panel: json.panel, close: json.closeButton },
    { open: layout.tool('open-import'), panel: importer.dialog, close: importer.cancel },
    { open: layout.tool('open-share'), panel: importer.shareDialog, close: importer.shareClose },
    { open: send.openButton, panel: send.panel, close: send.closeButton },
  ];
}

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
      for (const tool of toolsOf(page)) {
        await tool.open.click();
        await expect(tool.panel).toBeVisible();
        await tool.close.click();
        await expect(tool.panel).toHaveCount(0);
      }
    }
    await expect(app.outline).toBeVisible();
    await expect(app.payloadJson).toHaveText(before ?? '');
    expect(errors).toEqual([]);
  });
}
