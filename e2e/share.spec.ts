// Share links: the design travels in the URL fragment and opens as a new design in another tab;
// a damaged link, a zip bomb or a design with errors loads nothing unasked.
import { deflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { shareLinkTo } from './support/share-link';

test.use({ viewport: { width: 1440, height: 1400 } });

const V2 = 1 << 15;

const linkTo = shareLinkTo;

test.describe('share links', () => {
  test('a share link round-trips into a new design in another tab', async ({ page, context }) => {
    const app = new EditorPage(page);
    const share = new ImportPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.edit(app.node('text-display'), { content: 'Grüße 👋 from the share test' });
    await app.renameDesign('Launch note');
    const payload = {
      flags: V2,
      components: [{ type: 10, content: 'Grüße 👋 from the share test' }],
    };
    await app.expectPayload(payload);

    const link = await share.shareLinkText();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#share=[A-Za-z0-9_-]+$/);
    await expect(share.shareLength).toHaveText(
      `Length: ${link.length.toLocaleString('en-US')} characters.`,
    );
    await expect(share.shareSecrets).toContainText('no bot token, no webhook URL');
    await share.shareClose.click();

    const other = await context.newPage();
    const opened = new EditorPage(other);
    await other.goto(link);
    await expect(opened.designSwitcher).toContainText('Launch note (shared)');
    await opened.expectPayload(payload);
    await expect(opened.noticeText).toHaveText('Opened the shared design “Launch note (shared)”.');
    await expect.poll(() => other.url()).not.toContain('#');
    // A reload does not open it a second time.
    await other.reload();
    await expect(opened.outline).toBeVisible();
    expect(
      (await opened.designNames()).filter((n) => n.startsWith('Launch note (shared)')),
    ).toHaveLength(1);
  });

  test('a damaged link says why and loads nothing', async ({ page }) => {
    const app = new EditorPage(page);
    const share = new ImportPage(page);
    await app.openBlank();
    const names = await app.designNames();
    const content = Array.from({ length: 60 }, (_, i) => `line ${i * 7919}`).join('\n');
    const link = linkTo({ v: 1, name: 'Cut', payload: { content } });
    await page.goto(link.slice(0, Math.floor(link.length / 2)));
    await expect(share.openReason).toContainText('damaged or cut short');
    await share.openCancel.click();
    await expect(share.openDialog).toBeHidden();
    expect(await app.designNames()).toEqual(names);
    expect(page.url()).not.toContain('#');
  });

  test('a zip bomb is cut off and the page stays usable', async ({ page }) => {
    const app = new EditorPage(page);
    const share = new ImportPage(page);
    await app.openBlank();
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024)).toString('base64url');
    await page.goto(`/#share=${bomb}`);
    await expect(share.openReason).toContainText('unpacks to more than 1 MB');
    await share.openCancel.click();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.expectPayload({ flags: V2, components: [{ type: 10, content: 'Some text' }] });
  });

  test('a shared design with errors is opened only when asked', async ({ page }) => {
    const app = new EditorPage(page);
    const share = new ImportPage(page);
    await app.openBlank();
    const payload = {
      components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'go' }] }],
    };
    await page.goto(linkTo({ v: 1, name: 'Draft', payload }));
    await expect(share.openProblems.first()).toContainText('$.components[0].components[0] — ');
    expect(await app.currentDesignName()).toBe('Untitled design');
    await share.openAnyway.click();
    await expect(share.openDialog).toBeHidden();
    expect(await app.currentDesignName()).toBe('Draft (shared)');
    await app.expectPayload(payload);
    await expect(app.problems.first()).toBeVisible();
  });
});
