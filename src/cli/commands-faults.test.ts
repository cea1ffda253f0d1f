import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { DEFAULT_USER_AGENT } from '../../server/discord-api';
import type { Handler, Seen } from './fault-server-kit';
import { json, startFaultServer } from './fault-server-kit';
import { runCli } from './run';
import { strictReader } from './strict-read';

const TOKEN = 'MTIz.fault-test-token';
const APP = '1300000000000000001';
const SET = `/applications/${APP}/commands`;
const design = JSON.stringify([{ name: 'cafe', description: 'Café au lait' }]);
// The same file saved as Latin-1: "é" is the one byte 0xE9, at offset 51.
const latin1 = Uint8Array.from(Buffer.from(design, 'latin1'));

let server: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());

/** Discord as it should be: the token's application, an empty set, a PUT echoed. */
function answer(seen: Seen, res: ServerResponse): void {
  if (seen.path === '/applications/@me') return json(res, 200, { id: APP });
  if (seen.method === 'GET') return json(res, 200, []);
  const sent = JSON.parse(seen.body) as object[];
  return json(
    res,
    200,
    sent.map((c, i) => ({ id: `14000000000000000${i}`, ...c })),
  );
}

/** Discord, except that `fault` answers the requests it returns true for. */
const failing =
  (match: (seen: Seen) => boolean, fault: Handler): Handler =>
  (seen, res, nth) =>
    match(seen) ? fault(seen, res, nth) : answer(seen, res);
const isMe = (s: Seen) => s.path === '/applications/@me';
const isPut = (s: Seen) => s.method === 'PUT';

async function run(
  argv: string[],
  env: Record<string, string> = {},
  file: Uint8Array | null = null,
) {
  const files: Record<string, Uint8Array> = { 'c.json': file ?? new TextEncoder().encode(design) };
  const started = performance.now();
  const out = await runCli(argv, {
    read: strictReader(async (name) => {
      const bytes = files[name];
      if (!bytes) throw new Error(`ENOENT: ${name}`);
      return bytes;
    }),
    write: async () => {},
    env: { DISCORD_TOKEN: TOKEN, DISCORD_API_BASE: server.apiBase, ...env },
    fetch: (url, init) => fetch(url, init),
  });
  const text = [...out.stdout, ...out.stderr].join('\n');
  expect(text).not.toContain(TOKEN);
  return { ...out, text, ms: performance.now() - started };
}
const count = (match: (s: Seen) => boolean) => server.requests.filter(match).length;

