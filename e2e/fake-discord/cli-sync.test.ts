// The command line's `commands diff | sync | pull` against the fake Discord, in process: the same
// requests the packed CLI makes, through the real fetch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/run';
import { runCli } from '../../src/cli/run';
import { FakeDiscordClient } from './client';
import { FAKE_APPLICATION_ID, FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';

let fake: FakeDiscord;
let client: FakeDiscordClient;
beforeAll(async () => {
  fake = await startFakeDiscord();
  client = new FakeDiscordClient(fake.url);
});
afterAll(() => fake.close());
beforeEach(() => client.reset());

const design = [
  { name: 'ping', description: 'Is the bot there?' },
  {
    name: 'echo',
    description: 'Says it back',
    name_localizations: { fr: 'echo' },
    options: [{ type: 3, name: 'text', description: 'What to say', required: true }],
  },
  { type: 3, name: 'Report' },
];

function io(files: Record<string, string>, token = FAKE_BOT_TOKEN) {
  const written: Record<string, string> = {};
  const cli: CliIo = {
    read: async (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT: ${file}`);
      return text;
    },
    write: async (file, text) => {
      written[file] = text;
    },
    env: { DISCORD_TOKEN: token, DISCORD_API_BASE: fake.apiBase },
    fetch: (url, init) => fetch(url, init),
  };
  return { cli, written };
}

const json = (out: { stdout: string[] }) => JSON.parse(out.stdout.join('\n'));
// The fake Discord is not Discord: every run says where the token went.
const destination = () =>
  `component-studio: note: the bot token goes to ${fake.apiBase} (DISCORD_API_BASE: this computer).`;

describe('component-studio commands, against the fake Discord', () => {
  it('diff, sync --yes, diff again (all unchanged), then pull what validates', async () => {
    const { cli, written } = io({ 'set.json': JSON.stringify(design) });
    const guild = ['--guild', FAKE_GUILD_ID];

    const first = await runCli(['commands', 'diff', 'set.json', ...guild, '--json'], cli);
    expect(first.exitCode).toBe(0);
    expect(json(first)).toMatchObject({
      created: [
        { type: 1, name: 'ping' },
        { type: 1, name: 'echo' },
        { type: 3, name: 'Report' },
      ],
      changed: [],
      deleted: [],
      unchanged: [],
      warnings: ['3 new commands count against the 200 creates a day.'],
    });

    const dry = await runCli(['commands', 'sync', 'set.json', ...guild], cli);
    expect(dry.stdout.at(-1)).toBe('Nothing was sent: run again with --yes to apply.');
    expect((await client.requests()).some((r) => r.method === 'PUT')).toBe(false);

    const sync = await runCli(['commands', 'sync', 'set.json', ...guild, '--yes'], cli);
    expect(sync.stderr).toEqual([destination()]);
    expect(sync.exitCode).toBe(0);
    expect(sync.stdout.at(-1)).toBe('Sent: Discord now has 3 commands registered in this scope.');

    const again = await runCli(['commands', 'diff', 'set.json', ...guild, '--json'], cli);
    expect(json(again)).toEqual({
      created: [],
      changed: [],
      deleted: [],
      unchanged: [
        { type: 1, name: 'ping' },
        { type: 1, name: 'echo' },
        { type: 3, name: 'Report' },
      ],
      warnings: [],
    });

    // One option changed: exactly that field.
    const edited = structuredClone(design);
    edited[1]!.options![0]!.description = 'The words to say';
    const { cli: cli2 } = io({ 'set.json': JSON.stringify(edited.slice(0, 2)) });
    const change = await runCli(['commands', 'diff', 'set.json', ...guild], cli2);
    expect(change.stdout).toContain('  change   /echo: options');
    expect(change.stdout).toContain('  delete   Report (message)');

    const pull = await runCli(['commands', 'pull', ...guild, '--out', 'pulled.json'], cli);
    expect(pull.stdout).toEqual(['Wrote 3 commands to pulled.json.']);
    const pulled = JSON.parse(written['pulled.json'] ?? '');
    expect(pulled.map((c: { name: string }) => c.name).sort()).toEqual(['Report', 'echo', 'ping']);
    expect(JSON.stringify(pulled)).not.toMatch(/"(id|version|application_id|guild_id)"/);
    // What pull wrote is a FILE diff takes, and it matches what is registered.
    const { cli: cli3 } = io({ 'pulled.json': written['pulled.json'] ?? '' });
    const round = await runCli(['commands', 'diff', 'pulled.json', ...guild, '--json'], cli3);
    expect(json(round).unchanged).toHaveLength(3);

    const puts = (await client.requests()).filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
  });

  it('sends nothing for an invalid FILE, and says a 401 in words without the token', async () => {
    const { cli } = io({ 'bad.json': JSON.stringify([{ name: 'No Caps', description: '' }]) });
    const invalid = await runCli(['commands', 'sync', 'bad.json', '--yes'], cli);
    expect(invalid.exitCode).toBe(1);
    expect(await client.requests()).toEqual([]);

    const wrong = 'MTIz.wrong-token.never-printed';
    const { cli: bad } = io({ 'set.json': JSON.stringify(design) }, wrong);
    const refused = await runCli(['commands', 'diff', 'set.json'], bad);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toEqual([
      destination(),
      'component-studio: Discord refused the request (HTTP 401, "Unauthorized"). The token in DISCORD_TOKEN is not a bot token Discord accepts: copy it again from the Developer Portal (Bot > Reset Token); the client secret is not a token.',
    ]);
    expect([...refused.stdout, ...refused.stderr].join('\n')).not.toContain(wrong);
  });

  it('sync --env: the environment’s files, application and test guild, its token from its variable', async () => {
    const config = {
      environments: {
        dev: {
          applicationId: FAKE_APPLICATION_ID,
          tokenEnv: 'DISCORD_TOKEN_DEV',
          scope: 'global',
          commands: ['commands/global.json'],
          globalToGuild: FAKE_GUILD_ID,
        },
      },
    };
    const { cli } = io({
      '/bot/component-studio.json': JSON.stringify(config),
      '/bot/commands/global.json': JSON.stringify(design),
    });
    const env = {
      ...cli,
      cwd: '/bot',
      env: { DISCORD_TOKEN_DEV: FAKE_BOT_TOKEN, DISCORD_API_BASE: fake.apiBase },
    };
    const sync = await runCli(['commands', 'sync', '--env', 'dev', '--yes'], env);
    expect(sync.stderr).toEqual([destination()]);
    expect(sync.stdout[0]).toContain(
      `to test guild ${FAKE_GUILD_ID} instead of the global commands`,
    );
    expect(sync.stdout.at(-1)).toBe('Sent: Discord now has 3 commands registered in this scope.');
    const puts = (await client.requests()).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([
      `/applications/${FAKE_APPLICATION_ID}/guilds/${FAKE_GUILD_ID}/commands`,
    ]);
    const again = await runCli(['commands', 'diff', '--env', 'dev', '--json'], env);
    expect(json(again).unchanged).toHaveLength(3);
  });
});
