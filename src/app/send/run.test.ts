import { describe, expect, it } from 'vitest';
import type { RelayRequest } from './requests';
import { formatSeconds, runRequest, sleep } from './run';
import { scriptedFetch } from './send-test-helpers';

const request: RelayRequest = {
  method: 'POST',
  url: '/relay/channels/1/messages',
  headers: {},
  body: '{}',
};
const limited = {
  status: 429,
  body: { message: 'You are being rate limited.', retry_after: 1.5, global: false },
};

function deps(fetch: ReturnType<typeof scriptedFetch>['fetch']) {
  const waits: number[] = [];
  return {
    waits,
    deps: {
      fetch,
      wait: (ms: number, signal: AbortSignal) => {
        waits.push(ms);
        return signal.aborted ? Promise.reject(new Error('aborted')) : Promise.resolve();
      },
    },
  };
}

const options = (signal = new AbortController().signal, onWait?: (s: number) => void) => ({
  mode: 'bot' as const,
  secrets: [],
  signal,
  onWait,
});

describe('runRequest', () => {
  it('waits retry_after after a 429 and retries once', async () => {
    const { fetch, calls } = scriptedFetch(limited, { status: 200, body: { id: '42' } });
    const told: number[] = [];
    const { deps: d, waits } = deps(fetch);
    const outcome = await runRequest(
      request,
      d,
      options(undefined, (s) => told.push(s)),
    );
    expect(outcome).toEqual({ kind: 'ok', body: { id: '42' }, status: 200 });
    expect(calls).toHaveLength(2);
    expect(told).toEqual([1.5]);
    expect(waits).toEqual([1500]);
  });

  it('reports a second 429 instead of retrying again', async () => {
    const { fetch, calls } = scriptedFetch(limited, limited, { status: 200 });
    const outcome = await runRequest(request, deps(fetch).deps, options());
    expect(calls).toHaveLength(2);
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('after waiting 1.5 s'),
    });
  });

  it('uses the Retry-After header when the body has no retry_after', async () => {
    const { fetch } = scriptedFetch(
      { status: 429, body: {}, headers: { 'Retry-After': '2' } },
      { status: 200 },
    );
    const { deps: d, waits } = deps(fetch);
    await runRequest(request, d, options());
    expect(waits).toEqual([2000]);
  });

  it('does not sit through a very long wait', async () => {
    const { fetch, calls } = scriptedFetch({ status: 429, body: { retry_after: 3600 } });
    const outcome = await runRequest(request, deps(fetch).deps, options());
    expect(calls).toHaveLength(1);
    expect(outcome).toMatchObject({ kind: 'failed', message: expect.stringContaining('3600 s') });
  });

  it('stops when cancelled during the wait', async () => {
    const { fetch, calls } = scriptedFetch(limited, { status: 200 });
    const controller = new AbortController();
    controller.abort();
    const outcome = await runRequest(request, deps(fetch).deps, options(controller.signal));
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(calls).toHaveLength(1);
  });

  it('says the network failed when fetch rejects', async () => {
    const { fetch } = scriptedFetch({ reject: true });
    const outcome = await runRequest(request, deps(fetch).deps, options());
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^Could not reach Discord: the network/),
    });
  });

  it('reads an answer that is not JSON without failing', async () => {
    const fetch = () => Promise.resolve(new Response('<html>oops</html>', { status: 500 }));
    const outcome = await runRequest(request, deps(fetch).deps, options());
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: 'Discord had a problem on its side (500); try again in a moment.',
    });
  });

  it('gives a success that is not JSON as its text (a CSV file), an error page as nothing', async () => {
    const csv = 'user_id\n1300000000000000031\n';
    const ok = () =>
      Promise.resolve(new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    expect(await runRequest(request, deps(ok).deps, options())).toEqual({
      kind: 'ok',
      status: 200,
      body: csv,
    });
    const empty = () => Promise.resolve(new Response('', { status: 200 }));
    expect(await runRequest(request, deps(empty).deps, options())).toMatchObject({ body: null });
  });

  it('sends no cookies', async () => {
    const { fetch, calls } = scriptedFetch({ status: 200 });
    await runRequest(request, deps(fetch).deps, options());
    expect(calls[0]!.credentials).toBe('omit');
  });
});

describe('sleep', () => {
  it('rejects as soon as it is cancelled', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('Cancelled');
  });
});

describe('formatSeconds', () => {
  it('shows one decimal under ten seconds and whole seconds above', () => {
    expect(formatSeconds(1.5)).toBe('1.5');
    expect(formatSeconds(0.04)).toBe('0.1');
    expect(formatSeconds(-1)).toBe('0.0');
    expect(formatSeconds(12.2)).toBe('13');
  });
});
