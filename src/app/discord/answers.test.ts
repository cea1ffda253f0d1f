import { describe, expect, it } from 'vitest';
import type { Answer } from './answers';
import { explain, rateLimitText, redact, retrySeconds } from './answers';

const answer = (
  status: number,
  body: unknown = null,
  retryAfter: string | null = null,
): Answer => ({
  status,
  body,
  retryAfter,
});
const SECRET = 'super-secret-token';

function failure(a: Answer, mode: 'bot' | 'webhook' = 'bot'): string {
  const outcome = explain(a, mode, [SECRET]);
  if (outcome.kind !== 'failed') throw new Error(`expected a failure, got ${outcome.kind}`);
  return outcome.message;
}

describe('explain', () => {
  it('passes a 2xx body on', () => {
    expect(explain(answer(200, { id: '1' }), 'bot', [])).toEqual({
      kind: 'ok',
      body: { id: '1' },
      status: 200,
    });
  });

  it('lists a 50035 tree as errors with paths', () => {
    const body = {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        components: { '0': { label: { _errors: [{ code: 'X', message: 'Too long.' }] } } },
      },
    };
    const outcome = explain(answer(400, body), 'bot', []);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('with 1 error'),
      errors: [{ path: '$.components[0].label', code: 'X', message: 'Too long.' }],
    });
  });

  it('names a refused bot token and a refused webhook token', () => {
    const body = { message: '401: Unauthorized', code: 0 };
    expect(failure(answer(401, body))).toMatch(
      /^Discord refused the bot token \(401: Unauthorized\)/,
    );
    expect(failure(answer(401, body), 'webhook')).toContain('copy the webhook URL again');
  });

  it.each([400, 401, 403, 404, 405, 413, 429, 500, 502, 503])(
    "names status %i once when Discord's message starts with it too",
    (status) => {
      const outcome = explain(
        answer(status, { message: `${status}: Something`, code: 0 }),
        'bot',
        [],
      );
      const text = 'message' in outcome ? outcome.message : '';
      expect(text.split(String(status))).toHaveLength(2);
      expect(text).toContain('Something');
    },
  );

  it('says missing access or permissions for a 403', () => {
    expect(failure(answer(403, { message: 'Missing Access', code: 50001 }))).toContain(
      'missing access or permissions (403: Missing Access, code 50001)',
    );
    expect(failure(answer(403, { message: 'Missing Permissions', code: 50013 }))).toContain(
      'missing permissions (403, Missing Permissions)',
    );
  });

  it.each([
    [10003, 'Unknown Channel'],
    [10008, 'Unknown Message'],
    [10015, 'Unknown Webhook'],
  ])('tells a 404 with code %i apart (%s)', (code, name) => {
    expect(failure(answer(404, { message: name, code }))).toContain(`(404, ${name})`);
  });

  it('blames the relay for a 404 that is not Discord’s', () => {
    expect(failure(answer(404, null))).toContain('npm start');
  });

  it('says the network failed when the relay could not reach Discord', () => {
    const body = {
      message: 'Could not reach Discord (fetch failed): ECONNREFUSED',
      code: 0,
      relay: true,
    };
    expect(failure(answer(502, body))).toMatch(/^Could not reach Discord: the network/);
    const relay = { message: 'Could not reach Discord (discord.invalid): no DNS.', relay: true };
    expect(failure(answer(502, relay))).toBe(
      "Could not reach Discord: the network between the app's relay and Discord failed: no DNS (discord.invalid).",
    );
  });

  it("says a rate limit in Discord's words, without a secret it echoes", () => {
    const limited = answer(429, { message: `Slow down ${SECRET}`, retry_after: 1.5 });
    expect(rateLimitText(limited, [SECRET])).toBe(
      'Discord is rate limiting these requests (429): Slow down [hidden].',
    );
  });

  it('never shows a secret Discord echoes back', () => {
    expect(failure(answer(400, { message: `Bad token ${SECRET}`, code: 50109 }))).not.toContain(
      SECRET,
    );
    const tree = {
      code: 50035,
      errors: { content: { _errors: [{ code: 'X', message: `No ${SECRET}` }] } },
    };
    expect(JSON.stringify(explain(answer(400, tree), 'bot', [SECRET]))).not.toContain(SECRET);
  });
});

describe('retrySeconds', () => {
  it('prefers the body’s retry_after, then the header, then 1', () => {
    expect(retrySeconds(answer(429, { retry_after: 2.25 }, '5'))).toBe(2.25);
    expect(retrySeconds(answer(429, { retry_after: 'soon' }, '3'))).toBe(3);
    expect(retrySeconds(answer(429, null, 'junk'))).toBe(1);
    expect(retrySeconds(answer(429, { retry_after: -4 }))).toBe(1);
  });
});

describe('redact', () => {
  it('hides every copy of a secret and shortens long text', () => {
    expect(redact(`a ${SECRET} b ${SECRET}`, [SECRET])).toBe('a [hidden] b [hidden]');
    expect(redact('x'.repeat(400), []).length).toBe(301);
  });
});
