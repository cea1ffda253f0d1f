// JDA's words for values: Java literals (strings only through stringIn), the classes the printed
// code imports (each named once, imported by its package), enum constants by Discord's numbers
// (channel types, locales, permissions, contexts), emoji, and the names the code declares.
import { Notes } from '../common/header';
import { shown } from '../../model';
import type { Json, Words } from '../../model';
import { stringIn } from '../common/literals';

export const LIBRARY = 'JDA';
export const JDA_VERSION = '6.4.2';

/** The package of every class the printed code may name. */
const PACKAGES: Readonly<Record<string, string>> = {
  EmbedBuilder: 'net.dv8tion.jda.api',
  JDA: 'net.dv8tion.jda.api',
  Permission: 'net.dv8tion.jda.api',
  ActionRow: 'net.dv8tion.jda.api.components.actionrow',
  AttachmentUpload: 'net.dv8tion.jda.api.components.attachmentupload',
  Button: 'net.dv8tion.jda.api.components.buttons',
  ButtonStyle: 'net.dv8tion.jda.api.components.buttons',
  Checkbox: 'net.dv8tion.jda.api.components.checkbox',
  CheckboxGroup: 'net.dv8tion.jda.api.components.checkboxgroup',
  CheckboxGroupOption: 'net.dv8tion.jda.api.components.checkboxgroup',
  Container: 'net.dv8tion.jda.api.components.container',
  FileDisplay: 'net.dv8tion.jda.api.components.filedisplay',
  Label: 'net.dv8tion.jda.api.components.label',
  MediaGallery: 'net.dv8tion.jda.api.components.mediagallery',
  MediaGalleryItem: 'net.dv8tion.jda.api.components.mediagallery',
  RadioGroup: 'net.dv8tion.jda.api.components.radiogroup',
  RadioGroupOption: 'net.dv8tion.jda.api.components.radiogroup',
  Section: 'net.dv8tion.jda.api.components.section',
  EntitySelectMenu: 'net.dv8tion.jda.api.components.selections',
  SelectOption: 'net.dv8tion.jda.api.components.selections',
  StringSelectMenu: 'net.dv8tion.jda.api.components.selections',
  Separator: 'net.dv8tion.jda.api.components.separator',
  TextDisplay: 'net.dv8tion.jda.api.components.textdisplay',
  TextInput: 'net.dv8tion.jda.api.components.textinput',
  TextInputStyle: 'net.dv8tion.jda.api.components.textinput',
  Thumbnail: 'net.dv8tion.jda.api.components.thumbnail',
  Mentions: 'net.dv8tion.jda.api.entities',
  Message: 'net.dv8tion.jda.api.entities',
  ChannelType: 'net.dv8tion.jda.api.entities.channel',
  Emoji: 'net.dv8tion.jda.api.entities.emoji',
  MessagePoll: 'net.dv8tion.jda.api.entities.messages',
  ModalInteractionEvent: 'net.dv8tion.jda.api.events.interaction',
  ButtonInteractionEvent: 'net.dv8tion.jda.api.events.interaction.component',
  EntitySelectInteractionEvent: 'net.dv8tion.jda.api.events.interaction.component',
  StringSelectInteractionEvent: 'net.dv8tion.jda.api.events.interaction.component',
  ListenerAdapter: 'net.dv8tion.jda.api.hooks',
  DiscordLocale: 'net.dv8tion.jda.api.interactions',
  IntegrationType: 'net.dv8tion.jda.api.interactions',
  InteractionContextType: 'net.dv8tion.jda.api.interactions',
  IModalCallback: 'net.dv8tion.jda.api.interactions.callbacks',
  Command: 'net.dv8tion.jda.api.interactions.commands',
  DefaultMemberPermissions: 'net.dv8tion.jda.api.interactions.commands',
  OptionType: 'net.dv8tion.jda.api.interactions.commands',
  CommandData: 'net.dv8tion.jda.api.interactions.commands.build',
  Commands: 'net.dv8tion.jda.api.interactions.commands.build',
  OptionData: 'net.dv8tion.jda.api.interactions.commands.build',
  SubcommandData: 'net.dv8tion.jda.api.interactions.commands.build',
  SubcommandGroupData: 'net.dv8tion.jda.api.interactions.commands.build',
  ModalMapping: 'net.dv8tion.jda.api.interactions.modals',
  Modal: 'net.dv8tion.jda.api.modals',
  FileUpload: 'net.dv8tion.jda.api.utils',
  MessageCreateBuilder: 'net.dv8tion.jda.api.utils.messages',
  MessageCreateData: 'net.dv8tion.jda.api.utils.messages',
  MessagePollData: 'net.dv8tion.jda.api.utils.messages',
  Path: 'java.nio.file',
  Duration: 'java.time',
  OffsetDateTime: 'java.time',
  List: 'java.util',
  Optional: 'java.util',
};

