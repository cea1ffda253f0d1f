// Test controls, not part of Discord's API: what the fake received, a reset, and canned answers
// for the next Discord request. Bad input to a control gets a 400 saying what to send instead.
import type { FakeResponse } from './routes';
import type { CannedAnswer, FakeState } from './state';

const bad = (message: string): FakeResponse => ({ status: 400, body: { message } });

function jsonOf(raw: Buffer): { ok: true; value: Record<string, unknown> } | { ok: false } {
  if (raw.length === 0) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** A 429 the way Discord sends it for a per-route limit. */
export function rateLimitAnswer(retryAfter: number): CannedAnswer {
  return {
    status: 429,
    body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
    headers: {
      'retry-after': String(Math.ceil(retryAfter)),
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': String(retryAfter),
      'x-ratelimit-bucket': 'fake-bucket',
      'x-ratelimit-scope': 'user',
    },
  };
}

function cannedFrom(value: Record<string, unknown>): CannedAnswer | string {
  const { status, body, headers } = value;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
    return '`status` must be an HTTP status from 200 to 599.';
  if (headers !== undefined) {
    const ok =
      typeof headers === 'object' &&
      headers !== null &&
      !Array.isArray(headers) &&
      Object.values(headers).every((v) => typeof v === 'string');
    if (!ok) return '`headers` must be an object of strings.';
  }
  return { status, body, headers: headers as Record<string, string> | undefined };
}

/** Answers GET /__fake/requests, POST /__fake/reset, /__fake/next and /__fake/rate-limit. */
export function handleControl(
  state: FakeState,
  method: string,
  path: string,
  raw: Buffer,
): FakeResponse {
  const route = `${method} ${path}`;
  if (route === 'GET /__fake/requests') return { status: 200, body: state.requests };
  if (route === 'POST /__fake/reset') {
    state.reset();
    return { status: 200, body: { reset: true } };
  }
  if (route === 'POST /__fake/next' || route === 'POST /__fake/rate-limit') {
    const json = jsonOf(raw);
    if (!json.ok) return bad('Send a JSON object.');
    let answer: CannedAnswer | string;
    if (path === '/__fake/next') answer = cannedFrom(json.value);
    else {
      const retryAfter = json.value.retryAfter ?? 1;
      answer =
        typeof retryAfter === 'number' && retryAfter > 0 && retryAfter <= 600
          ? rateLimitAnswer(retryAfter)
          : '`retryAfter` must be a number of seconds above 0 (at most 600).';
    }
    if (typeof answer === 'string') return bad(answer);
    state.canned.push(answer);
    return { status: 200, body: { queued: state.canned.length } };
  }
  return {
    status: 404,
    body: {
      message:
        'Unknown control. There are GET /__fake/requests, POST /__fake/reset, POST /__fake/next { status, body, headers? } and POST /__fake/rate-limit { retryAfter }.',
    },
  };
}
