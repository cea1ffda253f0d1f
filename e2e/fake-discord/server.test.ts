import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDiscordClient } from './client';
import {
  FAKE_BOT_TOKEN,
  FAKE_CHANNEL_ID,
  FAKE_FORBIDDEN_CHANNEL_ID,
  FAKE_MESSAGE_ID,
} from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api, button, row, textDisplay, v2 } from './test-kit';

let fake: FakeDiscord;
let client: FakeDiscordClient;
beforeAll(async () => {
  fake = await startFakeDiscord();
  client = new FakeDiscordClient(fake.url);
});
afterAll(() => fake.close());
beforeEach(() => client.reset());

const messages = `/channels/${FAKE_CHANNEL_ID}/messages`;

describe('the fake Discord, bot endpoints', () => {
  it('creates a message from JSON and records the request', async () => {
    const res = await api(fake, 'POST', messages, { json: { content: 'Hello' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 0,
      channel_id: FAKE_CHANNEL_ID,
      content: 'Hello',
      components: [],
      attachments: [],
      author: { bot: true },
      edited_timestamp: null,
    });
    expect(res.body.id).toMatch(/^\d{17,20}$/);
    const [recorded, ...rest] = await client.requests();
    expect(rest).toEqual([]);
    expect(recorded).toMatchObject({
      method: 'POST',
      path: messages,
      query: {},
      json: { content: 'Hello' },
      files: [],
    });
    expect(recorded?.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);
    expect(recorded?.headers['content-type']).toBe('application/json');
  });

  it('takes multipart with payload_json and files[n], and returns the file as Discord does', async () => {
    const bytes = Buffer.from('line one\nline two\n');
    const form = new FormData();
    const body = {
      ...v2({ type: 13, file: { url: 'attachment://notes.txt' } }),
      attachments: [{ id: 0, filename: 'notes.txt', description: 'Notes' }],
    };
    form.append('payload_json', JSON.stringify(body));
    form.append('files[0]', new Blob([bytes], { type: 'text/plain' }), 'notes.txt');
    const res = await api(fake, 'POST', messages, { form });
    expect(res.status).toBe(200);
    const [file] = res.body.attachments;
    expect(file).toMatchObject({
      filename: 'notes.txt',
      size: bytes.length,
      content_type: 'text/plain',
      description: 'Notes',
    });
    expect(file.url).toBe(
      `https://cdn.discordapp.com/attachments/${FAKE_CHANNEL_ID}/${file.id}/notes.txt`,
    );
    expect(res.body.components[0]).toMatchObject({
      type: 13,
      id: 1,
      file: { url: file.url, attachment_id: file.id },
    });
    const [recorded] = await client.requests();
    expect(recorded?.json).toEqual(body);
    expect(recorded?.files).toEqual([
      {
        field: 'files[0]',
        filename: 'notes.txt',
        contentType: 'text/plain',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    ]);
  });

  it('refuses attachment:// names and attachment ids that match no uploaded file', async () => {
    const res = await api(fake, 'POST', messages, {
      json: {
        ...v2({ type: 13, file: { url: 'attachment://missing.txt' } }),
        attachments: [{ id: 3, filename: 'x.txt' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
    expect(res.body.errors.components['0'].file.url._errors[0].message).toContain(
      'attachment://missing.txt',
    );
    expect(res.body.errors.attachments['0'].id._errors[0].message).toContain('files[3]');
  });

  it("answers the model's problems as a 50035 tree at the field's path", async () => {
    const res = await api(fake, 'POST', messages, {
      json: { components: [row(button('Ok'), button('x'.repeat(81), 'long'))] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    expect(res.body.errors).toEqual({
      components: {
        '0': {
          components: {
            '1': {
              label: {
                _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: expect.stringContaining('81') }],
              },
            },
          },
        },
      },
    });
  });

  it('answers 401, 403, 404 with the bodies Discord sends', async () => {
    const noToken = await api(fake, 'POST', messages, { json: { content: 'x' }, token: null });
    const badToken = await api(fake, 'POST', messages, { json: { content: 'x' }, token: 'nope' });
    for (const res of [noToken, badToken]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: '401: Unauthorized', code: 0 });
    }
    const forbidden = await api(fake, 'POST', `/channels/${FAKE_FORBIDDEN_CHANNEL_ID}/messages`, {
      json: { content: 'x' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Missing Access', code: 50001 });
    const channel = await api(fake, 'POST', '/channels/1399999999999999999/messages', {
      json: { content: 'x' },
    });
    expect(channel.status).toBe(404);
    expect(channel.body).toEqual({ message: 'Unknown Channel', code: 10003 });
    const message = await api(fake, 'GET', `${messages}/1399999999999999999`);
    expect(message.status).toBe(404);
    expect(message.body).toEqual({ message: 'Unknown Message', code: 10008 });
    const route = await api(fake, 'GET', '/users/@me');
    expect(route.body).toEqual({ message: '404: Not Found', code: 0 });
  });

  it('answers an empty message with 50006 and bad JSON with 50109', async () => {
    const empty = await api(fake, 'POST', messages, { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Cannot send an empty message', code: 50006 });
    const res = await fetch(`${fake.apiBase}${messages}`, {
      method: 'POST',
      headers: { authorization: `Bot ${FAKE_BOT_TOKEN}`, 'content-type': 'application/json' },
      body: '{"content": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The request body contains invalid JSON.',
      code: 50109,
    });
  });

  it('serves the seeded Components V2 message with the ids Discord fills in', async () => {
    const res = await api(fake, 'GET', `${messages}/${FAKE_MESSAGE_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.flags).toBe(32768);
    const [container] = res.body.components;
    expect(container).toMatchObject({ type: 17, id: 1 });
    expect(container.components.map((c: { type: number; id: number }) => [c.type, c.id])).toEqual([
      [10, 2],
      [1, 3],
    ]);
    expect(container.components[1].components[0]).toMatchObject({ type: 2, style: 1, id: 4 });
  });

  it('returns on GET what was sent, and edits it with PATCH', async () => {
    const sent = await api(fake, 'POST', messages, {
      json: v2(textDisplay('First'), row(button('Go'))),
    });
    const path = `${messages}/${sent.body.id}`;
    expect((await api(fake, 'GET', path)).body).toEqual(sent.body);
    const edited = await api(fake, 'PATCH', path, { json: v2(textDisplay('Second')) });
    expect(edited.status).toBe(200);
    expect(edited.body.components).toEqual([{ type: 10, content: 'Second', id: 1 }]);
    expect(edited.body.edited_timestamp).not.toBeNull();
    expect((await api(fake, 'GET', path)).body).toEqual(edited.body);
  });

  it('refuses an edit that takes the Components V2 flag away', async () => {
    const res = await api(fake, 'PATCH', `${messages}/${FAKE_MESSAGE_ID}`, {
      json: { flags: 0, content: 'plain again' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.flags._errors[0].message).toContain('IS_COMPONENTS_V2');
  });
});

describe('the fake Discord, test controls', () => {
  it('answers the next request with a 429 and retry_after, then normally again', async () => {
    await client.rateLimit(1.5);
    const limited = await api(fake, 'POST', messages, { json: { content: 'x' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1.5,
      global: false,
    });
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    const after = await api(fake, 'POST', messages, { json: { content: 'x' } });
    expect(after.status).toBe(200);
    expect(await client.requests()).toHaveLength(2);
  });

  it('queues canned answers in order', async () => {
    await client.next({ status: 500, body: { message: '500: Internal Server Error', code: 0 } });
    await client.next({ status: 204 });
    expect((await api(fake, 'GET', `${messages}/${FAKE_MESSAGE_ID}`)).status).toBe(500);
    expect((await api(fake, 'GET', `${messages}/${FAKE_MESSAGE_ID}`)).status).toBe(204);
    expect((await api(fake, 'GET', `${messages}/${FAKE_MESSAGE_ID}`)).status).toBe(200);
  });

  it('forgets requests and sent messages on reset', async () => {
    const sent = await api(fake, 'POST', messages, { json: { content: 'x' } });
    await client.reset();
    expect(await client.requests()).toEqual([]);
    expect((await api(fake, 'GET', `${messages}/${sent.body.id}`)).status).toBe(404);
    expect((await api(fake, 'GET', `${messages}/${FAKE_MESSAGE_ID}`)).status).toBe(200);
  });

  it('says what is wrong with a bad control request', async () => {
    await expect(client.next({ status: 42 })).rejects.toThrow('`status` must be an HTTP status');
    await expect(client.rateLimit(-1)).rejects.toThrow('`retryAfter` must be a number');
    const res = await fetch(`${fake.url}/__fake/nothing`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toContain('GET /__fake/requests');
  });
});
