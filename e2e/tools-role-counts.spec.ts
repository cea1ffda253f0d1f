// The Tools page and its role member counts console, against the fake Discord through the relay:
// the page is reached from the editor's nav, the console refuses a bad server id before sending,
// and the counts come back as a table named by the server's roles.
import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './fake-discord/constants';
import { ConsolePage } from './pages/console-page';
import { ToolsPage } from './pages/tools-page';
import { relayLogText } from './support/relay-log';

const fake = new FakeDiscordClient();

test.beforeEach(async () => {
  await fake.reset();
});

test("the editor's nav leads to the Tools page, whose index opens a tool; an unknown one is said", async ({
  page,
}) => {
  await page.goto('/');
  const tools = new ToolsPage(page);
  await tools.navLink.click();
  await expect(tools.index).toBeVisible();
  await tools.indexLink('Role member counts').click();
  await expect(tools.tool('role-counts')).toBeVisible();
  await expect(page).toHaveURL(/\/tools#role-counts$/);
  await expect(tools.link('role-counts')).toHaveAttribute('aria-current', 'page');

  await page.goto('/tools#no-such-tool');
  await expect(tools.unknown).toContainText('There is no tool called “no-such-tool”');
  await expect(tools.index).toBeVisible();
});

test('counts the members of each role, named and highest first; a bad server id is refused before sending', async ({
  page,
}) => {
  const tools = new ToolsPage(page);
  await tools.goto('role-counts');
  const counts = new ConsolePage(page, 'role-counts');

  await counts.field('guildId').fill('my-server');
  await counts.send.click();
  await expect(counts.problem('guildId')).toHaveText(
    'The server id is a number of 17 to 20 digits; "my-server" is not.',
  );
  await expect(counts.problem('token')).toHaveText('Enter the bot token.');
  await expect(counts.result).toHaveText('Nothing was sent: 2 fields need fixing first.');
  await expect(counts.token).toBeFocused();
  expect(await fake.requests()).toEqual([]);

  await counts.token.fill(FAKE_BOT_TOKEN);
  await counts.field('guildId').fill(FAKE_GUILD_ID);
  await counts.send.click();
  await expect(counts.result).toHaveText(
    'Discord counted the members of 3 roles (@everyone is not counted).',
  );
  const rows = counts.drawnRows;
  await expect(rows).toHaveText([
    /Trail Guides.*1300000000000000021.*1/,
    /Hikers.*1300000000000000022.*2/,
    /Test Bot.*1300000000000000023.*1/,
  ]);
  const sent = await fake.requests();
  expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET /guilds/${FAKE_GUILD_ID}/roles/member-counts`,
    `GET /guilds/${FAKE_GUILD_ID}/roles`,
  ]);
  expect(relayLogText()).not.toContain(FAKE_BOT_TOKEN);
});

test("says Discord's answer plainly: an unknown server", async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.goto('role-counts', { guild_id: '1300000000000000999' });
  const counts = new ConsolePage(page, 'role-counts');
  await expect(counts.field('guildId')).toHaveValue('1300000000000000999');
  await counts.token.fill(FAKE_BOT_TOKEN);
  await counts.send.click();
  await expect(counts.result).toHaveText(
    'Discord refused the request (404: Unknown Guild, code 10004). Unknown guild: check the server id, and that the bot is in that server.',
  );
  await expect(counts.result).toHaveAttribute('data-tone', 'error');
});
