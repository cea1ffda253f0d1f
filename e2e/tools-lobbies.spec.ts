// The lobbies tool against the fake Discord through the relay: four consoles with one Bearer token
// and one lobby id, each refusing a bad input before sending; a lobby created by secret fills its
// id into the others, messages are sent and read back newest first as plain text, and members are
// added, updated and removed in bulk. Also run at phone size.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BEARER_TOKEN, FAKE_BOT_TOKEN } from './fake-discord/constants';
import { LobbiesPage } from './pages/lobbies-page';
import { ToolsPage } from './pages/tools-page';
import { relayLogText } from './support/relay-log';

const fake = new FakeDiscordClient();
const RIVER = '1300000000000000031';
const SAM = '1300000000000000032';
const NEWCOMER = '1300000000000000033';

test.beforeEach(async () => {
  await fake.reset();
});

async function open(page: Page) {
  await new ToolsPage(page).goto('lobbies');
  const lobbies = new LobbiesPage(page);
  return { lobbies, c: lobbies.consoles };
}

/** Creates the lobby "campfire" and answers its id, read from the filled lobby id field. */
async function createLobby(c: LobbiesPage['consoles']): Promise<string> {
  await c.join.token.fill(FAKE_BEARER_TOKEN);
  await c.join.field('secret').fill('campfire');
  await c.join.field('idleTimeout').fill('300');
  await c.join.field('lobbyMetadata').fill('{"mode": "duel"}');
  await c.join.send.click();
  await expect(c.join.result).toHaveAttribute('data-tone', 'success');
  const id = await c.send.field('lobbyId').inputValue();
  expect(id).toMatch(/^\d{17,20}$/);
  await expect(c.join.result).toHaveText(
    `Discord answered lobby ${id} with 1 member; its id now fills the consoles below.`,
  );
  return id;
}

test('says the token it takes, and refuses a bot token and a bad input in each console before sending', async ({
  page,
}) => {
  const { lobbies, c } = await open(page);
  await expect(lobbies.auth).toContainText('sdk.social_layer; a bot token cannot be used');

  await c.join.token.fill(FAKE_BOT_TOKEN);
  await c.join.field('secret').fill('s'.repeat(251));
  await c.join.send.click();
  await expect(c.join.problem('token')).toContainText(
    "a bot token cannot stand in for a user's token",
  );
  await expect(c.join.problem('secret')).toHaveText(
    'The secret takes at most 250 characters; it has 251.',
  );

  // One Bearer token serves every console.
  await c.join.token.fill(FAKE_BEARER_TOKEN);
  await expect(c.members.token).toHaveValue(FAKE_BEARER_TOKEN);
  await c.join.send.click();
  await expect(c.join.result).toHaveText('Nothing was sent: one field needs fixing first.');

  await c.send.field('lobbyId').fill('1300000000000000700');
  await c.send.field('content').fill('   ');
  await c.send.send.click();
  await expect(c.send.problem('content')).toHaveText(
    'Enter the message; a lobby message cannot be empty.',
  );

  await expect(c.read.field('lobbyId')).toHaveValue('1300000000000000700');
  await c.read.field('limit').fill('201');
  await c.read.send.click();
  await expect(c.read.problem('limit')).toHaveText(
    'The number of messages is a whole number from 1 to 200; "201" is not.',
  );

  await c.members.field('members.0.userId').fill(SAM);
  await c.members.field('members.0.additionalName').fill('n'.repeat(81));
  await c.members.send.click();
  await expect(c.members.problem('members.0.additionalName')).toHaveText(
    'The additional name takes at most 80 characters; it has 81.',
  );
  expect(await fake.requests()).toEqual([]);
});

