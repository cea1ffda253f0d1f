// The editor's layout on a laptop screen (1400x900): the palette fits its column, a notice covers
// and moves nothing, the JSON editor leaves the outline its width. Scrollbars are drawn as on a
// desktop (headless Chromium hides them by default), since they take room from the columns.
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { richMessagePayload } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { InspectorPage } from './pages/inspector-page';
import { JsonEditorPage } from './pages/json-editor-page';
import { LayoutPage, overlaps } from './pages/layout-page';

test.use({
  viewport: { width: 1400, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

async function openRichMessage(app: EditorPage): Promise<void> {
  await app.openBlank();
  await new ImportPage(app.page).importText(JSON.stringify(richMessagePayload()));
  await expect(app.nodes()).toHaveCount(10);
}

test.describe('the editor at 1400x900', () => {
  test('the palette cards fit their column, focus ring included', async ({ page }) => {
    const app = new EditorPage(page);
    const layout = new LayoutPage(page);
    await app.openBlank();
    expect(await layout.paletteOverflow()).toEqual({ cards: 0, scroll: 0 });
    const json = new JsonEditorPage(page);
    await json.toggle.click();
    await expect(json.panel).toBeVisible();
    expect(await layout.paletteOverflow()).toEqual({ cards: 0, scroll: 0 });
  });

  test("an import's notice covers and moves nothing", async ({ page }) => {
    const app = new EditorPage(page);
    const layout = new LayoutPage(page);
    await app.openBlank();
    const previewTop = (await layout.box(app.preview.root)).y;
    await new ImportPage(page).importText(JSON.stringify(richMessagePayload()));
    await expect(app.notice).toBeVisible();
    await expect(app.nodes()).toHaveCount(10);

    const notice = await layout.box(app.notice);
    const covered = [
      app.preview.heading,
      app.preview.themeOption('dark'),
      app.preview.themeOption('light'),
      ...Array.from({ length: 10 }, (_, i) => app.nodes().nth(i)),
      app.paletteItem('action-row'),
      new InspectorPage(app).heading,
    ];
    for (const target of covered) {
      expect(overlaps(notice, await layout.box(target)), target.toString()).toBe(false);
    }
    // It pushed nothing down, and nothing moves when it goes.
    const rows = await layout.rowBoxes(app.nodes());
    expect((await layout.box(app.preview.root)).y).toBe(previewTop);
    await app.dismissNotice();
    expect(await layout.rowBoxes(app.nodes())).toEqual(rows);
  });

  test('a refused click says why without covering the outline or the preview', async ({ page }) => {
    const app = new EditorPage(page);
    const layout = new LayoutPage(page);
    await openRichMessage(app);
    await app.dismissNotice();
    await app.paletteItem('thumbnail').click();
    await expect(app.noticeText).toContainText('Thumbnail');
    const notice = await layout.box(app.notice);
    for (const target of [
      app.preview.heading,
      app.preview.themeOption('light'),
      app.nodes().first(),
    ]) {
      expect(overlaps(notice, await layout.box(target)), target.toString()).toBe(false);
    }
  });

  test('the JSON editor leaves the outline its width and its rows one line each', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    const layout = new LayoutPage(page);
    await openRichMessage(app);
    const outline = await layout.box(app.outline);
    const rows = await layout.rowBoxes(app.nodes());

    const json = new JsonEditorPage(page);
    await json.toggle.click();
    await expect(json.panel).toBeVisible();
    const withJson = await layout.box(app.outline);
    expect(withJson.width).toBeGreaterThanOrEqual(outline.width - 1);
    const rowsWithJson = await layout.rowBoxes(app.nodes());
    expect(rowsWithJson.map((r) => Math.round(r.height))).toEqual(
      rows.map((r) => Math.round(r.height)),
    );
    expect(rowsWithJson.map((r) => Math.round(r.width))).toEqual(
      rows.map((r) => Math.round(r.width)),
    );
    // The preview's heading is still on the first screen.
    await expect(app.preview.heading).toBeInViewport();
  });
});
