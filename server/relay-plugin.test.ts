import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './relay-plugin';

describe('resolveApiBase', () => {
  it('defaults to Discord v10 when DISCORD_API_BASE is unset or blank', () => {
    expect(resolveApiBase(undefined)).toBe('https://discord.com/api/v10');
    expect(resolveApiBase('  ')).toBe('https://discord.com/api/v10');
  });

  it('drops trailing slashes', () => {
    expect(resolveApiBase('http://127.0.0.1:4174/api/v10//')).toBe('http://127.0.0.1:4174/api/v10');
  });

  it('says what is wrong with a value that is not an http(s) base URL', () => {
    expect(() => resolveApiBase('discord.com/api')).toThrow(
      'DISCORD_API_BASE must be a URL such as https://discord.com/api/v10; it is "discord.com/api".',
    );
    expect(() => resolveApiBase('ftp://example.com/api')).toThrow(
      'must start with http:// or https://',
    );
    expect(() => resolveApiBase('https://discord.com/api/v10?x=1')).toThrow('plain base URL');
  });
});
