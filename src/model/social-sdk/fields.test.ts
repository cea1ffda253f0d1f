import { describe, expect, it } from 'vitest';
import {
  customSchemeProblem,
  parseClientId,
  parseIntegrationType,
  redirectUri,
  UINT64_MAX,
} from './fields';

describe('parseClientId', () => {
  it('takes 0 and 2^64−1 and refuses 2^64', () => {
    expect(parseClientId('0')).toEqual({ ok: true, value: 0n, text: '0' });
    expect(parseClientId('18446744073709551615')).toEqual({
      ok: true,
      value: UINT64_MAX,
      text: '18446744073709551615',
    });
    expect(parseClientId('18446744073709551616')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/64-bit unsigned.*18446744073709551615/),
    });
  });

  it('refuses an empty id, signs, letters, decimals and leading zeros; trims spaces', () => {
    expect(parseClientId('  ')).toMatchObject({ ok: false, message: /Enter the client id/ });
    for (const bad of ['-1', '+1', '12a', '1.0', '1e3', '0x10'])
      expect(parseClientId(bad)).toMatchObject({ ok: false, message: /digits 0-9/ });
    expect(parseClientId('01')).toMatchObject({ ok: false, message: /leading zeros/ });
    expect(parseClientId(' 1234567890123456789 ')).toMatchObject({
      ok: true,
      text: '1234567890123456789',
    });
  });
});

describe('parseIntegrationType', () => {
  it('takes nothing, 0 and 1 and refuses 2 and -1', () => {
    expect(parseIntegrationType('')).toEqual({ ok: true, value: null });
    expect(parseIntegrationType('0')).toEqual({ ok: true, value: 0 });
    expect(parseIntegrationType('1')).toEqual({ ok: true, value: 1 });
    expect(parseIntegrationType('2')).toMatchObject({ ok: false });
    expect(parseIntegrationType('-1')).toMatchObject({ ok: false });
  });
});

describe('customSchemeProblem', () => {
  it('takes RFC 3986 schemes and refuses the rest', () => {
    for (const good of ['', 'a', 'mygame', 'com.example.game', 'my+game-2'])
      expect(customSchemeProblem(good)).toBeNull();
    expect(customSchemeProblem('1game')).toMatch(/starts with a letter/);
    expect(customSchemeProblem('-game')).toMatch(/starts with a letter/);
    expect(customSchemeProblem('my_game')).toMatch(/only letters/);
    expect(customSchemeProblem('my game')).toMatch(/only letters/);
    expect(customSchemeProblem('javascript"><b>')).toMatch(/only letters/);
    expect(customSchemeProblem('mygame:')).toMatch(/without ":"/);
    expect(customSchemeProblem('mygame://')).toMatch(/without ":"/);
  });
});

describe('redirectUri', () => {
  it('is the loopback on desktop and the app scheme on mobile', () => {
    expect(redirectUri('desktop', '42', 'mygame')).toBe('http://127.0.0.1/callback');
    expect(redirectUri('mobile', '42', '')).toBe('discord-42:/authorize/callback');
    expect(redirectUri('mobile', '42', 'mygame')).toBe('mygame:/authorize/callback');
  });
});