/** What the printer collects while it writes: the classes the code names, for its imports. */
export class Out extends Notes {
  private readonly used = new Set<string>();

  /** The simple name of `cls`, imported. */
  t(cls: string): string {
    if (!(cls in PACKAGES)) throw new Error(`no package for ${cls}`);
    this.used.add(cls);
    return cls;
  }

  /** A Java string literal of a text at `path`; a value that is not text is said. */
  text(value: Json | undefined, path: string): string {
    const literal = text(value);
    if (value !== undefined && value !== null && typeof value !== 'string')
      this.note(path, `not text: written as ${JSON.stringify(String(value))} (${shown(value)})`);
    return literal;
  }

  /** `literal(value)`, or null (and a sentence) when the value is not `what`. */
  typed(
    value: Json | undefined,
    path: string,
    literal: (v: Json | undefined) => string | null,
    what: string,
  ): string | null {
    const l = value === undefined || value === null ? null : literal(value);
    if (l === null && value !== undefined && value !== null)
      this.note(path, `not ${what}: left out (${shown(value)})`);
    return l;
  }

  /** Says that JDA trims a text (String.trim: code points up to U+0020 at either end). */
  trims(value: Json | undefined, path: string): void {
    const edge = (s: string) => s !== '' && s.charCodeAt(0) <= 0x20;
    if (typeof value === 'string' && (edge(value) || edge(value.slice(-1))))
      this.note(path, 'JDA trims the text: leading and trailing spaces are lost');
  }

  /** `import a.b.C;` lines: JDA's first, then java.*, each group sorted. */
  imports(): string[] {
    const all = [...this.used].map((c) => `${PACKAGES[c]}.${c}`).sort();
    const jda = all.filter((c) => !c.startsWith('java.'));
    const java = all.filter((c) => c.startsWith('java.'));
    return [
      ...jda.map((c) => `import ${c};`),
      ...(java.length > 0 && jda.length > 0 ? [''] : []),
      ...java.map((c) => `import ${c};`),
    ];
  }
}

export const str = (s: string): string => stringIn(s, 'java');

/** A Java string literal; a value that is not a string is written as "" (never as raw text). */
export const text = (value: Json | undefined): string =>
  str(
    typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value),
  );

export const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** An int literal, or null when the value is no whole number an int holds. */
export function int(value: Json | undefined): string | null {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1
    ? String(value)
    : null;
}

/** A long literal (`3L`). */
export function long(value: Json | undefined): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? `${value}L` : null;
}

/** A double literal: always with a point or an exponent. */
export function double(value: Json | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const s = String(value);
  return /[.e]/.test(s) ? s : `${s}.0`;
}

/** A snowflake as a long literal (`123L`), or null when it is none. */
export function snowflake(value: Json | undefined): string | null {
  const s = typeof value === 'number' ? String(value) : value;
  if (typeof s !== 'string' || !/^[0-9]{1,19}$/.test(s) || BigInt(s) > 2n ** 63n - 1n) return null;
  return `${BigInt(s)}L`;
}

export const bool = (value: Json | undefined): string | null =>
  typeof value === 'boolean' ? String(value) : null;

const JAVA_KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double ' +
    'else enum extends final finally float for goto if implements import instanceof int interface ' +
    'long native new package private protected public return short static strictfp super switch ' +
    'synchronized this throw throws transient try void volatile while true false null var yield ' +
    'record sealed permits'
  ).split(' '),
);

/** Names the printed code uses itself (parameters, its methods), never given to a design's node. */
const TAKEN = new Set([
  'event',
  'jda',
  'channelId',
  'buildMessage',
  'sendMessage',
  'buildModal',
  'showModal',
  'buildCommands',
  'registerCommands',
  'onButtonInteraction',
  'onStringSelectInteraction',
  'onEntitySelectInteraction',
  'onModalInteraction',
  'onSubmit',
]);

const cap = (w: string) => (w ? `${w[0]!.toUpperCase()}${w.slice(1)}` : w);

/** `['text', 'display', '2']` -> `textDisplay2`, never a keyword nor a name the code uses. */
export function camel(words: Words): string {
  const name = words.map((w, i) => (i === 0 ? w : cap(w))).join('') || 'x';
  return JAVA_KEYWORDS.has(name) || TAKEN.has(name) ? `${name}_` : name;
}

