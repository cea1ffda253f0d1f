// Registering a Commands design through the app's relay with the fake Discord: a guild set synced
// after its diff and listed, one option changed (the diff shows exactly that), a rename's warning,
// a delete, a global bulk overwrite, a 50035 that finds its node, a 30034 after the day's 200
// creates, and a token that never reaches storage, the URL, the exports or the relay's log.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { importPayload } from '../src/model';
import { FakeDiscordClient, fakeDiscordUrl } from './fake-discord/client';
import {
  FAKE_APPLICATION_ID,
  FAKE_BEARER_TOKEN,
  FAKE_BOT_TOKEN,
  FAKE_GUILD_ID,
} from './fake-discord/constants';
import { seedDesigns } from './fixtures/editor-designs';
import { CommandPermissionsPage } from './pages/command-permissions-page';
import { EditorPage } from './pages/editor-page';
import { RegisterPage } from './pages/register-page';
import { relayLogText } from './support/relay-log';
import { saveScreenshot } from './support/screenshots';

const fake = new FakeDiscordClient();
const GUILD_PATH = `/applications/${FAKE_APPLICATION_ID}/guilds/${FAKE_GUILD_ID}/commands`;
const GLOBAL_PATH = `/applications/${FAKE_APPLICATION_ID}/commands`;

const PING = { name: 'ping', description: 'Is the bot there?' };
const MOD = {
  name: 'mod',
  description: 'Moderate members',
  options: [
    {
      type: 1,
      name: 'warn',
      description: 'Warn a member',
      options: [
        { type: 6, name: 'member', description: 'Who', required: true },
        { type: 3, name: 'reason', description: 'Why' },
      ],
    },
  ],
};
const REPORT = { type: 3, name: 'Report message' };

async function openSet(page: Page, set: unknown[], guildId: string | null = FAKE_GUILD_ID) {
  const { doc } = importPayload(set, { as: 'commands', guildId });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  await seedDesigns(page, [{ id: 'bot', name: 'Trail bot', doc: { ...doc } }]);
  const app = new EditorPage(page);
  await app.goto();
  const register = new RegisterPage(page);
  await register.open();
  await register.token.fill(FAKE_BOT_TOKEN);
  return { app, register };
}

