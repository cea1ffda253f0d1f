// The `permissions` integer of an install link, both ways: ticked bits to the decimal string, and
// a pasted string to the bits it names. Permission sets pass 2^53 (bits 51 and 52), so BigInt.
import type { PermissionBit } from '../commands/permission-bits';
import { PERMISSION_BITS, parsePermissions, permissionByBit } from '../commands/permission-bits';

export type ReadInteger =
  { ok: true; value: bigint; bits: PermissionBit[] } | { ok: false; reason: string };

const INSTALL_EXAMPLE = '"2048" (Send Messages), or "0" for a bot without a role of its own';

/** The decimal string of the set of these bit numbers; throws on a bit that is no permission. */
export function permissionInteger(bits: Iterable<number>): string {
  let value = 0n;
  for (const bit of bits) {
    if (!permissionByBit(bit)) throw new Error(`Bit ${bit} is not a permission`);
    value |= 1n << BigInt(bit);
  }
  return value.toString();
}

/**
 * A pasted permission integer as the permissions it sets: decimal digits only (spaces around are
 * dropped, as a paste often brings them), no sign, no leading zero; bits that are no permission
 * (47, or above 52) are refused with their numbers.
 */
export function readPermissionInteger(text: string): ReadInteger {
  const parsed = parsePermissions(text.trim(), INSTALL_EXAMPLE);
  if (!parsed.ok) return { ok: false, reason: `The permissions integer ${parsed.reason}.` };
  const bits = PERMISSION_BITS.filter((p) => ((parsed.bits >> BigInt(p.bit)) & 1n) === 1n);
  return { ok: true, value: parsed.bits, bits };
}

/** Whether bit `bit` is set in `value`. */
export function hasBit(value: bigint, bit: number): boolean {
  return ((value >> BigInt(bit)) & 1n) === 1n;
}

/** `value` with bit `bit` set or cleared. */
export function withBit(value: bigint, bit: number, on: boolean): bigint {
  const mask = 1n << BigInt(bit);
  return on ? value | mask : value & ~mask;
}
