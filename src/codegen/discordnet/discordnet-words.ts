// The C# words the Discord.Net printer chooses: local names (camelCase) and method names
// (PascalCase) from the plan's words, never a C# keyword or a name the printed code uses itself;
// string literals (every string through stringIn); numbers, snowflakes, colours; and Discord.Net's
// enum members for styles, select types, channel types, option types, flags and contexts.
import type { Json, PlanNode, Words } from '../../model';
import { Notes } from '../common/header';
import { stringIn } from '../common/literals';
import { shown } from '../common/shared';

/** C# keywords (and contextual ones that bite in an async method), and the printed code's names. */
const RESERVED = new Set([
  ...'abstract as base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'.split(
    ' ',
  ),
  ...'add alias ascending async await by descending dynamic equals from get global group into join let nameof on orderby partial remove select set value var when where yield record'.split(
    ' ',
  ),
  ...'channel client interaction component modal fields files components embeds poll mentions builder values x design'.split(
    ' ',
  ),
]);

const cap = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

/** A local variable: camelCase, with `_` after a reserved word. */
export function local(words: Words): string {
  const name = words.map((w, i) => (i === 0 ? w : cap(w))).join('');
  return RESERVED.has(name) ? `${name}_` : name;
}

/** A method name: PascalCase and `Async` (the plan's names never start with a digit). */
export function method(words: Words): string {
  return `${words.map(cap).join('')}Async`;
}

/** A C# string literal that reads as exactly `s`. */
export const str = (s: string): string => stringIn(s, 'csharp');

/** A JSON value as text, when a field should be a string and is not. */
export const text = (v: Json | undefined): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);

export const isObj = (v: Json | undefined): v is { [key: string]: Json } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A C# int literal, or null when `v` is not a whole number an int holds. */
export function int(v: Json | undefined): string | null {
  return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 2 ** 31 - 1
    ? String(v)
    : null;
}

/** A C# double literal. */
export function double(v: number): string {
  const t = String(v);
  return /[.eE]/.test(t) ? t : `${t}.0`;
}

/** A ulong literal, or null when `v` is not a snowflake. */
export function snowflake(v: Json | undefined): string | null {
  const t = text(v);
  return /^[0-9]{1,20}$/.test(t) && BigInt(t) < 2n ** 64n ? `${t}UL` : null;
}

/** `new Color(0x5865F2)`. */
export const colour = (n: number): string =>
  `new Color(0x${(n >>> 0).toString(16).toUpperCase().padStart(6, '0')})`;

export const BUTTON_STYLES: Readonly<Record<number, string>> = {
  1: 'ButtonStyle.Primary',
  2: 'ButtonStyle.Secondary',
  3: 'ButtonStyle.Success',
  4: 'ButtonStyle.Danger',
  5: 'ButtonStyle.Link',
  6: 'ButtonStyle.Premium',
};

export const SELECT_TYPES: Readonly<Record<string, string>> = {
  'string-select': 'ComponentType.SelectMenu',
  'user-select': 'ComponentType.UserSelect',
  'role-select': 'ComponentType.RoleSelect',
  'mentionable-select': 'ComponentType.MentionableSelect',
  'channel-select': 'ComponentType.ChannelSelect',
};

const CHANNEL_TYPES: Readonly<Record<number, string>> = {
  0: 'Text',
  1: 'DM',
  2: 'Voice',
  3: 'Group',
  4: 'Category',
  5: 'News',
  10: 'NewsThread',
  11: 'PublicThread',
  12: 'PrivateThread',
  13: 'Stage',
  14: 'GuildDirectory',
  15: 'Forum',
  16: 'Media',
};

/** A channel type as Discord.Net's ChannelType. */
export function channelType(n: Json): string {
  const known = typeof n === 'number' ? CHANNEL_TYPES[n] : undefined;
  return known ? `ChannelType.${known}` : `(ChannelType)${int(n) ?? '0'}`;
}

export const OPTION_TYPES: Readonly<Record<string, string>> = {
  subcommand: 'SubCommand',
  'subcommand-group': 'SubCommandGroup',
  'string-option': 'String',
  'integer-option': 'Integer',
  'boolean-option': 'Boolean',
  'user-option': 'User',
  'channel-option': 'Channel',
  'role-option': 'Role',
  'mentionable-option': 'Mentionable',
  'number-option': 'Number',
  'attachment-option': 'Attachment',
};