test('creates a lobby whose id fills the others, sends and reads messages, and changes members', async ({
  page,
}) => {
  const { lobbies, c } = await open(page);
  const lobby = await createLobby(c);
  await expect(c.join.drawnRows).toHaveText([new RegExp(RIVER)]);
  for (const console of [c.send, c.read, c.members])
    await expect(console.field('lobbyId')).toHaveValue(lobby);

  for (const text of ['First to the top', 'Hello <b>hikers</b>\nsecond line']) {
    await c.send.field('content').fill(text);
    await c.send.send.click();
    await expect(c.send.result).toContainText('Discord posted message');
  }
  await c.send.field('content').fill('With metadata');
  await c.send.field('metadata').fill('{"kind": "chat"}');
  await c.send.send.click();
  await expect(c.send.result).toContainText('Discord posted message');

  await c.read.field('limit').fill('2');
  await c.read.send.click();
  await expect(c.read.result).toHaveText('Discord answered the latest 2 messages, newest first.');
  const { messages } = lobbies;
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toContainText('With metadata');
  await expect(messages.nth(1)).toContainText('Hello <b>hikers</b>');
  await expect(messages.nth(1)).toContainText('River');
  await expect(lobbies.boldText).toHaveCount(0);
  await expect(c.read.drawn).toContainText('Newest first');

  const m = c.members;
  await m.field('members.0.userId').fill(SAM);
  await m.field('members.0.flags').selectOption('link');
  await m.field('members.0.additionalName').fill('Sam (guide)');
  await m.field('members.0.metadata').fill('{"team": "red"}');
  await lobbies.addMemberRow();
  await m.field('members.1.userId').fill(NEWCOMER);
  await lobbies.addMemberRow();
  await m.field('members.2.userId').fill(RIVER);
  await m.field('members.2.remove').check();
  await expect(m.field('members.2.flags')).toHaveCount(0);
  await m.send.click();
  await expect(m.result).toHaveText('Discord applied the changes; the lobby has 2 members.');
  await expect(m.drawnRows).toHaveText([
    new RegExp(`${SAM}.*Can link lobby.*team`),
    new RegExp(`${NEWCOMER}.*none`),
  ]);

  const sent = await fake.requests();
  expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
    'PUT /lobbies',
    `POST /lobbies/${lobby}/messages`,
    `POST /lobbies/${lobby}/messages`,
    `POST /lobbies/${lobby}/messages`,
    `GET /lobbies/${lobby}/messages`,
    `POST /lobbies/${lobby}/members/bulk`,
  ]);
  expect(sent[0]!.json).toEqual({
    secret: 'campfire',
    idle_timeout_seconds: 300,
    lobby_metadata: { mode: 'duel' },
  });
  expect(sent[3]!.json).toEqual({ content: 'With metadata', metadata: { kind: 'chat' } });
  expect(sent[4]!.query).toEqual({ limit: '2' });
  expect(sent[5]!.json).toEqual([
    { id: SAM, metadata: { team: 'red' }, flags: 1, additional_name: 'Sam (guide)' },
    { id: NEWCOMER },
    { id: RIVER, remove_member: true },
  ]);
  for (const r of sent) expect(r.headers.authorization).toBe(`Bearer ${FAKE_BEARER_TOKEN}`);
  expect(relayLogText()).not.toContain(FAKE_BEARER_TOKEN);
});

test("shows Discord's own words for an unknown lobby", async ({ page }) => {
  const { c } = await open(page);
  await c.read.token.fill(FAKE_BEARER_TOKEN);
  await c.read.field('lobbyId').fill('1300000000000000999');
  await c.read.send.click();
  await expect(c.read.result).toContainText('Unknown Lobby');
  await expect(c.read.result).toContainText('10031');
  await expect(c.read.result).toHaveAttribute('data-tone', 'error');
});

test('works at phone size (390x844) without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { lobbies, c } = await open(page);
  await createLobby(c);
  await c.send.field('content').fill('From a phone');
  await c.send.send.click();
  await c.read.send.click();
  await expect(lobbies.messages).toHaveCount(1);
  await c.members.field('members.0.userId').fill(SAM);
  await lobbies.addMemberRow();
  await c.members.field('members.1.userId').fill('not-an-id');
  await c.members.send.click();
  await expect(c.members.problem('members.1.userId')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'artifacts/screenshots/tools-lobbies-phone.png', fullPage: true });
  // The whole page is too tall to read at once: each console is kept as its own picture too.
  for (const [name, console] of Object.entries(c))
    await console.root.screenshot({
      path: `artifacts/screenshots/tools-lobbies-phone-${name}.png`,
    });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: 'artifacts/screenshots/tools-lobbies-wide.png', fullPage: true });
});
