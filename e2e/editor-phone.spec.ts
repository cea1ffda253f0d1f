// The editor on a phone (390x844): a one-row toolbar with the tools in a menu, and tabs that switch
// between the outline (with the palette behind an Add button), the preview and the inspector
// instead of one long column.
import { expect, test } from '@playwright/test';
import { richMessagePayload } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { LayoutPage, overlaps } from './pages/layout-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function openRichMessage(page: EditorPage['page']) {
  const app = new EditorPage(page);
  const layout = new LayoutPage(page);
  await app.openBlank();
  await layout.openTool('open-import');
  const importer = new ImportPage(page);
  await expect(importer.dialog).toBeVisible();
  await importer.text.fill(JSON.stringify(richMessagePayload()));
  await importer.submit.click();
  await expect(app.nodes()).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, 0));
  return { app, layout };
}

test.describe('the editor on a phone', () => {
  test('the toolbar is one row, its tools in a menu, and the page does not scroll sideways', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    const layout = new LayoutPage(page);
    await app.openBlank();
    const bar = await layout.box(layout.toolbar);
    expect(bar.height).toBeLessThanOrEqual(56);
    for (const [id, item] of [
      ['surface', app.surface],
      ['undo', app.undoButton],
      ['redo', app.redoButton],
      ['counter:components', app.counter('components')],
      ['tools-menu', layout.toolsMenu],
    ] as const) {
      const box = await layout.box(item);
      expect(box.y, id).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height, id).toBeLessThanOrEqual(bar.y + bar.height);
    }
    const share = layout.tool('open-share');
    await expect(share).toBeHidden();
    await layout.toolsMenu.click();
    await expect(share).toBeVisible();
    await share.click();
    await expect(new ImportPage(page).shareDialog).toBeVisible();
    await expect(share).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('tabs switch between the outline, the preview and the inspector', async ({ page }) => {
    const { app, layout } = await openRichMessage(page);
    // The outline first, its palette put away behind the Add button.
    await expect(layout.tab('outline')).toHaveAttribute('aria-pressed', 'true');
    await expect(app.node('container')).toBeInViewport();
    await expect(app.palette).toBeHidden();
    await expect(app.preview.root).toBeHidden();
    await expect(app.inspector).toBeHidden();

    await layout.paletteToggle.click();
    await expect(app.palette).toBeVisible();
    await layout.paletteToggle.click();
    await expect(app.palette).toBeHidden();

    // Select a row, then edit it: the inspector shows its fields.
    await app.select(app.node('button', 0));
    await layout.editSelected.click();
    await expect(layout.tab('inspector')).toHaveAttribute('aria-pressed', 'true');
    await expect(app.field('label')).toBeInViewport();
    await expect(app.outline).toBeHidden();
    await app.fill('label', 'Count me in');
    // The hidden preview is not drawn while the inspector shows (past the preview's 100 ms pace)...
    await page.waitForTimeout(300);
    await expect(app.preview.root.locator('button', { hasText: 'Count me in' })).toHaveCount(0);

    // ...and is, at once, when its tab shows it.
    await layout.showTab('preview');
    await expect(app.preview.namedButton('Count me in')).toBeInViewport();
    await expect(app.outline).toBeHidden();
    await expect(app.inspector).toBeHidden();

    // From further down the page, a tab starts at its top, under the tab bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await layout.showTab('outline');
    await expect(app.node('container')).toBeInViewport();
    await expect(app.node('button', 0)).toHaveAttribute('aria-selected', 'true');
  });

  test('a problem clicked under the outline shows the inspector with a field focused', async ({
    page,
  }) => {
    const { app, layout } = await openRichMessage(page);
    await app.select(app.node('button', 0));
    await layout.editSelected.click();
    await app.fill('label', '');
    await layout.showTab('outline');
    const problem = app.problems.first();
    await expect(problem).toBeVisible();
    await problem.click();
    await expect(layout.tab('inspector')).toHaveAttribute('aria-pressed', 'true');
    // The problem is the button's missing label: the Label field takes the focus.
    await expect(app.field('label')).toBeFocused();
    await expect(app.field('label')).toBeInViewport();
  });

  test('the tab bar stays under the toolbar as the page scrolls, and a notice covers neither', async ({
    page,
  }) => {
    const { app, layout } = await openRichMessage(page);
    await expect(app.notice).toBeVisible();
    const notice = await layout.box(app.notice);
    expect(overlaps(notice, await layout.box(layout.tab('preview')))).toBe(false);
    expect(overlaps(notice, await layout.box(app.node('container')))).toBe(false);
    await page.evaluate(() => window.scrollBy(0, 400));
    const bar = await layout.box(layout.toolbar);
    const tabs = await layout.box(layout.tab('outline'));
    expect(bar.y).toBe(0);
    expect(tabs.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(bar.height + 60);
  });
});