export const pascal = (words: Words): string => words.map(cap).join('');

export const BUTTON_STYLES: Record<number, string> = {
  1: 'primary',
  2: 'secondary',
  3: 'success',
  4: 'danger',
};
export const BUTTON_STYLE_NAMES: Record<number, string> = {
  1: 'PRIMARY',
  2: 'SECONDARY',
  3: 'SUCCESS',
  4: 'DANGER',
  5: 'LINK',
  6: 'PREMIUM',
};
export const CHANNEL_TYPES: Record<number, string> = {
  0: 'TEXT',
  1: 'PRIVATE',
  2: 'VOICE',
  3: 'GROUP',
  4: 'CATEGORY',
  5: 'NEWS',
  10: 'GUILD_NEWS_THREAD',
  11: 'GUILD_PUBLIC_THREAD',
  12: 'GUILD_PRIVATE_THREAD',
  13: 'STAGE',
  14: 'GUILD_DIRECTORY',
  15: 'FORUM',
  16: 'MEDIA',
};
export const CONTEXTS: Record<number, string> = { 0: 'GUILD', 1: 'BOT_DM', 2: 'PRIVATE_CHANNEL' };
export const INSTALLS: Record<number, string> = { 0: 'GUILD_INSTALL', 1: 'USER_INSTALL' };
export const SPACINGS: Record<number, string> = { 1: 'SMALL', 2: 'LARGE' };
export const TEXT_STYLES: Record<number, string> = { 1: 'SHORT', 2: 'PARAGRAPH' };

/** DiscordLocale's constants by Discord's locale tag. */
export const LOCALES: Record<string, string> = {
  ar: 'ARABIC',
  bg: 'BULGARIAN',
  'zh-CN': 'CHINESE_CHINA',
  'zh-TW': 'CHINESE_TAIWAN',
  hr: 'CROATIAN',
  cs: 'CZECH',
  da: 'DANISH',
  nl: 'DUTCH',
  'en-GB': 'ENGLISH_UK',
  'en-US': 'ENGLISH_US',
  fi: 'FINNISH',
  fr: 'FRENCH',
  de: 'GERMAN',
  el: 'GREEK',
  he: 'HEBREW',
  hi: 'HINDI',
  hu: 'HUNGARIAN',
  id: 'INDONESIAN',
  it: 'ITALIAN',
  ja: 'JAPANESE',
  ko: 'KOREAN',
  lt: 'LITHUANIAN',
  no: 'NORWEGIAN',
  pl: 'POLISH',
  'pt-BR': 'PORTUGUESE_BRAZILIAN',
  ro: 'ROMANIAN_ROMANIA',
  ru: 'RUSSIAN',
  'es-ES': 'SPANISH',
  'es-419': 'SPANISH_LATAM',
  'sv-SE': 'SWEDISH',
  th: 'THAI',
  tr: 'TURKISH',
  uk: 'UKRAINIAN',
  vi: 'VIETNAMESE',
};

/** JDA's Permission constants by bit (where two share a bit, the first JDA lists). */
const PERMISSIONS: Record<number, string> = {
  0: 'CREATE_INSTANT_INVITE',
  1: 'KICK_MEMBERS',
  2: 'BAN_MEMBERS',
  3: 'ADMINISTRATOR',
  4: 'MANAGE_CHANNEL',
  5: 'MANAGE_SERVER',
  6: 'MESSAGE_ADD_REACTION',
  7: 'VIEW_AUDIT_LOGS',
  8: 'PRIORITY_SPEAKER',
  9: 'VOICE_STREAM',
  10: 'VIEW_CHANNEL',
  11: 'MESSAGE_SEND',
  12: 'MESSAGE_TTS',
  13: 'MESSAGE_MANAGE',
  14: 'MESSAGE_EMBED_LINKS',
  15: 'MESSAGE_ATTACH_FILES',
  16: 'MESSAGE_HISTORY',
  17: 'MESSAGE_MENTION_EVERYONE',
  18: 'MESSAGE_EXT_EMOJI',
  19: 'VIEW_GUILD_INSIGHTS',
  20: 'VOICE_CONNECT',
  21: 'VOICE_SPEAK',
  22: 'VOICE_MUTE_OTHERS',
  23: 'VOICE_DEAF_OTHERS',
  24: 'VOICE_MOVE_OTHERS',
  25: 'VOICE_USE_VAD',
  26: 'NICKNAME_CHANGE',
  27: 'NICKNAME_MANAGE',
  28: 'MANAGE_ROLES',
  29: 'MANAGE_WEBHOOKS',
  30: 'MANAGE_GUILD_EXPRESSIONS',
  31: 'USE_APPLICATION_COMMANDS',
  32: 'REQUEST_TO_SPEAK',
  33: 'MANAGE_EVENTS',
  34: 'MANAGE_THREADS',
  35: 'CREATE_PUBLIC_THREADS',
  36: 'CREATE_PRIVATE_THREADS',
  37: 'MESSAGE_EXT_STICKER',
  38: 'MESSAGE_SEND_IN_THREADS',
  39: 'USE_EMBEDDED_ACTIVITIES',
  40: 'MODERATE_MEMBERS',
  41: 'VIEW_CREATOR_MONETIZATION_ANALYTICS',
  42: 'VOICE_USE_SOUNDBOARD',
  43: 'CREATE_GUILD_EXPRESSIONS',
  44: 'CREATE_SCHEDULED_EVENTS',
  45: 'VOICE_USE_EXTERNAL_SOUNDS',
  46: 'MESSAGE_ATTACH_VOICE_MESSAGE',
  48: 'VOICE_SET_STATUS',
  49: 'MESSAGE_SEND_POLLS',
  50: 'USE_EXTERNAL_APPLICATIONS',
  51: 'PIN_MESSAGES',
  52: 'BYPASS_SLOWMODE',
};

