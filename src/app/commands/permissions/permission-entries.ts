// A command's permission entries in a guild, as the editor keeps them: the entry shape, the two
// constants Discord gives names to (@everyone, All channels), how an entry reads in a sentence,
// and the model's problems of a list (the model's permissions-body check, not a second one).
import { COMMAND_LIMITS, importPayload, isPlainObject } from '../../../model';
import type { Problem } from '../../../model';

export const ROLE = 1;
export const USER = 2;
export const CHANNEL = 3;
export type EntryType = typeof ROLE | typeof USER | typeof CHANNEL;

/** One entry of `permissions`: a role, user or channel (or a constant) allowed or denied. */
export interface PermissionEntry {
  id: string;
  type: EntryType;
  /** true allows, false denies. */
  permission: boolean;
}

/** Guild application command permissions as a GET returns them. */
export interface CommandPermissions {
  /** The command's id, or the application id for the application-wide default entries. */
  id: string;
  permissions: PermissionEntry[];
}

/** What Discord allows in one command's list. */
export const MAX_ENTRIES = COMMAND_LIMITS.permissions;

export const TYPE_NAMES: Record<EntryType, string> = {
  [ROLE]: 'role',
  [USER]: 'user',
  [CHANNEL]: 'channel',
};

const SNOWFLAKE = /^\d{1,20}$/;

/** The id that means @everyone (every member of the guild): the guild id itself, as a ROLE. */
export function everyoneId(guildId: string): string {
  return guildId;
}

/** The id that means every channel of the guild: the guild id minus 1, as a CHANNEL; null if the guild id is not a snowflake. */
export function allChannelsId(guildId: string): string | null {
  if (!SNOWFLAKE.test(guildId) || BigInt(guildId) === 0n) return null;
  // A snowflake is past 2^53: Number would round it.
  return (BigInt(guildId) - 1n).toString();
}

/** An entry for @everyone. */
export const everyoneEntry = (guildId: string, permission: boolean): PermissionEntry => ({
  id: everyoneId(guildId),
  type: ROLE,
  permission,
});

/** An entry for every channel; null if the guild id is not a snowflake. */
export function allChannelsEntry(guildId: string, permission: boolean): PermissionEntry | null {
  const id = allChannelsId(guildId);
  return id === null ? null : { id, type: CHANNEL, permission };
}

/**
 * The command id that stands for the application-wide default entries: the application id. They
 * apply to every command of the application in the guild that has no entries of its own.
 */
export function applicationDefaultId(applicationId: string): string {
  return applicationId;
}

/** The constant's name ("@everyone", "All channels") when the entry is one, else null. */
export function constantName(entry: PermissionEntry, guildId: string): string | null {
  if (entry.type === ROLE && entry.id === everyoneId(guildId)) return '@everyone';
  if (entry.type === CHANNEL && entry.id === allChannelsId(guildId)) return 'All channels';
  return null;
}

/** "@everyone", "All channels", "role 123", "user 456", "channel 789". */
export function entryLabel(entry: PermissionEntry, guildId: string): string {
  return constantName(entry, guildId) ?? `${TYPE_NAMES[entry.type]} ${entry.id}`;
}

/** How a command is named in a sentence: "/ban" for a slash command, "Report" for the others. */
export function commandLabel(command: { name: string; type?: number }): string {
  return (command.type ?? 1) === 1 ? `/${command.name}` : `"${command.name}"`;
}

const isEntryType = (v: unknown): v is EntryType => v === ROLE || v === USER || v === CHANNEL;

/** The well-formed entries of a list from Discord; anything else in it is left out. Never throws. */
export function readEntries(value: unknown): PermissionEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e: unknown) =>
    isPlainObject(e) &&
    typeof e.id === 'string' &&
    isEntryType(e.type) &&
    typeof e.permission === 'boolean'
      ? [{ id: e.id, type: e.type, permission: e.permission }]
      : [],
  );
}

/** A command's permissions from a GET's body, or null when it is not shaped like one. */
export function readCommandPermissions(value: unknown): CommandPermissions | null {
  if (!isPlainObject(value) || typeof value.id !== 'string' || !Array.isArray(value.permissions))
    return null;
  return { id: value.id, permissions: readEntries(value.permissions) };
}

/** The model's problems of the PUT body these entries make (ids, types, at most 100, duplicates). */
export function entriesProblems(entries: readonly PermissionEntry[]): Problem[] {
  return importPayload({ permissions: entries }, { as: 'permissions' }).problems;
}

/** A problem's path as the list shows it: `permissions[3].id` (the body's `$.` left off). */
export function shortPath(path: string): string {
  return path.replace(/^\$\.?/, '') || 'the body';
}
