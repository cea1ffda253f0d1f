import { describe, expect, it } from 'vitest';
import { runCli } from './run';
import type { CliIo } from './run';
import {
  allText,
  APP,
  before,
  globalPath,
  GUILD,
  guildPath,
  list,
  put,
  registered,
  setup,
  slash,
  TOKEN,
} from './commands-test-kit';

const DEV_TOKEN = 'MTIz.dev-token-never-printed';
const dev = {
  applicationId: APP,
  tokenEnv: 'DISCORD_TOKEN_DEV',
  scope: 'global',
  commands: ['commands/global.json', 'commands/more.json'],
  globalToGuild: GUILD,
};
const prod = {
  applicationId: APP,
  tokenEnv: 'DISCORD_TOKEN',
  scope: 'global',
  commands: ['commands/global.json'],
};
const config = JSON.stringify({ environments: { dev, prod } });
const files = {
  '/repo/component-studio.json': config,
  '/repo/commands/global.json': JSON.stringify([slash('ping'), slash('echo')]),
  '/repo/commands/more.json': JSON.stringify([slash('new')]),
};

/** The commands test kit on an in-memory repository at /repo, run from `cwd`. */
function repo(
  routes: Parameters<typeof setup>[0],
  extra: Record<string, string> = {},
  cwd = '/repo/src/bot',
) {
  const kit = setup(routes, { ...files, ...extra }, { DISCORD_TOKEN_DEV: DEV_TOKEN });
  const read = kit.io.read;
  const io: CliIo = {
    ...kit.io,
    cwd,
    // A folder exists but cannot be read as text, as with fs.readFile.
    read: async (file) =>
      file === '/repo/.git'
        ? Promise.reject(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }))
        : read(file),
  };
  return { ...kit, io };
}

