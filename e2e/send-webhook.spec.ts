import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import {
  FAKE_APP_WEBHOOK,
  FAKE_BOT_TOKEN,
  FAKE_CHANNEL_ID,
  FAKE_PLAIN_WEBHOOK,
  FAKE_THREAD_ID,
  webhookUrl,
} from './fake-discord/constants';
import {
  announcement,
  announcementPayload,
  linksOnly,
  openWith,
  routes,
} from './fixtures/send-designs';

// Sending with a webhook URL through the relay to the fake Discord, and where the secrets (the
// bot token, the webhook URL's token) may and may not end up.

const fake = new FakeDiscordClient();

test.beforeEach(async () => {
  await fake.reset();
});

test.describe('sending with a webhook', () => {
  test('executes with wait, with_components, thread_id and a username', async ({ page }) => {
    const { send } = await openWith(page, announcement());
    await send.useWebhook(webhookUrl(FAKE_APP_WEBHOOK), {
      threadId: FAKE_THREAD_ID,
      username: 'Trail Bot',
    });
    await send.send();
    await send.sentMessageId();
    const requests = await fake.requests();
    const path = `/webhooks/${FAKE_APP_WEBHOOK.id}/${FAKE_APP_WEBHOOK.token}`;
    // The design has a Primary button: the webhook is looked up first (it has an application).
    expect(routes(requests)).toEqual([`GET ${path}`, `POST ${path}`]);
    expect(requests[1]).toMatchObject({
      query: { wait: 'true', with_components: 'true', thread_id: FAKE_THREAD_ID },
      json: { ...announcementPayload, username: 'Trail Bot' },
    });
    expect(requests[1]!.headers.authorization).toBeUndefined();
    await expect(send.webhookWarning).toBeHidden();
  });

  test('warns before a plain webhook sends buttons; cancel sends nothing, send anyway does', async ({
    page,
  }) => {
    const { send } = await openWith(page, announcement());
    const path = `/webhooks/${FAKE_PLAIN_WEBHOOK.id}/${FAKE_PLAIN_WEBHOOK.token}`;
    await send.useWebhook(webhookUrl(FAKE_PLAIN_WEBHOOK));
    await send.submit.click();
    await expect(send.webhookWarning).toContainText(
      'This webhook was not made by an application, so Discord will refuse its buttons and selects',
    );
    await send.cancel.click();
    await expect(send.webhookWarning).toBeHidden();
    expect(routes(await fake.requests())).toEqual([`GET ${path}`]);

    await send.submit.click();
    await send.sendAnyway.click();
    // Discord refuses the Primary button, and the error points at it.
    await expect(send.errorItems.first()).toContainText(
      '$.components[0].components[1].components[0]',
    );
    expect(routes(await fake.requests())).toEqual([`GET ${path}`, `GET ${path}`, `POST ${path}`]);
  });

  test('a link-only design goes to a plain webhook without a question', async ({ page }) => {
    const { send } = await openWith(page, linksOnly());
    await send.useWebhook(webhookUrl(FAKE_PLAIN_WEBHOOK));
    await send.send();
    await send.sentMessageId();
    const [request, ...rest] = await fake.requests();
    expect(rest).toEqual([]);
    expect(request).toMatchObject({
      method: 'POST',
      query: { wait: 'true', with_components: 'true' },
    });
  });

  test('refuses a URL that is not a Discord webhook, without repeating it', async ({ page }) => {
    const { send } = await openWith(page, linksOnly());
    await send.useWebhook('https://example.com/api/webhooks/1300000000000000301/secret-part');
    await send.submit.click();
    await expect(send.result).toContainText('is on discord.com; this one is on example.com');
    await expect(send.result).not.toContainText('secret-part');
    expect(await fake.requests()).toEqual([]);
  });
});

test('the token and webhook URL stay out of storage, the URL and the payload unless remembered', async ({
  page,
}) => {
  const { app, send } = await openWith(page, announcement());
  const secrets = [FAKE_BOT_TOKEN, FAKE_APP_WEBHOOK.token];
  const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  const leaks = async () => {
    const places = [await stored(), page.url(), (await app.payloadJson.textContent()) ?? ''];
    return secrets.filter((s) => places.some((p) => p.includes(s)));
  };

  await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
  await expect(send.token).toHaveAttribute('type', 'password');
  await send.tokenToggle.click();
  await expect(send.token).toHaveAttribute('type', 'text');
  await send.send();
  await send.sentMessageId();
  await send.useWebhook(webhookUrl(FAKE_APP_WEBHOOK));
  await send.send();
  expect(await leaks()).toEqual([]);

  // Closing the panel and switching designs keeps them for this tab.
  await send.openButton.click();
  await expect(send.panel).toBeHidden();
  await app.newDesign('v2');
  await send.open();
  await expect(send.webhookUrl).toHaveValue(webhookUrl(FAKE_APP_WEBHOOK));
  await page.reload();
  await send.open();
  await expect(send.webhookUrl).toHaveValue('');

  await send.useWebhook(webhookUrl(FAKE_APP_WEBHOOK));
  await send.remember.check();
  expect(await stored()).toContain(FAKE_APP_WEBHOOK.token);
  await page.reload();
  await send.open();
  await expect(send.webhookUrl).toHaveValue(webhookUrl(FAKE_APP_WEBHOOK));
  await send.remember.uncheck();
  expect(await stored()).not.toContain(FAKE_APP_WEBHOOK.token);
});
