import { describe, expect, it } from 'vitest';
import { checkToken } from './credentials';

// Shaped like a bot token: base64 of a user id, a timestamp and an HMAC.
const BOT = 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.GFake0.component-studio-fake-bot-token-000';

const reason = (check: ReturnType<typeof checkToken>) => (check.ok ? '' : check.reason);

describe('checkToken', () => {
  it('asks for the token the operation needs', () => {
    expect(reason(checkToken('bot', ' '))).toBe('Enter the bot token.');
    expect(reason(checkToken('bearer', ''))).toMatch(
      /^Enter a Bearer token\. These operations take a user's OAuth2 access token/,
    );
  });

  it('takes a token with or without its scheme, as the Send panel and permissions editor do', () => {
    expect(checkToken('bot', BOT)).toEqual({ ok: true, token: BOT });
    expect(checkToken('bot', ` Bot ${BOT} `)).toEqual({ ok: true, token: BOT });
    expect(checkToken('bearer', 'abcDEF123')).toEqual({ ok: true, token: 'abcDEF123' });
    expect(checkToken('bearer', 'Bearer abcDEF123')).toEqual({ ok: true, token: 'abcDEF123' });
  });

  it('refuses characters a header cannot carry', () => {
    expect(reason(checkToken('bot', 'tok en'))).toContain('characters a token never has');
    expect(reason(checkToken('bot', 'tøken'))).toContain('characters a token never has');
    expect(reason(checkToken('bearer', 'tøken'))).toContain(
      'characters an HTTP header cannot carry',
    );
  });

  it('refuses a bot token where a Bearer token is needed, saying why for these operations', () => {
    expect(reason(checkToken('bearer', BOT))).toMatch(
      /^This looks like a bot token .*: a bot token cannot stand in for a user's token here\./,
    );
    expect(reason(checkToken('bearer', `Bot ${BOT}`))).toMatch(/^This is a bot token \("Bot …"\)/);
  });
});
