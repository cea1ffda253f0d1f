import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Harness } from './relay-test-kit';
import { send, startHarness } from './relay-test-kit';

const CHANNEL = '1300000000000000100';
const WEBHOOK = '1300000000000000300';
const BOT_TOKEN = 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.GTest0.relay-test-token-secret-value';
const WEBHOOK_TOKEN = 'webhook-token-Secret_abc123-XYZ';
const BEARER_TOKEN = 'relayTestBearerSecret0123456789abcdef';
const APP = '1300000000000000400';
const GUILD = '1300000000000000500';
const COMMAND = '1300000000000000600';

let h: Harness;
afterEach(async () => {
  await h.close();
});

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('the relay when Discord cannot be reached', () => {
  it('answers 502 naming the host and the reason when the connection is refused', async () => {
    const port = await freePort();
    h = await startHarness({ apiBase: `http://127.0.0.1:${port}/api/v10` });
    const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({
      message: `Could not reach Discord (127.0.0.1:${port}): the connection was refused.`,
      code: 0,
      relay: true,
    });
  });

  it('answers 502 when the host name does not resolve', async () => {
    const fetchImpl: typeof fetch = () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('getaddrinfo ENOTFOUND discord.invalid'), {
            code: 'ENOTFOUND',
          }),
        }),
      );
    h = await startHarness({ apiBase: 'https://discord.invalid/api/v10', fetchImpl });
    const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
    });
    expect(res.status).toBe(502);
    expect((res.json() as { message: string }).message).toBe(
      'Could not reach Discord (discord.invalid): the host name does not resolve (DNS).',
    );
  });

  it('gives up after the timeout with 502', async () => {
    h = await startHarness({ timeoutMs: 150 });
    h.reply({ status: 200, hang: true });
    const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
    });
    expect(res.status).toBe(502);
    expect((res.json() as { message: string }).message).toMatch(/no answer within 0\.2 s\.$/);
  });
});

