import { PermissionFlagsBits } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import {
  ALL_KNOWN_PERMISSIONS,
  HIGHEST_PERMISSION_BIT,
  PERMISSION_BITS,
  PERMISSION_GROUPS,
  bitNumbers,
  describeMemberPermissions,
  parsePermissions,
  permissionByBit,
  permissionByName,
  permissionNames,
  permissionsString,
} from './permission-bits';

const reason = (value: string): string => {
  const r = parsePermissions(value);
  if (r.ok) throw new Error(`expected ${value} to be refused`);
  return r.reason;
};

describe('PERMISSION_BITS', () => {
  it('holds bits 0 to 52 without 47, in order', () => {
    const bits = PERMISSION_BITS.map((p) => p.bit);
    expect(bits).toEqual([...Array.from({ length: 53 }, (_, i) => i)].filter((b) => b !== 47));
    expect(HIGHEST_PERMISSION_BIT).toBe(52);
  });

  it('gives every bit a unique name and label and a known group', () => {
    expect(new Set(PERMISSION_BITS.map((p) => p.name)).size).toBe(52);
    expect(new Set(PERMISSION_BITS.map((p) => p.label)).size).toBe(52);
    for (const p of PERMISSION_BITS) {
      expect(PERMISSION_GROUPS).toContain(p.group);
      expect(p.channels).toMatch(/^T?V?S?$/);
    }
  });

  it('explains the five permissions Discord split out in 2026, and only those', () => {
    const noted = PERMISSION_BITS.filter((p) => p.note !== undefined).map((p) => p.name);
    expect(noted).toEqual([
      'CREATE_GUILD_EXPRESSIONS',
      'CREATE_EVENTS',
      'SET_VOICE_CHANNEL_STATUS',
      'PIN_MESSAGES',
      'BYPASS_SLOWMODE',
    ]);
    expect(permissionByName('PIN_MESSAGES')?.note).toContain('bots need it to pin messages');
    expect(permissionByName('SET_VOICE_CHANNEL_STATUS')?.note).toContain('plus Manage Channels');
  });

  it('marks the permissions that need 2FA', () => {
    const twoFactor = PERMISSION_BITS.filter((p) => p.twoFactor).map((p) => p.bit);
    expect(twoFactor).toEqual([1, 2, 3, 4, 5, 13, 28, 29, 30, 34, 41]);
  });

  it('knows a few bits by name and by number', () => {
    expect(permissionByName('MANAGE_MESSAGES')).toMatchObject({
      bit: 13,
      label: 'Manage Messages',
      channels: 'TVS',
      group: 'Text',
    });
    expect(permissionByBit(48)?.name).toBe('SET_VOICE_CHANNEL_STATUS');
    expect(permissionByBit(47)).toBeUndefined();
    expect(permissionByBit(53)).toBeUndefined();
    expect(permissionByName('MANAGE_EVERYTHING')).toBeUndefined();
  });

  it('agrees with discord-api-types on which bits exist', () => {
    const theirs = new Set(Object.values(PermissionFlagsBits));
    expect([...theirs].sort((a, b) => (a < b ? -1 : 1))).toEqual(
      PERMISSION_BITS.map((p) => 1n << BigInt(p.bit)),
    );
  });

  it('sets every known bit in ALL_KNOWN_PERMISSIONS and no other', () => {
    expect(ALL_KNOWN_PERMISSIONS).toBe(((1n << 53n) - 1n) & ~(1n << 47n));
  });
});

