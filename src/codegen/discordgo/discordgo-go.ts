// Go for the discordgo printer: names, the Out collector, scalar values and the tables that turn
// Discord's keys into discordgo's struct fields.
import { shown } from '../../model';
import type { Json, PlanField } from '../../model';
import { Notes } from '../common/header';
import { stringIn } from '../common/literals';

export const LIBRARY = 'discordgo';

type JsonObject = { [key: string]: Json };
export const isObject = (v: Json | undefined): v is JsonObject =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const GO_KEYWORDS = new Set(
  (
    'break case chan const continue default defer else fallthrough for func go goto if import ' +
    'interface map package range return select struct switch type var ' +
    // predeclared names and the handlers' own variables, never shadowed
    'bool byte error false float64 int int64 len nil string true append make new s i data fields ' +
    'f ok err id content message discordgo log bytes os json'
  ).split(' '),
);

export const pascal = (words: readonly string[]) =>
  words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** A local name from words: camelCase, never a keyword, never starting with a digit. */
export function localName(words: readonly string[]): string {
  let name = pascal(words);
  name = name.charAt(0).toLowerCase() + name.slice(1);
  if (name === '' || /^[0-9]/.test(name)) name = `v${name}`;
  return GO_KEYWORDS.has(name) ? `${name}Value` : name;
}

/** Collects Go source lines and the sentences of what was left out. */
export class Out extends Notes {
  readonly imports = new Set<string>(['github.com/bwmarrin/discordgo']);
  usesPtr = false;

  constructor(readonly helper: string) {
    super();
  }

  /** `x` behind a pointer, for discordgo's optional fields. */
  ptr(expr: string): string {
    this.usesPtr = true;
    return `${this.helper}Ptr(${expr})`;
  }
}

// ---- scalar values ----------------------------------------------------------------------

export const str = (v: Json): string | null => (typeof v === 'string' ? stringIn(v, 'go') : null);
export const int = (v: Json): string | null =>
  typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null;
export const float = (v: Json): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
export const bool = (v: Json): string | null => (typeof v === 'boolean' ? String(v) : null);
const isZero = (v: Json) => v === '' || v === 0 || v === false;

const CHANNEL_TYPES: Record<number, string> = {
  0: 'ChannelTypeGuildText',
  1: 'ChannelTypeDM',
  2: 'ChannelTypeGuildVoice',
  3: 'ChannelTypeGroupDM',
  4: 'ChannelTypeGuildCategory',
  5: 'ChannelTypeGuildNews',
  6: 'ChannelTypeGuildStore',
  10: 'ChannelTypeGuildNewsThread',
  11: 'ChannelTypeGuildPublicThread',
  12: 'ChannelTypeGuildPrivateThread',
  13: 'ChannelTypeGuildStageVoice',
  14: 'ChannelTypeGuildDirectory',
  15: 'ChannelTypeGuildForum',
  16: 'ChannelTypeGuildMedia',
};

export const LOCALES: Record<string, string> = {
  'en-US': 'EnglishUS',
  'en-GB': 'EnglishGB',
  bg: 'Bulgarian',
  'zh-CN': 'ChineseCN',
  'zh-TW': 'ChineseTW',
  hr: 'Croatian',
  cs: 'Czech',
  da: 'Danish',
  nl: 'Dutch',
  fi: 'Finnish',
  fr: 'French',
  de: 'German',
  el: 'Greek',
  hi: 'Hindi',
  hu: 'Hungarian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  lt: 'Lithuanian',
  no: 'Norwegian',
  pl: 'Polish',
  'pt-BR': 'PortugueseBR',
  ro: 'Romanian',
  ru: 'Russian',
  'es-ES': 'SpanishES',
  'es-419': 'SpanishLATAM',
  'sv-SE': 'Swedish',
  th: 'Thai',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
};

export const named = (names: Record<number, string>, type: string, v: Json): string | null => {
  const n = int(v);
  if (n === null) return null;
  const name = names[Number(n)];
  return name ? `discordgo.${name}` : `discordgo.${type}(${n})`;
};

export function list(v: Json, each: (e: Json) => string | null): string[] | null {
  if (!Array.isArray(v)) return null;
  const out = v.map(each);
  return out.every((e): e is string => e !== null) ? out : null;
}

/** Go's composite literal of `type` from `entries` (`Key: value`), one a line when long. */
export function literal(type: string, entries: readonly string[], indent: string): string {
  if (entries.length === 0) return `${type}{}`;
  const oneLine = `${type}{${entries.join(', ')}}`;
  if (oneLine.length + indent.length <= 100 && !oneLine.includes('\n')) return oneLine;
  const inner = `${indent}\t`;
  return `${type}{\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}}`;
}

// ---- fields by table ----------------------------------------------------------------------

