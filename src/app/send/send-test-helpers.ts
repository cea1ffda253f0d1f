// Test doubles for the send code: a fetch that answers from a script and records every request,
// and form fields filled for a bot or a webhook.
import type { SendForm } from './requests';

export const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.secret-bot-token_value';
export const CHANNEL = '112233445566778899';
export const MESSAGE = '998877665544332211';
export const WEBHOOK = { id: '123456789012345678', token: 'hook-TOKEN_abcdefghijklmnop' };
export const WEBHOOK_URL = `https://discord.com/api/webhooks/${WEBHOOK.id}/${WEBHOOK.token}`;

export interface Scripted {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Makes fetch reject, as it does when the network is down. */
  reject?: boolean;
}

export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
  credentials: RequestInit['credentials'];
}

/** A fetch answering each call with the next scripted answer (the last one repeats). */
export function scriptedFetch(...script: Scripted[]) {
  const calls: Recorded[] = [];
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      credentials: init.credentials,
    });
    const next = script[Math.min(calls.length - 1, script.length - 1)] ?? {};
    if (next.reject) return Promise.reject(new TypeError('Failed to fetch'));
    const text = next.body === undefined ? '' : JSON.stringify(next.body);
    return Promise.resolve(
      new Response(next.status === 204 ? null : text, {
        status: next.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...next.headers },
      }),
    );
  };
  return { fetch, calls };
}

export const botForm = (fields: Partial<SendForm> = {}): SendForm => ({
  mode: 'bot',
  token: TOKEN,
  channelId: CHANNEL,
  webhookUrl: '',
  messageId: '',
  threadId: '',
  threadName: '',
  username: '',
  avatarUrl: '',
  ...fields,
});

export const webhookForm = (fields: Partial<SendForm> = {}): SendForm => ({
  ...botForm(),
  mode: 'webhook',
  token: '',
  channelId: '',
  webhookUrl: WEBHOOK_URL,
  ...fields,
});

/** The JSON a request carried (its payload_json when it is multipart). */
export async function sentJson(body: RequestInit['body']): Promise<unknown> {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return JSON.parse(String(body.get('payload_json')));
  throw new Error('The request had no JSON body.');
}