describe('parsePermissions', () => {
  it('accepts "0" (administrators only)', () => {
    expect(parsePermissions('0')).toEqual({ ok: true, bits: 0n });
  });

  it('accepts a set beyond 2^53 exactly', () => {
    const value = ((1n << 52n) | (1n << 13n)).toString();
    expect(parsePermissions(value)).toEqual({ ok: true, bits: (1n << 52n) | (1n << 13n) });
  });

  it('accepts bit 46 and bit 48, around the unused bit', () => {
    expect(parsePermissions(String(1n << 46n)).ok).toBe(true);
    expect(parsePermissions(String(1n << 48n)).ok).toBe(true);
  });

  it('refuses bit 47 by its number', () => {
    expect(reason(String(1n << 47n))).toMatch(/^sets bit 47, which is not a permission/);
  });

  it('accepts the highest bit (52) and refuses the one above (53)', () => {
    expect(parsePermissions(String(1n << 52n)).ok).toBe(true);
    expect(reason(String(1n << 53n))).toMatch(/^sets bit 53, which is not a permission .*bit 52/);
  });

  it('accepts every known bit together and refuses one more', () => {
    expect(parsePermissions(ALL_KNOWN_PERMISSIONS.toString()).ok).toBe(true);
    expect(reason((ALL_KNOWN_PERMISSIONS | (1n << 47n)).toString())).toMatch(/bit 47/);
  });

  it('names several bad bits, and counts the rest past six', () => {
    expect(reason(String((1n << 47n) | (1n << 60n) | 8n))).toMatch(
      /^sets bits 47 and 60, which are not permissions/,
    );
    expect(reason(String(((1n << 10n) - 1n) << 53n))).toMatch(
      /^sets bits 53, 54, 55, 56, 57 and 5 more, which/,
    );
  });

  it.each([
    ['-8', /^has a sign/],
    ['+8', /^has a sign/],
    ['08', /^has a leading zero/],
    ['00', /^has a leading zero/],
    ['', /^is empty/],
    ['8.0', /^is not a whole number/],
    ['0x2000', /^is not a whole number/],
    [' 8', /^is not a whole number/],
    ['1e3', /^is not a whole number/],
  ])('refuses %j', (value, expected) => {
    expect(reason(value)).toMatch(expected);
    expect(reason(value)).toContain('decimal digits');
  });
});

describe('permissionNames and permissionsString', () => {
  it('names the bits of a value in bit order', () => {
    expect(permissionNames(8192n | 4n | (1n << 51n))).toEqual([
      'BAN_MEMBERS',
      'MANAGE_MESSAGES',
      'PIN_MESSAGES',
    ]);
    expect(permissionNames(0n)).toEqual([]);
  });

  it('skips bits that are not permissions', () => {
    expect(permissionNames((1n << 47n) | 1n)).toEqual(['CREATE_INSTANT_INVITE']);
  });

  it('builds a decimal string from names, and round-trips', () => {
    expect(permissionsString(['MANAGE_MESSAGES'])).toBe('8192');
    expect(permissionsString([])).toBe('0');
    const names = ['KICK_MEMBERS', 'BYPASS_SLOWMODE', 'SEND_POLLS'];
    const value = permissionsString(names);
    expect(value).toBe(String((1n << 1n) | (1n << 52n) | (1n << 49n)));
    expect(permissionNames(BigInt(value)).sort()).toEqual([...names].sort());
  });

  it('throws on a name that is not a permission', () => {
    expect(() => permissionsString(['MANAGE_EVERYTHING'])).toThrow(/MANAGE_EVERYTHING/);
  });

  it('lists the bit numbers of a value', () => {
    expect(bitNumbers(0n)).toEqual([]);
    expect(bitNumbers(0b1010n)).toEqual([1, 3]);
  });
});

describe('describeMemberPermissions', () => {
  it('says null means everyone and "0" administrators only', () => {
    expect(describeMemberPermissions(null)).toBe('Everyone can use it.');
    expect(describeMemberPermissions(undefined)).toBe('Everyone can use it.');
    expect(describeMemberPermissions('0')).toBe('Only administrators can use it.');
  });

  it('names the permissions a member needs', () => {
    expect(describeMemberPermissions('8192')).toBe(
      'Members with Manage Messages can use it, and administrators.',
    );
    expect(describeMemberPermissions('8194')).toBe(
      'Members with all of Kick Members and Manage Messages can use it, and administrators.',
    );
  });

  it('explains a value that is not a permission set', () => {
    expect(describeMemberPermissions('08')).toMatch(/^The permission set has a leading zero/);
  });
});
