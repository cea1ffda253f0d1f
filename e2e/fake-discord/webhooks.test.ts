import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDiscordClient } from './client';
import {
  FAKE_APP_WEBHOOK,
  FAKE_APPLICATION_ID,
  FAKE_CHANNEL_ID,
  FAKE_PLAIN_WEBHOOK,
  FAKE_THREAD_ID,
  webhookUrl,
} from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api, button, linkButton, row, textDisplay, v2 } from './test-kit';

let fake: FakeDiscord;
let client: FakeDiscordClient;
beforeAll(async () => {
  fake = await startFakeDiscord();
  client = new FakeDiscordClient(fake.url);
});
afterAll(() => fake.close());
beforeEach(() => client.reset());

const app = `/webhooks/${FAKE_APP_WEBHOOK.id}/${FAKE_APP_WEBHOOK.token}`;
const plain = `/webhooks/${FAKE_PLAIN_WEBHOOK.id}/${FAKE_PLAIN_WEBHOOK.token}`;
const noAuth = { token: null };

describe('the fake Discord, webhooks', () => {
  it('describes each webhook, with application_id null for one a person made', async () => {
    const a = await api(fake, 'GET', app, noAuth);
    expect(a.body).toMatchObject({
      id: FAKE_APP_WEBHOOK.id,
      type: 1,
      application_id: FAKE_APPLICATION_ID,
      channel_id: FAKE_CHANNEL_ID,
      token: FAKE_APP_WEBHOOK.token,
    });
    const p = await api(fake, 'GET', plain, noAuth);
    expect(p.body).toMatchObject({ id: FAKE_PLAIN_WEBHOOK.id, application_id: null });
    expect(typeof p.body.name).toBe('string');
  });

  it('answers an unknown webhook or a wrong token with 10015', async () => {
    for (const path of [
      `/webhooks/1399999999999999999/x`,
      `/webhooks/${FAKE_APP_WEBHOOK.id}/nope`,
    ]) {
      const res = await api(fake, 'POST', path, { ...noAuth, json: { content: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Unknown Webhook', code: 10015 });
    }
  });

  it('answers 204 without wait, and the message with wait=true', async () => {
    const quiet = await api(fake, 'POST', app, { ...noAuth, json: { content: 'x' } });
    expect(quiet.status).toBe(204);
    const res = await api(fake, 'POST', `${app}?wait=true`, {
      ...noAuth,
      json: { content: 'hi', username: 'Release bot' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      content: 'hi',
      webhook_id: FAKE_APP_WEBHOOK.id,
      application_id: FAKE_APPLICATION_ID,
      author: { id: FAKE_APP_WEBHOOK.id, username: 'Release bot' },
    });
  });

  it('lets an application webhook send interactive components and records the query', async () => {
    const res = await api(fake, 'POST', `${app}?wait=true&with_components=true`, {
      ...noAuth,
      json: v2(textDisplay('Vote'), row(button('Yes'))),
    });
    expect(res.status).toBe(200);
    const [recorded] = await client.requests();
    expect(recorded?.query).toEqual({ wait: 'true', with_components: 'true' });
    expect(recorded?.headers.authorization).toBeUndefined();
  });

  it("refuses interactive components from a person's webhook, on the component", async () => {
    const res = await api(fake, 'POST', `${plain}?wait=true&with_components=true`, {
      ...noAuth,
      json: v2(textDisplay('Vote'), row(linkButton('Docs'), button('Yes'))),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
    expect(Object.keys(res.body.errors.components['1'].components)).toEqual(['1']);
    expect(res.body.errors.components['1'].components['1']._errors[0].message).toContain(
      'not created by an application',
    );
  });

  it("sends a person's webhook's link buttons when asked to respect components", async () => {
    const res = await api(fake, 'POST', `${plain}?wait=true&with_components=true`, {
      ...noAuth,
      json: v2(textDisplay('Docs'), row(linkButton('Read'))),
    });
    expect(res.status).toBe(200);
    expect(res.body.components).toHaveLength(2);
    expect(res.body.application_id).toBeUndefined();
  });

  it("ignores a person's webhook's components without with_components", async () => {
    const withText = await api(fake, 'POST', `${plain}?wait=true`, {
      ...noAuth,
      json: { content: 'hi', components: [row(button('Yes'))] },
    });
    expect(withText.status).toBe(200);
    expect(withText.body.components).toEqual([]);
    const only = await api(fake, 'POST', `${plain}?wait=true`, {
      ...noAuth,
      json: v2(textDisplay('Hello')),
    });
    expect(only.status).toBe(400);
    expect(only.body).toEqual({ message: 'Cannot send an empty message', code: 50006 });
  });

  it('posts into a thread by thread_id, and finds the message there only with it', async () => {
    const res = await api(fake, 'POST', `${app}?wait=true&thread_id=${FAKE_THREAD_ID}`, {
      ...noAuth,
      json: { content: 'in the thread' },
    });
    expect(res.body.channel_id).toBe(FAKE_THREAD_ID);
    const message = `${app}/messages/${res.body.id}`;
    expect((await api(fake, 'GET', message, noAuth)).status).toBe(404);
    const edit = await api(fake, 'PATCH', `${message}?thread_id=${FAKE_THREAD_ID}`, {
      ...noAuth,
      json: { content: 'edited' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.content).toBe('edited');
    const unknown = await api(fake, 'POST', `${app}?thread_id=1399999999999999999`, {
      ...noAuth,
      json: { content: 'x' },
    });
    expect(unknown.body).toEqual({ message: 'Unknown Channel', code: 10003 });
  });

  it("edits a webhook's own message, and the bot may not", async () => {
    const sent = await api(fake, 'POST', `${app}?wait=true`, { ...noAuth, json: { content: 'a' } });
    const edited = await api(fake, 'PATCH', `${app}/messages/${sent.body.id}`, {
      ...noAuth,
      json: { content: 'b' },
    });
    expect(edited.body).toMatchObject({ id: sent.body.id, content: 'b' });
    const byBot = await api(
      fake,
      'PATCH',
      `/channels/${FAKE_CHANNEL_ID}/messages/${sent.body.id}`,
      {
        json: { content: 'c' },
      },
    );
    expect(byBot.status).toBe(403);
    expect(byBot.body.code).toBe(50005);
    const other = await api(fake, 'GET', `${plain}/messages/${sent.body.id}`, noAuth);
    expect(other.body).toEqual({ message: 'Unknown Message', code: 10008 });
  });

  it('also answers under /api without a version, as webhook URLs are written', async () => {
    const url = webhookUrl(FAKE_APP_WEBHOOK).replace('https://discord.com', fake.url);
    const res = await fetch(`${url}?wait=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify({ content: 'direct' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
