// A loaded guild's answers as the helper's lists. Everything in them was written by strangers (the
// guild's members and admins): only what is needed is kept, names are cut short and cleared of
// control and direction-changing characters, and anything without a snowflake id is dropped.
import type {
  MentionChannel,
  MentionDirectory,
  MentionRole,
  MentionUser,
} from '../../editor/inspector/text-tools/mention/sources';
import { snowflakeProblem } from '../../editor/inspector/text-tools/mention/mention-syntax';

const MAX_NAME = 100;
// C0/C1 controls, bidi embeddings, overrides and isolates, zero-width joiners and marks.
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stranger's name as one plain line of at most MAX_NAME characters; null when empty. */
export function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const line = value.replace(/\s+/g, ' ').replace(UNSEEN, '').replace(/ {2,}/g, ' ').trim();
  if (line === '') return null;
  const chars = [...line];
  return chars.length > MAX_NAME ? `${chars.slice(0, MAX_NAME - 1).join('')}…` : line;
}

const idOf = (v: Record<string, unknown>): string | null =>
  typeof v.id === 'string' && snowflakeProblem(v.id) === null ? v.id : null;

const list = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body.filter(isObject) : [];

/** Roles highest first, without @everyone (whose id is the guild's). */
export function rolesOf(body: unknown, guildId: string): MentionRole[] {
  return list(body)
    .map((r) => ({ id: idOf(r), name: cleanName(r.name), color: r.color, position: r.position }))
    .filter((r): r is typeof r & { id: string; name: string } => r.id !== null && r.name !== null)
    .filter((r) => r.id !== guildId)
    .sort((a, b) => num(b.position) - num(a.position))
    .map(({ id, name, color }) => ({ id, name, color: colorOf(color) }));
}

const CATEGORY = 4;
// Threads come from another endpoint; the guild list holds none, but a stranger's answer might.
const THREADS = new Set([10, 11, 12]);

/** Channels in the guild's order, without categories. */
export function channelsOf(body: unknown): MentionChannel[] {
  return list(body)
    .map((c) => ({
      id: idOf(c),
      name: cleanName(c.name),
      type: num(c.type),
      position: num(c.position),
    }))
    .filter((c): c is typeof c & { id: string; name: string } => c.id !== null && c.name !== null)
    .filter((c) => c.type !== CATEGORY && !THREADS.has(c.type))
    .sort((a, b) => a.position - b.position)
    .map(({ id, name, type }) => ({ id, name, type }));
}

/** Members as users: the nickname, else the display name, else the username. */
export function usersOf(body: unknown): MentionUser[] {
  const out: MentionUser[] = [];
  for (const m of list(body)) {
    const user = isObject(m.user) ? m.user : null;
    const id = user ? idOf(user) : null;
    const username = user ? cleanName(user.username) : null;
    if (!user || id === null || username === null) continue;
    const name = cleanName(m.nick) ?? cleanName(user.global_name) ?? username;
    out.push({ id, name, username, bot: user.bot === true });
  }
  return out;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const colorOf = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 0xffffff ? v : 0;

/** The helper's directory of a loaded guild. */
export function guildDirectory(
  guildId: string,
  parts: { roles: unknown; channels: unknown; members: unknown | null },
  notes: string[],
): MentionDirectory {
  return {
    source: 'guild',
    guildId,
    label: `Guild ${guildId}`,
    users: parts.members === null ? [] : usersOf(parts.members),
    roles: rolesOf(parts.roles, guildId),
    channels: channelsOf(parts.channels),
    notes,
  };
}
