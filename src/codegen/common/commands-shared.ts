// What both code generators share for a set of application commands: which commands a target
// writes, the JSON path of each, and the names discord.js and discord.py give to permission bits,
// interaction contexts and installation types.
import { formatPath, isPlainObject, rootPath } from '../../model';
import type { CommandsDoc, Envelope, Node } from '../../model';
import { PERMISSION_BITS } from '../../model/commands';
import type { Notes } from './shared';

export interface CommandAt {
  node: Node;
  /** `$[0]` in a bulk body, `$` in a create body: where notes point. */
  path: string;
  /** Its index in the design, for names in the header. */
  index: number;
}

/** The commands the target writes: all of them for a bulk overwrite, the first for a create. */
export function commandsFor(doc: CommandsDoc, envelope: Envelope, notes: Notes): CommandAt[] {
  const single = envelope === 'command';
  const nodes = single ? doc.nodes.slice(0, 1) : doc.nodes;
  if (single && doc.nodes.length > 1)
    notes.leftOut(
      '$',
      `this target creates one command, the first; the other ${doc.nodes.length - 1} are not written (choose the bulk overwrite to write them all)`,
    );
  return nodes.map((node, index) => ({
    node,
    index,
    path: formatPath(rootPath(single ? 'command' : 'commands', index)),
  }));
}

/** `name` of a command or option for the header, or its position when it has none. */
export function nameOf(n: Node): string {
  return typeof n.props.name === 'string' ? JSON.stringify(n.props.name) : '(unnamed)';
}

/** A localization map as its entries with a string value (null means "none" and is skipped). */
export function localizations(value: unknown): [string, string][] | null {
  if (!isPlainObject(value)) return null;
  const out: [string, string][] = [];
  for (const [locale, text] of Object.entries(value)) {
    if (typeof text === 'string') out.push([locale, text]);
    else if (text !== null) return null;
  }
  return out;
}

/** The bits of a permission set (a decimal string), or null when it is not one. */
export function permissionBits(value: unknown): number[] | null {
  if (typeof value !== 'string' || !/^\d{1,20}$/.test(value)) return null;
  const bits: number[] = [];
  const n = BigInt(value);
  for (let bit = 0; 1n << BigInt(bit) <= n; bit += 1) if ((n >> BigInt(bit)) & 1n) bits.push(bit);
  return bits;
}

const pascal = (name: string) =>
  name
    .toLowerCase()
    .split('_')
    .map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`)
    .join('');

// Where discord.js or discord.py do not simply re-case Discord's name.
const JS_NAMES: Readonly<Record<string, string>> = {
  SEND_TTS_MESSAGES: 'SendTTSMessages',
  USE_VAD: 'UseVAD',
};
const PY_NAMES: Readonly<Record<string, string>> = {
  USE_VAD: 'use_voice_activation',
  MANAGE_GUILD_EXPRESSIONS: 'manage_expressions',
  CREATE_GUILD_EXPRESSIONS: 'create_expressions',
};
/** Bits discord.py 2.4 has no keyword for (newer than it): written as a number instead. */
const PY_UNNAMED = new Set(['SET_VOICE_CHANNEL_STATUS', 'PIN_MESSAGES', 'BYPASS_SLOWMODE']);

/** Each permission bit's member of discord.js's PermissionFlagsBits. */
export const JS_PERMISSIONS: ReadonlyMap<number, string> = new Map(
  PERMISSION_BITS.map((p) => [p.bit, JS_NAMES[p.name] ?? pascal(p.name)]),
);

/** Each permission bit's keyword of discord.py's Permissions, where 2.4 has one. */
export const PY_PERMISSIONS: ReadonlyMap<number, string> = new Map(
  PERMISSION_BITS.filter((p) => !PY_UNNAMED.has(p.name)).map((p) => [
    p.bit,
    PY_NAMES[p.name] ?? p.name.toLowerCase(),
  ]),
);

/** discord.js's enum member; discord.py's decorator keyword and its class's attribute. */
export interface FlagName {
  js: string;
  py: string;
  pyAttr: string;
}

/** Interaction contexts: InteractionContextType, allowed_contexts / AppCommandContext. */
export const CONTEXTS: Readonly<Record<number, FlagName>> = {
  0: { js: 'Guild', py: 'guilds', pyAttr: 'guild' },
  1: { js: 'BotDM', py: 'dms', pyAttr: 'dm_channel' },
  2: { js: 'PrivateChannel', py: 'private_channels', pyAttr: 'private_channel' },
};

/** Installation types: ApplicationIntegrationType, allowed_installs / AppInstallationType. */
export const INSTALLS: Readonly<Record<number, FlagName>> = {
  0: { js: 'GuildInstall', py: 'guilds', pyAttr: 'guild' },
  1: { js: 'UserInstall', py: 'users', pyAttr: 'user' },
};

/** The list of known enum values, or null when it is not a list of them. */
export function enumList<T>(value: unknown, names: Readonly<Record<number, T>>): T[] | null {
  if (!Array.isArray(value)) return null;
  const out: T[] = [];
  for (const v of value) {
    const name = typeof v === 'number' ? names[v] : undefined;
    if (name === undefined) return null;
    out.push(name);
  }
  return out;
}
