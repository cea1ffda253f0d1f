// What a bulk overwrite would do to the commands an app has registered: which it creates, changes
// (field by field), deletes and leaves as they are, matched by type and name the way Discord
// matches them. Pure, so the page and the command line show the same diff.
import { COMMAND_OUTPUT_FIELDS } from '../../payload/envelope';

/** A command as Discord matches it. */
export interface CommandRef {
  type: number;
  name: string;
}

export interface ChangedCommand extends CommandRef {
  /** The top-level fields that differ (`options` is one field however deep the change). */
  fields: string[];
}

export interface CommandDiff {
  created: CommandRef[];
  changed: ChangedCommand[];
  deleted: CommandRef[];
  unchanged: CommandRef[];
  /**
   * A deleted and a created command of one type that are otherwise the same: most likely a
   * rename, which Discord carries out as a delete and a create, dropping the command's permissions.
   */
  renames: { from: CommandRef; to: CommandRef }[];
}

type Json = unknown;
type Command = Record<string, Json>;

const isObject = (v: unknown): v is Command =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const OUTPUT_ONLY = new Set<string>(COMMAND_OUTPUT_FIELDS);

/** What Discord assumes for a field that is absent, so that absent and default compare equal. */
const COMMAND_DEFAULTS: Record<string, Json> = {
  type: 1,
  description: '',
  options: [],
  name_localizations: null,
  description_localizations: null,
  default_member_permissions: null,
  dm_permission: true,
  default_permission: true,
  nsfw: false,
  contexts: null,
  integration_types: [0],
};
const OPTION_DEFAULTS: Record<string, Json> = {
  required: false,
  autocomplete: false,
  options: [],
  choices: [],
  name_localizations: null,
  description_localizations: null,
  channel_types: [],
};
/** Lists whose order means nothing to Discord. */
const SETS = new Set(['contexts', 'integration_types', 'channel_types']);

const CHOICE_DEFAULTS: Record<string, Json> = { name_localizations: null };

/** An object with its defaults filled, sets sorted and keys in one order: equal JSON, equal meaning. */
function canonical(value: Json, defaults: Record<string, Json>): Json {
  if (!isObject(value)) return plain(value);
  const out: Command = {};
  const keys = new Set([...Object.keys(value), ...Object.keys(defaults)]);
  for (const key of [...keys].sort()) {
    if (defaults === COMMAND_DEFAULTS && OUTPUT_ONLY.has(key)) continue;
    let v = value[key] ?? defaults[key];
    if (v === undefined) continue;
    // An empty localization map is no map.
    if (key.endsWith('_localizations') && isObject(v) && Object.keys(v).length === 0) v = null;
    if (SETS.has(key) && Array.isArray(v)) v = [...v].sort();
    if (key === 'options' && Array.isArray(v))
      out[key] = v.map((o) => canonical(o, OPTION_DEFAULTS));
    else if (key === 'choices' && Array.isArray(v))
      out[key] = v.map((c) => canonical(c, CHOICE_DEFAULTS));
    else out[key] = plain(v);
  }
  return out;
}

/** Objects with sorted keys, recursively (a localization map, a choice). */
function plain(value: Json): Json {
  if (Array.isArray(value)) return value.map(plain);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, plain(value[k])]),
  );
}

const refOf = (command: Command): CommandRef => ({
  type: typeof command.type === 'number' ? command.type : 1,
  name: typeof command.name === 'string' ? command.name : '',
});
const keyOf = (ref: CommandRef) => `${ref.type}\u0000${ref.name}`;

/** The top-level fields in which two commands differ, in a stable order. */
export function changedFields(designed: Json, registered: Json): string[] {
  const a = canonical(designed, COMMAND_DEFAULTS) as Command;
  const b = canonical(registered, COMMAND_DEFAULTS) as Command;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** What replacing `registered` with `designed` (one scope's lists) creates, changes and deletes. */
export function diffCommands(designed: readonly Json[], registered: readonly Json[]): CommandDiff {
  const before = new Map<string, Command>();
  for (const command of registered)
    if (isObject(command)) before.set(keyOf(refOf(command)), command);
  const diff: CommandDiff = { created: [], changed: [], deleted: [], unchanged: [], renames: [] };
  const seen = new Set<string>();
  const createdBodies: [CommandRef, Command][] = [];
  for (const command of designed) {
    if (!isObject(command)) continue;
    const ref = refOf(command);
    const key = keyOf(ref);
    seen.add(key);
    const old = before.get(key);
    if (!old) {
      diff.created.push(ref);
      createdBodies.push([ref, command]);
      continue;
    }
    const fields = changedFields(command, old);
    if (fields.length === 0) diff.unchanged.push(ref);
    else diff.changed.push({ ...ref, fields });
  }
  for (const [key, command] of before) {
    if (seen.has(key)) continue;
    const ref = refOf(command);
    diff.deleted.push(ref);
    const twin = createdBodies.find(
      ([to, body]) =>
        to.type === ref.type &&
        !diff.renames.some((r) => r.to === to) &&
        changedFields(body, command).every((f) => f === 'name' || f === 'name_localizations'),
    );
    if (twin) diff.renames.push({ from: ref, to: twin[0] });
  }
  return diff;
}

/** The commands of a global set that a guild also has (type and name): that guild shows both. */
export function sharedWithGuild(global: readonly Json[], guild: readonly Json[]): CommandRef[] {
  const inGuild = new Set(guild.filter(isObject).map((c) => keyOf(refOf(c))));
  return global
    .filter(isObject)
    .map(refOf)
    .filter((ref) => inGuild.has(keyOf(ref)));
}

/**
 * The body of an edit (PATCH) that turns `registered` into `designed`: only the changed fields, a
 * field the design leaves out sent as Discord's default so that the registered value goes.
 */
export function editBody(designed: Json, registered: Json): Record<string, Json> {
  const body: Record<string, Json> = {};
  const source = isObject(designed) ? designed : {};
  for (const field of changedFields(designed, registered)) {
    if (field === 'type') continue; // a command's type never changes
    body[field] = source[field] ?? COMMAND_DEFAULTS[field] ?? null;
  }
  return body;
}

/** The registered command (with its id) that a designed one matches by type and name. */
export function findRegistered<T>(registered: readonly T[], ref: CommandRef): T | undefined {
  return registered.find((c) => isObject(c) && keyOf(refOf(c)) === keyOf(ref));
}

/** A command body's type and name, as Discord matches commands. */
export const commandRefOf = (command: Json): CommandRef => refOf(isObject(command) ? command : {});
