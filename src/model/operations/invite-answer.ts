// A created invite as Discord answers it, in words: its code and link, when it expires, how often
// it may be used, and the roles it grants (partials: id, name, position, color…). An answer of
// another shape is reported, never drawn half.
import { isPlainObject } from '../payload/envelope';
import { inviteLink } from './invites';

export interface InviteRole {
  id: string;
  name: string;
}

export interface InviteSummary {
  code: string;
  link: string;
  /** "Expires after 1 day (…)" or "Never expires". */
  expiry: string;
  /** "Up to 5 uses; used 0 times" or "Unlimited uses; used 0 times". */
  uses: string;
  temporary: boolean;
  roles: InviteRole[];
}

export type InviteRead = { ok: true; invite: InviteSummary } | { ok: false; reason: string };

const UNITS: [number, string][] = [
  [86400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** Seconds in words: 90061 → "1 day, 1 hour, 1 minute and 1 second". */
export function durationWords(seconds: number): string {
  let left = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  for (const [size, unit] of UNITS) {
    const n = Math.floor(left / size);
    left -= n * size;
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
  }
  if (parts.length === 0) return '0 seconds';
  const last = parts.pop()!;
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The roles of an invite's answer (partial roles); null when they are not in that shape. */
export function readInviteRoles(value: unknown): InviteRole[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const roles: InviteRole[] = [];
  for (const role of value) {
    if (!isPlainObject(role) || typeof role.id !== 'string' || typeof role.name !== 'string')
      return null;
    roles.push({ id: role.id, name: role.name });
  }
  return roles;
}

/** The created invite (Discord's invite with its metadata) in words. */
export function readCreatedInvite(body: unknown): InviteRead {
  if (!isPlainObject(body) || typeof body.code !== 'string')
    return { ok: false, reason: 'Discord answered with something other than an invite.' };
  const link = inviteLink(body.code);
  if (link === null)
    return {
      ok: false,
      reason: `Discord's invite code "${body.code.slice(0, 40)}" is not letters, digits and dashes: no link is made from it.`,
    };
  const { max_age: maxAge, max_uses: maxUses, uses } = body;
  if (typeof maxAge !== 'number' || typeof maxUses !== 'number')
    return { ok: false, reason: "Discord's invite lacks its expiry or its maximum uses." };
  const roles = readInviteRoles(body.roles);
  if (roles === null)
    return { ok: false, reason: "Discord's invite lists its roles in another shape." };
  const at = typeof body.expires_at === 'string' ? ` (${body.expires_at})` : '';
  const used = typeof uses === 'number' ? `; used ${count(uses, 'time')}` : '';
  return {
    ok: true,
    invite: {
      code: body.code,
      link,
      expiry: maxAge === 0 ? 'Never expires' : `Expires after ${durationWords(maxAge)}${at}`,
      uses: `${maxUses === 0 ? 'Unlimited uses' : `Up to ${count(maxUses, 'use')}`}${used}`,
      temporary: body.temporary === true,
      roles,
    },
  };
}

export type InvitesRead = { ok: true; invites: InviteSummary[] } | { ok: false; reason: string };

/** A channel's invites in words; one of another shape makes the whole answer reported. */
export function readChannelInvites(body: unknown): InvitesRead {
  if (!Array.isArray(body))
    return { ok: false, reason: 'Discord answered with something other than a list of invites.' };
  const invites: InviteSummary[] = [];
  for (const [i, item] of body.entries()) {
    const read = readCreatedInvite(item);
    if (!read.ok) return { ok: false, reason: `Invite ${i + 1}: ${read.reason}` };
    invites.push(read.invite);
  }
  return { ok: true, invites };
}
