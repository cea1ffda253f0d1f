// Runs one call to Discord through the relay, for every panel: what is under way (busy), a way to
// cancel it, Discord's rate limit honoured (a 429 waits `retry_after`, with the time the retry goes
// in the state for a countdown, and is tried once more; a second 429 is reported, never retried
// blindly), and the call's result in one shape. No React: the panels' hooks and sessions hold a
// runner and show its zustand store.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Answer, Outcome } from './answers';
import { networkFailure, rateLimitText, redact, retrySeconds } from './answers';
import type { RelayRequest } from './requests';
import type { Placement, ResultItem } from './result-items';
import { listed } from './result-items';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface CallDeps {
  fetch: Fetch;
  /** Resolves after `ms`, or rejects once `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The clock of `retryAt` and `againAt` (ms); Date.now unless a test sets its own. */
  now?: () => number;
}

/** The last word of a panel: Discord's answer said, or why nothing was sent. */
export interface CallResult {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** Discord's field errors (or a design's own), each a button that finds its node. */
  items: ResultItem[];
  /** The design the items belong to. */
  designId: string | null;
  /** Discord's answer itself, for a panel that shows it (the consoles' JSON). */
  answer?: { status: number; body: unknown };
  /** When Discord said to ask again (a search index being built), on the runner's clock. */
  againAt?: number;
}

export interface CallState<Busy extends string = string> {
  /** What is under way: a panel's name for the call, or null. */
  busy: Busy | null;
  /** While a 429 is waited out: when the retry goes, on the runner's clock. */
  retryAt: number | null;
  result: CallResult | null;
}

export interface Call<Busy extends string = string> {
  busy: Busy;
  /** The request, or how to build it (reading files can fail: that failure is the result). */
  request: RelayRequest | (() => RelayRequest | Promise<RelayRequest>);
  /** Tokens to keep out of everything shown. */
  secrets: readonly string[];
  /** Puts an answer that is not a 429 in words: each panel says its own codes first. */
  explain: (answer: Answer) => Outcome;
  /** Where Discord's field errors go; listed by their path unless a panel places them. */
  place?: Placement;
  /** A signal of the caller's own that cancels the call too. */
  signal?: AbortSignal;
}

/** Longer waits are reported instead: the person is better off trying later than watching. */
export const MAX_WAIT_SECONDS = 60;

export const CANCELLED_TEXT = 'Cancelled: nothing more was sent.';

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

/** Calls from this page, to this origin's relay. */
export const PAGE_DEPS: CallDeps = {
  fetch: (url, init) => window.fetch(url, init),
  wait: sleep,
  now: () => Date.now(),
};

/** Seconds for people: whole from 10 up, else with one decimal. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, seconds);
  return s >= 10 ? String(Math.ceil(s)) : (Math.ceil(s * 10) / 10).toFixed(1);
}

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

const CANCELLED: Outcome = { kind: 'cancelled' };
const failed = (message: string): Outcome => ({ kind: 'failed', message });

/** What a call that did not succeed shows; null for a success, which its panel words. */
function resultOf(outcome: Outcome, place: Placement): CallResult | null {
  const plain = { items: [], designId: null };
  switch (outcome.kind) {
    case 'ok':
      return null;
    case 'cancelled':
      return { tone: 'info', text: CANCELLED_TEXT, ...plain };
    case 'invalid':
      return { tone: 'error', text: outcome.message, ...place(outcome.errors) };
    case 'failed':
      return { tone: 'error', text: outcome.message, ...plain };
  }
}

/**
 * One call at a time, in a store a panel shows: a new call cancels the one under way, whose
 * outcome is then 'cancelled' and which changes nothing shown. `Extra` is what a panel keeps
 * beside it in the same store (a question asked before sending, what is registered).
 */
export class CallRunner<Busy extends string = string, Extra extends object = object> {
  readonly store: StoreApi<CallState<Busy> & Extra>;
  readonly now: () => number;
  private controller: AbortController | null = null;

