import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID, FAKE_MESSAGE_ID } from './fake-discord/constants';

// The relay as the built app serves it (`vite preview`, as `npm start` runs it), in front of the
// fake Discord the Playwright config starts. Requests are made by the page itself, so they carry
// whatever a browser adds (Origin, cookies, sec-fetch-*), which the relay must not pass on.

const fake = new FakeDiscordClient();

interface Answer {
  status: number;
  body: unknown;
}

function relayFetch(page: Page, path: string, init: RequestInit = {}): Promise<Answer> {
  return page.evaluate(
    async ([url, options]) => {
      const res = await fetch(url, options);
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    [path, init] as const,
  );
}

const USER_AGENT =
  /^DiscordBot \(https:\/\/github\.com\/component-studio\/component-studio, \d+\.\d+\.\d+\)$/;
const BROWSER_HEADERS = [
  'cookie',
  'origin',
  'referer',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-ch-ua',
];

test.beforeEach(async ({ page }) => {
  await fake.reset();
  await page.goto('/');
  // A cookie on the app's origin, which the browser sends along with the relay requests.
  await page.evaluate(() => {
    document.cookie = 'studio-session=should-not-travel; path=/';
  });
});

test('loads the seeded message from the fake Discord through the relay with a bot token', async ({
  page,
}) => {
  const res = await relayFetch(
    page,
    `/relay/channels/${FAKE_CHANNEL_ID}/messages/${FAKE_MESSAGE_ID}`,
    {
      headers: { authorization: `Bot ${FAKE_BOT_TOKEN}` },
    },
  );
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    id: FAKE_MESSAGE_ID,
    channel_id: FAKE_CHANNEL_ID,
    flags: 32768,
    components: [{ type: 17, components: [{ type: 10 }, { type: 1, components: [{ type: 2 }] }] }],
  });
  const [received, ...more] = await fake.requests();
  expect(more).toEqual([]);
  expect(received).toMatchObject({
    method: 'GET',
    path: `/channels/${FAKE_CHANNEL_ID}/messages/${FAKE_MESSAGE_ID}`,
  });
  expect(received?.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);
  expect(received?.headers['user-agent']).toMatch(USER_AGENT);
  for (const name of BROWSER_HEADERS) expect(received?.headers[name], name).toBeUndefined();
});

test('posts a message through the relay and the fake Discord receives exactly its JSON', async ({
  page,
}) => {
  const body = { flags: 32768, components: [{ type: 10, content: 'Sent through the relay' }] };
  const res = await relayFetch(page, `/relay/channels/${FAKE_CHANNEL_ID}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${FAKE_BOT_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ content: '', components: [{ type: 10, id: 1 }] });
  const [received] = await fake.requests();
  expect(received?.json).toEqual(body);
  expect(received?.headers['content-type']).toBe('application/json');
  for (const name of BROWSER_HEADERS) expect(received?.headers[name], name).toBeUndefined();
});

test("passes Discord's errors back unchanged", async ({ page }) => {
  const res = await relayFetch(page, `/relay/channels/${FAKE_CHANNEL_ID}/messages`, {
    method: 'POST',
    headers: { authorization: 'Bot not-the-token', 'content-type': 'application/json' },
    body: '{"content":"x"}',
  });
  expect(res).toEqual({ status: 401, body: { message: '401: Unauthorized', code: 0 } });
});

test('refuses an endpoint the app does not use, and Discord never hears of it', async ({
  page,
}) => {
  const res = await relayFetch(page, '/relay/users/@me', {
    headers: { authorization: `Bot ${FAKE_BOT_TOKEN}` },
  });
  expect(res).toEqual({
    status: 404,
    body: {
      message: 'The relay forwards only the Discord endpoints Component Studio uses.',
      code: 0,
    },
  });
  expect(await fake.requests()).toEqual([]);
});
