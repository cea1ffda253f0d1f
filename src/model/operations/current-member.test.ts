import { describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../operation-limits';
import { currentMemberRequest, memberImageProblem } from './current-member';

const GUILD = '1300000000000000010';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const MIB = 1024 * 1024;
/** A data URI whose image holds exactly `bytes` bytes. */
const imageOf = (bytes: number) =>
  `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
const problems = (built: ReturnType<typeof currentMemberRequest>) =>
  built.ok ? [] : built.problems;

describe('currentMemberRequest', () => {
  it('sends only the touched fields, with the bot token', () => {
    expect(currentMemberRequest({ guildId: GUILD, nick: ' Trail Bot ' })).toEqual({
      ok: true,
      request: {
        method: 'PATCH',
        path: `/guilds/${GUILD}/members/@me`,
        auth: 'bot',
        body: { nick: 'Trail Bot' },
      },
    });
    expect(
      currentMemberRequest({ guildId: GUILD, avatar: PNG, bio: 'Guides hikers.' }),
    ).toMatchObject({
      request: { body: { avatar: PNG, bio: 'Guides hikers.' } },
    });
  });

  it('sends null for a cleared field, resetting it', () => {
    expect(
      currentMemberRequest({ guildId: GUILD, nick: '', avatar: null, banner: null, bio: '' }),
    ).toMatchObject({
      ok: true,
      request: { body: { nick: null, avatar: null, banner: null, bio: null } },
    });
  });

  it('refuses to send when no field was touched', () => {
    expect(problems(currentMemberRequest({ guildId: GUILD }))).toEqual([
      {
        field: 'nick',
        message: 'Change the nickname, avatar, banner or bio first: nothing would be sent.',
      },
    ]);
  });

  it('takes a nickname of 31 and 32 characters and refuses 33, counting code points', () => {
    for (const n of [1, 31, 32])
      expect(currentMemberRequest({ guildId: GUILD, nick: 'n'.repeat(n) }).ok).toBe(true);
    expect(currentMemberRequest({ guildId: GUILD, nick: '🌲'.repeat(32) }).ok).toBe(true);
    expect(problems(currentMemberRequest({ guildId: GUILD, nick: 'n'.repeat(33) }))).toEqual([
      { field: 'nick', message: 'The nickname takes at most 32 characters; it has 33.' },
    ]);
  });

  it('checks no length of the bio, which Discord does not document', () => {
    expect(currentMemberRequest({ guildId: GUILD, bio: 'b'.repeat(5000) }).ok).toBe(true);
  });

  it('takes an image of 10 MiB less a byte and 10 MiB, and refuses a byte more', () => {
    expect(OPERATION_LIMITS.currentMember.imageBytes).toBe(10 * MIB);
    for (const n of [10 * MIB - 1, 10 * MIB])
      expect(currentMemberRequest({ guildId: GUILD, avatar: imageOf(n) }).ok, String(n)).toBe(true);
    expect(
      problems(currentMemberRequest({ guildId: GUILD, avatar: imageOf(10 * MIB + 1) })),
    ).toEqual([
      {
        field: 'avatar',
        message: 'The avatar takes an image of at most 10 MiB; this one is 10.0 MiB.',
      },
    ]);
  });

  it('refuses an image that is not a PNG, JPEG, GIF or WebP data URI', () => {
    for (const bad of [
      'https://example.com/a.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png;base64,',
    ])
      expect(problems(currentMemberRequest({ guildId: GUILD, banner: bad }))).toEqual([
        {
          field: 'banner',
          message: 'The banner is not a PNG, JPEG, GIF or WebP image; pick the file again.',
        },
      ]);
  });

  it('refuses an avatar and banner that together pass the 25 MiB request limit', () => {
    const big = imageOf(10 * MIB);
    const built = currentMemberRequest({ guildId: GUILD, avatar: big, banner: big });
    expect(problems(built).map((p) => p.field)).toEqual(['banner']);
  });
});

describe('memberImageProblem', () => {
  it('names a file of another type or too large', () => {
    expect(memberImageProblem({ type: 'image/webp', size: 10 * MIB }, 'banner')).toBeNull();
    expect(memberImageProblem({ type: 'image/svg+xml', size: 10 }, 'avatar')).toBe(
      'The avatar is a PNG, JPEG, GIF or WebP image; this file is image/svg+xml.',
    );
    expect(memberImageProblem({ type: 'image/png', size: 10 * MIB + 1 }, 'avatar')).toMatch(
      /at most 10 MiB/,
    );
  });
});