/** Registers `set` in the scope straight at the fake, as another deploy script would have. */
async function registerDirectly(set: unknown[], path = GUILD_PATH) {
  const res = await fetch(`${fakeDiscordUrl()}/api/v10${path}`, {
    method: 'PUT',
    headers: { authorization: `Bot ${FAKE_BOT_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(set),
  });
  expect(res.status).toBe(200);
}

const requestLines = async () => (await fake.requests()).map((r) => `${r.method} ${r.path}`);

test.use({ viewport: { width: 1400, height: 1000 } });

test.beforeEach(async () => {
  await fake.reset();
});

test('registers a guild set after its diff, lists it, and syncs one option change as exactly that', async ({
  page,
}) => {
  const { app, register } = await openSet(page, [PING, MOD, REPORT]);
  await expect(register.scope).toContainText(`commands of guild ${FAKE_GUILD_ID}`);

  await register.planSync();
  // The application came from the token; the guild and the global lists were read; nothing sent.
  await expect(register.applicationId).toHaveValue(FAKE_APPLICATION_ID);
  expect(await requestLines()).toEqual([
    'GET /applications/@me',
    `GET ${GUILD_PATH}`,
    `GET ${GLOBAL_PATH}`,
  ]);
  await expect(register.summary).toContainText(
    '3 to create, 0 to change, 0 to delete, 0 unchanged',
  );
  expect(await register.planned('created')).toEqual(['/ping', '/mod', 'Report message (message)']);
  await expect(register.warnings).toHaveText([
    '3 new commands count against the 200 creates a day.',
  ]);

  await register.confirm();
  await expect(register.result).toContainText('3 created, 0 changed, 0 deleted, 0 unchanged');
  const put = (await fake.requests()).at(-1);
  expect(put).toMatchObject({ method: 'PUT', path: GUILD_PATH, json: [PING, MOD, REPORT] });
  expect(put?.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);
  expect(await register.listed()).toEqual(['/ping', '/mod', 'Report message (message)']);

  // One option's description changes: the diff names /mod's options, and nothing else.
  await app.edit(app.node('string-option'), { description: 'Why they are warned' });
  await register.planSync();
  expect(await register.planned('changed')).toEqual(['/mod: options']);
  expect(await register.planned('unchanged')).toEqual(['/ping', 'Report message (message)']);
  expect(await register.planned('created')).toEqual([]);
  await expect(register.warnings).toHaveCount(0);
  await register.confirm();
  await expect(register.result).toContainText('0 created, 1 changed, 0 deleted, 2 unchanged');

  // Listed again from Discord: what was registered, opened beside the design.
  await register.button('list').click();
  await expect(register.result).toHaveText(
    `3 commands registered as commands of guild ${FAKE_GUILD_ID}.`,
  );
  await register.openBeside('/mod');
  await expect(register.beside).toContainText('/mod: registered as designed');
  await expect(register.besideRegistered).toContainText('Why they are warned');

  // What is registered opens as a design of its own, output-only fields gone.
  await register.loadRegisteredButton.click();
  await expect
    .poll(() => app.currentDesignName())
    .toBe(`Registered commands of guild ${FAKE_GUILD_ID}`);
  const changed = {
    ...MOD,
    options: [
      {
        ...MOD.options[0],
        options: [
          MOD.options[0]!.options[0],
          { ...MOD.options[0]!.options[1], description: 'Why they are warned' },
        ],
      },
    ],
  };
  const payload = (await app.payload()) as Record<string, unknown>[];
  expect(payload.map((c) => c.name)).toEqual(['ping', 'mod', 'Report message']);
  expect(payload[1]).toMatchObject(changed);
  expect(JSON.stringify(payload)).not.toContain('"version"');
});

test('a 429 is waited out with a countdown and tried once more', async ({ page }) => {
  const { register } = await openSet(page, [PING]);
  await register.applicationId.fill(FAKE_APPLICATION_ID);
  await fake.rateLimit(1);
  await register.button('list').click();
  await expect(register.countdown).toBeVisible();
  await register.settled();
  await expect(register.result).toHaveText(
    `0 commands registered as commands of guild ${FAKE_GUILD_ID}.`,
  );
  expect(await requestLines()).toEqual([`GET ${GUILD_PATH}`, `GET ${GUILD_PATH}`]);
});

test('a rename warns that permissions go, a delete asks first, and a single create says 201', async ({
  page,
}) => {
  await registerDirectly([PING, MOD]);
  const { app, register } = await openSet(page, [PING, MOD]);

  await app.edit(app.node('chat-input-command', 0), { name: 'pong' });
  await register.planSync();
  expect(await register.planned('created')).toEqual(['/pong']);
  expect(await register.planned('deleted')).toEqual(['/ping']);
  await expect(register.warnings.first()).toHaveText(
    /"\/ping" -> "\/pong" looks like a rename: .* the command's permissions are dropped\./,
  );
  await register.panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await saveScreenshot(register.plan, 'register-diff');
  await register.cancelButton.click();
  await expect(register.result).toHaveText('Nothing was sent.');
  // Only the PUT that registered the set beforehand.
  expect((await fake.requests()).filter((r) => r.method === 'PUT')).toHaveLength(1);

  // /pong alone: a create of a new name is a new command (201).
  await app.select(app.node('chat-input-command', 0));
  await expect(register.selected).toHaveText('/pong');
  await register.button('create').click();
  await register.settled();
  await expect(register.result).toContainText('Created /pong');
  await expect(register.result).toContainText('201, a new command');

  // /mod deleted, after the warning.
  await app.select(app.node('chat-input-command', 1));
  await register.button('delete').click();
  await expect(register.deleteWarning).toContainText(
    'deletes its permissions in every guild for good',
  );
  expect((await fake.requests()).some((r) => r.method === 'DELETE')).toBe(false);
  await register.confirm();
  await expect(register.result).toContainText('Deleted /mod');
  expect((await fake.requests()).at(-1)).toMatchObject({ method: 'DELETE' });
  await register.button('list').click();
  await register.settled();
  expect(await register.listed()).toEqual(['/ping', '/pong']);
});

test('a global set bulk overwrites the global commands, and says which a guild shows twice', async ({
  page,
}) => {
  await registerDirectly([PING]);
  await registerDirectly([{ name: 'old', description: 'Gone soon' }], GLOBAL_PATH);
  const { register } = await openSet(page, [PING, REPORT], null);
  await expect(register.scope).toContainText('global commands');
  await register.checkGuild.fill(FAKE_GUILD_ID);
  await register.planSync();
  expect(await register.planned('deleted')).toEqual(['/old']);
  await expect(register.warnings).toContainText([
    'Deleting "/old" also deletes the permissions set on it.',
    `"/ping" is also registered in guild ${FAKE_GUILD_ID}: members of that guild will see both copies.`,
  ]);
  await register.confirm();
  const put = (await fake.requests()).at(-1);
  expect(put).toMatchObject({ method: 'PUT', path: GLOBAL_PATH, json: [PING, REPORT] });
  expect(await register.listed()).toEqual(['/ping', 'Report message (message)']);
  // A global command's permissions are set per guild: the guild named is where they are edited.
  await expect(new CommandPermissionsPage(page).title).toHaveText(
    `Command permissions in server ${FAKE_GUILD_ID}`,
  );
});

test('a 50035 on the bulk body selects the node it names, and nothing counts as registered', async ({
  page,
}) => {
  const bad = { ...MOD, options: [{ ...MOD.options[0], name: 'Warn' }] };
  const { app, register } = await openSet(page, [PING, bad]);
  await register.planSync();
  // The design's own check says it first; sent anyway, Discord says it too.
  await expect(register.invalidItems.first()).toContainText('$[1].options[0].name');
  await register.confirm();
  await expect(register.result).toContainText(
    'Discord refused the commands (400, Invalid Form Body)',
  );
  const item = register.errorItems.first();
  await expect(item).toHaveAttribute('data-path', '$[1].options[0].name');
  await app.select(app.node('chat-input-command', 0));
  await item.click();
  await expect(app.node('subcommand')).toHaveAttribute('aria-selected', 'true');
  await expect(app.field('name')).toBeFocused();
  await expect(register.registered).toHaveCount(1);
  expect(await register.listed()).toEqual([]);
});

test('after the day’s 200 creates a sync that creates one more gets 30034 in words', async ({
  page,
}) => {
  const names = (prefix: string) =>
    Array.from({ length: 100 }, (_, i) => ({ name: `${prefix}${i}`, description: 'Filler' }));
  await registerDirectly(names('a'));
  await registerDirectly(names('b'));
  const { register } = await openSet(page, [PING]);
  await register.planSync();
  expect(await register.planned('created')).toEqual(['/ping']);
  expect(await register.planned('deleted')).toHaveLength(100);
  await register.confirm();
  await expect(register.result).toContainText(
    'Discord refused (400, code 30034): This scope has used up its 200 new commands for today.',
  );
  expect(await register.listed()).toHaveLength(100);
});

test('the token never reaches storage, the URL, an export or the relay’s log', async ({ page }) => {
  const { app, register } = await openSet(page, [PING]);
  await register.planSync();
  await register.confirm();
  await expect(register.result).toContainText('1 created');

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(FAKE_BOT_TOKEN);
  expect(page.url()).not.toContain(FAKE_BOT_TOKEN);
  await expect(app.payloadJson).not.toContainText(FAKE_BOT_TOKEN);
  const log = relayLogText();
  expect(log).toContain(`relay PUT ${GUILD_PATH} -> 200`);
  expect(log).not.toContain(FAKE_BOT_TOKEN);
  expect(log).not.toContain(FAKE_BEARER_TOKEN);
});

test('edits a command’s permissions with a Bearer token, and refuses a bot token before sending', async ({
  page,
}) => {
  await registerDirectly([PING, MOD]);
  const { register } = await openSet(page, [PING, MOD]);
  await register.button('list').click();
  await register.settled();
  const permissions = new CommandPermissionsPage(page);
  await expect(permissions.root).toBeVisible();
  const modId = await register.registeredId('/mod');
  await permissions.load(modId ?? '');
  await expect(permissions.result).toContainText('no entries of its own');

  const ROLE = '1300000000000000500';
  await permissions.addEveryoneButton.click();
  await permissions.addButton.click();
  await permissions.entryId(1).fill(ROLE);
  await expect(permissions.count).toContainText('2 / 100');
  await expect(permissions.effect).toContainText(ROLE);
  await expect(permissions.effect).toContainText(/administrators/i);

  // The bot token cannot edit permissions: refused here, and Discord never hears of it.
  await permissions.save(FAKE_BOT_TOKEN);
  await expect(permissions.result).toContainText(/bot token/i);
  await expect(permissions.result).toContainText('applications.commands.permissions.update');
  expect(
    (await fake.requests()).some((r) => r.method === 'PUT' && r.path.endsWith('/permissions')),
  ).toBe(false);

  await permissions.save(FAKE_BEARER_TOKEN);
  await expect(permissions.result).toContainText('Saved 2');
  const put = (await fake.requests()).at(-1);
  expect(put).toMatchObject({
    method: 'PUT',
    path: `${GUILD_PATH}/${modId}/permissions`,
    json: {
      permissions: [
        { id: FAKE_GUILD_ID, type: 1, permission: false },
        { id: ROLE, type: 1, permission: true },
      ],
    },
  });
  expect(put?.headers.authorization).toBe(`Bearer ${FAKE_BEARER_TOKEN}`);
  // Clear of the sticky toolbar, which an element screenshot would otherwise scroll it under.
  await permissions.root.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await saveScreenshot(permissions.root, 'register-permissions');

  // Neither token is kept anywhere the page writes, nor in the relay's log.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(FAKE_BEARER_TOKEN);
  expect(relayLogText()).not.toContain(FAKE_BEARER_TOKEN);
});
