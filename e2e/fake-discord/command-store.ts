// Registered application commands as Discord keeps them: one list per scope (global or a guild),
// matched by type and name, with ids and versions as snowflakes, each scope's creates of the day,
// and each guild's command permissions. Pure bookkeeping; commands.ts answers the HTTP side.
import { COMMAND_LIMITS, isPlainObject } from '../../src/model';

export interface StoredCommand {
  id: string;
  /** The guild of a guild command; null for a global one. */
  guildId: string | null;
  /** Changes whenever the command does. */
  version: string;
  /** The command as created, output-only fields removed, `type` and `default_member_permissions` filled. */
  body: Record<string, unknown>;
}

export interface PermissionEntry {
  id: string;
  type: number;
  permission: boolean;
}

export interface CommandStore {
  /** By id, in creation order. */
  commands: Map<string, StoredCommand>;
  /** `${guildId}:${commandId}` -> that command's entries in that guild. */
  permissions: Map<string, PermissionEntry[]>;
  /** Scope ('global' or a guild id) -> how many commands it created on `day` (UTC date). */
  creates: Map<string, { day: string; count: number }>;
}

/** A store with nothing registered. */
export function emptyCommandStore(): CommandStore {
  return { commands: new Map(), permissions: new Map(), creates: new Map() };
}

/** Discord's cap on new commands per scope per day (code 30034 past it). */
export const DAILY_CREATES = 200;

const OUTPUT_ONLY = [
  'id',
  'application_id',
  'guild_id',
  'version',
  'name_localized',
  'description_localized',
];

// Command type -> the model's kind, whose per-set cap COMMAND_LIMITS holds.
const KIND_OF_TYPE: Record<number, keyof typeof COMMAND_LIMITS.perSet> = {
  1: 'chat-input-command',
  2: 'user-command',
  3: 'message-command',
  4: 'entry-point-command',
};

/** How many commands of this type one scope may hold (undefined for an unknown type). */
export function capOfType(type: number): number | undefined {
  const kind = KIND_OF_TYPE[type];
  return kind === undefined ? undefined : COMMAND_LIMITS.perSet[kind];
}

/** A create body as Discord stores it: output-only fields dropped, defaults filled. */
export function storedBody(json: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...json };
  for (const key of OUTPUT_ONLY) delete body[key];
  body.type = typeof body.type === 'number' ? body.type : 1;
  body.default_member_permissions ??= null;
  // User and message commands come back with an empty description.
  if (body.type !== 1 && body.description === undefined) body.description = '';
  return body;
}

export const typeOf = (body: Record<string, unknown>): number =>
  typeof body.type === 'number' ? body.type : 1;

/** One scope's commands in creation order. */
export function scopeCommands(store: CommandStore, guildId: string | null): StoredCommand[] {
  return [...store.commands.values()].filter((c) => c.guildId === guildId);
}

/** The command of this type and name in the scope, if any. */
export function findByTypeName(
  list: readonly StoredCommand[],
  type: number,
  name: unknown,
): StoredCommand | undefined {
  return list.find((c) => typeOf(c.body) === type && c.body.name === name);
}

const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Whether two stored bodies differ (key order aside), i.e. whether the version must change. */
export function bodiesDiffer(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return sortedJson(a) !== sortedJson(b);
}

const scopeKey = (guildId: string | null): string => guildId ?? 'global';
const today = (): string => new Date().toISOString().slice(0, 10);

/** How many commands this scope may still create today. */
export function createsLeft(store: CommandStore, guildId: string | null): number {
  const entry = store.creates.get(scopeKey(guildId));
  return DAILY_CREATES - (entry?.day === today() ? entry.count : 0);
}

/** Counts `n` new commands against the scope's creates of the day. */
export function countCreates(store: CommandStore, guildId: string | null, n: number): void {
  if (n === 0) return;
  const key = scopeKey(guildId);
  const entry = store.creates.get(key);
  const count = entry?.day === today() ? entry.count : 0;
  store.creates.set(key, { day: today(), count: count + n });
}

/** Forgets a command's permissions in every guild (after a delete or a rename, as Discord does). */
export function dropPermissions(store: CommandStore, commandId: string): void {
  for (const key of [...store.permissions.keys()])
    if (key.endsWith(`:${commandId}`)) store.permissions.delete(key);
}

/** A name or description localized for `locale`, falling back to the base text. */
function localized(node: Record<string, unknown>, field: string, locale: string | null): unknown {
  const dict = node[`${field}_localizations`];
  const text = isPlainObject(dict) && locale !== null ? dict[locale] : undefined;
  return typeof text === 'string' ? text : node[field];
}

/** Without `with_localizations=true`, lists give `*_localized` for the caller's locale instead. */
function withoutLocalizations(node: Record<string, unknown>, locale: string | null): unknown {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'name_localizations' || key === 'description_localizations') continue;
    out[key] =
      key === 'options' && Array.isArray(value)
        ? value.map((o) => (isPlainObject(o) ? withoutLocalizations(o, locale) : o))
        : value;
  }
  if (node.name_localizations !== undefined) out.name_localized = localized(node, 'name', locale);
  if (node.description_localizations !== undefined)
    out.description_localized = localized(node, 'description', locale);
  return out;
}

export interface ShowOptions {
  applicationId: string;
  /** False for a list GET without `with_localizations=true`. */
  localizations: boolean;
  /** The caller's `X-Discord-Locale`, for `*_localized`. */
  locale: string | null;
}

/** The command object Discord returns: the body plus id, application_id, guild_id and version. */
export function commandObject(cmd: StoredCommand, show: ShowOptions): Record<string, unknown> {
  const body = show.localizations
    ? cmd.body
    : (withoutLocalizations(cmd.body, show.locale) as Record<string, unknown>);
  return {
    id: cmd.id,
    application_id: show.applicationId,
    ...(cmd.guildId === null ? {} : { guild_id: cmd.guildId }),
    version: cmd.version,
    ...body,
  };
}
