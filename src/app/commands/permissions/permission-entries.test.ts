import { describe, expect, it } from 'vitest';
import {
  allChannelsEntry,
  allChannelsId,
  applicationDefaultId,
  commandLabel,
  constantName,
  entriesProblems,
  entryLabel,
  everyoneEntry,
  everyoneId,
  readCommandPermissions,
  readEntries,
  shortPath,
} from './permission-entries';
import {
  ALL_CHANNELS,
  APP,
  CHANNEL_ID,
  GUILD,
  MOD_ROLE,
  channel,
  role,
  user,
} from './permission-test-kit';

describe('the constants', () => {
  it('takes the guild id itself as the @everyone role', () => {
    expect(everyoneId(GUILD)).toBe(GUILD);
    expect(everyoneEntry(GUILD, false)).toEqual({ id: GUILD, type: 1, permission: false });
  });

  it('takes the guild id minus 1 as All channels, counted with BigInt for a 19-digit id', () => {
    // As a Number, 1300000000000000010 - 1 rounds to 1300000000000000000.
    expect(String(Number(GUILD) - 1)).not.toBe(ALL_CHANNELS);
    expect(allChannelsId(GUILD)).toBe(ALL_CHANNELS);
    expect(allChannelsId('1000000000000000000')).toBe('999999999999999999');
    expect(allChannelsId('18446744073709551615')).toBe('18446744073709551614');
    expect(allChannelsEntry(GUILD, false)).toEqual({
      id: ALL_CHANNELS,
      type: 3,
      permission: false,
    });
  });

  it('has no All channels for a guild id that is not a snowflake', () => {
    expect(allChannelsId('')).toBeNull();
    expect(allChannelsId('12a')).toBeNull();
    expect(allChannelsId('0')).toBeNull();
    expect(allChannelsEntry('x', true)).toBeNull();
  });

  it('takes the application id as the command id of the application-wide default', () => {
    expect(applicationDefaultId(APP)).toBe(APP);
  });
});

describe('entryLabel', () => {
  it('names the constants and says the kind of the others', () => {
    expect(entryLabel(role(GUILD), GUILD)).toBe('@everyone');
    expect(entryLabel(channel(ALL_CHANNELS), GUILD)).toBe('All channels');
    expect(entryLabel(role(MOD_ROLE), GUILD)).toBe(`role ${MOD_ROLE}`);
    expect(entryLabel(user(MOD_ROLE), GUILD)).toBe(`user ${MOD_ROLE}`);
    expect(entryLabel(channel(CHANNEL_ID), GUILD)).toBe(`channel ${CHANNEL_ID}`);
  });

  it('takes a constant id only with its own type', () => {
    expect(constantName(user(GUILD), GUILD)).toBeNull();
    expect(constantName(role(ALL_CHANNELS), GUILD)).toBeNull();
  });
});

describe('commandLabel', () => {
  it('puts a slash before a slash command and quotes the others', () => {
    expect(commandLabel({ name: 'ban', type: 1 })).toBe('/ban');
    expect(commandLabel({ name: 'Report', type: 2 })).toBe('"Report"');
  });
});

describe('readEntries', () => {
  it('keeps the well-formed entries of an answer and leaves out the rest', () => {
    expect(
      readEntries([
        role(MOD_ROLE),
        { id: 1, type: 1, permission: true },
        { id: 'x', type: 4, permission: true },
        null,
      ]),
    ).toEqual([role(MOD_ROLE)]);
    expect(readEntries('nope')).toEqual([]);
  });

  it('reads a GET body and refuses anything else', () => {
    const body = {
      id: APP,
      application_id: APP,
      guild_id: GUILD,
      permissions: [role(GUILD, false)],
    };
    expect(readCommandPermissions(body)).toEqual({ id: APP, permissions: [role(GUILD, false)] });
    expect(readCommandPermissions([body])).toBeNull();
    expect(readCommandPermissions({ id: APP })).toBeNull();
  });
});

describe('entriesProblems', () => {
  it("reports the model's problems with their paths", () => {
    const problems = entriesProblems([role(MOD_ROLE), role('12a'), role(MOD_ROLE, false)]);
    expect(problems.map((p) => [p.path, p.severity, p.code])).toEqual([
      ['$.permissions[1].id', 'error', 'invalid-format'],
      ['$.permissions[2].id', 'warning', 'duplicate-permission'],
    ]);
  });

  it('refuses a 101st entry', () => {
    const many = Array.from({ length: 101 }, (_, i) =>
      user(String(1300000000000000000n + BigInt(i))),
    );
    expect(entriesProblems(many).map((p) => p.code)).toEqual(['too-many']);
    expect(entriesProblems(many.slice(0, 100))).toEqual([]);
  });

  it('shows a path without the leading $.', () => {
    expect(shortPath('$.permissions[3].id')).toBe('permissions[3].id');
    expect(shortPath('$')).toBe('the body');
  });
});
