import { describe, expect, it } from 'vitest';
import { neverConnected, resolveApiBase, tokenDestination } from './discord-api';

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

  it("allows Discord's own hosts over https and this computer over either", () => {
    for (const base of [
      'https://discord.com/api/v10',
      'https://canary.discord.com/api/v10',
      'https://discordapp.com/api/v9',
      'http://localhost:4174/api/v10',
      'http://127.0.0.1:4174/api/v10',
      'http://[::1]:4174/api/v10',
    ])
      expect(resolveApiBase(base)).toBe(base);
  });

  it('refuses any other host, or Discord over plain http, unless DISCORD_API_BASE_ALLOW names it', () => {
    expect(() => resolveApiBase('http://evil.example/api/v10')).toThrow(
      "DISCORD_API_BASE names evil.example, which is not Discord's (discord.com) nor this computer: the bot token would be sent there. If that is meant, name the host in DISCORD_API_BASE_ALLOW=evil.example.",
    );
    // Look-alikes of Discord's hosts are other hosts.
    for (const base of ['https://discord.com.evil.example/api', 'https://notdiscord.com/api'])
      expect(() => resolveApiBase(base)).toThrow('not Discord');
    expect(() => resolveApiBase('http://discord.com/api/v10')).toThrow('must use https://');
    expect(
      resolveApiBase('https://proxy.corp.example/api/v10', 'other.example, proxy.corp.example'),
    ).toBe('https://proxy.corp.example/api/v10');
    expect(() => resolveApiBase('https://proxy.corp.example/api/v10', 'corp.example')).toThrow(
      'not Discord',
    );
  });
});

describe('tokenDestination', () => {
  it("says where the token goes unless it is Discord's own API", () => {
    expect(tokenDestination('https://discord.com/api/v10')).toBeNull();
    expect(tokenDestination('http://127.0.0.1:9/api/v10')).toBe(
      'the bot token goes to http://127.0.0.1:9/api/v10 (DISCORD_API_BASE: this computer).',
    );
    expect(tokenDestination('https://proxy.corp.example/api')).toBe(
      'the bot token goes to https://proxy.corp.example/api (DISCORD_API_BASE: proxy.corp.example, not Discord).',
    );
  });
});

describe('neverConnected', () => {
  it('tells a refused connection from one that broke after the request went out', () => {
    const failed = (code: string) => new TypeError('fetch failed', { cause: { code } });
    expect(neverConnected(failed('ECONNREFUSED'))).toBe(true);
    expect(neverConnected(failed('ENOTFOUND'))).toBe(true);
    expect(neverConnected(failed('ECONNRESET'))).toBe(false);
    expect(neverConnected(failed('UND_ERR_SOCKET'))).toBe(false);
    expect(neverConnected(new Error('no code'))).toBe(false);
  });
});
