// The modify current member console against the fake Discord through the relay: a nickname too
// long refused before sending, images picked from files and shown (another type refused at once),
// only the touched fields sent, and cleared fields sent as null.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './fake-discord/constants';
import { CurrentMemberPage } from './pages/current-member-page';
import { ToolsPage } from './pages/tools-page';
import { relayLogText } from './support/relay-log';

const fake = new FakeDiscordClient();
/** A 1x1 PNG. */
const DOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DOT_URI = `data:image/png;base64,${DOT_PNG.toString('base64')}`;

test.beforeEach(async () => {
  await fake.reset();
});

async function open(page: Page) {
  await new ToolsPage(page).goto('current-member', { guild_id: FAKE_GUILD_ID });
  const member = new CurrentMemberPage(page);
  await member.token.fill(FAKE_BOT_TOKEN);
  return member;
}

test('says what it needs, and refuses a nickname of 33 characters or no change before sending', async ({
  page,
}) => {
  const member = await open(page);
  await expect(member.needs).toContainText(
    'Bots may set the banner, avatar and bio; changing the nickname needs Change Nickname (CHANGE_NICKNAME)',
  );
  await member.send.click();
  await expect(member.problem('nick')).toHaveText(
    'Change the nickname, avatar, banner or bio first: nothing would be sent.',
  );
  await member.field('nick').fill('n'.repeat(33));
  await member.send.click();
  await expect(member.problem('nick')).toHaveText(
    'The nickname takes at most 32 characters; it has 33.',
  );
  await expect(member.result).toHaveText('Nothing was sent: one field needs fixing first.');
  expect(await fake.requests()).toEqual([]);
});

test('sends only the touched fields: a nickname and a picked avatar, then clears them, then a bio', async ({
  page,
}) => {
  const member = await open(page);
  await member.field('avatar').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: DOT_PNG,
  });
  await expect(member.avatar.preview).toBeVisible();
  await expect(member.avatar.state).toHaveText('New avatar: dot.png (1 KiB).');
  await member.field('banner').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(member.banner.pickProblem).toHaveText(
    'The banner is a PNG, JPEG, GIF or WebP image; this file is text/plain.',
  );
  await expect(member.banner.state).toHaveText('Unchanged: not sent.');
  await member.field('nick').fill('Trail Bot');
  await member.send.click();
  await expect(member.result).toHaveText(
    "Discord updated the bot's member in this server as “Trail Bot” (200).",
  );

  await member.field('nick').fill('');
  await member.avatar.clearButton.click();
  await expect(member.avatar.state).toHaveText(
    "Cleared: sends null, resetting the avatar to the bot's own.",
  );
  await expect(member.avatar.preview).toHaveCount(0);
  await member.send.click();
  await expect(member.result).toHaveText("Discord updated the bot's member in this server (200).");

  await member.keepTextButton.click();
  await member.avatar.keepButton.click();
  await member.field('bio').fill('Guides hikers to the summit.');
  await member.send.click();
  await expect(member.result).toHaveAttribute('data-tone', 'success');

  const sent = await fake.requests();
  expect(sent.map((r) => [r.method, r.path])).toEqual(
    Array(3).fill(['PATCH', `/guilds/${FAKE_GUILD_ID}/members/@me`]),
  );
  expect(sent.map((r) => r.json)).toEqual([
    { nick: 'Trail Bot', avatar: DOT_URI },
    { nick: null, avatar: null },
    { bio: 'Guides hikers to the summit.' },
  ]);
  expect(relayLogText()).not.toContain(FAKE_BOT_TOKEN);
});

for (const viewport of [
  { name: 'wide', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`a picture of the console at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const member = await open(page);
    await member.field('nick').fill('Trail Bot');
    await member.field('avatar').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: DOT_PNG,
    });
    await expect(member.avatar.preview).toBeVisible();
    await member.send.click();
    await expect(member.result).toHaveAttribute('data-tone', 'success');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `artifacts/screenshots/tools-current-member-${viewport.name}.png`,
      fullPage: true,
    });
  });
