// A bulk-overwrite body of 100 slash commands, fully localized, for the command benchmark. Built
// by index arithmetic (no randomness) so every run times the same set. Every option name is unique
// across its whole command and every localized name carries its locale's suffix: that keeps clear
// of Discord's rule that a localized option name may not equal any default option name of the
// command nor another name of the same locale on it.
import { OptionType } from '../src/model';

export type Localizations = Record<string, string>;

export interface ChoiceJson {
  name: string;
  name_localizations?: Localizations;
  value: string | number;
}

export interface OptionJson {
  type: number;
  name: string;
  name_localizations?: Localizations;
  description: string;
  description_localizations?: Localizations;
  required?: boolean;
  choices?: ChoiceJson[];
  autocomplete?: boolean;
  options?: OptionJson[];
  channel_types?: number[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
}

export interface CommandJson {
  type: 1;
  name: string;
  name_localizations?: Localizations;
  description: string;
  description_localizations?: Localizations;
  options?: OptionJson[];
  default_member_permissions?: string | null;
  contexts?: number[];
  integration_types?: number[];
  nsfw?: boolean;
}

/** Discord's 32 locales (docs/discord-rules.md, Application commands). */
export const LOCALES: readonly string[] = (
  'id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el bg ru ' +
  'uk hi th zh-CN ja zh-TW ko'
).split(' ');

const each = (f: (locale: string) => string): Localizations =>
  Object.fromEntries(LOCALES.map((l) => [l, f(l)]));
/** `ban` -> `ban-de`, `ban-es-419`…: lowercase, and at most 7 characters longer. */
export const localizedNames = (name: string): Localizations =>
  each((l) => `${name}-${l.toLowerCase()}`);
export const localizedTexts = (text: string): Localizations => each((l) => `${text} [${l}]`);

/** Name and description with all 32 localizations of both. */
export const named = (name: string, description: string) => ({
  name,
  name_localizations: localizedNames(name),
  description,
  description_localizations: localizedTexts(description),
});

export const choice = (name: string, value: string | number): ChoiceJson => ({
  name,
  name_localizations: localizedTexts(name),
  value,
});

const T = OptionType;
/** STRING to ATTACHMENT: every type that takes a value. */
const VALUE_TYPES: number[] = Object.values(T).filter((t) => t > T.SubcommandGroup);
const WORDS: Record<number, string> = {
  [T.String]: 'text',
  [T.Integer]: 'amount',
  [T.Number]: 'ratio',
  [T.Boolean]: 'public',
  [T.User]: 'user',
  [T.Channel]: 'where',
  [T.Role]: 'role',
  [T.Mentionable]: 'who',
  [T.Attachment]: 'file',
};

const LEVELS = ['Low', 'Medium', 'High', 'Urgent'];

/** The type-specific fields of value option `n`, varied so every kind of bound appears. */
function valueFields(type: number, n: number): Partial<OptionJson> {
  // n walks VALUE_TYPES, so a type comes back every VALUE_TYPES.length steps: vary per round.
  const variant = Math.floor(n / VALUE_TYPES.length) % 3;
  switch (type) {
    case T.String:
      if (variant === 0) return { choices: LEVELS.map((c) => choice(c, c.toLowerCase())) };
      return variant === 1 ? { min_length: 2, max_length: 200 } : { autocomplete: true };
    case T.Integer:
      if (variant === 0) return { choices: [1, 5, 10, 50].map((v) => choice(`${v} items`, v)) };
      return { min_value: variant, max_value: 1000 };
    case T.Number:
      if (variant === 0) return { choices: [0.5, 1.5, 2.25].map((v) => choice(`Times ${v}`, v)) };
      return { min_value: -1.5, max_value: 99.5 };
    case T.Channel:
      return { channel_types: variant === 0 ? [0, 5] : [2, 13] };
    default:
      return {};
  }
}

/** Names unique across the command (its own name included): `text`, `text-2`, `text-3`… */
function namer(command: string): (base: string) => string {
  const used = new Map<string, number>([[command, 1]]);
  return (base) => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}

/** `count` value options; the first `required` are required (Discord wants them first). */
function valueOptions(i: number, count: number, required: number, name: (b: string) => string) {
  return Array.from({ length: count }, (_, j): OptionJson => {
    const type = VALUE_TYPES[(i + j) % VALUE_TYPES.length]!;
    const word = name(WORDS[type]!);
    return {
      type,
      ...named(word, `The ${word} this command works on, option ${j + 1} of ${count}`),
      ...(j < required ? { required: true } : {}),
      ...valueFields(type, i + j),
    };
  });
}

const SUBCOMMANDS = ['add', 'remove', 'list', 'show', 'set', 'clear'];
const GROUPS = ['member', 'server'];

function subcommand(i: number, k: number, name: (b: string) => string): OptionJson {
  const word = name(SUBCOMMANDS[(i + k) % SUBCOMMANDS.length]!);
  const count = 1 + ((i + k) % 3);
  return {
    type: T.Subcommand,
    ...named(word, `Runs the ${word} step of this command`),
    options: valueOptions(i + k, count, count > 1 ? 1 : 0, name),
  };
}

/** Every tenth command has groups, the next three have subcommands, the rest value options. */
function commandOptions(i: number, command: string): OptionJson[] {
  const name = namer(command);
  const shape = i % 10;
  if (shape === 0)
    return GROUPS.map((g, k) => ({
      type: T.SubcommandGroup,
      ...named(name(g), `Settings that apply to one ${g}`),
      options: [subcommand(i, 2 * k, name), subcommand(i, 2 * k + 1, name)],
    }));
  if (shape <= 3) return [0, 1, 2].map((k) => subcommand(i, k, name));
  const count = 3 + (i % 6);
  return valueOptions(i, count, i % 3 === 0 ? 0 : Math.floor(count / 2), name);
}

const TOPICS = (
  'ban kick mute warn purge poll remind tag role ticket music queue weather translate quote ' +
  'level rank shop trade event giveaway report config log stats'
).split(' ');
const TIERS = ['', 'admin', 'info', 'setup'];
const PERMISSIONS = ['8', '4', '8192', '268435456'];

/** Command `i` (0-99): a unique name such as `ban`, `ban-admin`, `ban-info`, `ban-setup`. */
export function slashCommand(i: number): CommandJson {
  const topic = TOPICS[i % TOPICS.length]!;
  const tier = TIERS[Math.floor(i / TOPICS.length) % TIERS.length]!;
  const name = tier ? `${topic}-${tier}` : topic;
  const userInstall = i % 2 === 0;
  return {
    type: 1,
    ...named(name, `Everything about ${topic}${tier ? ` (${tier})` : ''} on this server`),
    options: commandOptions(i, name),
    ...(i % 3 === 0 ? { default_member_permissions: PERMISSIONS[i % PERMISSIONS.length]! } : {}),
    integration_types: userInstall ? [0, 1] : [0],
    contexts: userInstall ? [0, 1, 2] : i % 4 === 1 ? [0, 1] : [0],
    ...(i % 25 === 7 ? { nsfw: true } : {}),
  };
}

/** The benchmark's set: 100 slash commands, the most an app may have. */
export const commandSet = (count = 100): CommandJson[] =>
  Array.from({ length: count }, (_, i) => slashCommand(i));

const longest = (value: string | number, localized: Localizations | undefined): number =>
  Math.max(String(value).length, ...Object.values(localized ?? {}).map((s) => s.length));

/**
 * Discord's size of a command (limit 8000): the characters of every name, description and choice
 * name and value, each counted at its longest localization.
 */
export function commandSize(command: CommandJson | OptionJson): number {
  let size =
    longest(command.name, command.name_localizations) +
    longest(command.description, command.description_localizations);
  for (const c of ('choices' in command ? command.choices : undefined) ?? [])
    size += longest(c.name, c.name_localizations) + String(c.value).length;
  for (const o of command.options ?? []) size += commandSize(o);
  return size;
}
