import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from './answers';
import { explain } from './answers';
import type { Call, CallDeps } from './call-runner';
import { CallRunner, formatSeconds, sleep } from './call-runner';
import type { RelayRequest } from './requests';
import { onDesign } from './result-items';
import { docOf, message, row, button, text } from '../../model/testing/fixtures';
import { TOKEN, instantDeps, scriptedFetch } from './test-kit';

const request: RelayRequest = {
  method: 'POST',
  url: '/relay/channels/1/messages',
  headers: { Authorization: `Bot ${TOKEN}` },
  body: '{}',
};
const limited = {
  status: 429,
  body: { message: 'You are being rate limited.', retry_after: 1.5, global: false },
};
const call = (more: Partial<Call> = {}): Call => ({
  busy: 'send',
  request,
  secrets: [TOKEN],
  explain: (answer: Answer) => explain(answer, 'bot', [TOKEN]),
  ...more,
});

/** A runner whose waits are real timers (faked), on the faked clock. */
function timed(fetch: CallDeps['fetch']) {
  vi.useFakeTimers({ now: 10_000 });
  return new CallRunner({ fetch, wait: sleep, now: () => Date.now() });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CallRunner', () => {
  it('is busy while the call is under way, then idle with nothing to say about a success', async () => {
    const { fetch } = scriptedFetch({ status: 200, body: { id: '42' } });
    const runner = new CallRunner(instantDeps(fetch).deps);
    const seen: (string | null)[] = [];
    runner.store.subscribe((s) => seen.push(s.busy));
    const outcome = await runner.run(call());
    expect(outcome).toEqual({ kind: 'ok', body: { id: '42' }, status: 200 });
    expect(seen[0]).toBe('send');
    expect(runner.getState()).toEqual({ busy: null, retryAt: null, result: null });
  });

  it('waits retry_after after a 429, with the time the retry goes in the state, and retries once', async () => {
    const { fetch, calls } = scriptedFetch(limited, { status: 200, body: { id: '42' } });
    const runner = timed(fetch);
    const retryAt: (number | null)[] = [];
    runner.store.subscribe((s) => retryAt.push(s.retryAt));
    const running = runner.run(call());
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(runner.getState()).toMatchObject({ busy: 'send', retryAt: 11_500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await running).toEqual({ kind: 'ok', body: { id: '42' }, status: 200 });
    expect(calls).toHaveLength(2);
    expect(retryAt).toContain(11_500);
    expect(runner.getState()).toMatchObject({ busy: null, retryAt: null });
  });

  it('reports a second 429 instead of retrying again', async () => {
    const { fetch, calls } = scriptedFetch(limited, limited, { status: 200 });
    const runner = new CallRunner(instantDeps(fetch).deps);
    const outcome = await runner.run(call());
    expect(calls).toHaveLength(2);
    expect(outcome).toEqual({
      kind: 'failed',
      message: expect.stringMatching(
        /^Discord is rate limiting these requests \(429\): You are being rate limited.* It still did after waiting 1\.5 s and trying once more: wait 1\.5 s before trying again\.$/,
      ),
    });
    expect(runner.getState().result).toMatchObject({ tone: 'error', items: [], designId: null });
  });

  it('uses the Retry-After header when the body has no retry_after', async () => {
    const { fetch } = scriptedFetch(
      { status: 429, body: {}, headers: { 'Retry-After': '2' } },
      { status: 200 },
    );
    const { deps, waits } = instantDeps(fetch);
    await new CallRunner(deps).run(call());
    expect(waits).toEqual([2000]);
  });

  it('does not sit through a very long wait', async () => {
    const { fetch, calls } = scriptedFetch({ status: 429, body: { retry_after: 3600 } });
    const outcome = await new CallRunner(instantDeps(fetch).deps).run(call());
    expect(calls).toHaveLength(1);
    expect(outcome).toMatchObject({ kind: 'failed', message: expect.stringContaining('3600 s') });
  });

  it('stops when cancelled during the wait, sends nothing more and says so', async () => {
    const { fetch, calls } = scriptedFetch(limited, { status: 200 });
    const runner = timed(fetch);
    const running = runner.run(call());
    await vi.advanceTimersByTimeAsync(500);
    expect(runner.getState().retryAt).toBe(11_500);
    runner.cancel();
    expect(await running).toEqual({ kind: 'cancelled' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(runner.getState()).toMatchObject({
      busy: null,
      retryAt: null,
      result: { tone: 'info', text: 'Cancelled: nothing more was sent.' },
    });
  });

  it('is cancelled by a signal of the caller, before or during the call', async () => {
    const { fetch, calls } = scriptedFetch(limited, { status: 200 });
    const before = new AbortController();
    before.abort();
    const runner = new CallRunner(instantDeps(fetch).deps);
    expect(await runner.run(call({ signal: before.signal }))).toEqual({ kind: 'cancelled' });
    expect(calls).toHaveLength(0);

    const during = new AbortController();
    const slow = timed(fetch);
    const running = slow.run(call({ signal: during.signal }));
    await vi.advanceTimersByTimeAsync(100);
    during.abort();
    expect(await running).toEqual({ kind: 'cancelled' });
    expect(calls).toHaveLength(1);
  });

  it('lets a new call overtake the one under way, which then changes nothing shown', async () => {
    const { fetch, calls } = scriptedFetch(limited, { status: 200, body: { second: true } });
    const runner = timed(fetch);
    const first = runner.run(call({ busy: 'first' }));
    await vi.advanceTimersByTimeAsync(100);
    const second = runner.run(call({ busy: 'second' }));
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(runner.getState()).toMatchObject({ busy: 'second', result: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(await second).toEqual({ kind: 'ok', status: 200, body: { second: true } });
    expect(calls).toHaveLength(2);
    expect(runner.getState()).toEqual({ busy: null, retryAt: null, result: null });
  });

  it('says the network failed when fetch rejects', async () => {
    const { fetch } = scriptedFetch({ reject: true });
    const outcome = await new CallRunner(instantDeps(fetch).deps).run(call());
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^Could not reach Discord: the network/),
    });
  });

  it('reports a request that could not be built, without its secrets', async () => {
    const { fetch, calls } = scriptedFetch({ status: 200 });
    const runner = new CallRunner(instantDeps(fetch).deps);
    const outcome = await runner.run(
      call({
        request: () => Promise.reject(new Error(`Could not read ${TOKEN}.png`)),
      }),
    );
    expect(calls).toHaveLength(0);
    expect(outcome).toEqual({ kind: 'failed', message: 'Could not read [hidden].png' });
  });

  it('reads an answer that is not JSON without failing', async () => {
    const fetch = () => Promise.resolve(new Response('<html>oops</html>', { status: 500 }));
    const outcome = await new CallRunner(instantDeps(fetch).deps).run(call());
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: 'Discord had a problem on its side (500); try again in a moment.',
    });
  });

  it('gives a success that is not JSON as its text (a CSV file), an error page as nothing', async () => {
    const csv = 'user_id\n1300000000000000031\n';
    const ok = () =>
      Promise.resolve(new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    expect(await new CallRunner(instantDeps(ok).deps).run(call())).toEqual({
      kind: 'ok',
      status: 200,
      body: csv,
    });
    const empty = () => Promise.resolve(new Response('', { status: 200 }));
    expect(await new CallRunner(instantDeps(empty).deps).run(call())).toMatchObject({
      body: null,
    });
  });

  it('sends no cookies', async () => {
    const { fetch, calls } = scriptedFetch({ status: 200 });
    await new CallRunner(instantDeps(fetch).deps).run(call());
    expect(calls[0]!.credentials).toBe('omit');
  });

  it("lists Discord's field errors by path, or places them on the design's nodes", async () => {
    const refused = {
      status: 400,
      body: {
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          components: {
            1: { components: { 0: { label: { _errors: [{ code: 'X', message: 'Too long' }] } } } },
          },
        },
      },
    };
    const { fetch } = scriptedFetch(refused);
    const runner = new CallRunner(instantDeps(fetch).deps);
    await runner.run(call());
    const path = '$.components[1].components[0].label';
    expect(runner.getState().result).toEqual({
      tone: 'error',
      text: 'Discord refused the message (400, Invalid Form Body) with 1 error; click one to find it in the design.',
      items: [
        { severity: 'error', path, code: 'X', message: 'Too long', nodeKey: null, where: '' },
      ],
      designId: null,
    });

    const doc = docOf(message(text('Hi'), row(button({ label: 'Go', custom_id: 'go' }))));
    await runner.run(call({ place: onDesign({ doc, designId: 'd1' }) }));
    const placed = runner.getState().result;
    expect(placed?.designId).toBe('d1');
    expect(placed?.items[0]).toMatchObject({ path, where: 'Action Row 2 › Button "Go"' });
    expect(placed?.items[0]?.nodeKey).not.toBeNull();
  });

  it("keeps a panel's own state beside the call's, and reports and dismisses results", () => {
    const runner = new CallRunner(instantDeps(scriptedFetch().fetch).deps, { asked: false });
    expect(runner.getState()).toEqual({ asked: false, busy: null, retryAt: null, result: null });
    runner.set({ asked: true });
    runner.report('success', 'Sent.', { answer: { status: 200, body: {} } });
    expect(runner.getState()).toMatchObject({
      asked: true,
      result: { tone: 'success', text: 'Sent.', items: [], answer: { status: 200 } },
    });
    runner.dismiss();
    expect(runner.getState().result).toBeNull();
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
