import { describe, expect, it } from 'vitest';
import { readRoleMemberCounts, roleMemberCountsRequest } from './role-member-counts';

const GUILD = '1300000000000000500';

describe('roleMemberCountsRequest', () => {
  it("reads a guild's counts with the bot token", () => {
    expect(roleMemberCountsRequest({ guildId: GUILD })).toEqual({
      ok: true,
      request: { method: 'GET', path: `/guilds/${GUILD}/roles/member-counts`, auth: 'bot' },
    });
  });

  it('refuses a server id that is not a snowflake, before anything is sent', () => {
    expect(roleMemberCountsRequest({ guildId: '../users/@me' })).toEqual({
      ok: false,
      problems: [
        {
          field: 'guildId',
          message: 'The server id is a number of 17 to 20 digits; "../users/@me" is not.',
        },
      ],
    });
  });
});

describe('readRoleMemberCounts', () => {
  const roles = [
    { id: '1300000000000000601', name: 'Moderators', position: 3 },
    { id: '1300000000000000602', name: 'Members', position: 1 },
  ];

  it('names the roles and puts the highest first', () => {
    const counts = { '1300000000000000602': 40, '1300000000000000601': 2 };
    expect(readRoleMemberCounts(counts, roles)).toEqual({
      ok: true,
      rows: [
        { roleId: '1300000000000000601', name: 'Moderators', position: 3, count: 2 },
        { roleId: '1300000000000000602', name: 'Members', position: 1, count: 40 },
      ],
    });
  });

  it('keeps the id of a role it cannot name, and sorts by count without positions', () => {
    const counts = { '1300000000000000700': 1, '1300000000000000701': 9 };
    expect(readRoleMemberCounts(counts, null)).toEqual({
      ok: true,
      rows: [
        { roleId: '1300000000000000701', name: null, position: null, count: 9 },
        { roleId: '1300000000000000700', name: null, position: null, count: 1 },
      ],
    });
    expect(readRoleMemberCounts({}, roles)).toEqual({ ok: true, rows: [] });
  });

  it('reports an answer of another shape instead of drawing part of it', () => {
    expect(readRoleMemberCounts([1, 2], null).ok).toBe(false);
    expect(readRoleMemberCounts({ abc: 1 }, null)).toEqual({
      ok: false,
      reason: `Discord's answer has an entry that is not a role id with a member count: "abc".`,
    });
    expect(readRoleMemberCounts({ '1300000000000000700': -1 }, null).ok).toBe(false);
    expect(readRoleMemberCounts({ '1300000000000000700': '3' }, null).ok).toBe(false);
  });
});