describe('commands against a Discord that fails', () => {
  it('gives up a GET that is never answered after --timeout, naming the request and the wait', async () => {
    server.handle(failing(isMe, () => {}));
    const out = await run(['commands', 'diff', 'c.json', '--timeout', '0.3']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain(
      'component-studio: Discord did not answer GET /applications/@me within 0.3 s (--timeout): gave up.',
    );
    expect(out.text).not.toContain('Cannot reach');
    expect(count(isMe)).toBe(1);
    expect(out.ms).toBeGreaterThanOrEqual(280);
    expect(out.ms).toBeLessThan(3000);
  });

  it('says a PUT that is never answered may or may not have been applied, and that diff will tell', async () => {
    server.handle(failing(isPut, () => {}));
    const out = await run(['commands', 'sync', 'c.json', '--yes', '--timeout', '0.3']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain(`Discord did not answer PUT ${SET} within 0.3 s (--timeout)`);
    expect(out.text).toContain(
      'The set may or may not have been applied: `component-studio commands diff`',
    );
    expect(count(isPut)).toBe(1);
    expect(out.ms).toBeLessThan(3000);
  });

  it('waits out a short 429 (retry_after), says so, and succeeds; with the DiscordBot User-Agent', async () => {
    server.handle(
      failing(isPut, (seen, res, nth) =>
        nth === 0
          ? json(res, 429, {
              message: 'You are being rate limited.',
              retry_after: 0.4,
              global: false,
            })
          : answer(seen, res),
      ),
    );
    const out = await run(['commands', 'sync', 'c.json', '--yes']);
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toContain(
      `component-studio: note: Discord asked to wait 0.4 s before PUT ${SET} (HTTP 429, rate limited): waited, then tried again.`,
    );
    expect(out.stdout.at(-1)).toBe('Sent: Discord now has 1 command registered in this scope.');
    expect(count(isPut)).toBe(2);
    expect(out.ms).toBeGreaterThanOrEqual(380);
    expect(out.ms).toBeLessThan(5000);
    expect(server.requests.every((r) => r.headers['user-agent'] === DEFAULT_USER_AGENT)).toBe(true);
  });

  it('honours Retry-After when the body gives no retry_after, for pull too', async () => {
    server.handle(
      failing(isMe, (seen, res, nth) =>
        nth === 0
          ? json(res, 429, { message: 'Slow down' }, { 'retry-after': '1' })
          : answer(seen, res),
      ),
    );
    const out = await run(['commands', 'pull']);
    expect(out.exitCode).toBe(0);
    expect(out.stderr.join('\n')).toContain(
      'Discord asked to wait 1 s before GET /applications/@me',
    );
    expect(count(isMe)).toBe(2);
    expect(out.ms).toBeGreaterThanOrEqual(980);
    expect(out.ms).toBeLessThan(5000);
  });

  it('fails a 429 longer than --retry-wait at once, with the wait in words', async () => {
    server.handle(
      failing(isMe, (_s, res) => json(res, 429, { message: 'Slow', retry_after: 125.2 })),
    );
    const out = await run(['commands', 'diff', 'c.json', '--retry-wait', '5']);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toEqual([
      expect.stringMatching(/note: the bot token goes to/),
      'component-studio: Discord asks to wait 2 minutes 6 seconds before GET /applications/@me (HTTP 429, rate limited), longer than --retry-wait (5 s): try again then. Nothing was changed.',
    ]);
    expect(count(isMe)).toBe(1);
    expect(out.ms).toBeLessThan(2000);
  });

  it('fails a global 429 at once, however short', async () => {
    server.handle(
      failing(isMe, (_s, res) =>
        json(res, 429, { message: 'Global', retry_after: 0.2, global: true }),
      ),
    );
    const out = await run(['commands', 'diff', 'c.json']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain(
      'Discord is rate limiting this bot across all its requests (HTTP 429, global limit) at GET /applications/@me: try again in 1 second. Nothing was changed.',
    );
    expect(count(isMe)).toBe(1);
    expect(out.ms).toBeLessThan(2000);
  });

  it('tries a 500 again once after a pause, and says so', async () => {
    server.handle(
      failing(isMe, (seen, res, nth) =>
        nth === 0
          ? json(res, 500, { message: '500: Internal Server Error', code: 0 })
          : answer(seen, res),
      ),
    );
    const out = await run(['commands', 'diff', 'c.json']);
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toContain(
      'component-studio: note: Discord failed on GET /applications/@me (HTTP 500): tried again after 1 s.',
    );
    expect(count(isMe)).toBe(2);
    expect(out.ms).toBeGreaterThanOrEqual(980);
    expect(out.ms).toBeLessThan(5000);
  });

  it('says two 500s on a PUT are Discord failing, not a refusal, and that diff will tell', async () => {
    server.handle(failing(isPut, (_s, res) => json(res, 500, { message: 'Internal', code: 0 })));
    const out = await run(['commands', 'sync', 'c.json', '--yes']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain(
      `Discord failed on PUT ${SET} (HTTP 500, twice): the fault is on Discord's side; try again later`,
    );
    expect(out.text).toContain('may or may not have been applied');
    expect(out.text).not.toContain('refused');
    expect(count(isPut)).toBe(2);
    expect(out.ms).toBeLessThan(5000);
  });

  it('never tries a 4xx again', async () => {
    server.handle(failing(isMe, (_s, res) => json(res, 400, { message: 'Bad', code: 50035 })));
    const out = await run(['commands', 'diff', 'c.json']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain('Discord refused the request (HTTP 400');
    expect(count(isMe)).toBe(1);
  });

  it('says a reset in the middle of the answer to a PUT is not "Cannot reach": the PUT arrived', async () => {
    server.handle(
      failing(isPut, (_s, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.write('[{"id":"1400');
        setTimeout(() => res.socket?.destroy(), 50);
      }),
    );
    const out = await run(['commands', 'sync', 'c.json', '--yes']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain(
      `The connection to Discord broke while it was answering PUT ${SET} (HTTP 200)`,
    );
    expect(out.text).toContain(
      'The request reached Discord. The set may or may not have been applied',
    );
    expect(out.text).not.toContain('Cannot reach');
    expect(count(isPut)).toBe(1);
    expect(out.ms).toBeLessThan(3000);
  });

  it('says a connection closed after the PUT was sent may have reached Discord', async () => {
    server.handle(failing(isPut, (_s, res) => res.socket?.destroy()));
    const out = await run(['commands', 'sync', 'c.json', '--yes']);
    expect(out.exitCode).toBe(2);
    expect(out.text).toContain(`closed before it answered PUT ${SET}`);
    expect(out.text).toContain(
      'The request may have reached Discord. The set may or may not have been applied',
    );
    expect(out.text).not.toContain('Cannot reach');
    expect(count(isPut)).toBe(1);
  });
});

describe('commands and validate before any request', () => {
  it('refuses a Latin-1 command file with its byte offset, sending nothing', async () => {
    server.handle(answer);
    const out = await run(['commands', 'sync', 'c.json', '--yes'], {}, latin1);
    expect(out.exitCode).toBe(2);
    const at = design.indexOf('é');
    expect(out.stderr.at(-1)).toBe(
      `component-studio: Cannot read c.json: it is not UTF-8 text: the byte at offset ${at} (0xE9) is not valid UTF-8 (saved as Latin-1 or Windows-1252?); save the file as UTF-8.`,
    );
    const checked = await run(['validate', 'c.json'], {}, latin1);
    expect(checked.exitCode).toBe(2);
    expect(checked.text).toContain(`the byte at offset ${at} (0xE9) is not valid UTF-8`);
    expect(server.requests).toEqual([]);
  });

  it('says a token with a line break is one, sending nothing', async () => {
    server.handle(answer);
    const out = await run(['commands', 'pull'], { DISCORD_TOKEN: 'MTIz.abc\r\nX-Injected: 1' });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toEqual([
      'component-studio: The token in DISCORD_TOKEN contains a line break: copy it again as one line (Developer Portal > Bot > Reset Token).',
    ]);
    expect(server.requests).toEqual([]);
  });

  it('keeps the token from a foreign API base unless DISCORD_API_BASE_ALLOW names it, then says where it goes', async () => {
    server.handle(answer);
    const foreign = server.apiBase.replace('127.0.0.1', 'proxy.example');
    const refused = await run(['commands', 'pull'], { DISCORD_API_BASE: foreign });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr[0]).toBe(
      "component-studio: DISCORD_API_BASE names proxy.example, which is not Discord's (discord.com) nor this computer: the bot token would be sent there. If that is meant, name the host in DISCORD_API_BASE_ALLOW=proxy.example.",
    );
    expect(server.requests).toEqual([]);

    // proxy.example stands for a host of one's own: this fetch takes it to the test server.
    const out = await runCli(['commands', 'pull'], {
      read: async () => '',
      write: async () => {},
      env: {
        DISCORD_TOKEN: TOKEN,
        DISCORD_API_BASE: foreign,
        DISCORD_API_BASE_ALLOW: 'proxy.example',
      },
      fetch: (url, init) => fetch(url.replace('proxy.example', '127.0.0.1'), init),
    });
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toEqual([
      `component-studio: note: the bot token goes to ${foreign} (DISCORD_API_BASE: ${new URL(foreign).host}, not Discord).`,
    ]);
    expect(server.requests.length).toBe(2);
  });
});