/**
 * How a Discord key becomes a Go field: its name, how to print the value (null when the value
 * cannot be printed, say a number where discordgo takes a string), and whether discordgo
 * leaves a zero value out (`omitempty` on a field that is not a pointer).
 */
export interface GoField {
  go: string;
  value: (v: Json, out: Out, at: string, indent: string) => string | null;
  omitsZero?: boolean;
}

export const f = (go: string, value: GoField['value'], omitsZero = false): GoField => ({
  go,
  value,
  omitsZero,
});

/** Prints the entries of `fields` a table knows; the others are left out with a sentence. */
export function entriesOf(
  fields: readonly PlanField[],
  table: Readonly<Record<string, GoField>>,
  what: string,
  out: Out,
  indent: string,
): string[] {
  const entries: string[] = [];
  for (const field of fields) {
    const spec = table[field.key];
    if (spec?.go === 'DefaultMemberPermissions' && field.value === null) {
      out.note(
        field.path,
        `${LIBRARY} cannot send \`${field.key}\`: null; it leaves it unset, which Discord treats the same`,
      );
      continue;
    }
    if (!spec) {
      out.note(
        field.path,
        `${LIBRARY} has no field for \`${field.key}\` of ${what}: left out (${shown(field.value)})`,
      );
      continue;
    }
    if (spec.omitsZero && isZero(field.value)) {
      out.note(
        field.path,
        `${LIBRARY} does not send \`${field.key}\` when it is ${shown(field.value)} (it omits a zero value)`,
      );
      continue;
    }
    const value = spec.value(field.value, out, field.path, indent);
    if (value === null) {
      out.note(
        field.path,
        `${LIBRARY} cannot take this \`${field.key}\` of ${what}: left out (${shown(field.value)})`,
      );
      continue;
    }
    entries.push(`${spec.go}: ${value}`);
  }
  return entries;
}

/** An object value (an embed's author, an emoji) by a table of its keys. */
export function objectOf(
  v: Json,
  type: string,
  table: Readonly<Record<string, GoField>>,
  what: string,
  out: Out,
  at: string,
  indent: string,
): string | null {
  if (!isObject(v)) return null;
  const fields = Object.entries(v).map(([key, value]) => ({ key, value, path: `${at}.${key}` }));
  return literal(type, entriesOf(fields, table, what, out, `${indent}\t`), indent);
}

const EMOJI: Record<string, GoField> = {
  name: f('Name', str, true),
  id: f('ID', str, true),
  animated: f('Animated', bool, true),
};
export const emoji: GoField['value'] = (v, out, at, indent) =>
  objectOf(v, '&discordgo.ComponentEmoji', EMOJI, 'an emoji', out, at, indent);

const MEDIA: Record<string, GoField> = { url: f('URL', str) };
export const media: GoField['value'] = (v, out, at, indent) =>
  objectOf(v, 'discordgo.UnfurledMediaItem', MEDIA, 'a media item', out, at, indent);

export const ptrOf =
  (value: (v: Json) => string | null): GoField['value'] =>
  (v, out) => {
    const x = value(v);
    return x === null ? null : out.ptr(x);
  };

export const channelTypes: GoField['value'] = (v, _out, _at, indent) => {
  const items = list(v, (e) => named(CHANNEL_TYPES, 'ChannelType', e));
  return items && literal('[]discordgo.ChannelType', items, indent);
};

export const SELECT_TYPES: Record<string, string> = {
  'string-select': 'StringSelectMenu',
  'user-select': 'UserSelectMenu',
  'role-select': 'RoleSelectMenu',
  'mentionable-select': 'MentionableSelectMenu',
  'channel-select': 'ChannelSelectMenu',
};

const SELECT_OPTION: Record<string, GoField> = {
  label: f('Label', str, true),
  value: f('Value', str),
  description: f('Description', str),
  emoji: f('Emoji', emoji),
  default: f('Default', bool),
};

export const DEFAULT_VALUE: Record<string, GoField> = {
  id: f('ID', str),
  type: f('Type', (v) => {
    const names: Record<string, string> = { user: 'User', role: 'Role', channel: 'Channel' };
    if (typeof v !== 'string') return null;
    const name = names[v];
    return name
      ? `discordgo.SelectMenuDefaultValue${name}`
      : `discordgo.SelectMenuDefaultValueType(${stringIn(v, 'go')})`;
  }),
};

export const listOf =
  (type: string, table: Record<string, GoField>, what: string): GoField['value'] =>
  (v, out, at, indent) => {
    if (!Array.isArray(v)) return null;
    const items = v.map((e, i) => objectOf(e, '', table, what, out, `${at}[${i}]`, `${indent}\t`));
    if (!items.every((e): e is string => e !== null)) return null;
    return literal(type, items, indent);
  };

export const selectOptions = listOf(
  '[]discordgo.SelectMenuOption',
  SELECT_OPTION,
  'a select option',
);
