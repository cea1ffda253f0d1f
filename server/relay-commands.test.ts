import { afterEach, describe, expect, it } from 'vitest';
import type { Harness } from './relay-test-kit';
import { send, startHarness } from './relay-test-kit';

const APP = '1300000000000000400';
const GUILD = '1300000000000000500';
const COMMAND = '1300000000000000600';
const BEARER = 'Bearer relay-test-bearer-Secret_0123456789';
const GLOBAL = `/applications/${APP}/commands`;
const GUILD_COMMANDS = `/applications/${APP}/guilds/${GUILD}/commands`;

const NOT_FORWARDED = {
  message: 'The relay forwards only the Discord endpoints Component Studio uses.',
  code: 0,
};

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('the relay and the application command endpoints', () => {
  it('forwards each command endpoint with each of its methods', async () => {
    h = await startHarness();
    const allowed: [string, string][] = [
      ['GET', '/applications/@me'],
      ['GET', `${GLOBAL}?with_localizations=true`],
      ['POST', GLOBAL],
      ['PUT', GLOBAL],
      ['GET', `${GLOBAL}/${COMMAND}`],
      ['PATCH', `${GLOBAL}/${COMMAND}`],
      ['DELETE', `${GLOBAL}/${COMMAND}`],
      ['GET', `${GUILD_COMMANDS}?with_localizations=false`],
      ['POST', GUILD_COMMANDS],
      ['PUT', GUILD_COMMANDS],
      ['GET', `${GUILD_COMMANDS}/${COMMAND}`],
      ['PATCH', `${GUILD_COMMANDS}/${COMMAND}`],
      ['DELETE', `${GUILD_COMMANDS}/${COMMAND}`],
      ['GET', `${GUILD_COMMANDS}/permissions`],
      ['GET', `${GUILD_COMMANDS}/${COMMAND}/permissions`],
      ['PUT', `${GUILD_COMMANDS}/${COMMAND}/permissions`],
    ];
    for (const [method, path] of allowed) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
      const res = await send(h.relayPort, `/relay${path}`, { method, body });
      expect(res.status, `${method} ${path}`).toBe(200);
    }
    expect(h.received.map((r) => `${r.method} ${r.url}`)).toEqual(
      allowed.map(([m, p]) => `${m} /api/v10${p}`),
    );
    expect(h.logs).toContain(`relay DELETE ${GUILD_COMMANDS}/${COMMAND} -> 200`);
    expect(h.logs).toContain(`relay GET ${GLOBAL} -> 200`);
  });

  it('refuses the methods a command endpoint does not take, and @me for a guild', async () => {
    h = await startHarness();
    const denied: [string, string][] = [
      ['POST', '/applications/@me'],
      ['PATCH', '/applications/@me'],
      ['DELETE', GLOBAL],
      ['PATCH', GLOBAL],
      ['DELETE', GUILD_COMMANDS],
      ['PUT', `${GLOBAL}/${COMMAND}`],
      ['POST', `${GLOBAL}/${COMMAND}`],
      ['PUT', `${GUILD_COMMANDS}/${COMMAND}`],
      ['POST', `${GUILD_COMMANDS}/permissions`],
      ['PUT', `${GUILD_COMMANDS}/permissions`],
      ['PATCH', `${GUILD_COMMANDS}/permissions`],
      ['DELETE', `${GUILD_COMMANDS}/permissions`],
      ['POST', `${GUILD_COMMANDS}/${COMMAND}/permissions`],
      ['DELETE', `${GUILD_COMMANDS}/${COMMAND}/permissions`],
      ['GET', `${GLOBAL}/permissions`],
      ['GET', `/applications/${APP}/guilds/@me/commands`],
      ['GET', '/applications/@me/commands'],
      ['GET', `${GLOBAL}/${COMMAND}/../../../../users/@me`],
      ['GET', `${GUILD_COMMANDS}/..`],
      ['DELETE', `${GLOBAL}/${COMMAND}%2F..%2F..`],
      ['PUT', `/applications/${APP}%2Fcommands`],
    ];
    for (const [method, path] of denied) {
      const res = await send(h.relayPort, `/relay${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual(NOT_FORWARDED);
    }
    expect(h.received).toHaveLength(0);
  });

  it('forwards a bulk overwrite PUT with its JSON body and the Bearer token', async () => {
    h = await startHarness();
    const commands = [{ name: 'ping', description: 'Ping', type: 1 }];
    h.reply({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ id: COMMAND, application_id: APP, ...commands[0] }]),
    });
    const body = JSON.stringify(commands);
    const res = await send(h.relayPort, `/relay${GUILD_COMMANDS}`, {
      method: 'PUT',
      headers: { authorization: BEARER, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([{ id: COMMAND, application_id: APP, ...commands[0] }]);
    const got = h.received[0];
    expect(got?.method).toBe('PUT');
    expect(got?.url).toBe(`/api/v10${GUILD_COMMANDS}`);
    expect(got?.headers.authorization).toBe(BEARER);
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(got?.body.toString()).toBe(body);
    expect(h.logs).toEqual([`relay PUT ${GUILD_COMMANDS} -> 200`]);
  });

  // Node's own fetch and the relay's node:http one give an empty answer in different shapes.
  for (const [name, fetchImpl] of [
    ['node:http', undefined],
    ['fetch()', fetch],
  ] as const) {
    it(`passes a DELETE's 204 back as 204 with an empty body (${name})`, async () => {
      h = await startHarness(fetchImpl ? { fetchImpl } : {});
      h.reply({ status: 204, headers: { 'x-ratelimit-remaining': '4' } });
      const res = await send(h.relayPort, `/relay${GLOBAL}/${COMMAND}`, {
        method: 'DELETE',
        headers: { authorization: BEARER },
      });
      expect(res.status).toBe(204);
      expect(res.body.length).toBe(0);
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['x-ratelimit-remaining']).toBe('4');
      expect(h.received[0]?.method).toBe('DELETE');
      expect(h.received[0]?.body.length).toBe(0);
      expect(h.logs).toEqual([`relay DELETE ${GLOBAL}/${COMMAND} -> 204`]);
    });
  }

  it('keeps the connection usable after a 204', async () => {
    h = await startHarness();
    h.reply((req) =>
      req.method === 'DELETE'
        ? { status: 204 }
        : { status: 200, headers: { 'content-type': 'application/json' }, body: '[]' },
    );
    const first = await send(h.relayPort, `/relay${GUILD_COMMANDS}/${COMMAND}`, {
      method: 'DELETE',
    });
    const second = await send(h.relayPort, `/relay${GUILD_COMMANDS}`);
    expect([first.status, second.status]).toEqual([204, 200]);
    expect(second.json()).toEqual([]);
  });
});
