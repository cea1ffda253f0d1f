// The mention helper under a Text Display's content: picking a user, a channel and a timestamp
// inserts Discord's syntax at the caret, the exported payload carries it and the preview draws
// the pills; and loading a guild's roles through the relay from the fake Discord with a bot token.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID, FAKE_GUILD_ID } from './fake-discord/constants';
import { IS_COMPONENTS_V2, seedDesigns } from './fixtures/editor-designs';
import { node, v2 } from './fixtures/send-designs';
import { EditorPage } from './pages/editor-page';
import { LayoutPage } from './pages/layout-page';
import { MentionPage } from './pages/mention-page';
import { SendPage } from './pages/send-page';
import { saveScreenshot } from './support/screenshots';

// A fixed zone, so that the datetime-local typed below is one moment on every machine.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const fake = new FakeDiscordClient();
const CLEO = '1290000000000000203';
const GENERAL = '1290000000000000402';
// 2025-06-01T12:00:00Z
const NOON = 1748779200;

async function openTextDisplay(page: Page, content = 'Hi ') {
  await seedDesigns(page, [
    { id: 'mention-design', name: 'Mentions', doc: v2(node(10, { content })) },
  ]);
  const app = new EditorPage(page);
  await app.goto();
  await app.select(app.node('text-display'));
  return { app, mention: new MentionPage(page), field: app.field('content') };
}

test.beforeEach(async () => {
  await fake.reset();
});

test('picks a user, a channel and a timestamp into a Text Display: the payload has Discord syntax and the preview draws the pills', async ({
  page,
}) => {
  const { app, mention, field } = await openTextDisplay(page);
  await field.click();
  await field.press('End');
  await mention.open();
  await mention.pick('cleo', '@Cleo');
  await expect(field).toBeFocused();
  await page.keyboard.type(' see ');
  await mention.open();
  await mention.pick('gen', '#general');
  await page.keyboard.type(' at ');
  await mention.open();
  await mention.timestamp('2025-06-01T12:00', 'R');

  const content = `Hi <@${CLEO}> see <#${GENERAL}> at <t:${NOON}:R>`;
  await expect(field).toHaveValue(content);
  await app.expectPayload({
    flags: IS_COMPONENTS_V2,
    components: [{ type: 10, content }],
  });
  await expect(app.preview.message.mention('user')).toHaveText('@Cleo');
  await expect(app.preview.message.mention('channel')).toHaveText('#general');
  await expect(app.preview.message.timestamp).toHaveAttribute(
    'datetime',
    '2025-06-01T12:00:00.000Z',
  );

  // Escape closes the panel and gives focus back to the button; nothing is inserted.
  await mention.open();
  await page.keyboard.press('Escape');
  await expect(mention.popover).toBeHidden();
  await expect(mention.button).toBeFocused();
  await expect(field).toHaveValue(content);
});

test("loads a guild's roles through the relay with the send panel's bot token and mentions one", async ({
  page,
}) => {
  const { app, mention, field } = await openTextDisplay(page, 'Calling ');
  const send = new SendPage(page);
  await send.open();
  await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
  await app.select(app.node('text-display'));

  await mention.open();
  await mention.choose('load from guild', 'Load from guild…');
  await expect(mention.guildToken).toHaveText(/Uses the bot token/);
  await expect(mention.guildId).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mention.search).toBeFocused();
  await expect(mention.source).toHaveText(`Guild ${FAKE_GUILD_ID}`);
  await expect(mention.options.filter({ hasText: '@Trail Guides' })).toBeVisible();
  await expect(mention.options.filter({ hasText: '@River (guide)' })).toBeVisible();
  await mention.pick('guides', '@Trail Guides');
  await expect(field).toHaveValue('Calling <@&1300000000000000021>');

  const requests = await fake.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET /channels/${FAKE_CHANNEL_ID}`,
    `GET /guilds/${FAKE_GUILD_ID}/roles`,
    `GET /guilds/${FAKE_GUILD_ID}/channels`,
    `GET /guilds/${FAKE_GUILD_ID}/members`,
  ]);
  expect(requests[3]!.query).toEqual({ limit: '100' });
  for (const r of requests) expect(r.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);

  // The guild stays for the page session: the next open lists it without asking Discord again.
  await mention.open();
  await expect(mention.source).toHaveText(`Guild ${FAKE_GUILD_ID}`);
  await page.keyboard.press('Escape');
  expect(await fake.requests()).toHaveLength(4);
  // The token was never stored: it is in memory only.
  expect(
    await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    ),
  ).not.toContain(FAKE_BOT_TOKEN);
});

test.describe('pictures of the open helper', () => {
  test('at 1400x900 and on a 390x844 phone', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-05-02T16:21:00Z'));
    await page.setViewportSize({ width: 1400, height: 900 });
    const { mention, field } = await openTextDisplay(page, 'Welcome to the lab! ');
    await field.click();
    await mention.open();
    await mention.search.pressSequentially('c');
    await mention.popover.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'mention-helper-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    const layout = new LayoutPage(page);
    await layout.showTab('inspector');
    await mention.popover.scrollIntoViewIfNeeded();
    const box = await mention.popover.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await saveScreenshot(page, 'mention-helper-phone');
    await mention.search.fill('time');
    await mention.search.press('Enter');
    await mention.time.fill('2025-06-01T12:00');
    await mention.style('R').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'mention-helper-phone-timestamp');
  });
});
