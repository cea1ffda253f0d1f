// One request to the relay, with Discord's rate limit honoured: a 429 waits `retry_after` (the
// caller shows the countdown) and retries once; a second 429 is reported, never retried blindly.
import type { Answer, Outcome } from './answers';
import { explain, networkFailure, redact } from './answers';
import type { RelayRequest, SendMode } from './requests';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RunDeps {
  fetch: Fetch;
  /** Resolves after `ms`, or rejects once `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface RunOptions {
  mode: SendMode;
  secrets: readonly string[];
  signal: AbortSignal;
  /** Told when a 429 makes the run wait, with the seconds it waits. */
  onWait?: (seconds: number) => void;
  /** Puts an answer in words; the send panel's `explain` unless another panel has its own. */
  explain?: (answer: Answer, mode: SendMode, secrets: readonly string[]) => Outcome;
}

/** Longer waits are reported instead: the person is better off trying later than watching. */
export const MAX_WAIT_SECONDS = 60;

export const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Cancelled', 'AbortError'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
  });

async function read(response: Response): Promise<Answer> {
  let body: unknown;
  let text = '';
  try {
    text = await response.text();
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    // A success that is not JSON (an invite's target users come as CSV) reaches the caller as
    // text; an error page that is not JSON says nothing more than its status.
    body = response.ok && text !== '' ? text : null;
  }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

async function once(request: RelayRequest, deps: RunDeps, options: RunOptions): Promise<Outcome> {
  let response: Response;
  try {
    response = await deps.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: options.signal,
      // Nothing of this origin's (cookies) goes along; the relay forwards only what Discord needs.
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return options.signal.aborted ? { kind: 'cancelled' } : networkFailure();
  }
  if (options.signal.aborted) return { kind: 'cancelled' };
  return (options.explain ?? explain)(await read(response), options.mode, options.secrets);
}

/** Runs the request; the outcome is final (ok, a reported failure, or cancelled). Never rejects. */
export async function runRequest(
  request: RelayRequest,
  deps: RunDeps,
  options: RunOptions,
): Promise<Outcome> {
  const first = await once(request, deps, options);
  if (first.kind !== 'rate-limited') return first;
  const seconds = first.seconds;
  if (seconds > MAX_WAIT_SECONDS)
    return {
      kind: 'failed',
      message: redact(
        `${first.message} It asks to wait ${Math.ceil(seconds)} s, which is too long to wait here: try again later.`,
        options.secrets,
      ),
    };
  options.onWait?.(seconds);
  try {
    await deps.wait(seconds * 1000, options.signal);
  } catch {
    return { kind: 'cancelled' };
  }
  const second = await once(request, deps, options);
  if (second.kind !== 'rate-limited') return second;
  return {
    kind: 'failed',
    message: `${second.message} It still did after waiting ${formatSeconds(seconds)} s and trying once more: wait ${formatSeconds(second.seconds)} s before trying again.`,
  };
}

/** Seconds for people: whole from 10 up, else with one decimal. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, seconds);
  return s >= 10 ? String(Math.ceil(s)) : (Math.ceil(s * 10) / 10).toFixed(1);
}
