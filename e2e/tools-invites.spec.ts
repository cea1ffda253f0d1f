// The Channel invites tool against the fake Discord through the relay: a bad target user is
// refused before sending; an invite is created with a role and target users, the CSV shown before
// sending is the file part Discord receives, and its target users read back as a counted table;
// the channel's invites list it; Discord's refusals are said plainly.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID } from './fake-discord/constants';
import { ConsolePage } from './pages/console-page';
import { CreateInvitePage, TargetUsersPage } from './pages/invites-page';
import { ToolsPage } from './pages/tools-page';
import { relayLogText } from './support/relay-log';

const fake = new FakeDiscordClient();
const RIVER = '1300000000000000031';
const SAM = '1300000000000000032';
const HIKERS = '1300000000000000022';
const GUIDES = '1300000000000000021';
const CSV = `user_id\n${RIVER}\n${SAM}\n`;

test.beforeEach(async () => {
  await fake.reset();
});

async function open(page: Page) {
  const tools = new ToolsPage(page);
  await tools.goto('invites', { channel_id: FAKE_CHANNEL_ID });
  return {
    create: new CreateInvitePage(page),
    users: new TargetUsersPage(page),
    list: new ConsolePage(page, 'channel-invites'),
  };
}

test('refuses a target user that is not a user id before sending: nothing reaches Discord', async ({
  page,
}) => {
  const { create } = await open(page);
  await create.token.fill(FAKE_BOT_TOKEN);
  await create.field('targetUsers').fill(`${RIVER}\n@river`);
  await expect(create.csv).toHaveCount(0);
  await create.field('maxUses').fill('101');
  await create.send.click();
  await expect(create.problem('targetUsers')).toHaveText(
    'Each user id is a number of 17 to 20 digits; "@river" is not.',
  );
  await expect(create.problem('maxUses')).toHaveText(
    'The maximum number of uses is a whole number from 0 to 100; "101" is not.',
  );
  await expect(create.result).toHaveText('Nothing was sent: 2 fields need fixing first.');
  expect(await fake.requests()).toEqual([]);
});

test('refuses an invite that is no code or link, and a channel id that is no id, before sending', async ({
  page,
}) => {
  const { users, list } = await open(page);
  await users.token.fill(FAKE_BOT_TOKEN);
  await users.field('invite').fill('https://example.com/invite/abc');
  await users.send.click();
  await expect(users.problem('invite')).toHaveText(
    'An invite is a code of letters, digits and dashes, or a discord.gg/… or discord.com/invite/… link.',
  );
  await expect(users.result).toHaveText('Nothing was sent: one field needs fixing first.');
  await list.field('channelId').fill('#general');
  await list.send.click();
  await expect(list.problem('channelId')).toHaveText(
    'The channel id is a number of 17 to 20 digits; "#general" is not.',
  );
  expect(await fake.requests()).toEqual([]);
});

test('creates an invite with a role and target users sent as a CSV file, then reads them back', async ({
  page,
}) => {
  const { create, users, list } = await open(page);
  await create.token.fill(FAKE_BOT_TOKEN);
  await expect(create.field('channelId')).toHaveValue(FAKE_CHANNEL_ID);
  await create.field('maxAge').fill('3600');
  await create.field('maxUses').fill('5');
  await create.field('roleIds').fill(HIKERS);
  await create.field('targetUsers').fill(`${RIVER}, ${SAM}`);
  await expect(create.csvText).toHaveText(CSV.trimEnd());
  await create.send.click();

  await expect(create.result).toHaveText('Discord created the invite tRa1L001.');
  await expect(create.link).toHaveAttribute('href', 'https://discord.gg/tRa1L001');
  await expect(create.expiry).toHaveText(/^Expires after 1 hour \(/);
  await expect(create.uses).toHaveText('Up to 5 uses; used 0 times');
  await expect(create.roles).toHaveText(`Hikers (${HIKERS})`);

  const [sent] = await fake.requests();
  expect(sent?.method).toBe('POST');
  expect(sent?.path).toBe(`/channels/${FAKE_CHANNEL_ID}/invites`);
  expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent?.json).toEqual({
    max_age: 3600,
    max_uses: 5,
    temporary: false,
    unique: false,
    role_ids: [HIKERS],
  });
  expect(sent?.files).toEqual([
    {
      field: 'target_users_file',
      filename: 'target_users.csv',
      contentType: 'text/csv',
      size: Buffer.byteLength(CSV),
      sha256: createHash('sha256').update(CSV).digest('hex'),
    },
  ]);

  // The created code carries into the next console.
  await expect(users.field('invite')).toHaveValue('tRa1L001');
  await users.send.click();
  await expect(users.result).toHaveText('2 users may accept this invite.');
  await expect(users.caption).toHaveText('2 user ids');
  await expect(users.rows).toHaveText([/1\s*1300000000000000031/, /2\s*1300000000000000032/]);
  await expect(users.json).toHaveText(CSV.trimEnd());

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: 'artifacts/screenshots/tools-invites.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'artifacts/screenshots/tools-invites-phone.png', fullPage: true });

  await list.send.click();
  await expect(list.result).toHaveText('The channel has 1 invite.');
  await expect(list.drawnRows).toHaveText([/tRa1L001.*Expires after 1 hour.*Up to 5 uses.*Hikers/]);

  expect((await fake.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([
    `POST /channels/${FAKE_CHANNEL_ID}/invites`,
    'GET /invites/tRa1L001/target-users',
    `GET /channels/${FAKE_CHANNEL_ID}/invites`,
  ]);
  expect(relayLogText()).not.toContain(FAKE_BOT_TOKEN);
});

test("reads a pasted link's code, and says Discord's refusals: an unknown invite, a role above the bot", async ({
  page,
}) => {
  const { create, users } = await open(page);
  await users.token.fill(FAKE_BOT_TOKEN);
  await users.field('invite').fill('https://discord.gg/no-such-invite');
  await users.send.click();
  await expect(users.result).toHaveText(
    'Discord refused the request (404: Unknown Invite, code 10006). Unknown invite: the code is wrong, or the invite expired or was deleted.',
  );
  expect((await fake.requests()).map((r) => r.path)).toEqual([
    '/invites/no-such-invite/target-users',
  ]);

  await create.field('roleIds').fill(GUIDES);
  await create.send.click();
  await expect(create.result).toContainText('(403: Missing Permissions, code 50013)');
});