describe('the relay refuses requests that are not from this app on this computer', () => {
  const path = `/relay/channels/${CHANNEL}/messages`;

  it('refuses a Host header that is not a loopback name with its port (DNS rebinding)', async () => {
    h = await startHarness();
    for (const host of ['evil.example', `evil.example:${0}`, `127.0.0.1:1`, 'localhost']) {
      const res = await send(h.relayPort, path, { method: 'POST', headers: { host } });
      expect(res.status, host).toBe(403);
      expect(res.json()).toMatchObject({ code: 0, relay: true });
    }
    expect(h.received).toHaveLength(0);
  });

  it('accepts 127.0.0.1, localhost and [::1] with the right port', async () => {
    h = await startHarness();
    for (const name of ['127.0.0.1', 'localhost', '[::1]', 'LOCALHOST']) {
      const host = `${name}:${h.relayPort}`;
      const res = await send(h.relayPort, path, {
        method: 'POST',
        headers: { host, origin: `http://${host.toLowerCase()}` },
      });
      expect(res.status, host).toBe(200);
    }
  });

  it('refuses an Origin of another site, and a cross-site fetch', async () => {
    h = await startHarness();
    const origins = ['https://evil.example', 'null', `http://127.0.0.1:${h.relayPort + 1}`];
    for (const origin of origins) {
      const res = await send(h.relayPort, path, { method: 'POST', headers: { origin } });
      expect(res.status, origin).toBe(403);
      expect((res.json() as { message: string }).message).toContain(JSON.stringify(origin));
    }
    const site = await send(h.relayPort, path, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(site.status).toBe(403);
    expect(h.received).toHaveLength(0);
  });
});

type Run = [Parameters<typeof startHarness>[0], string, string, Record<string, string>];

/**
 * Sends each run through a relay of its own whose Discord answers 401, and collects what the relay
 * logged and answered; a harness is left in `h` for afterEach to close.
 */
async function throughRelay(runs: readonly Run[], json: string) {
  const logs: string[] = [];
  const bodies: string[] = [];
  for (const [options, method, target, headers] of runs) {
    h = await startHarness(options);
    h.reply({ status: 401, body: '{"message":"401: Unauthorized","code":0}' });
    const body = method === 'GET' || method === 'DELETE' ? undefined : json;
    const res = await send(h.relayPort, target, { method, headers, body });
    bodies.push(res.text);
    logs.push(...h.logs);
    await h.close();
  }
  h = await startHarness();
  return { logs, bodies };
}

describe('the relay and tokens', () => {
  it('never puts a bot token or webhook token in a log line or an error body', async () => {
    const port = await freePort();
    const leakyFetch: typeof fetch = (input) =>
      Promise.reject(new TypeError(`fetch failed for ${String(input)}`, { cause: input }));
    const auth = { authorization: `Bot ${BOT_TOKEN}` };
    const webhook = `/relay/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`;
    const runs: Run[] = [
      [{}, 'POST', webhook, {}],
      [{}, 'PATCH', `${webhook}/messages/${CHANNEL}?with_components=true`, {}],
      [{}, 'POST', `/relay/channels/${CHANNEL}/messages`, auth],
      [{}, 'POST', `${webhook}/extra`, auth],
      [{}, 'POST', `${webhook}?token=${WEBHOOK_TOKEN}`, auth],
      [{}, 'POST', webhook, { ...auth, host: 'evil.example' }],
      [{}, 'DELETE', webhook, auth],
      [{ apiBase: `http://127.0.0.1:${port}/api/v10` }, 'POST', webhook, auth],
      [{ fetchImpl: leakyFetch }, 'POST', webhook, auth],
      [{ fetchImpl: leakyFetch }, 'GET', `/relay/channels/${CHANNEL}/messages/${CHANNEL}`, auth],
    ];
    const { logs, bodies } = await throughRelay(runs, '{}');
    expect(logs).toHaveLength(runs.length);
    expect(logs).toContain('relay POST (not forwarded) -> 404');
    expect(logs).toContain(`relay POST /webhooks/${WEBHOOK}/*** -> 401`);
    expect(logs).toContain(`relay PATCH /webhooks/${WEBHOOK}/***/messages/${CHANNEL} -> 401`);
    expect(logs).toContain(`relay POST /webhooks/${WEBHOOK}/*** -> 502`);
    for (const text of [...logs, ...bodies]) {
      expect(text).not.toContain(WEBHOOK_TOKEN);
      expect(text).not.toContain(BOT_TOKEN);
    }
  });

  it('never puts a Bearer or bot token in a log line or an error body on the command endpoints', async () => {
    const port = await freePort();
    const leakyFetch: typeof fetch = (input, init) =>
      Promise.reject(new TypeError(`fetch failed for ${String(input)}`, { cause: init }));
    const bearer = { authorization: `Bearer ${BEARER_TOKEN}` };
    const bot = { authorization: `Bot ${BOT_TOKEN}` };
    const guild = `/relay/applications/${APP}/guilds/${GUILD}/commands`;
    const runs: Run[] = [
      [{}, 'PUT', guild, bearer],
      [{}, 'GET', `${guild}?with_localizations=true`, bearer],
      [{}, 'DELETE', `${guild}/${COMMAND}`, bearer],
      [{}, 'PUT', `${guild}/${COMMAND}/permissions`, bearer],
      [{}, 'GET', '/relay/applications/@me', bot],
      [{}, 'DELETE', guild, bearer],
      [{}, 'POST', `${guild}/permissions`, bearer],
      [{}, 'GET', `/relay/applications/${BEARER_TOKEN}/commands`, bearer],
      [{}, 'GET', `${guild}?with_localizations=${BEARER_TOKEN}`, bearer],
      [{}, 'GET', `${guild}?token=${BEARER_TOKEN}`, bearer],
      [{}, 'PUT', guild, { ...bearer, origin: 'https://evil.example' }],
      [{}, 'OPTIONS', guild, bearer],
      [{ maxBodyBytes: 8 }, 'PUT', guild, bearer],
      [{ apiBase: `http://127.0.0.1:${port}/api/v10` }, 'PUT', guild, bearer],
      [{ fetchImpl: leakyFetch }, 'PUT', guild, bearer],
      [{ fetchImpl: leakyFetch }, 'DELETE', `${guild}/${COMMAND}`, bearer],
      [{ fetchImpl: leakyFetch }, 'GET', '/relay/applications/@me', bot],
    ];
    const { logs, bodies } = await throughRelay(runs, '[{"name":"ping"}]');
    expect(logs).toHaveLength(runs.length);
    expect(logs).toContain(`relay PUT /applications/${APP}/guilds/${GUILD}/commands -> 401`);
    expect(logs).toContain(
      `relay DELETE /applications/${APP}/guilds/${GUILD}/commands/${COMMAND} -> 502`,
    );
    expect(logs).toContain('relay GET (not forwarded) -> 400');
    expect(logs).toContain('relay PUT (not forwarded) -> 403');
    expect(logs).toContain('relay OPTIONS (not forwarded) -> 405');
    expect(logs).toContain(`relay PUT /applications/${APP}/guilds/${GUILD}/commands -> 413`);
    for (const text of [...logs, ...bodies]) {
      expect(text).not.toContain(BEARER_TOKEN);
      expect(text).not.toContain(BOT_TOKEN);
    }
  });
});
