import { describe, expect, it } from 'vitest';
import type { Answer } from '../../discord/answers';
import { explainOperation, indexNotReady } from './explain-operation';

const answer = (
  status: number,
  body: unknown = null,
  retryAfter: string | null = null,
): Answer => ({
  status,
  body,
  retryAfter,
});
const SECRET = 'a-secret-bearer-token';

const said = (a: Answer, auth: 'bot' | 'bearer' = 'bot') => {
  const outcome = explainOperation(a, auth, [SECRET]);
  return 'message' in outcome ? outcome.message : outcome.kind;
};

describe('explainOperation', () => {
  it('passes a 2xx body on, a 204 too', () => {
    expect(explainOperation(answer(200, { a: 1 }), 'bot', [])).toEqual({
      kind: 'ok',
      status: 200,
      body: { a: 1 },
    });
    expect(explainOperation(answer(204), 'bot', [])).toEqual({
      kind: 'ok',
      status: 204,
      body: null,
    });
  });

  it("says the codes of Discord's other operations with what to do", () => {
    expect(said(answer(403, { message: 'Cannot forward', code: 160014 }))).toBe(
      'Discord refused the request (403: Cannot forward, code 160014). Discord refused to forward a message whose content the app cannot read: the app needs the Message Content intent, or the message must be one it can read.',
    );
    expect(said(answer(400, { message: 'Banned', code: 530017 }))).toContain(
      'a permanent ban never lifts',
    );
    expect(said(answer(404, { message: 'Unknown Invite', code: 10006 }))).toBe(
      'Discord refused the request (404: Unknown Invite, code 10006). Unknown invite: the code is wrong, or the invite expired or was deleted.',
    );
  });

  it('lists the field errors of a 400 Invalid Form Body', () => {
    const outcome = explainOperation(
      answer(400, {
        code: 50035,
        message: 'Invalid Form Body',
        errors: { status: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Too long' }] } },
      }),
      'bot',
      [],
    );
    expect(outcome).toMatchObject({
      kind: 'invalid',
      message: 'Discord refused the request (400, Invalid Form Body) with 1 error:',
      errors: [{ path: '$.status', code: 'BASE_TYPE_MAX_LENGTH', message: 'Too long' }],
    });
  });

  it('says which token a 401 refused, and never shows the token', () => {
    expect(
      said(answer(401, { message: `401: Unauthorized ${SECRET}`, code: 0 }), 'bearer'),
    ).toMatch(/^Discord refused the Bearer token \(401: Unauthorized \[hidden\]\)/);
    expect(said(answer(401, { message: '401: Unauthorized', code: 0 }), 'bot')).toContain(
      'Discord refused the bot token (401',
    );
  });

  it('reads server trouble as sending does (a 429 is the call runner’s)', () => {
    expect(said(answer(503))).toContain('Discord had a problem on its side (503)');
  });
});

describe('indexNotReady', () => {
  it('gives the seconds of a 202 with code 110000 only', () => {
    expect(
      indexNotReady(
        answer(202, { code: 110000, message: 'Index not yet available', retry_after: 3 }),
      ),
    ).toBe(3);
    expect(indexNotReady(answer(202, { code: 110000 }, '7'))).toBe(7);
    expect(indexNotReady(answer(200, { code: 110000, retry_after: 3 }))).toBeNull();
    expect(indexNotReady(answer(202, { total_results: 0 }))).toBeNull();
  });
});
