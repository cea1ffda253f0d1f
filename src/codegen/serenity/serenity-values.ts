// serenity's words for values: Rust literals (strings through stringIn, numbers typed), ids, enum
// members by Discord's numbers, emoji, permissions and message flags, and the names the printed
// code declares. What a value cannot become is told to `Out.note`, never dropped silently.
import type { Json, Words } from '../../model';
import { Notes } from '../common/header';
import { stringIn } from '../common/literals';

/** What the printer collects while it writes: sentences for the header, imports it used. */
export class Out extends Notes {
  readonly uses = new Set<string>();
}

export const LIBRARY = 'serenity';

export const str = (s: string): string => stringIn(s, 'rust');

/** A Rust string literal, or `""` and a note when the value is not a string. */
export function text(value: Json | undefined, out: Out, path: string): string {
  if (typeof value === 'string') return str(value);
  out.note(path, `${LIBRARY} takes text here, not ${JSON.stringify(value)}: written as ""`);
  return '""';
}

export const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const U64_MAX = 18446744073709551615n;

/** A snowflake (a string or number of digits that fits u64), or null. */
export function snowflake(value: Json | undefined): string | null {
  const s = typeof value === 'number' ? String(value) : value;
  if (typeof s !== 'string' || !/^[0-9]{1,20}$/.test(s) || BigInt(s) > U64_MAX) return null;
  return String(BigInt(s));
}

/** `UserId::new(1)`, or null when the value is no snowflake. */
export function idOf(type: string, value: Json | undefined): string | null {
  const id = snowflake(value);
  return id === null ? null : `${type}::new(${id})`;
}

/** An integer literal for a type of `bits`, clamped to what the design can mean. */
export function int(value: Json | undefined, out: Out, path: string): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  out.note(path, `${LIBRARY} takes a whole number here, not ${JSON.stringify(value)}: left out`);
  return null;
}

/** An f64 literal: always with a point or an exponent. */
export function float(value: Json | undefined, out: Out, path: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    out.note(path, `${LIBRARY} takes a number here, not ${JSON.stringify(value)}: left out`);
    return null;
  }
  const s = String(value);
  return /[.e]/.test(s) ? s : `${s}.0`;
}

export function bool(value: Json | undefined, out: Out, path: string): string | null {
  if (typeof value === 'boolean') return String(value);
  out.note(path, `${LIBRARY} takes true or false here, not ${JSON.stringify(value)}: left out`);
  return null;
}

/** `Type::Member` for a known number, else `Type::Unknown(n)` as serenity's enum_number! has. */
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
  return name ? `${type}::${name}` : `${type}::Unknown(${n})`;
}

export const BUTTON_STYLES: Record<number, string> = {
  1: 'Primary',
  2: 'Secondary',
  3: 'Success',
  4: 'Danger',
};
export const CHANNEL_TYPES: Record<number, string> = {
  0: 'Text',
  1: 'Private',
  2: 'Voice',
  3: 'GroupDm',
  4: 'Category',
  5: 'News',
  10: 'NewsThread',
  11: 'PublicThread',
  12: 'PrivateThread',
  13: 'Stage',
  14: 'Directory',
  15: 'Forum',
  16: 'Media',
};
export const COMMAND_TYPES: Record<number, string> = {
  1: 'ChatInput',
  2: 'User',
  3: 'Message',
  4: 'PrimaryEntryPoint',
};
export const CONTEXTS: Record<number, string> = { 0: 'Guild', 1: 'BotDm', 2: 'PrivateChannel' };
export const INSTALLS: Record<number, string> = { 0: 'Guild', 1: 'User' };
export const SPACINGS: Record<number, string> = { 1: 'Small', 2: 'Large' };
export const TEXT_STYLES: Record<number, string> = { 1: 'Short', 2: 'Paragraph' };
export const POLL_LAYOUTS: Record<number, string> = { 1: 'Default' };

/** `vec![A::X, A::Y]` of enum members. */
export function members(
  type: string,
  names: Readonly<Record<number, string>>,
  value: Json | undefined,
  out: Out,
  path: string,
): string | null {
  if (!Array.isArray(value)) {
    out.note(path, `${LIBRARY} takes a list here, not ${JSON.stringify(value)}: left out`);
    return null;
  }
  const items = value.flatMap((v, i) => member(type, names, v, out, `${path}[${i}]`) ?? []);
  return `vec![${items.join(', ')}]`;
}

