import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import {
  FAKE_APP_WEBHOOK,
  FAKE_BOT_TOKEN,
  FAKE_CHANNEL_ID,
  FAKE_MESSAGE_ID,
  webhookUrl,
} from './fake-discord/constants';
import { announcement, node, openWith, routes, v2 } from './fixtures/send-designs';
import { ARTIFACTS_DIR } from './support/screenshots';

// What the send panel checks before anything goes to Discord, and how it words what comes back:
// the webhook URL's real fault as it is typed, a design with errors asked about first, and a 401
// that names its status once.

const fake = new FakeDiscordClient();

test.beforeEach(async () => {
  await fake.reset();
});

const LONG_LABEL = 'Reserve a place on the Saturday ridge walk with the trail crew and the '.padEnd(
  92,
  'x',
);
/** A row with one Primary button whose label is 92 characters: Discord allows 80. */
const longLabel = () =>
  v2(
    node(
      17,
      {},
      {
        components: [
          node(10, { content: '## Ridge walk' }),
          node(1, {}, { components: [node(2, { style: 1, label: LONG_LABEL, custom_id: 'go' })] }),
        ],
      },
    ),
  );

test.describe('the webhook URL field', () => {
  const { id, token } = FAKE_APP_WEBHOOK;

  test('says the real fault as the URL is typed, before Send is pressed', async ({ page }) => {
    const { send } = await openWith(page, announcement());
    await send.mode.selectOption('webhook');
    await expect(send.webhookUrlProblem).toHaveCount(0);

    await send.webhookUrl.fill(`https://discord.com/api/webhooks/123/abc`);
    await expect(send.webhookUrlProblem).toContainText('webhook id');
    await expect(send.webhookUrlProblem).toContainText('17 to 20 digits');
    await expect(send.webhookUrlProblem).not.toContainText('not a webhook URL');

    await send.webhookUrl.fill(`http://discord.com/api/webhooks/${id}/${token}`);
    await expect(send.webhookUrlProblem).toContainText('https://');
    await expect(send.webhookUrlProblem).not.toContainText('not on discord.com');
    await expect(send.webhookUrlProblem).not.toContainText(token);

    await send.webhookUrl.fill(`https://discord.com/api/webhooks/${id}`);
    await expect(send.webhookUrlProblem).toContainText('token');

    await send.webhookUrl.fill(`https://discord.com/api/webhooks/${id}/${token}?colour=red`);
    await expect(send.webhookUrlProblem).toContainText('colour');

    await send.webhookUrl.fill(webhookUrl(FAKE_APP_WEBHOOK));
    await expect(send.webhookUrlProblem).toHaveCount(0);
    expect(await fake.requests()).toEqual([]);
  });

  test('a show button lets the person see what they pasted, and the other mode stays masked', async ({
    page,
  }) => {
    const { send } = await openWith(page, announcement());
    await send.token.fill(FAKE_BOT_TOKEN);
    await send.tokenToggle.click();
    await expect(send.token).toHaveAttribute('type', 'text');

    await send.mode.selectOption('webhook');
    await send.webhookUrl.fill(webhookUrl(FAKE_APP_WEBHOOK));
    // Showing the bot token does not show the webhook URL too.
    await expect(send.webhookUrl).toHaveAttribute('type', 'password');
    await expect(send.webhookToggle).toHaveText('Show');
    await send.webhookToggle.click();
    await expect(send.webhookUrl).toHaveAttribute('type', 'text');
    await expect(send.webhookToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(send.webhookUrl).toHaveValue(webhookUrl(FAKE_APP_WEBHOOK));
    await send.webhookToggle.click();
    await expect(send.webhookUrl).toHaveAttribute('type', 'password');
  });
});

test.describe('a design with errors', () => {
  test('is not sent without asking: the problems are listed, cancel sends nothing', async ({
    page,
  }) => {
    const { app, send } = await openWith(page, longLabel());
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.submit.click();
    await expect(send.invalidWarning).toBeVisible();
    await expect(send.invalidWarning).toContainText('1 error');
    await expect(send.invalidItems).toHaveCount(1);
    const item = send.invalidItems.first();
    await expect(item).toContainText('92 characters');
    await expect(item).toContainText('Container 1 › Action Row 2 › Button "Reserve a place');
    await expect(item).toContainText('$.components[0].components[1].components[0].label');
    await expect(send.sendAnyway).toHaveText('Send anyway');
    // For people to look at (artifacts only: not one of the README's pictures).
    await send.panel.screenshot({ path: `${ARTIFACTS_DIR}/send-invalid-warning.png` });

    await item.click();
    await expect(app.node('button', 0)).toHaveAttribute('aria-selected', 'true');
    await expect(app.field('label')).toBeFocused();

    await send.cancel.click();
    await expect(send.invalidWarning).toBeHidden();
    await expect(send.result).toHaveText('Not sent.');
    expect(await fake.requests()).toEqual([]);
  });

  test('send anyway sends it as it is; an edit asks the same', async ({ page }) => {
    const { send } = await openWith(page, longLabel());
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.submit.click();
    await expect(send.invalidWarning).toBeVisible();
    await send.sendAnyway.click();
    await send.settled();
    await expect(send.invalidWarning).toBeHidden();
    expect(routes(await fake.requests())).toEqual([`POST /channels/${FAKE_CHANNEL_ID}/messages`]);

    await fake.reset();
    await send.messageId.fill(FAKE_MESSAGE_ID);
    await send.edit.click();
    await expect(send.invalidWarning).toBeVisible();
    await expect(send.sendAnyway).toHaveText('Edit anyway');
    await send.cancel.click();
    expect(await fake.requests()).toEqual([]);
  });

  test('a webhook execute asks too', async ({ page }) => {
    const { send } = await openWith(page, longLabel());
    await send.useWebhook(webhookUrl(FAKE_APP_WEBHOOK));
    await send.submit.click();
    await expect(send.invalidWarning).toBeVisible();
    expect(await fake.requests()).toEqual([]);
  });
});

test('a 401 names its status once', async ({ page }) => {
  const { send } = await openWith(page, announcement());
  await send.useBot('not-the-token', FAKE_CHANNEL_ID);
  await send.send();
  await expect(send.result).toContainText('Discord refused the bot token (401');
  const text = (await send.result.textContent()) ?? '';
  expect(text.match(/401/g)).toHaveLength(1);
  expect(text).not.toContain('not-the-token');
});
