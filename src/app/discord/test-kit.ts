// Test doubles for the calls to Discord: a fetch that answers from a script and records every
// request, a wait that returns at once (recording how long it was asked to wait), and a bot token
// and channel to send with.
import type { CallDeps } from './call-runner';

export const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.secret-bot-token_value';
export const CHANNEL = '112233445566778899';

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

/** Deps over `fetch` whose waits return at once, each recorded in `waits` (ms); the clock is 1000. */
export function instantDeps(fetch: CallDeps['fetch']): { deps: CallDeps; waits: number[] } {
  const waits: number[] = [];
  const wait = (ms: number, signal: AbortSignal) => {
    waits.push(ms);
    return signal.aborted ? Promise.reject(new Error('aborted')) : Promise.resolve();
  };
  return { deps: { fetch, wait, now: () => 1000 }, waits };
}

/** The JSON a request carried (its payload_json when it is multipart). */
export async function sentJson(body: RequestInit['body']): Promise<unknown> {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return JSON.parse(String(body.get('payload_json')));
  throw new Error('The request had no JSON body.');
}
