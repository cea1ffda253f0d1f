import { describe, expect, it } from 'vitest';
import { explainCommandAnswer } from './register-answers';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.secret-bot-token_value';
const answer = (status: number, body: unknown, retryAfter: string | null = null) => ({
  status,
  body,
  retryAfter,
});
const say = (status: number, body: unknown) => {
  const outcome = explainCommandAnswer(answer(status, body), 'bot', [TOKEN]);
  return 'message' in outcome ? outcome.message : outcome.kind;
};

describe('explainCommandAnswer', () => {
  it('passes a 2xx on with its status (201 new, 200 overwritten, 204 deleted)', () => {
    expect(explainCommandAnswer(answer(201, { id: '1' }), 'bot', [])).toEqual({
      kind: 'ok',
      body: { id: '1' },
      status: 201,
    });
    expect(explainCommandAnswer(answer(204, null), 'bot', [])).toMatchObject({ status: 204 });
  });

  it.each([
    [
      400,
      30032,
      /^Discord refused \(400, code 30032\): This scope already holds the most commands it may: at most 100 slash commands, 15 user commands, 15 message commands and 1 entry point\./,
    ],
    [
      400,
      30034,
      /^Discord refused \(400, code 30034\): This scope has used up its 200 new commands for today\./,
    ],
    [
      400,
      40041,
      /^Discord refused \(400, code 40041\): A command of this type with that name already exists here\./,
    ],
    [
      404,
      10063,
      /^Discord refused \(404, code 10063\): Unknown command: it was deleted or never registered in this scope\./,
    ],
    [
      404,
      10002,
      /^Discord refused \(404, code 10002\): Unknown application: check the application id/,
    ],
    [404, 10004, /^Discord refused \(404, code 10004\): Unknown guild: check the guild id/],
    [
      403,
      50001,
      /^Discord refused \(403, code 50001\): Missing access: the token's application is not the application id given/,
    ],
  ])('says %i code %i in a plain sentence', (status, code, words) => {
    expect(say(status, { message: 'Discord’s own words', code })).toMatch(words);
  });

  it('says a 401 as the send panel does, without the token', () => {
    const text = say(401, { message: `401: Unauthorized ${TOKEN}`, code: 0 });
    expect(text).toMatch(/^Discord refused the bot token \(401/);
    expect(text).not.toContain(TOKEN);
  });

  it('says a 404 with no Discord error is the relay missing', () => {
    expect(say(404, null)).toMatch(/is the app running with `npm start`/);
  });

  it('hands a 50035 back as field errors, a request-level size error said plainly', () => {
    const outcome = explainCommandAnswer(
      answer(400, {
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          _errors: [
            {
              code: 'APPLICATION_COMMAND_TOO_LARGE',
              message: 'Command exceeds maximum size (8000)',
            },
          ],
          '0': {
            name_localizations: {
              _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Bad' }],
            },
          },
        },
      }),
      'bot',
      [],
    );
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.message).toMatch(
      /with 2 errors; click one to find it in the design\. Nothing was registered\./,
    );
    // An object's index keys come first, as in the body Discord sent.
    expect(outcome.errors.map((e) => [e.path, e.code])).toEqual([
      ['$[0].name_localizations', 'APPLICATION_COMMAND_INVALID_NAME'],
      ['$', 'APPLICATION_COMMAND_TOO_LARGE'],
    ]);
    expect(outcome.errors[1]?.message).toMatch(/add up to more than 8,000 characters/);
  });

  it('says a server error as a problem on Discord’s side', () => {
    expect(say(502, { message: 'Bad gateway' })).toMatch(/Discord had a problem on its side \(502/);
  });
});
