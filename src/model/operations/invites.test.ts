import { describe, expect, it } from 'vitest';
import type { CreateInviteForm } from './invites';
import {
  channelInvitesRequest,
  createInviteRequest,
  inviteCodeOf,
  inviteLink,
  readTargetUsersCsv,
  targetUsersCsv,
  targetUsersPreview,
  targetUsersRequest,
} from './invites';

const CHANNEL = '1300000000000000100';
const U1 = '1300000000000000031';
const U2 = '1300000000000000032';
const form = (over: Partial<CreateInviteForm> = {}): CreateInviteForm => ({
  channelId: CHANNEL,
  maxAge: '',
  maxUses: '',
  temporary: false,
  unique: false,
  roleIds: '',
  targetUsers: '',
  ...over,
});
const fields = (built: ReturnType<typeof createInviteRequest>) =>
  built.ok ? [] : built.problems.map((p) => p.field);

describe('createInviteRequest', () => {
  it('sends JSON with the defaults: a day, unlimited uses', () => {
    expect(createInviteRequest(form())).toEqual({
      ok: true,
      request: {
        method: 'POST',
        path: `/channels/${CHANNEL}/invites`,
        auth: 'bot',
        body: { max_age: 86400, max_uses: 0, temporary: false, unique: false },
      },
    });
  });

  it('takes max_age 0 to 604800 and max_uses 0 to 100, refusing one past each end', () => {
    for (const [maxAge, ok] of [
      ['-1', false],
      ['0', true],
      ['604800', true],
      ['604801', false],
    ] as const)
      expect(fields(createInviteRequest(form({ maxAge }))), maxAge).toEqual(ok ? [] : ['maxAge']);
    for (const [maxUses, ok] of [
      ['-1', false],
      ['0', true],
      ['100', true],
      ['101', false],
    ] as const)
      expect(fields(createInviteRequest(form({ maxUses }))), maxUses).toEqual(
        ok ? [] : ['maxUses'],
      );
    const built = createInviteRequest(form({ maxAge: '0', maxUses: '100', temporary: true }));
    expect(built.ok && built.request.body).toEqual({
      max_age: 0,
      max_uses: 100,
      temporary: true,
      unique: false,
    });
  });

  it('lists role ids once each, up to 250', () => {
    const roles = (n: number) =>
      Array.from({ length: n }, (_, i) => `13000000000000${String(i).padStart(5, '0')}`).join(',');
    const built = createInviteRequest(form({ roleIds: `${U1}\n${U2}` }));
    expect(built.ok && built.request.body).toMatchObject({ role_ids: [U1, U2] });
    expect(fields(createInviteRequest(form({ roleIds: roles(249) })))).toEqual([]);
    expect(fields(createInviteRequest(form({ roleIds: roles(250) })))).toEqual([]);
    expect(fields(createInviteRequest(form({ roleIds: roles(251) })))).toEqual(['roleIds']);
    expect(fields(createInviteRequest(form({ roleIds: `${U1},${U1}` })))).toEqual(['roleIds']);
  });

  it('sends target users as a CSV file part beside payload_json', () => {
    const built = createInviteRequest(form({ targetUsers: `${U1}\n${U2}` }));
    expect(built.ok && built.request.files).toEqual([
      {
        part: 'target_users_file',
        filename: 'target_users.csv',
        type: 'text/csv',
        text: `user_id\n${U1}\n${U2}\n`,
      },
    ]);
  });

  it('refuses a target user that is not a snowflake or is listed twice, and a bad channel', () => {
    const built = createInviteRequest(
      form({ channelId: '12', targetUsers: `${U1}, @river`, maxUses: 'x' }),
    );
    expect(built).toEqual({
      ok: false,
      problems: [
        {
          field: 'channelId',
          message: 'The channel id is a number of 17 to 20 digits; "12" is not.',
        },
        {
          field: 'maxUses',
          message: 'The maximum number of uses is a whole number from 0 to 100; "x" is not.',
        },
        {
          field: 'targetUsers',
          message: 'Each user id is a number of 17 to 20 digits; "@river" is not.',
        },
      ],
    });
    expect(fields(createInviteRequest(form({ targetUsers: `${U1}\n${U1}` })))).toEqual([
      'targetUsers',
    ]);
  });
});

