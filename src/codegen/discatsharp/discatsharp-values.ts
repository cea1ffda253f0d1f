// DisCatSharp's words for values: C# literals (every string through stringIn, numbers typed),
// snowflakes as ulong, enum members by Discord's numbers (a cast for a number it has no name
// for), emoji, colours, localizations and permissions, and the names the printed code declares.
// What a value cannot become is told to `Out.note` (a comment where the code builds it).
import { Notes } from '../common/header';
import type { Json, Words } from '../../model';
import { stringIn } from '../common/literals';

export const LIBRARY = 'DisCatSharp 10.7.1';

/** Sentences about values the printed code cannot carry, said where the code builds them. */
export class Out extends Notes {}

export const str = (s: string): string => stringIn(s, 'csharp');

export const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A C# string literal, or `null` (and a note) when the value is not a string. */
export function text(value: Json | undefined, out: Out, path: string): string {
  if (typeof value === 'string') return str(value);
  if (value !== undefined && value !== null)
    out.note(path, `${LIBRARY} takes text here, not ${JSON.stringify(value)}: left out`);
  return 'null';
}

const U64_MAX = 18446744073709551615n;

/** A snowflake as a ulong literal (`123UL`), or null when it is no snowflake. */
export function ulong(value: Json | undefined): string | null {
  const s = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof s !== 'string' || !/^[0-9]{1,20}$/.test(s) || BigInt(s) > U64_MAX) return null;
  return `${BigInt(s)}UL`;
}

/** An int literal, or null (and a note) when the value is no whole number an int holds. */
export function int(value: Json | undefined, out: Out, path: string): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1)
    return String(value);
  out.note(path, `${LIBRARY} takes a whole number here, not ${JSON.stringify(value)}: left out`);
  return null;
}

/** A number as C# reads it: an int, a long (`nL`) or a double (`n.5`, `1E+21`). */
export function numberLiteral(value: Json | undefined, out: Out, path: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    out.note(path, `${LIBRARY} takes a number here, not ${JSON.stringify(value)}: left out`);
    return null;
  }
  if (Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1) return String(value);
  if (Number.isSafeInteger(value)) return `${value}L`;
  const s = String(value).toUpperCase();
  return /[.E]/.test(s) ? `${s}D` : `${s}.0`;
}

export function bool(value: Json | undefined, out: Out, path: string): string | null {
  if (typeof value === 'boolean') return String(value);
  out.note(path, `${LIBRARY} takes true or false here, not ${JSON.stringify(value)}: left out`);
  return null;
}

/** `Type.Member` for a number the enum names, else the number cast to the enum. */
export function member(
  type: string,
  names: Readonly<Record<number, string>>,
  value: Json | undefined,
  out: Out,
  path: string,
): string | null {
  const n = int(value, out, path);
  if (n === null) return null;
  const name = names[Number(n)];
  return name ? `${type}.${name}` : `(${type})(${n})`;
}

export const CHANNEL_TYPES: Readonly<Record<number, string>> = {
  0: 'Text',
  1: 'Private',
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
  16: 'GuildMedia',
};

/** `new[] { ChannelType.Text, ... }` for a list of channel type numbers. */
export function channelTypes(value: Json | undefined, out: Out, path: string): string {
  if (!Array.isArray(value)) return 'null';
  const members = value.flatMap((t, i) => {
    const m = member('ChannelType', CHANNEL_TYPES, t, out, `${path}[${i}]`);
    return m === null ? [] : [m];
  });
  return `new ChannelType[] { ${members.join(', ')} }`;
}

/** `new DiscordColor(n)`, or null (and a note). */
export function color(value: Json | undefined, out: Out, path: string): string | null {
  const n = int(value, out, path);
  return n === null ? null : `new DiscordColor(${n})`;
}

/** A component's emoji: `new DiscordComponentEmoji("✅")` or with its id and name. */
export function componentEmoji(value: Json | undefined, out: Out, path: string): string {
  if (!isObject(value)) {
    out.note(path, `not an emoji (${JSON.stringify(value)}): left out`);
    return 'null';
  }
  for (const key of Object.keys(value))
    if (key !== 'id' && key !== 'name')
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of an emoji: left out`);
  const id = value.id === undefined || value.id === null ? null : ulong(value.id);
  if (value.id !== undefined && value.id !== null && id === null)
    out.note(`${path}.id`, `not an id (${JSON.stringify(value.id)}): left out`);
  if (id === null) return `new DiscordComponentEmoji(${text(value.name, out, `${path}.name`)})`;
  const name = typeof value.name === 'string' ? `, Name = ${str(value.name)}` : '';
  return `new DiscordComponentEmoji { Id = ${id}${name} }`;
}

/** `new DiscordApplicationCommandLocalization(new Dictionary<string, string> { ... })`. */
export function localization(value: Json | undefined, out: Out, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) {
    out.note(path, `not a set of localizations (${JSON.stringify(value)}): left out`);
    return null;
  }
  const pairs = Object.entries(value).flatMap(([locale, t]) =>
    typeof t === 'string' ? [`{ ${str(locale)}, ${str(t)} }`] : [],
  );
  return `new DiscordApplicationCommandLocalization(new Dictionary<string, string> { ${pairs.join(', ')} })`;
}

const PERMISSIONS: readonly [bigint, string][] = [
  [1n << 3n, 'Administrator'],
  [1n << 4n, 'ManageChannels'],
  [1n << 5n, 'ManageGuild'],
  [1n << 11n, 'SendMessages'],
  [1n << 13n, 'ManageMessages'],
  [1n << 40n, 'ModerateMembers'],
];

/** A permission set as `Permissions` flags: named members, and the rest as a cast number. */
export function permissions(value: Json | undefined, out: Out, path: string): string | null {
  const s = typeof value === 'number' ? String(value) : value;
  if (typeof s !== 'string' || !/^[0-9]{1,19}$/.test(s) || BigInt(s) >= 1n << 63n) {
    out.note(path, `not a permission set (${JSON.stringify(value)}): left out`);
    return null;
  }
  let rest = BigInt(s);
  if (rest === 0n) return 'Permissions.None';
  const parts: string[] = [];
  for (const [bit, name] of PERMISSIONS)
    if ((rest & bit) !== 0n) {
      parts.push(`Permissions.${name}`);
      rest &= ~bit;
    }
  if (rest !== 0n) parts.push(`(Permissions)${rest}L`);
  return parts.join(' | ');
}

const KEYWORDS = new Set(
  (
    'abstract as base bool break byte case catch char checked class const continue decimal default ' +
    'delegate do double else enum event explicit extern false finally fixed float for foreach goto ' +
    'if implicit in int interface internal is lock long namespace new null object operator out ' +
    'override params private protected public readonly ref return sbyte sealed short sizeof ' +
    'stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ' +
    'ushort using virtual void volatile while'
  ).split(' '),
);

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** PascalCase: a type's or a method's name. */
export const pascal = (words: Words): string => words.map(cap).join('');

/** camelCase: a local's name, `@`-escaped when it is a C# keyword. */
export function camel(words: Words): string {
  const name = words.map((w, i) => (i === 0 ? w : cap(w))).join('');
  return KEYWORDS.has(name) ? `@${name}` : name;
}

/** Lines indented by `by`, blank lines left blank. */
export const indent = (s: string, by = '    '): string =>
  s
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');
