// Two tabs on one browser (two pages of one context, sharing localStorage): a tab hears of the
// other's saves at once, never writes a stale copy over a newer save, asks when both changed the
// same design, and edits in the JSON editor survive a reload or a close inside its pause.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { ConflictBanner } from './pages/conflict-banner';
import { EditorPage } from './pages/editor-page';
import { InspectorPage } from './pages/inspector-page';
import { JsonEditorPage } from './pages/json-editor-page';
import { ARTIFACTS_DIR } from './support/screenshots';

test.use({ viewport: { width: 1400, height: 900 } });

const text = (content: string) => ({ flags: 1 << 15, components: [{ type: 10, content }] });

/** Waits until this browser's storage holds a design whose record contains `content`. */
async function expectStored(page: Page, content: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          Object.keys(localStorage).some(
            (k) =>
              k.startsWith('component-studio:design:') &&
              (localStorage.getItem(k) ?? '').includes(JSON.stringify(wanted)),
          ),
        content,
      ),
    )
    .toBe(true);
}

/** Tab A with one saved design holding a Text Display, then tab B opened on the same design. */
async function twoTabs(page: Page, context: BrowserContext) {
  const a = new EditorPage(page);
  await a.openBlank();
  await a.dragPaletteTo('text-display', a.rootZone(0));
  await a.edit(a.node('text-display'), { content: 'Old text' });
  await expectStored(page, 'Old text');
  const b = new EditorPage(await context.newPage());
  await b.goto();
  await b.expectPayload(text('Old text'));
  return { a, b };
}

async function reloadBoth(...tabs: EditorPage[]) {
  for (const tab of tabs) {
    await tab.page.reload();
    await expect(tab.outline).toBeVisible();
  }
}

test.describe('two tabs on one design', () => {
  test('a tab takes the other tab’s save at once, and a character typed after it builds on it', async ({
    page,
    context,
  }) => {
    const { a, b } = await twoTabs(page, context);
    await b.edit(b.node('text-display'), { content: 'An hour of work' });
    await expectStored(b.page, 'An hour of work');

    // Tab A, opened earlier, shows tab B's work without a reload, and says why it changed.
    await a.expectPayload(text('An hour of work'));
    await expect(a.noticeText).toContainText('saved in another tab');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/tabs-taken.png` });
    await a.dismissNotice();
    await a.select(a.node('text-display'));
    await a.field('content').press('End');
    await a.field('content').pressSequentially('!');
    await expectStored(a.page, 'An hour of work!');

    await reloadBoth(a, b);
    await a.expectPayload(text('An hour of work!'));
    await b.expectPayload(text('An hour of work!'));
  });

  test('a tab that only selects a row never writes its copy over the other tab’s newer save', async ({
    page,
    context,
  }) => {
    const { a, b } = await twoTabs(page, context);
    await b.edit(b.node('text-display'), { content: 'An hour of work' });
    await expectStored(b.page, 'An hour of work');
    await a.dismissNotice();
    // Only selection: the document's own fields, then the row again.
    await new InspectorPage(a).selectDocument();
    await expect(a.node('text-display')).toHaveAttribute('aria-selected', 'false');
    await a.select(a.node('text-display'));
    // Past the save delay, then a reload of tab A (which saves what it has on the way out).
    await a.page.waitForTimeout(400);
    await reloadBoth(a, b);
    await a.expectPayload(text('An hour of work'));
    await b.expectPayload(text('An hour of work'));
  });
});

test.describe('both tabs changed one design', () => {
  /**
   * Tab A's saves are held back (as when its storage is full), so that it has unsaved edits when
   * tab B saves; `release` lets them through again.
   */
  async function conflict(page: Page, context: BrowserContext) {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        const held = (window as unknown as { holdSaves?: boolean }).holdSaves === true;
        if (held && this === window.localStorage && key.startsWith('component-studio:design:'))
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const { a, b } = await twoTabs(page, context);
    await page.evaluate(() => ((window as unknown as { holdSaves: boolean }).holdSaves = true));
    await a.fill('content', 'Mine');
    await expect(a.designs.storageError).toBeVisible();
    await b.edit(b.node('text-display'), { content: 'Theirs' });
    await expectStored(b.page, 'Theirs');
    const question = new ConflictBanner(page);
    await expect(question.banner).toContainText('was saved in another tab');
    // Nothing was written over: tab A still shows its edits, the storage holds tab B's.
    await a.expectPayload(text('Mine'));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/tabs-conflict.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(question.keepCopy).toBeInViewport();
    await expect(question.takeTheirs).toBeInViewport();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/tabs-conflict-phone.png` });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.evaluate(() => ((window as unknown as { holdSaves: boolean }).holdSaves = false));
    return { a, b, question };
  }

  test('keeps this tab’s edits as a copy, and the design as the other tab saved it', async ({
    page,
    context,
  }) => {
    const { a, b, question } = await conflict(page, context);
    await question.keepCopy.click();
    await expect(question.banner).toBeHidden();
    await expect(a.designSwitcher).toContainText('(this tab’s copy)');
    await a.expectPayload(text('Mine'));
    await expectStored(page, 'Mine');
    // Tab B hears of the copy.
    await expect
      .poll(() => b.designNames())
      .toEqual(['Untitled design', 'Untitled design (this tab’s copy)']);

    await reloadBoth(a, b);
    await a.expectPayload(text('Mine'));
    await b.expectPayload(text('Theirs'));
    await a.switchDesign('Untitled design');
    await a.expectPayload(text('Theirs'));
  });

  test('takes the other tab’s version on request, with this tab’s one undo away', async ({
    page,
    context,
  }) => {
    const { a, b, question } = await conflict(page, context);
    await question.takeTheirs.click();
    await expect(question.banner).toBeHidden();
    await a.expectPayload(text('Theirs'));
    await a.undoButton.click();
    await a.expectPayload(text('Mine'));
    await a.redoButton.click();
    await a.expectPayload(text('Theirs'));
    await reloadBoth(a, b);
    await a.expectPayload(text('Theirs'));
    expect(await a.designNames()).toEqual(['Untitled design']);
  });
});

test.describe('the JSON editor’s pending text', () => {
  /** A design with a Text Display, the JSON editor open on it, and the page's time stopped. */
  async function typedInJson(page: Page) {
    await page.clock.install();
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await expectStored(page, 'Some text');
    const json = new JsonEditorPage(page);
    await json.open();
    // From here no timer runs until the test says so: the 250 ms pause never ends by itself.
    await page.clock.pauseAt(Date.now() + 60_000);
    await json.typeIntoValue('"content"', ' typed');
    return { app, json };
  }

  test('survives a reload inside the pause after the last key', async ({ page }) => {
    const { app } = await typedInJson(page);
    await page.reload();
    await page.clock.resume();
    await expect(app.outline).toBeVisible();
    await app.expectPayload(text('Some text typed'));
  });

  test('reaches the design when the editor is closed inside the pause', async ({ page }) => {
    const { app, json } = await typedInJson(page);
    await json.closeButton.click();
    await expect(json.panel).toBeHidden();
    await page.clock.resume();
    await app.expectPayload(text('Some text typed'));
    await expectStored(page, 'Some text typed');
  });
});