/** Discord.Net's MessageFlags by Discord's name of the bit. */
export const FLAG_NAMES: Readonly<Record<string, string>> = {
  CROSSPOSTED: 'MessageFlags.Crossposted',
  IS_CROSSPOST: 'MessageFlags.IsCrosspost',
  SUPPRESS_EMBEDS: 'MessageFlags.SuppressEmbeds',
  SOURCE_MESSAGE_DELETED: 'MessageFlags.SourceMessageDeleted',
  URGENT: 'MessageFlags.Urgent',
  HAS_THREAD: 'MessageFlags.HasThread',
  EPHEMERAL: 'MessageFlags.Ephemeral',
  LOADING: 'MessageFlags.Loading',
  FAILED_TO_MENTION_SOME_ROLES_IN_THREAD: 'MessageFlags.FailedToMentionRolesInThread',
  SUPPRESS_NOTIFICATIONS: 'MessageFlags.SuppressNotification',
  IS_VOICE_MESSAGE: 'MessageFlags.VoiceMessage',
  IS_COMPONENTS_V2: 'MessageFlags.ComponentsV2',
};

const CONTEXTS = ['Guild', 'BotDm', 'PrivateChannel'];
const INTEGRATIONS = ['GuildInstall', 'UserInstall'];

export function context(n: Json): string {
  const known = typeof n === 'number' ? CONTEXTS[n] : undefined;
  return known ? `InteractionContextType.${known}` : `(InteractionContextType)${int(n) ?? '0'}`;
}

export function integration(n: Json): string {
  const known = typeof n === 'number' ? INTEGRATIONS[n] : undefined;
  return known
    ? `ApplicationIntegrationType.${known}`
    : `(ApplicationIntegrationType)${int(n) ?? '0'}`;
}

/** What the printer collects while it prints: the sentences for what it could not write. */
export class Out extends Notes {}

/** An emoji as Discord.Net's IEmote: `new Emoji("✅")`, or `Emote.Parse("<:name:id>")`. */
export function emote(e: Json | undefined, out: Out, path: string): string | null {
  if (!isObj(e)) return null;
  out.unknownKeys(e, ['id', 'name', 'animated'], path, "Discord.Net's emoji");
  const id = e.id === undefined || e.id === null ? null : snowflake(e.id);
  if (id === null) return `new Emoji(${str(text(e.name))})`;
  const named = typeof e.name === 'string' && e.name !== '';
  let name = named ? (e.name as string) : '_';
  if (!named)
    out.note(
      `${path}.name`,
      'Discord.Net\'s Emote.Parse needs a custom emoji\'s name: written as "_" (Discord finds it by its id)',
    );
  else if (/[:>]/.test(name)) {
    out.note(
      `${path}.name`,
      `Emote.Parse cannot read a name with \`:\` or \`>\`: written as "_" (${shown(e.name)})`,
    );
    name = '_';
  }
  const tag = `<${e.animated === true ? 'a' : ''}:${name}:${id.slice(0, -2)}>`;
  return `Emote.Parse(${str(tag)})`;
}

/** A dictionary of localizations. */
export function dictionary(v: Json | undefined): string | null {
  if (!isObj(v)) return null;
  const entries = Object.entries(v).map(([k, t]) => `{ ${str(k)}, ${str(text(t))} }`);
  return `new Dictionary<string, string> { ${entries.join(', ')} }`;
}

// Reading a plan node, and the builder chain every node's declaration is.

export const field = (n: PlanNode, key: string): Json | undefined =>
  n.fields.find((f) => f.key === key)?.value;

export const children = (n: PlanNode, slot: string): readonly PlanNode[] =>
  n.slots.find((s) => s.slot === slot)?.nodes ?? [];

export const s = (v: Json | undefined) => (typeof v === 'string' ? str(v) : 'null');
export const b = (v: Json | undefined) => (typeof v === 'boolean' ? String(v) : null);

/** `var name = head` followed by one `.call` a line. */
export function chain(n: PlanNode, head: string, calls: readonly string[]): string[] {
  const id = int(field(n, 'id'));
  const all = id !== null ? [...calls, `WithId(${id})`] : calls;
  return [`var ${local(n.name)} = ${head}${all.map((c) => `\n\t.${c}`).join('')};`];
}