describe('the target users CSV', () => {
  it('is written with the header user_id and one id per line, and read back the same', () => {
    const csv = targetUsersCsv([U1, U2]);
    expect(csv).toBe(`user_id\n${U1}\n${U2}\n`);
    expect(readTargetUsersCsv(csv)).toEqual({ ok: true, ids: [U1, U2] });
    expect(readTargetUsersCsv(`\uFEFFuser_id\r\n${U1}\r\n`)).toEqual({ ok: true, ids: [U1] });
    expect(readTargetUsersCsv('user_id\n')).toEqual({ ok: true, ids: [] });
    expect(targetUsersPreview(`${U1} ${U2}`)).toBe(csv);
    expect(targetUsersPreview('')).toBeNull();
    expect(targetUsersPreview('nope')).toBeNull();
  });

  it('reports a CSV of another shape instead of reading part of it', () => {
    expect(readTargetUsersCsv(`id\n${U1}\n`)).toMatchObject({ ok: false });
    expect(readTargetUsersCsv(`user_id,name\n${U1},River\n`)).toMatchObject({ ok: false });
    expect(readTargetUsersCsv(`user_id\n${U1},River\n`)).toEqual({
      ok: false,
      reason: `Line 2 of Discord's CSV is not a user id: "${U1},River".`,
    });
    expect(readTargetUsersCsv(`user_id\n${U1}\n${U1}\n`)).toMatchObject({ ok: false });
    expect(readTargetUsersCsv({ user_id: U1 })).toMatchObject({ ok: false });
    expect(readTargetUsersCsv('')).toMatchObject({ ok: false });
  });
});

describe('invite codes and links', () => {
  it('reads a code, or a discord.gg or discord.com/invite link', () => {
    expect(inviteCodeOf(' aBc-123 ')).toBe('aBc-123');
    expect(inviteCodeOf('https://discord.gg/aBc123')).toBe('aBc123');
    expect(inviteCodeOf('discord.gg/aBc123/')).toBe('aBc123');
    expect(inviteCodeOf('https://discord.com/invite/aBc123?event=1')).toBe('aBc123');
    expect(inviteCodeOf('https://discordapp.com/invite/trail-talk')).toBe('trail-talk');
    expect(inviteCodeOf('https://evil.example/invite/abc')).toBeNull();
    expect(inviteCodeOf('../users/@me')).toBeNull();
    expect(inviteCodeOf('a'.repeat(64))).toBe('a'.repeat(64));
    expect(inviteCodeOf('a'.repeat(65))).toBeNull();
  });

  it('builds a link only from a checked code', () => {
    expect(inviteLink('aBc-123')).toBe('https://discord.gg/aBc-123');
    expect(inviteLink('javascript:alert(1)')).toBeNull();
    expect(inviteLink('abc/../x')).toBeNull();
  });

  it('reads target users by code, and refuses anything else before sending', () => {
    expect(targetUsersRequest({ invite: 'https://discord.gg/aBc123' })).toEqual({
      ok: true,
      request: { method: 'GET', path: '/invites/aBc123/target-users', auth: 'bot' },
    });
    expect(targetUsersRequest({ invite: '' })).toEqual({
      ok: false,
      problems: [{ field: 'invite', message: 'Enter the invite code or link.' }],
    });
    expect(targetUsersRequest({ invite: 'bad code!' }).ok).toBe(false);
  });
});

describe('channelInvitesRequest', () => {
  it("lists a channel's invites, refusing a bad channel id", () => {
    expect(channelInvitesRequest({ channelId: CHANNEL })).toEqual({
      ok: true,
      request: { method: 'GET', path: `/channels/${CHANNEL}/invites`, auth: 'bot' },
    });
    expect(channelInvitesRequest({ channelId: 'x' }).ok).toBe(false);
  });
});
