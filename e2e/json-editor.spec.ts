// The JSON editor beside the tree: typing in it changes the design, changing the design changes
// it, broken JSON leaves the design alone and says where, problems are marked at their values, and
// CodeMirror is not part of the page until the editor is opened.
import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { JsonEditorPage } from './pages/json-editor-page';

test.use({ viewport: { width: 1440, height: 1000 } });

const V2 = 1 << 15;
const design = {
  flags: V2,
  components: [
    { type: 10, content: 'Hello' },
    { type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] },
  ],
};

/** Opens a blank design with the JSON editor, and loads `design` into it by typing. */
async function start(page: Page) {
  const app = new EditorPage(page);
  const json = new JsonEditorPage(page);
  await app.openBlank();
  await json.open();
  await json.replaceAll(JSON.stringify(design, null, 2));
  await app.expectPayload(design);
  await expect(json.status).toHaveText('In sync');
  return { app, json };
}

test.describe('JSON editor', () => {
  test('loads CodeMirror only when opened', async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const app = new EditorPage(page);
    await app.openBlank();
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    expect(before).toBeGreaterThan(0);
    // CodeMirror's own class names are in its code, in no chunk of the first load.
    for (const script of scripts)
      expect(await script.text(), script.url()).not.toContain('cm-scroller');

    const json = new JsonEditorPage(page);
    await json.open();
    const loaded = await Promise.all(scripts.slice(before).map((s) => s.text()));
    expect(loaded.some((code) => code.includes('cm-scroller'))).toBe(true);
    await expect(json.status).toHaveText('1 problem');
    await app.expectPayload({ flags: V2, components: [] });
    await json.expectJson({ flags: V2, components: [] });
  });

  test('typing in the JSON changes the outline, the payload and the preview', async ({ page }) => {
    const { app, json } = await start(page);
    await expect(app.nodes()).toHaveCount(3);
    await expect(app.node('button')).toBeVisible();

    await json.typeIntoValue('"content"', ' there');
    await app.expectPayload({
      ...design,
      components: [{ type: 10, content: 'Hello there' }, design.components[1]],
    });
    await expect(app.preview.root).toContainText('Hello there');
    await expect(app.node('text-display')).toContainText('Hello there');
    await expect(json.status).toHaveText('In sync');
  });

  test('an edit in the inspector shows in the JSON', async ({ page }) => {
    const { app, json } = await start(page);
    await app.edit(app.node('button'), { label: 'Go now' });
    await json.expectJson({
      ...design,
      components: [
        design.components[0],
        { type: 1, components: [{ type: 2, style: 1, label: 'Go now', custom_id: 'go' }] },
      ],
    });
    await expect(json.status).toHaveText('In sync');
  });

  test('broken JSON leaves the design as it was and says where', async ({ page }) => {
    const { app, json } = await start(page);
    await json.cursorToEndOf('"content"');
    await page.keyboard.type(',');
    await expect(json.status).toHaveText(/^Line 7, column 5: /);
    await expect(json.errorMarksAndPoints).toHaveCount(1);
    await app.expectPayload(design);
    await expect(app.nodes()).toHaveCount(3);

    // Ctrl+Z here is CodeMirror's: it takes the comma back, and the design's history is untouched.
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(json.status).toHaveText('In sync');
    await json.expectJson(design);
    await app.expectPayload(design);
    await expect(app.redoButton).toBeDisabled();
  });

  test('a label that is too long is marked where it is', async ({ page }) => {
    const { app, json } = await start(page);
    const long = 'L'.repeat(81);
    await app.edit(app.node('button'), { label: long });
    await expect(json.status).toHaveText('1 problem');
    await expect(json.errorMarks).toHaveCount(1);
    await expect(json.errorMarks).toHaveText(`"${long}"`);
    await page.screenshot({ path: 'test-results/json-editor-side-by-side.png' });
  });

  test('a change in the tree replaces unfinished JSON, and says so', async ({ page }) => {
    const { app, json } = await start(page);
    await json.cursorToEndOf('"content"');
    await page.keyboard.type(' oops');
    await expect(json.status).toHaveText(/^Line \d+, column \d+: /);
    await app.undoButton.click();
    await expect(json.note).toBeVisible();
    await json.expectJson({ flags: V2, components: [] });
    await expect(json.status).toHaveText('1 problem');
  });

  test('stacks above the preview on a narrow screen, and closes', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    const { app, json } = await start(page);
    const panel = await json.panel.boundingBox();
    const preview = await app.preview.root.boundingBox();
    expect(panel && preview && panel.y + panel.height <= preview.y).toBe(true);
    await page.screenshot({ path: 'test-results/json-editor-stacked.png', fullPage: true });
    // Escape belongs to CodeMirror (it narrows the selection); only the button closes the panel.
    await json.content.click();
    await page.keyboard.press('Escape');
    await expect(json.panel).toBeVisible();
    await json.closeButton.click();
    await expect(json.panel).toBeHidden();
    await expect(json.toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
