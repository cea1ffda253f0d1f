import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import {
  FAKE_BOT_TOKEN,
  FAKE_CHANNEL_ID,
  FAKE_FORBIDDEN_CHANNEL_ID,
  FAKE_MESSAGE_ID,
} from './fake-discord/constants';
import { IS_COMPONENTS_V2 } from './fixtures/editor-designs';
import {
  announcement,
  announcementPayload,
  labelTooLong,
  node,
  openWith,
  routes,
  v2,
} from './fixtures/send-designs';

// Sending with a bot token through the app's relay to the fake Discord (playwright.config.ts
// starts both), asserting on what the fake received; and how Discord's answers are shown.

const fake = new FakeDiscordClient();

test.beforeEach(async () => {
  await fake.reset();
});

test.describe('sending with a bot token', () => {
  test('the panel opens in view below the editor and closes, leaving the editor as it was', async ({
    page,
  }) => {
    const { app, send } = await openWith(page, announcement());
    await expect(send.panel).toBeInViewport();
    await send.closeButton.click();
    await expect(send.panel).toHaveCount(0);
    await expect(send.openButton).toBeVisible();
    await app.expectPayload(announcementPayload);
  });

  test('sends the design and the fake receives its JSON with the token as Bot authorization', async ({
    page,
  }) => {
    const { app, send } = await openWith(page, announcement());
    await app.expectPayload(announcementPayload);
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.send();
    const id = await send.sentMessageId();
    await expect(send.messageId).toHaveValue(id);

    const [request, ...rest] = await fake.requests();
    expect(rest).toEqual([]);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/channels/${FAKE_CHANNEL_ID}/messages`,
      json: announcementPayload,
      files: [],
    });
    expect(request!.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);
    expect(request!.headers.cookie).toBeUndefined();
  });

  test('says what is missing, and what Discord refused, without sending or changing the design', async ({
    page,
  }) => {
    const { app, send } = await openWith(page, announcement());
    await send.submit.click();
    await expect(send.result).toHaveText('Enter the bot token.');
    await send.useBot(FAKE_BOT_TOKEN, '');
    await send.submit.click();
    await expect(send.result).toHaveText('Enter the channel id.');
    expect(await fake.requests()).toEqual([]);

    await send.channel.fill(FAKE_FORBIDDEN_CHANNEL_ID);
    await send.send();
    await expect(send.result).toContainText('missing access or permissions (403: Missing Access');

    await send.useBot('not-the-token', FAKE_CHANNEL_ID);
    await send.send();
    await expect(send.result).toContainText('Discord refused the bot token (401');
    await expect(send.result).not.toContainText('not-the-token');
    await app.expectPayload(announcementPayload);
  });

  test('sends an attached file as multipart: payload_json, files[0] and the attachments list', async ({
    page,
  }) => {
    const { app, send } = await openWith(
      page,
      v2(
        node(
          9,
          {},
          {
            components: [node(10, { content: 'Ridge Loop is open.' })],
            accessory: [node(11, { media: { url: 'https://trails.example/thumb.png' } })],
          },
        ),
      ),
    );
    await app.select(app.node('thumbnail'));
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 2;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
      return [...new Uint8Array(await blob!.arrayBuffer())];
    });
    const bytes = Buffer.from(png);
    await app
      .field('media.attach')
      .setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: bytes });
    await expect(app.field('media.attachment')).toContainText('trail.png');

    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.send();
    await send.sentMessageId();
    const [request] = await fake.requests();
    expect(request!.json).toEqual({
      flags: IS_COMPONENTS_V2,
      components: [
        {
          type: 9,
          components: [{ type: 10, content: 'Ridge Loop is open.' }],
          accessory: { type: 11, media: { url: 'attachment://trail.png' } },
        },
      ],
      attachments: [{ id: 0, filename: 'trail.png' }],
    });
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.files).toEqual([
      {
        field: 'files[0]',
        filename: 'trail.png',
        contentType: 'image/png',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    ]);
  });

  test('edits the message it sent with PATCH', async ({ page }) => {
    const { app, send } = await openWith(page, announcement());
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.send();
    const id = await send.sentMessageId();

    await app.edit(app.node('text-display'), { content: '## Trail news (updated)' });
    await send.edit.click();
    await send.settled();
    await expect(send.result).toHaveText(`Edited: message ${id}.`);
    const requests = await fake.requests();
    expect(routes(requests)).toEqual([
      `POST /channels/${FAKE_CHANNEL_ID}/messages`,
      `PATCH /channels/${FAKE_CHANNEL_ID}/messages/${id}`,
    ]);
    expect(requests[1]!.json).toMatchObject({
      components: [{ components: [{ type: 10, content: '## Trail news (updated)' }, { type: 1 }] }],
    });
  });

  test('loads an existing message into a new design, and edit sends the change', async ({
    page,
  }) => {
    const { app, send } = await openWith(page, announcement());
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.messageId.fill(FAKE_MESSAGE_ID);
    await send.load.click();
    await send.settled();
    await expect(send.result).toContainText(`Loaded message ${FAKE_MESSAGE_ID} into a new design`);
    expect(await app.currentDesignName()).toBe(`Message ${FAKE_MESSAGE_ID}`);
    // The panel stays open on the new design, ready to send its change back.
    await expect(send.panel).toBeVisible();
    await expect(send.messageId).toHaveValue(FAKE_MESSAGE_ID);
    const loaded = {
      flags: IS_COMPONENTS_V2,
      components: [
        {
          type: 17,
          accent_color: 0x5865f2,
          components: [
            { type: 10, content: expect.stringContaining('## Release notes') },
            {
              type: 1,
              components: [{ type: 2, style: 1, label: 'Read more', custom_id: 'release:more' }],
            },
          ],
        },
      ],
    };
    await expect.poll(() => app.payload()).toMatchObject(loaded);
    const [get] = await fake.requests();
    expect(get).toMatchObject({
      method: 'GET',
      path: `/channels/${FAKE_CHANNEL_ID}/messages/${FAKE_MESSAGE_ID}`,
    });

    await app.edit(app.node('button'), { label: 'Read the notes' });
    await send.edit.click();
    await send.settled();
    await expect(send.result).toHaveText(`Edited: message ${FAKE_MESSAGE_ID}.`);
    const patch = (await fake.requests())[1]!;
    expect(patch.path).toBe(`/channels/${FAKE_CHANNEL_ID}/messages/${FAKE_MESSAGE_ID}`);
    expect(JSON.stringify(patch.json)).toContain('"label":"Read the notes"');
    // The design it came from is still there, unchanged.
    await app.switchDesign('Trail news');
    await app.expectPayload(announcementPayload);
  });
});

test.describe('Discord’s answers', () => {
  test('a 50035 error lists its paths and selects the node it names', async ({ page }) => {
    const { app, send } = await openWith(page, announcement());
    await fake.next({
      status: 400,
      body: labelTooLong,
    });
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await send.send();
    await expect(send.result).toContainText('Invalid Form Body');
    await expect(send.errorItems).toHaveCount(1);
    const item = send.errorItems.first();
    await expect(item).toContainText('Must be 80 or fewer in length.');
    await expect(item).toContainText('$.components[0].components[1].components[0].label');

    await expect(app.node('button', 0)).not.toHaveAttribute('aria-selected', 'true');
    await item.click();
    await expect(app.node('button', 0)).toHaveAttribute('aria-selected', 'true');
    await expect(app.field('label')).toBeFocused();
    await app.expectPayload(announcementPayload);
  });

  test('a 429 shows a countdown, then the one retry goes through', async ({ page }) => {
    const { send } = await openWith(page, announcement());
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await fake.rateLimit(1.5);
    await send.submit.click();
    await expect(send.countdown).toBeVisible();
    const first = Number(await send.countdown.textContent());
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(1.5);
    await expect.poll(async () => Number(await send.countdown.textContent())).toBeLessThan(first);
    await expect(send.submit).toBeDisabled();
    await send.sentMessageId();
    await expect(send.countdown).toBeHidden();
    expect(routes(await fake.requests())).toEqual([
      `POST /channels/${FAKE_CHANNEL_ID}/messages`,
      `POST /channels/${FAKE_CHANNEL_ID}/messages`,
    ]);
  });

  test('the countdown can be cancelled, and nothing more is sent', async ({ page }) => {
    const { send } = await openWith(page, announcement());
    await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
    await fake.rateLimit(5);
    await send.submit.click();
    await expect(send.countdown).toBeVisible();
    await send.cancel.click();
    await expect(send.result).toHaveText('Cancelled: nothing more was sent.');
    await expect(send.submit).toBeEnabled();
    expect(await fake.requests()).toHaveLength(1);
  });
});