/** `DefaultMemberPermissions.X` for a design's default_member_permissions. */
export function permissions(value: Json | undefined, out: Out, path: string): string {
  const dmp = out.t('DefaultMemberPermissions');
  if (value === null || value === undefined) return `${dmp}.ENABLED`;
  const bits = typeof value === 'string' && /^[0-9]{1,20}$/.test(value) ? BigInt(value) : null;
  if (bits === null) {
    out.note(path, `not a permission bit set: written as ENABLED, for everyone (${shown(value)})`);
    return `${dmp}.ENABLED`;
  }
  if (bits >= 1n << 64n)
    out.note(path, `JDA holds permissions in a long: bits past 63 are lost (${shown(value)})`);
  if (bits === 0n) return `${dmp}.DISABLED`;
  const names: string[] = [];
  for (let bit = 0; 1n << BigInt(bit) <= bits; bit += 1)
    if ((bits >> BigInt(bit)) & 1n) names.push(PERMISSIONS[bit] ?? '');
  if (names.every((n) => n !== '') && names.length <= 4)
    return `${dmp}.enabledFor(${names.map((n) => `${out.t('Permission')}.${n}`).join(', ')})`;
  return `${dmp}.enabledFor(${BigInt.asIntN(64, bits)}L)`;
}

/** `Emoji.fromUnicode("✅")` or `Emoji.fromCustom(name, id, animated)`, or null for neither. */
export function emoji(value: Json | undefined, out: Out, path: string): string | null {
  if (!isObject(value)) {
    if (value !== undefined && value !== null)
      out.note(path, `not an emoji: left out (${shown(value)})`);
    return null;
  }
  out.unknownKeys(value, ['id', 'name', 'animated'], path, "JDA's emoji");
  const id = snowflake(value.id);
  if (id !== null) {
    // Emoji.fromCustom needs a name; Discord finds a custom emoji by its id (README's limits).
    const named = typeof value.name === 'string' && value.name !== '';
    if (!named)
      out.note(
        `${path}.name`,
        'JDA needs a custom emoji\'s name: written as "emoji" (Discord finds it by its id)',
      );
    const name = named ? (value.name as string) : 'emoji';
    return `${out.t('Emoji')}.fromCustom(${str(name)}, ${id}, ${value.animated === true})`;
  }
  if (typeof value.name === 'string' && value.name !== '')
    return `${out.t('Emoji')}.fromUnicode(${str(value.name)})`;
  out.note(path, `an emoji with neither an id nor a name: left out (${shown(value)})`);
  return null;
}

/** `A.X, A.Y` of enum constants for known numbers (unknown ones are said and left out). */
export function constants(
  type: string,
  names: Readonly<Record<number, string>>,
  value: Json | undefined,
  out: Out,
  path: string,
): string {
  if (!Array.isArray(value) && value !== undefined && value !== null)
    out.note(path, `not a list: left out (${shown(value)})`);
  const items = Array.isArray(value) ? value : [];
  return items
    .flatMap((v, i) => {
      if (typeof v === 'number' && names[v]) return [`${type}.${names[v]}`];
      out.note(`${path}[${i}]`, `${type} has no constant for it: left out (${shown(v)})`);
      return [];
    })
    .join(', ');
}
