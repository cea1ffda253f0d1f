// Dart words for the nyxx printer: names cased for Dart (and kept off its reserved words), string
// and number literals, snowflakes, colors, URIs, emojis, locales and the enum-likes of nyxx
// 6.9.0 (a value nyxx has no name for is written with the enum-like's public constructor).
// Everything from a design goes through stringIn or a number check: nothing is printed raw.
import type { Json, Words } from '../../model';
import { Notes } from '../common/header';
import { stringIn } from '../common/literals';

export const LIBRARY = 'nyxx';
export const VERSION = '6.9.0';

/** A Dart string literal that reads as exactly `s`. */
export const str = (s: string): string => stringIn(s, 'dart');

const RESERVED = new Set(
  (
    'abstract as assert async await base break case catch class const continue covariant default ' +
    'deferred do dynamic else enum export extends extension external factory false final finally ' +
    'for function get hide if implements import in interface is late library mixin new null of on ' +
    'operator part required rethrow return sealed set show static super switch sync this throw ' +
    'true try type typedef var void when while with yield'
  ).split(' '),
);

/** lowerCamelCase of the plan's words, never a reserved word. */
export function ident(words: Words): string {
  const name = words
    .map((w, i) => (i === 0 ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join('');
  const safe = /^[a-z]/.test(name) ? name : `v${name}`;
  return RESERVED.has(safe) ? `${safe}Value` : safe;
}

/** UpperCamelCase, for the handler names built from a plan name. */
export const upper = (words: Words): string => {
  const s = ident(words);
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
};

/** What the printer says while it writes: each part of a value no nyxx builder takes. */
export class Out extends Notes {
  /** Says that `owner` has no place for the field `key` at `path`: "nyxx's EmbedBuilder has no…". */
  override field(path: string, key: string, value: Json, owner: string): void {
    super.field(path, key, value, `nyxx's ${owner}`);
  }
}

export const isObj = (v: unknown): v is { [key: string]: Json } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A Dart number literal; a double option's numbers keep a decimal point. */
export function num(v: Json, asDouble = false): string {
  const n = typeof v === 'number' && Number.isFinite(v) ? v : Number(v);
  if (!Number.isFinite(n)) return '0';
  if (Number.isInteger(n) && Math.abs(n) < 2 ** 53) return asDouble ? `${String(n)}.0` : String(n);
  return String(n);
}

export const bool = (v: Json): string => (v === true ? 'true' : 'false');

/** Text of any value: a string as it is, anything else as its JSON. */
export const text = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

export const snowflake = (v: Json): string => `Snowflake.parse(${str(text(v))})`;

export const uri = (v: Json): string => `Uri.parse(${str(text(v))})`;

export const color = (v: Json): string => `DiscordColor(${num(v)})`;

/** An emoji as nyxx's builders take it (needs `client` in scope for its manager). */
export function emoji(v: Json): string {
  const e = isObj(v) ? v : {};
  const name = typeof e.name === 'string' ? str(e.name) : 'null';
  if (e.id !== undefined && e.id !== null)
    return `customEmoji(client, ${snowflake(e.id)}, ${name}, ${bool(e.animated ?? false)})`;
  return `textEmoji(client, ${typeof e.name === 'string' ? str(e.name) : "''"})`;
}

export const EMOJI_HELPERS = [
  "/// A Unicode emoji, as nyxx's builders take it.",
  'TextEmoji textEmoji(NyxxRest client, String name) =>',
  '    TextEmoji(id: Snowflake.zero, manager: client.guilds[Snowflake.zero].emojis, name: name);',
  '',
  "/// A custom emoji, as nyxx's builders take it (its name may be null).",
  'GuildEmoji customEmoji(NyxxRest client, Snowflake id, String? name, bool animated) => GuildEmoji(',
  '      id: id,',
  '      manager: client.guilds[Snowflake.zero].emojis,',
  '      name: name,',
  '      roleIds: null,',
  '      user: null,',
  '      requiresColons: null,',
  '      isManaged: null,',
  '      isAnimated: animated,',
  '      isAvailable: null,',
  '    );',
];

/** `Enum.name` for a known value, else the enum-like's constructor with the raw value. */
function enumLike(type: string, names: Readonly<Record<number, string>>, v: Json): string {
  const n = typeof v === 'number' ? v : Number(v);
  const name = names[n];
  return name ? `${type}.${name}` : `${type}(${num(v)})`;
}

export const buttonStyle = (v: Json) =>
  enumLike(
    'ButtonStyle',
    { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' },
    v,
  );
export const textInputStyle = (v: Json) =>
  enumLike('TextInputStyle', { 1: 'short', 2: 'paragraph' }, v);
export const spacing = (v: Json) => enumLike('SeparatorSpacingSize', { 1: 'small', 2: 'large' }, v);
export const pollLayout = (v: Json) => enumLike('PollLayoutType', { 1: 'defaultLayout' }, v);
export const channelType = (v: Json) =>
  enumLike(
    'ChannelType',
    {
      0: 'guildText',
      1: 'dm',
      2: 'guildVoice',
      3: 'groupDm',
      4: 'guildCategory',
      5: 'guildAnnouncement',
      10: 'announcementThread',
      11: 'publicThread',
      12: 'privateThread',
      13: 'guildStageVoice',
      14: 'guildDirectory',
      15: 'guildForum',
      16: 'guildMedia',
    },
    v,
  );
export const context = (v: Json) =>
  enumLike('InteractionContextType', { 0: 'guild', 1: 'botDm', 2: 'privateChannel' }, v);
export const integration = (v: Json) =>
  enumLike('ApplicationIntegrationType', { 0: 'guildInstall', 1: 'userInstall' }, v);
export const optionType = (v: Json) =>
  enumLike(
    'CommandOptionType',
    {
      1: 'subCommand',
      2: 'subCommandGroup',
      3: 'string',
      4: 'integer',
      5: 'boolean',
      6: 'user',
      7: 'channel',
      8: 'role',
      9: 'mentionable',
      10: 'number',
      11: 'attachment',
    },
    v,
  );

/** nyxx's Locale members, by Discord's locale code (all 32). */
const LOCALES: Readonly<Record<string, string>> = {
  id: 'id',
  da: 'da',
  de: 'de',
  'en-GB': 'enGb',
  'en-US': 'enUs',
  'es-ES': 'esEs',
  'es-419': 'es419',
  fr: 'fr',
  hr: 'hr',
  it: 'it',
  lt: 'lt',
  hu: 'hu',
  nl: 'nl',
  no: 'no',
  pl: 'pl',
  'pt-BR': 'ptBr',
  ro: 'ro',
  fi: 'fi',
  'sv-SE': 'svSe',
  vi: 'vi',
  tr: 'tr',
  cs: 'cs',
  el: 'el',
  bg: 'bg',
  ru: 'ru',
  uk: 'uk',
  hi: 'hi',
  th: 'th',
  'zh-CN': 'zhCn',
  ja: 'ja',
  'zh-TW': 'zhTw',
  ko: 'ko',
};

/** `{Locale.fr: '...'}` (a code nyxx has no member for goes through Locale.parse). */
export function localizations(v: Json): string {
  if (!isObj(v)) return '{}';
  const entries = Object.entries(v).map(([code, t]) => {
    const member = Object.hasOwn(LOCALES, code) ? LOCALES[code] : undefined;
    const key = member ? `Locale.${member}` : `Locale.parse(${str(code)})`;
    return `${key}: ${str(text(t))}`;
  });
  return `{${entries.join(', ')}}`;
}

/** A list literal of the values each printed by `one`. */
export const list = (v: Json, one: (x: Json, i: number) => string): string =>
  `[${(Array.isArray(v) ? v : []).map((x, i) => one(x, i)).join(', ')}]`;

/** Named arguments `key: value`, one a line, for a call written over several lines. */
export function call(
  callee: string,
  args: readonly string[],
  cascade: readonly string[] = [],
): string {
  const inner =
    args.length === 0 ? '' : `\n${args.map((a) => `  ${a.replace(/\n/g, '\n  ')},`).join('\n')}\n`;
  return `${callee}(${inner})${cascade.map((c) => `..${c}`).join('')}`;
}
