import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { DEFAULT_USER_AGENT } from './discord-api';
import type { Harness } from './relay-test-kit';
import { send, startHarness } from './relay-test-kit';

const CHANNEL = '1300000000000000100';
const MESSAGE = '1300000000000000200';
const WEBHOOK = '1300000000000000300';
const BOT_TOKEN = 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.GTest0.relay-test-token-secret-value';
const WEBHOOK_TOKEN = 'webhook-token-Secret_abc123-XYZ';

let h: Harness;
afterEach(async () => {
  await h.close();
});

const NOT_FORWARDED = {
  message: 'The relay forwards only the Discord endpoints Component Studio uses.',
  code: 0,
};

describe('the relay', () => {
  it('forwards a message create to the API base with its JSON body and answer', async () => {
    h = await startHarness();
    h.reply({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"1"}' });
    const body = JSON.stringify({ content: 'hi' });
    const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${BOT_TOKEN}`, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ id: '1' });
    expect(res.headers['content-type']).toBe('application/json');
    expect(h.received).toHaveLength(1);
    expect(h.received[0]?.method).toBe('POST');
    expect(h.received[0]?.url).toBe(`/api/v10/channels/${CHANNEL}/messages`);
    expect(h.received[0]?.body.toString()).toBe(body);
    expect(h.logs).toEqual([`relay POST /channels/${CHANNEL}/messages -> 200`]);
  });

  it('forwards the allowed endpoints with their methods and query parameters', async () => {
    h = await startHarness();
    const allowed: [string, string][] = [
      ['GET', `/channels/${CHANNEL}/messages/${MESSAGE}`],
      ['PATCH', `/channels/${CHANNEL}/messages/${MESSAGE}`],
      ['GET', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`],
      ['POST', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}?wait=true&with_components=true`],
      ['POST', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}?thread_id=${CHANNEL}`],
      ['GET', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}/messages/${MESSAGE}`],
      ['PATCH', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}/messages/${MESSAGE}?with_components=true`],
    ];
    for (const [method, path] of allowed) {
      const body = method === 'GET' ? undefined : '{}';
      const res = await send(h.relayPort, `/relay${path}`, { method, body });
      expect(res.status, `${method} ${path}`).toBe(200);
    }
    expect(h.received.map((r) => `${r.method} ${r.url}`)).toEqual(
      allowed.map(([m, p]) => `${m} /api/v10${p}`),
    );
  });

  it('forwards the guild reads of the mention helper with the bot token, logging no token', async () => {
    h = await startHarness();
    h.reply({ status: 200, headers: { 'content-type': 'application/json' }, body: '[]' });
    const GUILD = '1300000000000000010';
    const reads = [
      `/channels/${CHANNEL}`,
      `/guilds/${GUILD}/roles`,
      `/guilds/${GUILD}/channels`,
      `/guilds/${GUILD}/members?limit=100`,
    ];
    for (const path of reads) {
      const res = await send(h.relayPort, `/relay${path}`, {
        method: 'GET',
        headers: { authorization: `Bot ${BOT_TOKEN}` },
      });
      expect(res.status, path).toBe(200);
    }
    expect(h.received.map((r) => r.url)).toEqual(reads.map((p) => `/api/v10${p}`));
    for (const r of h.received) expect(r.headers.authorization).toBe(`Bot ${BOT_TOKEN}`);
    expect(h.logs).toEqual(reads.map((p) => `relay GET ${p.split('?')[0]} -> 200`));
    for (const line of h.logs) expect(line).not.toContain(BOT_TOKEN);
  });

  it('refuses every other endpoint with 404 and never calls Discord', async () => {
    h = await startHarness();
    const denied: [string, string][] = [
      ['GET', '/users/@me'],
      ['PATCH', `/channels/${CHANNEL}`],
      ['DELETE', `/channels/${CHANNEL}`],
      ['GET', `/channels/${CHANNEL}/messages`],
      ['POST', `/channels/${CHANNEL}/messages/${MESSAGE}`],
      ['PATCH', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`],
      ['POST', `/channels/12345/messages`],
      ['GET', `/channels/${CHANNEL}/messages/${MESSAGE}/../../../../users/@me`],
      ['GET', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}/..`],
      ['GET', `/webhooks/${WEBHOOK}/a%2F..%2F..%2Fusers%2F@me`],
      ['GET', `/webhooks/${WEBHOOK}/%2e%2e`],
      ['POST', `//channels/${CHANNEL}/messages`],
      ['POST', `/channels/${CHANNEL}/messages/`],
      ['GET', ''],
      ['GET', '/'],
    ];
    for (const [method, path] of denied) {
      const res = await send(h.relayPort, `/relay${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual(NOT_FORWARDED);
    }
    expect(h.received).toHaveLength(0);
  });

  it('refuses unknown query parameters and bad values with a sentence naming them', async () => {
    h = await startHarness();
    const path = `/relay/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`;
    const extra = await send(h.relayPort, `${path}?wait=true&redirect=x`, { method: 'POST' });
    expect(extra.status).toBe(400);
    expect((extra.json() as { message: string }).message).toContain('"redirect"');
    const bad = await send(h.relayPort, `${path}?thread_id=abc`, { method: 'POST' });
    expect(bad.status).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('thread_id must be');
    expect(h.received).toHaveLength(0);
  });

  it('answers 405 to OPTIONS, HEAD and TRACE, naming the methods it forwards', async () => {
    h = await startHarness();
    for (const method of ['OPTIONS', 'HEAD', 'TRACE']) {
      const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages/${MESSAGE}`, {
        method,
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, POST, PATCH, PUT, DELETE');
    }
    expect(h.received).toHaveLength(0);
  });

  it('refuses PUT and DELETE on the message endpoints with 404', async () => {
    h = await startHarness();
    for (const method of ['PUT', 'DELETE']) {
      for (const path of [
        `/channels/${CHANNEL}/messages/${MESSAGE}`,
        `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`,
        `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}/messages/${MESSAGE}`,
      ]) {
        const res = await send(h.relayPort, `/relay${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.json()).toEqual(NOT_FORWARDED);
      }
    }
    expect(h.received).toHaveLength(0);
  });

  it('passes other paths on to the next middleware', async () => {
    h = await startHarness();
    for (const path of ['/', '/relayx/channels', '/assets/relay.js']) {
      const res = await send(h.relayPort, path);
      expect(res.status, path).toBe(418);
    }
  });

  it('forwards only authorization, content-type and the audit log reason, with its own User-Agent', async () => {
    h = await startHarness();
    await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bot ${BOT_TOKEN}`,
        'content-type': 'application/json',
        'x-audit-log-reason': 'testing',
        cookie: 'session=abc',
        origin: `http://127.0.0.1:${h.relayPort}`,
        referer: `http://127.0.0.1:${h.relayPort}/`,
        'user-agent': 'Mozilla/5.0 Chrome',
        'sec-fetch-mode': 'cors',
        'sec-ch-ua': '"Chromium"',
        'x-forwarded-for': '10.0.0.1',
        'accept-language': 'en',
      },
      body: '{"content":"x"}',
    });
    const headers = h.received[0]?.headers ?? {};
    expect(headers.authorization).toBe(`Bot ${BOT_TOKEN}`);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-audit-log-reason']).toBe('testing');
    expect(headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(headers.host).toBe(`127.0.0.1:${h.upstreamPort}`);
    for (const name of [
      'cookie',
      'origin',
      'referer',
      'sec-fetch-mode',
      'sec-ch-ua',
      'x-forwarded-for',
      'accept-language',
    ])
      expect(headers[name], name).toBeUndefined();
  });

  it('names the project and its version in the User-Agent the way Discord asks', () => {
    expect(DEFAULT_USER_AGENT).toBe(
      `DiscordBot (https://github.com/component-studio/component-studio, ${packageJson.version})`,
    );
  });

  it('passes a multipart body through byte for byte', async () => {
    h = await startHarness();
    const boundary = '----studio-boundary-42';
    const file = randomBytes(300_000);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\n` +
          `Content-Type: application/json\r\n\r\n{"attachments":[{"id":0,"filename":"a.bin"}]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="a.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(res.status).toBe(200);
    expect(h.received[0]?.headers['content-type']).toBe(contentType);
    expect(h.received[0]?.headers['content-length']).toBe(String(body.length));
    expect(h.received[0]?.body.equals(body)).toBe(true);
  });

  it('answers 413 to a body over the limit, declared or streamed', async () => {
    h = await startHarness({ maxBodyBytes: 1024 });
    const path = `/relay/channels/${CHANNEL}/messages`;
    const declared = await send(h.relayPort, path, { method: 'POST', body: 'x'.repeat(2000) });
    expect(declared.status).toBe(413);
    expect((declared.json() as { code: number }).code).toBe(40005);
    const streamed = await send(h.relayPort, path, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
      body: 'y'.repeat(5000),
    });
    expect(streamed.status).toBe(413);
    expect(h.received).toHaveLength(0);
  });

  it('passes a 429 back with retry-after and the rate-limit headers, and drops set-cookie', async () => {
    h = await startHarness();
    h.reply({
      status: 429,
      headers: {
        'content-type': 'application/json',
        'retry-after': '2',
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': '1.5',
        'x-ratelimit-scope': 'user',
        'set-cookie': '__dcfduid=abc; Path=/',
        via: 'upstream',
      },
      body: '{"message":"You are being rate limited.","retry_after":1.5,"global":false}',
    });
    const res = await send(h.relayPort, `/relay/channels/${CHANNEL}/messages`, {
      method: 'POST',
    });
    expect(res.status).toBe(429);
    expect(res.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1.5,
      global: false,
    });
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['x-ratelimit-limit']).toBe('5');
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(res.headers['x-ratelimit-reset-after']).toBe('1.5');
    expect(res.headers['x-ratelimit-scope']).toBe('user');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.via).toBeUndefined();
  });

  it('passes a 204 back without a body', async () => {
    h = await startHarness();
    h.reply({ status: 204 });
    const res = await send(h.relayPort, `/relay/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`, {
      method: 'POST',
      body: '{"content":"x"}',
    });
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
  });
});
