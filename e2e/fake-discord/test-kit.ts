// Shared by the fake's unit tests: a running fake, requests to its API and message builders.
import { FAKE_BOT_TOKEN } from './constants';
import type { FakeDiscord } from './server';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // Tests read into it freely; the shape is what the test asserts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface ApiInit {
  json?: unknown;
  form?: FormData;
  /** Bot token to send; null sends no Authorization header. Default: the fake's own. */
  token?: string | null;
  /** A whole Authorization header (e.g. `Bearer …`), sent instead of the bot token. */
  authorization?: string;
}

/** Calls the fake's Discord API (`/api/v10` + path) and reads the JSON answer. */
export async function api(
  fake: FakeDiscord,
  method: string,
  path: string,
  init: ApiInit = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  const token = init.token === undefined ? FAKE_BOT_TOKEN : init.token;
  if (init.authorization !== undefined) headers.authorization = init.authorization;
  else if (token !== null) headers.authorization = `Bot ${token}`;
  let body: string | FormData | undefined;
  if (init.form) body = init.form;
  else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${fake.apiBase}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export const textDisplay = (content: string) => ({ type: 10, content });
export const button = (label: string, customId = label.toLowerCase()) => ({
  type: 2,
  style: 1,
  label,
  custom_id: customId,
});
export const linkButton = (label: string) => ({
  type: 2,
  style: 5,
  label,
  url: 'https://example.com',
});
export const row = (...components: unknown[]) => ({ type: 1, components });
export const v2 = (...components: unknown[]) => ({ flags: 1 << 15, components });
