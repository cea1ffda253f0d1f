// `default_member_permissions` as the picker reads and writes it: who may use the command, and
// which bits are set. Bits Discord does not name are kept, so an imported value is never changed
// behind the user's back; the arithmetic is BigInt's, as the value passes 2^53.
import {
  ALL_KNOWN_PERMISSIONS,
  bitNumbers,
  permissionNames,
  permissionsString,
} from '../../../model/commands';

export type PermissionMode = 'everyone' | 'admins' | 'custom';

export interface ReadPermissions {
  mode: PermissionMode;
  bits: bigint;
  /** Set bits that are not permissions (47, or past the highest). */
  unknown: number[];
  /** The stored value is not a permission set at all ("abc", -1); the picker starts empty. */
  unreadable: boolean;
}

function bitsOf(value: unknown): bigint | null {
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return null;
}

/** What a stored value means: null or absent is everyone, "0" administrators only. */
export function readPermissions(value: unknown): ReadPermissions {
  if (value === undefined || value === null)
    return { mode: 'everyone', bits: 0n, unknown: [], unreadable: false };
  const bits = bitsOf(value);
  if (bits === null) return { mode: 'custom', bits: 0n, unknown: [], unreadable: true };
  return {
    mode: value === '0' ? 'admins' : 'custom',
    bits,
    unknown: bitNumbers(bits & ~ALL_KNOWN_PERMISSIONS),
    unreadable: false,
  };
}

/** The decimal string of `bits`: named permissions through the model's helper, unknown bits kept. */
export function permissionsValue(bits: bigint): string {
  const known = BigInt(permissionsString(permissionNames(bits)));
  return (known | (bits & ~ALL_KNOWN_PERMISSIONS)).toString();
}

/** The stored value with bit `bit` set or cleared. */
export function togglePermission(value: unknown, bit: number, on: boolean): string {
  const { bits } = readPermissions(value);
  const mask = 1n << BigInt(bit);
  return permissionsValue(on ? bits | mask : bits & ~mask);
}