describe('commands --env', () => {
  it('diffs the environment’s files as one set, in the test guild of globalToGuild, with its token', async () => {
    const { io, calls } = repo([list(guildPath, before), list(globalPath, [])]);
    const out = await runCli(['commands', 'diff', '--env', 'dev'], io);
    expect(out.stderr).toEqual([]);
    expect(out.exitCode).toBe(0);
    expect(out.stdout.slice(0, 3)).toEqual([
      `Environment dev of ../../component-studio.json: application ${APP}, to test guild ${GUILD} instead of the global commands (globalToGuild); token from DISCORD_TOKEN_DEV.`,
      `Commands of application ${APP} in guild ${GUILD}: 1 to create, 0 to change, 1 to delete, 2 unchanged.`,
      '  create   /new',
    ]);
    // No /applications/@me: the environment names its application.
    expect(calls.map((c) => c.url)).toEqual([
      `https://discord.com${guildPath}?with_localizations=true`,
      `https://discord.com${globalPath}?with_localizations=true`,
    ]);
    expect(calls.every((c) => c.auth === `Bot ${DEV_TOKEN}`)).toBe(true);
    expect(allText(out)).not.toContain(DEV_TOKEN);
  });

  it('syncs the environment’s set with --yes, globally for an environment without globalToGuild', async () => {
    const { io, calls } = repo([list(globalPath, [registered('ping')]), put]);
    const out = await runCli(['commands', 'sync', '--env', 'prod', '--yes', '--json'], io);
    expect(out.exitCode).toBe(0);
    expect(JSON.parse(out.stdout.join('\n'))).toMatchObject({
      created: [{ name: 'echo' }],
      applied: true,
    });
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.url).toBe(`https://discord.com${globalPath}`);
    expect(sent?.auth).toBe(`Bot ${TOKEN}`);
  });

  it('pulls the environment’s scope', async () => {
    const { io, written } = repo([list(guildPath, [registered('ping')])]);
    const out = await runCli(['commands', 'pull', '--env', 'dev', '--out', 'pulled.json'], io);
    expect(out.stdout).toEqual(['Wrote 1 command to pulled.json.']);
    expect(JSON.parse(written['pulled.json'] ?? '')).toMatchObject([slash('ping')]);
  });

  it('says the variable that is not set, exit 2, sending nothing', async () => {
    const { io, calls } = repo([]);
    const out = await runCli(['commands', 'diff', '--env', 'dev'], {
      ...io,
      env: { DISCORD_TOKEN: TOKEN },
    });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toEqual([
      'component-studio: DISCORD_TOKEN_DEV is not set: put the bot token (Developer Portal > Bot > Reset Token) in that environment variable.',
    ]);
    expect(calls).toEqual([]);
  });

  it('names the variable in a 401, never the token', async () => {
    const { io } = repo([
      (c) =>
        c.method === 'GET'
          ? { status: 401, body: { message: '401: Unauthorized', code: 0 } }
          : undefined,
    ]);
    const out = await runCli(['commands', 'diff', '--env', 'dev'], io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr[0]).toContain('The token in DISCORD_TOKEN_DEV is not a bot token');
    expect(allText(out)).not.toContain(DEV_TOKEN);
  });

  it('says an unknown environment, a config with problems, and no config at all', async () => {
    const unknown = await runCli(['commands', 'diff', '--env', 'staging'], repo([]).io);
    expect(unknown.stderr[0]).toBe(
      'component-studio: ../../component-studio.json has no environment "staging" (it has: dev, prod).',
    );
    const bad = JSON.stringify({ environments: { dev: { ...dev, applicationId: '1' } } });
    const problems = await runCli(
      ['commands', 'diff', '--env', 'dev'],
      repo([], { '/repo/component-studio.json': bad }).io,
    );
    expect(problems.exitCode).toBe(2);
    expect(problems.stderr[1]).toMatch(
      /^ {2}environments\.dev\.applicationId: must be a snowflake/,
    );
    // The search stops at the repository's root (.git): a config above it is not read.
    const { io } = repo([], { '/component-studio.json': config }, '/other/repo');
    const none = await runCli(['commands', 'diff', '--env', 'dev'], {
      ...io,
      read: async (f) => (f === '/other/repo/.git' ? '' : io.read(f)),
    });
    expect(none.stderr[0]).toMatch(
      /^component-studio: --env dev: no component-studio\.json .* \/other\/repo /,
    );
  });

  it('reads package.json’s componentStudio, and says which file is used when both are there', async () => {
    const pkg = JSON.stringify({ name: 'bot', componentStudio: { environments: { dev } } });
    const { io } = repo([list(guildPath, []), list(globalPath, [])], { '/repo/package.json': pkg });
    const both = await runCli(['commands', 'diff', '--env', 'dev'], io);
    expect(both.stderr).toEqual([
      'component-studio: note: Both component-studio.json and package.json\'s "componentStudio" name environments: component-studio.json is used.',
    ]);
    const pkgOnly = await runCli(['commands', 'diff', '--env', 'dev'], {
      ...io,
      read: async (f) =>
        f === '/repo/component-studio.json' ? Promise.reject(new Error('ENOENT')) : io.read(f),
    });
    expect(pkgOnly.exitCode).toBe(0);
    expect(pkgOnly.stdout[0]).toMatch(/^Environment dev of \.\.\/\.\.\/package\.json: /);
  });

  it('refuses two files that are not one set together', async () => {
    const { io, calls } = repo([], { '/repo/commands/more.json': JSON.stringify([slash('ping')]) });
    const out = await runCli(['commands', 'diff', '--env', 'dev'], io);
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toEqual([
      'component-studio: together, the files are not a valid command set; nothing was sent.',
    ]);
    expect(calls).toEqual([]);
  });

  it.each([
    [['commands', 'diff', '--env', 'dev', '--guild', GUILD], '--guild conflicts with --env dev'],
    [
      ['commands', 'sync', '--env', 'dev', '--application-id', APP],
      '--application-id conflicts with --env dev',
    ],
    [['commands', 'diff', '--env', 'dev', 'c.json'], 'commands diff --env dev takes no FILE'],
    [['commands', 'diff', '--env', 'no way'], '--env must name an environment'],
  ])('refuses %j with a sentence', async (argv, said) => {
    const out = await runCli(argv, repo([]).io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr[0]).toContain(said);
  });
});