  constructor(
    private readonly deps: CallDeps,
    extra: Extra = {} as Extra,
  ) {
    this.now = deps.now ?? (() => Date.now());
    this.store = createStore<CallState<Busy> & Extra>()(() => ({
      ...extra,
      busy: null,
      retryAt: null,
      result: null,
    }));
  }

  getState = (): CallState<Busy> & Extra => this.store.getState();

  /** Runs the call; its outcome is final (ok, a failure shown, or cancelled). Never rejects. */
  async run(call: Call<Busy>): Promise<Outcome> {
    this.controller?.abort();
    const mine = new AbortController();
    this.controller = mine;
    const stop = () => mine.abort();
    if (call.signal?.aborted) mine.abort();
    call.signal?.addEventListener('abort', stop, { once: true });
    const own = (patch: Partial<CallState<Busy>>) => {
      if (this.controller === mine) this.patch(patch);
    };
    own({ busy: call.busy, retryAt: null, result: null });
    let outcome: Outcome;
    try {
      outcome = await this.attempt(call, mine.signal, own);
    } finally {
      call.signal?.removeEventListener('abort', stop);
    }
    if (this.controller !== mine) return CANCELLED;
    this.controller = null;
    const result = resultOf(outcome, call.place ?? listed);
    this.patch({ busy: null, retryAt: null, ...(result ? { result } : {}) });
    return outcome;
  }

  /** Stops the call under way, and its wait for a rate limit; nothing more is sent. */
  cancel(): void {
    this.controller?.abort();
  }

  /** Shows a result: a success in the panel's words, or a problem found before sending. */
  report(
    tone: CallResult['tone'],
    text: string,
    more: Partial<Omit<CallResult, 'tone' | 'text'>> = {},
  ): void {
    this.patch({ result: { items: [], designId: null, ...more, tone, text } });
  }

  /** Puts the result away. */
  dismiss(): void {
    this.patch({ result: null });
  }

  /** Changes what the panel keeps beside the call. */
  set(patch: Partial<Extra>): void {
    this.store.setState(patch as Partial<CallState<Busy> & Extra>);
  }

  private patch(patch: Partial<CallState<Busy>>): void {
    this.store.setState(patch as Partial<CallState<Busy> & Extra>);
  }

  private async attempt(
    call: Call<Busy>,
    signal: AbortSignal,
    own: (patch: Partial<CallState<Busy>>) => void,
  ): Promise<Outcome> {
    let request: RelayRequest;
    try {
      request = typeof call.request === 'function' ? await call.request() : call.request;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return signal.aborted ? CANCELLED : failed(redact(message, call.secrets));
    }
    const first = await this.once(request, call, signal);
    if ('kind' in first) return first;
    const seconds = retrySeconds(first);
    const said = rateLimitText(first, call.secrets);
    if (seconds > MAX_WAIT_SECONDS)
      return failed(
        redact(
          `${said} It asks to wait ${Math.ceil(seconds)} s, which is too long to wait here: try again later.`,
          call.secrets,
        ),
      );
    own({ retryAt: this.now() + seconds * 1000 });
    try {
      await this.deps.wait(seconds * 1000, signal);
    } catch {
      return CANCELLED;
    }
    if (signal.aborted) return CANCELLED;
    own({ retryAt: null });
    const second = await this.once(request, call, signal);
    if ('kind' in second) return second;
    return failed(
      `${rateLimitText(second, call.secrets)} It still did after waiting ${formatSeconds(seconds)} s and trying once more: wait ${formatSeconds(retrySeconds(second))} s before trying again.`,
    );
  }

  /** One request: its outcome, or the answer of a 429 to wait out. */
  private async once(
    request: RelayRequest,
    call: Call<Busy>,
    signal: AbortSignal,
  ): Promise<Outcome | Answer> {
    if (signal.aborted) return CANCELLED;
    let response: Response;
    try {
      response = await this.deps.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal,
        // Nothing of this origin's (cookies) goes along; the relay forwards only what Discord needs.
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      return signal.aborted ? CANCELLED : networkFailure();
    }
    if (signal.aborted) return CANCELLED;
    const answer = await read(response);
    if (signal.aborted) return CANCELLED;
    return answer.status === 429 ? answer : call.explain(answer);
  }
}
