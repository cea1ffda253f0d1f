import { describe, expect, it } from 'vitest';
import { tokenProblem } from './credentials';

// Shaped like a bot token: base64 of a user id, a timestamp and an HMAC.
const BOT = 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.GFake0.component-studio-fake-bot-token-000';

describe('tokenProblem', () => {
  it('asks for the token the operation needs', () => {
    expect(tokenProblem('bot', ' ')).toContain("Enter the bot's token");
    expect(tokenProblem('bearer', '')).toContain(
      "Enter a Bearer token: a user's OAuth2 access token",
    );
  });

  it('takes a token alone, without its scheme, and only header characters', () => {
    expect(tokenProblem('bot', BOT)).toBeNull();
    expect(tokenProblem('bearer', 'abcDEF123')).toBeNull();
    expect(tokenProblem('bot', `Bot ${BOT}`)).toBe(
      'Enter the token alone, without "Bot" or "Bearer" in front.',
    );
    expect(tokenProblem('bearer', 'Bearer abc')).toBe(
      'Enter the token alone, without "Bot" or "Bearer" in front.',
    );
    expect(tokenProblem('bot', 'tok en')).toContain('characters a token never has');
    expect(tokenProblem('bot', 'tøken')).toContain('characters a token never has');
  });

  it('refuses a bot token where a Bearer token is needed', () => {
    expect(tokenProblem('bearer', BOT)).toContain('This is a bot token');
  });
});
