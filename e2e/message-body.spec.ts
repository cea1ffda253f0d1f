// A message's own fields in the inspector (nothing selected): content, who may be pinged in words,
// flags; an interaction response made ephemeral, drawn the way Discord does ("Only you can see
// this"); a webhook's username and avatar in the preview's header. Asserted on the exported JSON.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { LayoutPage } from './pages/layout-page';
import { MessageBodyPage } from './pages/message-body-page';
import { fakeRemoteImages, imagesSettled } from './support/fake-images';
import { ARTIFACTS_DIR } from './support/screenshots';

const ALICE = '111111111111111111';
const BOB = '222222222222222222';

const reply = { type: 4, data: { content: 'Your reminder is set for **18:00**.' } };
const hook = {
  content: 'Tomorrow: sunny, 24°C.',
  username: 'Weather Station',
  avatar_url: 'https://avatars.example/avatar-sun.png',
};

async function open(page: Page, payload?: unknown) {
  const app = new EditorPage(page);
  await app.openBlank();
  if (payload !== undefined) {
    await new ImportPage(page).importText(JSON.stringify(payload));
    await app.expectPayload(payload);
  }
  return { app, body: new MessageBodyPage(page) };
}

test.describe('the message’s own fields', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('content, these users may be pinged, suppress notifications', async ({ page }) => {
    const { app, body } = await open(page);
    await app.chooseSurface('legacy');
    const content = `Standup in 5 minutes, <@${ALICE}> and <@${BOB}>!`;
    await body.fill('content', content);
    await expect(body.group('content')).toContainText(`${content.length} / 2000`);

    await expect(body.mentionsSummary).toContainText('No allowed_mentions is sent');
    await body.mentions('nobody');
    // A blank design turned legacy has no Action Rows, so no `components`.
    await app.expectPayload({ content, allowed_mentions: { parse: [] } });
    await body.mentions('choose');
    await body.scope('users', 'these', [ALICE, BOB]);
    await expect(body.mentionsSummary).toContainText('only the 2 users listed');
    await body.group('mentions').screenshot({ path: `${ARTIFACTS_DIR}/message-body-mentions.png` });
    await body.setFlag('suppress_notifications');
    await expect(body.field('flags.ephemeral')).toHaveCount(0);

    await app.expectPayload({
      content,
      allowed_mentions: { parse: [], users: [ALICE, BOB] },
      flags: 4096,
    });
    await expect(app.preview.message.text('Standup in 5 minutes')).toBeVisible();
  });

  test('an interaction response made ephemeral says "Only you can see this"', async ({ page }) => {
    const { app, body } = await open(page, reply);
    await body.setFlag('ephemeral');
    await app.expectPayload({ type: 4, data: { ...reply.data, flags: 64 } });
    const message = app.preview.message.article;
    await expect(message).toHaveAttribute('data-ephemeral', 'true');
    await expect(app.preview.message.ephemeralNote).toHaveText(
      'Only you can see this•Dismiss message',
    );
    await app.preview.root.screenshot({ path: `${ARTIFACTS_DIR}/message-body-ephemeral.png` });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/message-body-ephemeral-page.png` });

    await body.setFlag('ephemeral', false);
    await app.expectPayload(reply);
    await expect(app.preview.message.text('Only you can see this')).toHaveCount(0);
  });

  test('a webhook’s username and avatar head its message', async ({ page }) => {
    const { app, body } = await open(page);
    await fakeRemoteImages(page);
    await new ImportPage(page).importText(JSON.stringify(hook));
    await app.expectPayload(hook);
    const header = app.preview.message.header;
    await expect(header).toContainText('Weather Station');
    await expect(app.preview.message.appTag).toHaveText('APP');
    const avatar = app.preview.message.avatar;
    await expect(avatar).toHaveAttribute('src', hook.avatar_url);
    await imagesSettled(app.preview.root);

    await body.fill('username', 'Weather Bureau');
    await expect(header).toContainText('Weather Bureau');
    await app.expectPayload({ ...hook, username: 'Weather Bureau' });
    await expect(body.group('webhook')).toContainText('14 / 80');
    await app.preview.root.screenshot({ path: `${ARTIFACTS_DIR}/message-body-webhook.png` });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/message-body-webhook-page.png` });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function importOnPhone(page: Page, payload: unknown) {
    const app = new EditorPage(page);
    const layout = new LayoutPage(page);
    await app.openBlank();
    await layout.openTool('open-import');
    const importer = new ImportPage(page);
    await importer.text.fill(JSON.stringify(payload));
    await importer.submit.click();
    await app.expectPayload(payload);
    return { app, layout, body: new MessageBodyPage(page) };
  }

  test('ephemeral from the inspector tab, seen in the preview tab', async ({ page }) => {
    const { app, layout, body } = await importOnPhone(page, reply);
    await layout.showTab('inspector');
    await body.setFlag('ephemeral');
    await expect(body.field('flags.ephemeral')).toBeInViewport();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/message-body-phone-inspector.png` });
    await layout.showTab('preview');
    await expect(app.preview.message.text('Only you can see this')).toBeInViewport();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/message-body-phone-ephemeral.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('a webhook header fits a phone', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await fakeRemoteImages(page);
    const layout = new LayoutPage(page);
    await layout.openTool('open-import');
    const importer = new ImportPage(page);
    await importer.text.fill(JSON.stringify(hook));
    await importer.submit.click();
    await app.expectPayload(hook);
    await layout.showTab('preview');
    await expect(app.preview.message.header).toContainText('Weather Station');
    await imagesSettled(app.preview.root);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/message-body-phone-webhook.png` });
  });
});
