import { describe, expect, it } from 'vitest';
import { durationWords, readChannelInvites, readCreatedInvite } from './invite-answer';

const invite = (over: Record<string, unknown> = {}) => ({
  code: 'aBc123',
  max_age: 86400,
  max_uses: 0,
  uses: 0,
  temporary: false,
  expires_at: '2026-11-28T21:00:00.000000+00:00',
  ...over,
});

describe('durationWords', () => {
  it('says seconds in days, hours, minutes and seconds', () => {
    expect(durationWords(86400)).toBe('1 day');
    expect(durationWords(604800)).toBe('7 days');
    expect(durationWords(90061)).toBe('1 day, 1 hour, 1 minute and 1 second');
    expect(durationWords(1800)).toBe('30 minutes');
    expect(durationWords(0)).toBe('0 seconds');
  });
});

describe('readCreatedInvite', () => {
  it('gives the code, its link, the expiry and the uses in words, and the roles', () => {
    const read = readCreatedInvite(
      invite({
        max_uses: 5,
        roles: [
          {
            id: '1300000000000000022',
            name: 'Hikers',
            position: 2,
            color: 0,
            colors: {},
            icon: null,
            unicode_emoji: null,
          },
        ],
      }),
    );
    expect(read).toEqual({
      ok: true,
      invite: {
        code: 'aBc123',
        link: 'https://discord.gg/aBc123',
        expiry: 'Expires after 1 day (2026-11-28T21:00:00.000000+00:00)',
        uses: 'Up to 5 uses; used 0 times',
        temporary: false,
        roles: [{ id: '1300000000000000022', name: 'Hikers' }],
      },
    });
  });

  it('says never and unlimited for 0', () => {
    const read = readCreatedInvite(invite({ max_age: 0, expires_at: null, uses: 1 }));
    expect(read.ok && [read.invite.expiry, read.invite.uses]).toEqual([
      'Never expires',
      'Unlimited uses; used 1 time',
    ]);
  });

  it('refuses a code that is not letters, digits and dashes, and other shapes', () => {
    expect(readCreatedInvite(invite({ code: 'javascript:alert(1)' }))).toMatchObject({ ok: false });
    expect(readCreatedInvite(invite({ roles: 'Hikers' }))).toMatchObject({ ok: false });
    expect(readCreatedInvite(invite({ max_age: '1' }))).toMatchObject({ ok: false });
    expect(readCreatedInvite([])).toMatchObject({ ok: false });
  });
});

describe('readChannelInvites', () => {
  it('reads each invite, or reports the list when one is of another shape', () => {
    const read = readChannelInvites([invite(), invite({ code: 'x-1', max_age: 0 })]);
    expect(read.ok && read.invites.map((i) => [i.code, i.expiry])).toEqual([
      ['aBc123', 'Expires after 1 day (2026-11-28T21:00:00.000000+00:00)'],
      ['x-1', 'Never expires'],
    ]);
    expect(readChannelInvites([invite(), { code: 'a b' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Invite 2: /),
    });
    expect(readChannelInvites({})).toMatchObject({ ok: false });
  });
});