/** serenity's Permissions constants by bit (src/model/permissions.rs). */
const PERMISSIONS: Record<number, string> = {
  0: 'CREATE_INSTANT_INVITE',
  1: 'KICK_MEMBERS',
  2: 'BAN_MEMBERS',
  3: 'ADMINISTRATOR',
  4: 'MANAGE_CHANNELS',
  5: 'MANAGE_GUILD',
  6: 'ADD_REACTIONS',
  7: 'VIEW_AUDIT_LOG',
  10: 'VIEW_CHANNEL',
  11: 'SEND_MESSAGES',
  13: 'MANAGE_MESSAGES',
  14: 'EMBED_LINKS',
  15: 'ATTACH_FILES',
  16: 'READ_MESSAGE_HISTORY',
  17: 'MENTION_EVERYONE',
  27: 'MANAGE_NICKNAMES',
  28: 'MANAGE_ROLES',
  29: 'MANAGE_WEBHOOKS',
  34: 'MANAGE_THREADS',
  40: 'MODERATE_MEMBERS',
};

/** `Permissions::A | Permissions::B`, the bits serenity has no constant for by their number. */
export function permissions(value: Json | undefined, out: Out, path: string): string | null {
  const bits = snowflake(value);
  if (bits === null) {
    out.note(path, `${LIBRARY} takes a permission bit set here, not ${JSON.stringify(value)}`);
    return null;
  }
  let rest = BigInt(bits);
  if (rest === 0n) return 'Permissions::empty()';
  const parts: string[] = [];
  for (const [bit, name] of Object.entries(PERMISSIONS)) {
    const mask = 1n << BigInt(bit);
    if ((rest & mask) !== 0n) {
      parts.push(`Permissions::${name}`);
      rest &= ~mask;
    }
  }
  if (rest !== 0n) parts.push(`Permissions::from_bits_truncate(${rest})`);
  return parts.join(' | ');
}

/** serenity's MessageFlags constants (src/model/channel/message.rs). */
const MESSAGE_FLAGS = new Set([
  'CROSSPOSTED',
  'IS_CROSSPOST',
  'SUPPRESS_EMBEDS',
  'SOURCE_MESSAGE_DELETED',
  'URGENT',
  'HAS_THREAD',
  'EPHEMERAL',
  'LOADING',
  'FAILED_TO_MENTION_SOME_ROLES_IN_THREAD',
  'SUPPRESS_NOTIFICATIONS',
  'IS_VOICE_MESSAGE',
  'IS_COMPONENTS_V2',
]);

export function messageFlags(flags: readonly { bit: number; name: string | null }[]): string {
  if (flags.length === 0) return 'MessageFlags::empty()';
  return flags
    .map((f) =>
      f.name && MESSAGE_FLAGS.has(f.name)
        ? `MessageFlags::${f.name}`
        : `MessageFlags::from_bits_truncate(${f.bit})`,
    )
    .join(' | ');
}

/** An emoji for a button or select option: a char, a unicode name or a custom emoji. */
export function reaction(value: Json | undefined, out: Out, path: string): string | null {
  if (!isObject(value)) {
    out.note(path, `${LIBRARY} takes an emoji object here, not ${JSON.stringify(value)}`);
    return null;
  }
  for (const key of Object.keys(value))
    if (!['id', 'name', 'animated'].includes(key))
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of an emoji: left out`);
  if (value.id !== undefined && value.id !== null) {
    const id = idOf('EmojiId', value.id);
    if (id === null) {
      out.note(`${path}.id`, `not an emoji id (${JSON.stringify(value.id)}): emoji left out`);
      return null;
    }
    out.uses.add('FixedString');
    const name =
      typeof value.name === 'string'
        ? `Some(FixedString::from_static_trunc(${str(value.name)}))`
        : 'None';
    return `ReactionType::Custom { animated: ${value.animated === true}, id: ${id}, name: ${name} }`;
  }
  if (typeof value.name !== 'string') {
    out.note(path, `an emoji without a name or id: left out`);
    return null;
  }
  const chars = [...value.name];
  if (chars.length === 1 && chars[0] !== "'") return `'${str(value.name).slice(1, -1)}'`;
  out.uses.add('FixedString');
  return `ReactionType::Unicode(FixedString::from_static_trunc(${str(value.name)}))`;
}

const KEYWORDS = new Set(
  (
    'as async await break const continue crate dyn else enum extern false fn for if impl in let ' +
    'loop match mod move mut pub ref return self static struct super trait true type unsafe use ' +
    'where while abstract become box do final macro override priv try typeof unsized virtual yield'
  ).split(' '),
);

/** Names the printed functions use for their own parameters and locals. */
const TAKEN = new Set(['ctx', 'interaction', 'reply', 'values', 'data', 'message', 'channel']);

/** The plan's words as a Rust snake_case name, never a keyword nor one of our own. */
export function snake(words: Words): string {
  const name = words.join('_');
  return KEYWORDS.has(name) || TAKEN.has(name) ? `${name}_` : name;
}
