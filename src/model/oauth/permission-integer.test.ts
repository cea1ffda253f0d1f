import { PermissionFlagsBits } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { ALL_KNOWN_PERMISSIONS, PERMISSION_BITS } from '../commands/permission-bits';
import { hasBit, permissionInteger, readPermissionInteger, withBit } from './permission-integer';

const names = (text: string) => {
  const r = readPermissionInteger(text);
  if (!r.ok) throw new Error(r.reason);
  return r.bits.map((p) => p.name);
};
const reason = (text: string) => {
  const r = readPermissionInteger(text);
  if (r.ok) throw new Error(`expected ${text} to be refused`);
  return r.reason;
};
const ALL = ALL_KNOWN_PERMISSIONS.toString();

describe('permissionInteger', () => {
  it('writes bits 51 and 52, beyond 2^53, exactly', () => {
    expect(permissionInteger([51])).toBe('2251799813685248');
    expect(permissionInteger([52])).toBe('4503599627370496');
    expect(permissionInteger([51, 52])).toBe('6755399441055744');
    expect(permissionInteger([52, 0])).toBe('4503599627370497');
    // 32-bit Number arithmetic would lose them: (1 << 52) is 1048576 in JavaScript.
    expect(permissionInteger([52])).not.toBe(String(1 << 52));
  });

  it('writes nothing ticked as 0 and every bit as the all-bits value', () => {
    expect(permissionInteger([])).toBe('0');
    expect(permissionInteger(PERMISSION_BITS.map((p) => p.bit))).toBe(ALL);
    expect(ALL).toBe('8866461766385663');
  });

  it('agrees with discord-api-types for a few flags', () => {
    expect(permissionInteger([11, 13])).toBe(
      (PermissionFlagsBits.SendMessages | PermissionFlagsBits.ManageMessages).toString(),
    );
    expect(permissionInteger([51])).toBe(PermissionFlagsBits.PinMessages.toString());
  });

  it('refuses bit 47 and bits above 52', () => {
    expect(() => permissionInteger([47])).toThrow('Bit 47');
    expect(() => permissionInteger([53])).toThrow('Bit 53');
  });
});

describe('readPermissionInteger', () => {
  it('names the bits of a pasted integer, beyond 2^53 included', () => {
    expect(names('6755399441055744')).toEqual(['PIN_MESSAGES', 'BYPASS_SLOWMODE']);
    expect(names('8')).toEqual(['ADMINISTRATOR']);
    expect(names('0')).toEqual([]);
    expect(names(' 2048\n')).toEqual(['SEND_MESSAGES']);
  });

  it('reads the all-bits value, and refuses one above and the bit just past it', () => {
    expect(names(ALL)).toHaveLength(52);
    // One below: every bit but bit 0.
    expect(names((ALL_KNOWN_PERMISSIONS - 1n).toString())).toHaveLength(51);
    // One above: all bits + 1 carries into bit 47 (bits 0 to 46 are all set).
    expect(reason((ALL_KNOWN_PERMISSIONS + 1n).toString())).toContain('bit 47');
    expect(reason((1n << 53n).toString())).toContain('sets bit 53, which is not a permission');
    expect(names((1n << 52n).toString())).toEqual(['BYPASS_SLOWMODE']);
  });

  it('reads values beyond 2^53 exactly, where a Number would round', () => {
    // 2^53 + 1 rounds to 2^53 as a Number; BigInt keeps bit 0 and names bit 53 as the bad one.
    const r = readPermissionInteger('9007199254740993');
    expect(r).toMatchObject({ ok: false });
    expect(reason('9007199254740993')).toContain('sets bit 53, which is not a permission');
    expect(Number('9007199254740993')).toBe(2 ** 53);
  });

  it('refuses bit 47 and bits above 52 with their numbers', () => {
    expect(reason((1n << 47n).toString())).toContain('sets bit 47, which is not a permission');
    expect(reason(((1n << 47n) | (1n << 60n) | 8n).toString())).toContain(
      'sets bits 47 and 60, which are not permissions',
    );
  });

  it('refuses a leading zero, a sign, non-digits and an empty box in words', () => {
    expect(reason('08')).toContain('has a leading zero');
    expect(reason('-8')).toContain('has a sign');
    expect(reason('+8')).toContain('has a sign');
    expect(reason('8.0')).toContain('is not a whole number in decimal digits');
    expect(reason('0x8')).toContain('is not a whole number in decimal digits');
    expect(reason('1e3')).toContain('is not a whole number in decimal digits');
    expect(reason('')).toContain('is empty');
    expect(reason('abc')).toMatch(/^The permissions integer is not a whole number.*"2048"/);
  });
});

describe('bit helpers', () => {
  it('sets and clears a bit past 2^53 without touching the others', () => {
    const v = withBit(8n, 52, true);
    expect(hasBit(v, 52)).toBe(true);
    expect(hasBit(v, 3)).toBe(true);
    expect(withBit(v, 52, false)).toBe(8n);
  });
});
