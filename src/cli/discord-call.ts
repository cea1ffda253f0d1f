// One request to Discord as `commands` makes it: its own timeout, a bounded retry on a short 429
// (Discord's advice, and what discord.js's REST client does) and once on a 5xx, and every failure
// as one sentence that says what happened to the request. Network words, the User-Agent and the
// default wait are the relay's (server/discord-api.ts).
import {
  DEFAULT_USER_AGENT,
  errorCode,
  neverConnected,
  networkReason,
} from '../../server/discord-api';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** How long to wait and when to try again; `commands` sets it from --timeout and --retry-wait. */
export interface CallPolicy {
  timeoutMs: number;
  /** The longest 429 wait sat through before trying again; 0: never try again (nor after a 5xx). */
  maxRetryWaitMs: number;
}

/** The pause before a 5xx is tried again. */
export const SERVER_ERROR_PAUSE_MS = 1_000;
/** At most this many tries again after short 429s, and one after a 5xx. */
const RATE_LIMIT_RETRIES = 2;

/** What Discord answered: its status, headers and body text. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** A request that did not give the answer asked for: the reason, ready to print (never the token). */
export class DiscordCallError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'DiscordCallError';
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** A wait in words: "2 seconds", "3 minutes 20 seconds", "about 2 hours". */
export function waitWords(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(s, 'second');
  if (s < 3600)
    return [unit(Math.floor(s / 60), 'minute'), s % 60 ? unit(s % 60, 'second') : '']
      .filter(Boolean)
      .join(' ');
  return `about ${unit(Math.round(s / 3600), 'hour')}`;
}

/** A 429's wait (the body's retry_after, else Retry-After, in seconds) and whether it is global. */
function rateLimit(answer: Answer): { waitMs: number; global: boolean } {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(answer.text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // A proxy's page: the headers may still say.
  }
  const header = Number(answer.headers.get('retry-after'));
  const after =
    typeof body.retry_after === 'number' ? body.retry_after : Number.isFinite(header) ? header : 1;
  const global =
    body.global === true ||
    answer.headers.get('x-ratelimit-global') === 'true' ||
    answer.headers.get('x-ratelimit-scope') === 'global';
  return { waitMs: Math.max(0, after * 1000), global };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Makes one request through `fetchFn`, tries again per `policy`; notes what it waited for. */
export async function callDiscord(
  fetchFn: Fetch,
  request: {
    root: string;
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  },
  policy: CallPolicy,
  note: (line: string) => void,
): Promise<Answer> {
  const { method, path } = request;
  const what = `${method} ${path}`;
  // A PUT that may have arrived: the bulk overwrite is all or nothing, and diff shows which.
  const maybeApplied =
    method === 'PUT'
      ? ' The set may or may not have been applied: `component-studio commands diff` (same arguments) will tell.'
      : '';
  let rateRetries = 0;
  let serverRetries = 0;
  for (;;) {
    const answer = await once(fetchFn, request, policy.timeoutMs, maybeApplied);
    if (answer.status === 429) {
      const { waitMs, global } = rateLimit(answer);
      if (global)
        throw new DiscordCallError([
          `Discord is rate limiting this bot across all its requests (HTTP 429, global limit) at ${what}: try again in ${waitWords(waitMs)}. Nothing was changed.`,
        ]);
      if (waitMs > policy.maxRetryWaitMs || rateRetries >= RATE_LIMIT_RETRIES)
        throw new DiscordCallError([
          rateRetries >= RATE_LIMIT_RETRIES
            ? `Discord is still rate limiting ${what} (HTTP 429) after ${rateRetries} waits: try again in ${waitWords(waitMs)}. Nothing was changed.`
            : `Discord asks to wait ${waitWords(waitMs)} before ${what} (HTTP 429, rate limited), longer than --retry-wait (${seconds(policy.maxRetryWaitMs)}): try again then. Nothing was changed.`,
        ]);
      rateRetries += 1;
      note(
        `Discord asked to wait ${seconds(waitMs)} before ${what} (HTTP 429, rate limited): waited, then tried again.`,
      );
      await sleep(waitMs);
      continue;
    }
    if (answer.status >= 500) {
      if (serverRetries < 1 && policy.maxRetryWaitMs > 0) {
        serverRetries += 1;
        note(
          `Discord failed on ${what} (HTTP ${answer.status}): tried again after ${seconds(SERVER_ERROR_PAUSE_MS)}.`,
        );
        await sleep(SERVER_ERROR_PAUSE_MS);
        continue;
      }
      throw new DiscordCallError([
        `Discord failed on ${what} (HTTP ${answer.status}${serverRetries > 0 ? ', twice' : ''}): the fault is on Discord's side; try again later (https://discordstatus.com).${maybeApplied}`,
      ]);
    }
    return answer;
  }
}

const TIMED_OUT = Symbol('timed out');

/** One try: the answer, or a DiscordCallError saying whether the request can have arrived. */
async function once(
  fetchFn: Fetch,
  { root, method, path, headers, body }: Parameters<typeof callDiscord>[1],
  timeoutMs: number,
  maybeApplied: string,
): Promise<Answer> {
  const what = `${method} ${path}`;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as signalled: an injected fetch may not listen to the signal.
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  let status: number | null = null;
  try {
    const res = await Promise.race([
      fetchFn(`${root}${path}`, {
        method,
        headers: { ...headers, 'user-agent': DEFAULT_USER_AGENT },
        ...(body === undefined ? {} : { body }),
        // A redirect would carry the token elsewhere; Discord's API does not redirect.
        redirect: 'manual',
        signal: controller.signal,
      }),
      timeout,
    ]);
    if (res === TIMED_OUT) throw TIMED_OUT;
    status = res.status;
    const text = await Promise.race([res.text(), timeout]);
    if (text === TIMED_OUT) throw TIMED_OUT;
    return { status: res.status, headers: res.headers, text };
  } catch (err) {
    if (err === TIMED_OUT)
      throw new DiscordCallError([
        `Discord did not answer ${what} within ${seconds(timeoutMs)} (--timeout): gave up.${maybeApplied}`,
      ]);
    const code = errorCode(err);
    const reason = code ? `${networkReason(err, timeoutMs)} (${code})` : describe(err);
    if (status !== null)
      throw new DiscordCallError([
        `The connection to Discord broke while it was answering ${what} (HTTP ${status}): ${reason}. The request reached Discord.${maybeApplied}`,
      ]);
    if (code === undefined || neverConnected(err))
      throw new DiscordCallError([`Cannot reach Discord at ${root} (${what}): ${reason}.`]);
    throw new DiscordCallError([
      `The connection to Discord at ${root} closed before it answered ${what}: ${reason}. The request may have reached Discord.${maybeApplied}`,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** An error without a code: Node's fetch says only "fetch failed", the reason is in its cause. */
function describe(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause;
  const message = err instanceof Error ? err.message : String(err);
  return cause instanceof Error ? `${message}: ${cause.message}` : message;
}
