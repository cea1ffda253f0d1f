import { describe, expect, it } from 'vitest';
import { runCli } from './run';
import type { Route } from './commands-test-kit';
import {
  allText,
  APP,
  design,
  globalPath,
  GUILD,
  guildPath,
  list,
  me,
  registered,
  setup,
  TOKEN,
} from './commands-test-kit';

describe('commands, errors and the token', () => {
  it('exits 2 with a sentence when DISCORD_TOKEN is missing', async () => {
    const { io, calls } = setup([me], { 'c.json': design }, { DISCORD_TOKEN: '' });
    const out = await runCli(['commands', 'pull'], io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr[0]).toMatch(/^component-studio: DISCORD_TOKEN is not set/);
    expect(calls).toEqual([]);
  });

  it('turns a 401 into one plain sentence, token never shown', async () => {
    const unauthorized: Route = () => ({
      status: 401,
      body: { message: '401: Unauthorized', code: 0 },
    });
    const { io } = setup([unauthorized], { 'c.json': design });
    const out = await runCli(['commands', 'diff', 'c.json'], io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toEqual([
      'component-studio: Discord refused the request (HTTP 401, "Unauthorized"). The token in DISCORD_TOKEN is not a bot token Discord accepts: copy it again from the Developer Portal (Bot > Reset Token); the client secret is not a token.',
    ]);
  });

  it('says a 30034 once, with what it means', async () => {
    const daily: Route = () => ({
      status: 400,
      body: {
        message: 'Max number of daily application command creates has been reached (200)',
        code: 30034,
      },
    });
    const { io } = setup([daily], { 'c.json': design });
    const out = await runCli(['commands', 'pull', '--application-id', '1300000000000000001'], io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toEqual([
      'component-studio: Discord refused the request (HTTP 400, code 30034: "Max number of daily application command creates has been reached (200)"). This scope has used up its 200 new commands for today. Try again tomorrow; meanwhile, changing a command that already exists (same type and name) does not count as a create.',
    ]);
  });

  it('reports a network failure with exit 2', async () => {
    const { io } = setup([], { 'c.json': design });
    io.fetch = async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      });
    };
    const out = await runCli(['commands', 'diff', 'c.json'], io);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toEqual([
      'component-studio: Cannot reach Discord at https://discord.com/api/v10 (GET /applications/@me): the connection was refused (ECONNREFUSED).',
    ]);
    io.fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('bad port') });
    };
    const bad = await runCli(['commands', 'pull'], io);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr[0]).toMatch(/\(GET \/applications\/@me\): fetch failed: bad port\.$/);
  });

  it('never prints the token, even when Discord echoes it', async () => {
    const echo: Route = (c) => ({ status: 403, body: { message: `Bad ${c.auth}`, code: 50001 } });
    const { io } = setup([echo], { 'c.json': design });
    for (const argv of [
      ['commands', 'diff', 'c.json'],
      ['commands', 'sync', 'c.json', '--yes'],
      ['commands', 'pull'],
    ]) {
      const out = await runCli(argv, io);
      expect(out.exitCode).toBe(2);
      expect(allText(out)).not.toContain(TOKEN);
      expect(allText(out)).toContain('[token]');
    }
  });

  it('rejects bad usage with exit 2 before any request', async () => {
    const { io, calls } = setup([me], { 'c.json': design });
    for (const argv of [
      ['commands'],
      ['commands', 'push', 'c.json'],
      ['commands', 'diff'],
      ['commands', 'diff', 'c.json', '--guild', '../x'],
      ['commands', 'diff', 'c.json', '--yes'],
      ['commands', 'pull', 'c.json'],
      ['commands', 'diff', 'c.json', '--timeout', '0'],
      ['commands', 'diff', 'c.json', '--timeout', 'soon'],
      ['commands', 'pull', '--retry-wait', '-1'],
    ]) {
      const out = await runCli(argv, io);
      expect(out.exitCode).toBe(2);
      expect(out.stderr[0]).toMatch(/^component-studio: /);
    }
    expect(calls).toEqual([]);
  });
});

describe('commands pull', () => {
  it('prints the registered set without output-only fields, as JSON that validates', async () => {
    const { io } = setup([
      me,
      list(globalPath, [registered('ping', { name_localizations: { fr: 'pong' } })]),
    ]);
    const out = await runCli(['commands', 'pull'], io);
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toEqual([]);
    expect(JSON.parse(out.stdout.join('\n'))).toEqual([
      expect.objectContaining({ type: 1, name: 'ping', name_localizations: { fr: 'pong' } }),
    ]);
    expect(out.stdout.join('\n')).not.toMatch(/"(id|version|application_id)"/);
  });

  it('writes to --out FILE', async () => {
    const { io, written } = setup([list(guildPath, [registered('ping')])]);
    const out = await runCli(
      ['commands', 'pull', '--guild', GUILD, '--application-id', APP, '--out', 'o.json'],
      io,
    );
    expect(out.stdout).toEqual(['Wrote 1 command to o.json.']);
    expect(JSON.parse(written['o.json'] ?? '')).toHaveLength(1);
  });
});
