// Pictures of issue 5's tools for people (and the README) to look at: the export panel's discord.js
// code, the send panel after Discord refused a field, the JSON editor beside the tree, and an import
// that lists its problems. Kept, not compared; the assertions are about what is on screen.
import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID } from './fake-discord/constants';
import { announcement, labelTooLong, openWith } from './fixtures/send-designs';
import { ExportPanelPage } from './pages/export-page';
import { ImportPage } from './pages/import-page';
import { JsonEditorPage } from './pages/json-editor-page';
import { LayoutPage } from './pages/layout-page';
import { keepScreenshot, saveScreenshot } from './support/screenshots';

const fake = new FakeDiscordClient();

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async () => {
  await fake.reset();
});

test('the send panel after Discord refused a label, and the discord.js export', async ({
  page,
}) => {
  const { app, send } = await openWith(page, announcement());
  await fake.next({
    status: 400,
    body: labelTooLong,
  });
  await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
  await send.send();
  await expect(send.errorItems).toHaveCount(1);
  await expect(send.panel).toBeInViewport();
  await page.mouse.move(0, 0);
  await saveScreenshot(page, 'send-panel');
  await send.errorItems.first().click();
  await expect(app.node('button', 0)).toHaveAttribute('aria-selected', 'true');

  const exportPanel = new ExportPanelPage(page);
  await exportPanel.openTab('discordjs');
  await expect(exportPanel.code).toContainText('ContainerBuilder');
  await exportPanel.code.scrollIntoViewIfNeeded();
  const { bottom } = new LayoutPage(page);
  await bottom.evaluate((el) => el.style.setProperty('content-visibility', 'visible'));
  await keepScreenshot('export-discordjs', await bottom.screenshot({ animations: 'disabled' }));
});

test('the JSON editor beside the tree, and an import with problems', async ({ page }) => {
  const { send } = await openWith(page, announcement());
  await send.closeButton.click();
  const json = new JsonEditorPage(page);
  await json.open();
  await expect(json.status).toHaveText('In sync');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await saveScreenshot(page, 'json-editor');

  const importer = new ImportPage(page);
  await new LayoutPage(page).tool('open-import').click();
  await importer.text.fill(
    JSON.stringify({
      flags: 32768,
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'x'.repeat(90) }] }],
    }),
  );
  await importer.submit.click();
  await expect(importer.problems.first()).toBeVisible();
  await saveScreenshot(page, 'import-problems');
});
