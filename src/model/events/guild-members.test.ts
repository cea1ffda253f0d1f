import { describe, expect, it } from 'vitest';
import type { GuildMembersInput } from './guild-members';
import { guildMembersPair } from './guild-members';

const GUILD = '1100000000000000001';
const input = (over: Partial<GuildMembersInput> = {}): GuildMembersInput => ({
  guildId: GUILD,
  nonce: 'members-1',
  secondsApart: '5',
  ...over,
});

describe('guildMembersPair', () => {
  it('writes the request for all members and the RATE_LIMITED dispatch of a repeat', () => {
    expect(guildMembersPair(input())).toEqual({
      ok: true,
      pair: {
        request: { op: 8, d: { guild_id: GUILD, query: '', limit: 0, nonce: 'members-1' } },
        rateLimited: {
          op: 0,
          t: 'RATE_LIMITED',
          d: { opcode: 8, retry_after: 25, meta: { guild_id: GUILD, nonce: 'members-1' } },
        },
      },
    });
  });

  it('rate-limits a repeat 0 and 29.9 seconds apart, not 30 or 31', () => {
    const retry = (s: string) => {
      const r = guildMembersPair(input({ secondsApart: s }));
      return r.ok ? (r.pair.rateLimited?.d.retry_after ?? null) : 'refused';
    };
    expect(retry('0')).toBe(30);
    expect(retry('29')).toBe(1);
    expect(retry('29.9')).toBe(0.1);
    expect(retry('30')).toBeNull();
    expect(retry('31')).toBeNull();
  });

  it('refuses a bad guild id, an empty nonce and a bad interval at their fields', () => {
    const r = guildMembersPair({ guildId: '18446744073709551616', nonce: '', secondsApart: '-1' });
    expect(r).toEqual({
      ok: false,
      errors: {
        guildId: expect.stringMatching(/64-bit/),
        nonce: expect.stringMatching(/Enter a nonce/),
        secondsApart: expect.stringMatching(/0 or more/),
      },
    });
    expect(guildMembersPair(input({ guildId: 'abc' }))).toMatchObject({ ok: false });
    expect(guildMembersPair(input({ secondsApart: '' }))).toMatchObject({ ok: false });
    expect(guildMembersPair(input({ secondsApart: 'soon' }))).toMatchObject({ ok: false });
  });

  it('keeps a hostile nonce as a plain JSON string', () => {
    const r = guildMembersPair(input({ nonce: '"</script><b>' }));
    expect(r.ok && JSON.parse(JSON.stringify(r.pair.request)).d.nonce).toBe('"</script><b>');
  });
});
