import { describe, expect, it } from 'vitest';
import { runCli } from './run';
import type { Route } from './commands-test-kit';
import {
  APP,
  before,
  design,
  globalPath,
  GUILD,
  guildPath,
  list,
  me,
  put,
  registered,
  setup,
  slash,
  TOKEN,
} from './commands-test-kit';

describe('commands diff', () => {
  it('prints created, changed with fields, deleted, unchanged and the warnings, sending no change', async () => {
    const { io, calls } = setup([me, list(globalPath, before)], { 'c.json': design });
    const out = await runCli(['commands', 'diff', 'c.json'], io);
    expect(out.stderr).toEqual([]);
    expect(out.exitCode).toBe(0);
    expect(out.stdout).toEqual([
      `Global commands of application ${APP}: 1 to create, 1 to change, 1 to delete, 1 unchanged.`,
      '  create   /new',
      '  change   /echo: description',
      '  delete   /old',
      '  same     /ping',
      'warning: "/old" -> "/new" looks like a rename: Discord deletes "/old" and creates "/new", and the command\'s permissions are dropped.',
      'warning: 1 new command counts against the 200 creates a day.',
    ]);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET']);
    expect(calls.every((c) => c.auth === `Bot ${TOKEN}`)).toBe(true);
  });

  it('warns about a deletion and a guild command that is also global', async () => {
    const { io, calls } = setup(
      [list(guildPath, [registered('gone')]), list(globalPath, [registered('ping')])],
      {
        'c.json': JSON.stringify([
          slash('ping', { options: [{ type: 3, name: 'x', description: 'X' }] }),
        ]),
      },
    );
    const out = await runCli(
      ['commands', 'diff', 'c.json', '--guild', GUILD, '--application-id', APP, '--json'],
      io,
    );
    expect(out.exitCode).toBe(0);
    expect(JSON.parse(out.stdout.join('\n'))).toEqual({
      created: [{ type: 1, name: 'ping' }],
      changed: [],
      deleted: [{ type: 1, name: 'gone' }],
      unchanged: [],
      warnings: [
        'Deleting "/gone" also deletes the permissions set on it.',
        '1 new command counts against the 200 creates a day.',
        '"/ping" is also a global command: members of this guild will see both copies.',
      ],
    });
    // No /applications/@me: the id was given.
    expect(calls.map((c) => c.url)).toEqual([
      `https://discord.com${guildPath}?with_localizations=true`,
      `https://discord.com${globalPath}?with_localizations=true`,
    ]);
  });

  it('prints every problem of an invalid FILE, exits 1 and sends no request', async () => {
    const bad = JSON.stringify([{ name: 'Bad Name', description: '' }]);
    const { io, calls } = setup([me], { 'c.json': bad });
    const out = await runCli(['commands', 'diff', 'c.json'], io);
    expect(out.exitCode).toBe(1);
    expect(out.stdout.filter((l) => l.startsWith('c.json: $[0].')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(out.stdout.at(-1)).toMatch(/^c\.json: invalid \(commands, \d+ errors\)$/);
    expect(out.stderr).toEqual([
      'component-studio: c.json is not a valid command set; nothing was sent.',
    ]);
    expect(calls).toEqual([]);
  });

  it('exits 2 for a FILE that is not JSON or cannot be read, sending nothing', async () => {
    const { io, calls } = setup([me], { 'c.json': '[{' });
    expect((await runCli(['commands', 'diff', 'c.json'], io)).exitCode).toBe(2);
    const gone = await runCli(['commands', 'diff', 'gone.json'], io);
    expect(gone.exitCode).toBe(2);
    expect(gone.stderr[0]).toMatch(/^component-studio: Cannot read gone\.json/);
    expect(calls).toEqual([]);
  });
});

describe('commands sync', () => {
  it('without --yes changes nothing and says so', async () => {
    const { io, calls } = setup([me, list(globalPath, before), put], { 'c.json': design });
    const out = await runCli(['commands', 'sync', 'c.json'], io);
    expect(out.exitCode).toBe(0);
    expect(out.stdout.at(-1)).toBe('Nothing was sent: run again with --yes to apply.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const json = await runCli(['commands', 'sync', 'c.json', '--json'], io);
    expect(JSON.parse(json.stdout.join('\n'))).toMatchObject({ applied: false });
  });

  it('with --yes sends one bulk overwrite of the FILE and prints the count', async () => {
    const { io, calls } = setup([me, list(guildPath, []), list(globalPath, []), put], {
      'c.json': design,
    });
    const out = await runCli(['commands', 'sync', 'c.json', '--guild', GUILD, '--yes'], io);
    expect(out.exitCode).toBe(0);
    expect(out.stdout.at(-1)).toBe('Sent: Discord now has 3 commands registered in this scope.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      {
        method: 'PUT',
        url: `https://discord.com${guildPath}`,
        auth: `Bot ${TOKEN}`,
        body: JSON.parse(design),
      },
    ]);
    const json = await runCli(
      ['commands', 'sync', 'c.json', '--guild', GUILD, '--yes', '--json'],
      io,
    );
    expect(JSON.parse(json.stdout.join('\n'))).toMatchObject({
      created: [
        { type: 1, name: 'ping' },
        { type: 1, name: 'echo' },
        { type: 1, name: 'new' },
      ],
      applied: true,
    });
  });

  it('says Discord refusal once, with the fields of a 50035, and exit 2', async () => {
    const refusal: Route = (c) =>
      c.method === 'PUT'
        ? {
            status: 400,
            body: {
              message: 'Invalid Form Body',
              code: 50035,
              errors: {
                '0': {
                  name: {
                    _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Bad name' }],
                  },
                },
              },
            },
          }
        : undefined;
    const { io } = setup([me, list(globalPath, []), refusal], { 'c.json': design });
    const out = await runCli(['commands', 'sync', 'c.json', '--yes'], io);
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toEqual([]);
    expect(out.stderr).toEqual([
      'component-studio: Discord refused the request (HTTP 400, code 50035: "Invalid Form Body").',
      '  $[0].name: Bad name [APPLICATION_COMMAND_INVALID_NAME]',
    ]);
  });
});
