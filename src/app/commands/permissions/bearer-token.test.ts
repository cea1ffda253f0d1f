import { describe, expect, it } from 'vitest';
import { BEARER_HELP, checkBearerToken, looksLikeBotToken } from './bearer-token';
import { BEARER, BOT_TOKEN } from './permission-test-kit';

function refusal(value: string, botToken = ''): string {
  const checked = checkBearerToken(value, botToken);
  if (checked.ok) throw new Error('expected a refusal');
  return checked.reason;
}

describe('checkBearerToken', () => {
  it('accepts a Bearer token', () => {
    expect(checkBearerToken(BEARER, BOT_TOKEN)).toEqual({ ok: true, token: BEARER });
  });

  it('takes off a pasted "Bearer " and the spaces around', () => {
    expect(checkBearerToken(`  Bearer ${BEARER}\n`, '')).toEqual({ ok: true, token: BEARER });
    expect(checkBearerToken(`bearer ${BEARER}`, '')).toEqual({ ok: true, token: BEARER });
  });

  it('asks for a token when there is none, and says which', () => {
    expect(refusal('')).toBe(`Enter a Bearer token. ${BEARER_HELP}`);
    expect(refusal('Bearer  ')).toContain('Enter a Bearer token.');
    expect(BEARER_HELP).toContain('applications.commands.permissions.update');
  });

  it('refuses a token written with "Bot "', () => {
    expect(refusal(`Bot ${BEARER}`)).toBe(
      `This is a bot token ("Bot …"): a bot token cannot edit command permissions. ${BEARER_HELP}`,
    );
  });

  it('refuses a token shaped like a bot token', () => {
    expect(refusal(BOT_TOKEN)).toContain('This looks like a bot token');
    expect(refusal(BOT_TOKEN)).toContain(BEARER_HELP);
  });

  it('refuses the bot token the page already has, whatever its shape', () => {
    expect(refusal('plain-bot-token', 'Bot plain-bot-token')).toContain(
      'This is the bot token this page already has',
    );
    expect(refusal(BOT_TOKEN, BOT_TOKEN)).toContain('This is the bot token this page already has');
  });

  it('refuses characters a header cannot carry, in a sentence', () => {
    for (const bad of ['abc def', 'tökén', 'a\tb'])
      expect(refusal(bad)).toBe(
        'The Bearer token has characters an HTTP header cannot carry (spaces, line breaks or letters outside ASCII): copy it again, with nothing around it.',
      );
  });
});

describe('looksLikeBotToken', () => {
  it('sees three base64url parts, the first an id', () => {
    expect(looksLikeBotToken(BOT_TOKEN)).toBe(true);
    // base64url of 123456789012345678, without padding.
    expect(looksLikeBotToken('MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.x_y-z')).toBe(true);
  });

  it('does not take a JWT or a plain token for one', () => {
    expect(looksLikeBotToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln')).toBe(false);
    expect(looksLikeBotToken(BEARER)).toBe(false);
    expect(looksLikeBotToken('a.b')).toBe(false);
    expect(looksLikeBotToken('!!!.a.b')).toBe(false);
  });
});
