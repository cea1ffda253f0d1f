// What one filled-in option sends: the text a person typed (or the id they picked) turned into
// the typed `value` of the interaction, checked the way Discord's client checks it before it lets
// the command be sent, with the entities it names added to `resolved`.
import type { Node } from '../document/document';
import { CHANNEL_TYPES } from '../catalog/catalog-fields';
import { kindInfo } from '../commands/kind-names';
import type { CommandFamilyKind } from '../commands/kind-names';
import { COMMAND_LIMITS } from '../limits';
import { withArticle } from '../text';
import { isPlainObject } from '../payload/envelope';
import type { ResolvedContext, ResolvedData } from './context';
import { addResolved } from './context';
import { textOf } from './command-tree';
import { attachmentInput } from './command-attachment';
import type { Selectable } from './select';
import { selectableChannels, selectableRoles, selectableUsers } from './select';
import type { GuildDirectory } from './sample-guild';

export type OptionValue = string | number | boolean;
export type Converted = { ok: true; value: OptionValue } | { ok: false; message: string };

/** How sentences name an option: its name in quotes, or its kind when it has none. */
export function optionLabel(option: Node): string {
  const name = textOf(option, 'name');
  return name !== ''
    ? JSON.stringify(name)
    : `The ${kindInfo(option.kind as CommandFamilyKind).name}`;
}

const fail = (option: Node, rest: string): Converted => ({
  ok: false,
  message: `${optionLabel(option)}: ${rest}.`,
});

const numberProp = (option: Node, field: string): number | undefined => {
  const v = option.props[field];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

const INTEGER = /^[-+]?\d+$/;
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** "a", "a or b", "a, b or c"; past five the rest are counted. */
function orList(items: readonly string[]): string {
  const shown = items.length > 5 ? [...items.slice(0, 4), `${items.length - 4} more`] : items;
  return shown.length <= 1
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/** The option's choices, when it has any: each value the person may pick. */
function choiceValues(option: Node): (string | number)[] | null {
  const list = option.props.choices;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.flatMap((c) =>
    isPlainObject(c) && (typeof c.value === 'string' || typeof c.value === 'number')
      ? [c.value]
      : [],
  );
}

function fromChoices(option: Node, raw: string, values: (string | number)[]): Converted {
  const numeric = option.kind !== 'string-option';
  const typed = numeric && NUMBER.test(raw.trim()) ? Number(raw.trim()) : raw;
  const found = values.find((v) => v === typed);
  if (found !== undefined) return { ok: true, value: found };
  const shown = values.map((v) => JSON.stringify(v));
  return fail(option, `${JSON.stringify(raw)} is not one of its choices, ${orList(shown)}`);
}

function inBounds(option: Node, n: number, min: number, max: number, what: string): Converted {
  if (n < min || n > max)
    return fail(option, `${n} is outside what ${what} holds, ${min} to ${max}`);
  const low = numberProp(option, 'min_value');
  const high = numberProp(option, 'max_value');
  if (low !== undefined && n < low) return fail(option, `${n} is less than its min_value, ${low}`);
  if (high !== undefined && n > high)
    return fail(option, `${n} is more than its max_value, ${high}`);
  return { ok: true, value: n };
}

function text(option: Node, raw: string): Converted {
  const min = numberProp(option, 'min_length') ?? 0;
  const max = numberProp(option, 'max_length') ?? COMMAND_LIMITS.maxLength.max;
  if (raw.length < min)
    return fail(option, `the text is ${raw.length} characters long; its min_length is ${min}`);
  if (raw.length > max)
    return fail(option, `the text is ${raw.length} characters long; its max_length is ${max}`);
  return { ok: true, value: raw };
}

const channelTypeName = (type: number): string =>
  CHANNEL_TYPES.find((t) => t.value === type)?.label ?? `type ${type}`;

function entity(option: Node, raw: string, ctx: ResolvedContext, into: ResolvedData): Converted {
  const id = raw.trim();
  const { guild } = ctx;
  const user = guild.users.some((u) => u.id === id);
  const role = guild.roles.some((r) => r.id === id);
  const channel = guild.channels.find((c) => c.id === id);
  const wanted = {
    'user-option': ['a user', user],
    'role-option': ['a role', role],
    'mentionable-option': ['a user or role', user || role],
    'channel-option': ['a channel', channel !== undefined],
  } as const;
  const [noun, found] = wanted[option.kind as keyof typeof wanted];
  if (!found) return fail(option, `${JSON.stringify(id)} is not ${noun} in the guild`);
  const types = option.props.channel_types;
  if (channel && Array.isArray(types) && types.length > 0 && !types.includes(channel.type)) {
    const allowed = orList(types.map((t) => channelTypeName(Number(t))));
    return fail(
      option,
      `#${channel.name} is ${withArticle(`${channelTypeName(channel.type)} channel`)}; it takes ${allowed} channels`,
    );
  }
  addResolved(ctx, [id], into);
  return { ok: true, value: id };
}

/**
 * The typed value of what was filled into `option` (raw text, or an id for an entity option),
 * or the sentence saying why Discord's client would not take it; entities go into `into`.
 */
export function optionValue(
  option: Node,
  raw: string,
  ctx: ResolvedContext,
  into: ResolvedData,
): Converted {
  const choices = choiceValues(option);
  switch (option.kind) {
    case 'string-option':
      return choices ? fromChoices(option, raw, choices) : text(option, raw);
    case 'integer-option': {
      if (choices) return fromChoices(option, raw, choices);
      if (!INTEGER.test(raw.trim()))
        return fail(option, `${JSON.stringify(raw)} is not a whole number`);
      const { min, max } = COMMAND_LIMITS.integer;
      return inBounds(option, Number(raw.trim()), min, max, 'an Integer option');
    }
    case 'number-option': {
      if (choices) return fromChoices(option, raw, choices);
      if (!NUMBER.test(raw.trim())) return fail(option, `${JSON.stringify(raw)} is not a number`);
      const { min, max } = COMMAND_LIMITS.number;
      return inBounds(option, Number(raw.trim()), min, max, 'a Number option');
    }
    case 'boolean-option': {
      const word = raw.trim().toLowerCase();
      if (word === 'true' || word === 'false') return { ok: true, value: word === 'true' };
      return fail(option, `${JSON.stringify(raw)} is neither true nor false`);
    }
    case 'user-option':
    case 'role-option':
    case 'mentionable-option':
    case 'channel-option':
      return entity(option, raw, ctx, into);
    case 'attachment-option': {
      const made = attachmentInput(option, raw, optionLabel(option), ctx);
      if (!made.ok) return made;
      (into.attachments ??= {})[made.attachment.id] = made.attachment;
      return { ok: true, value: made.attachment.id };
    }
    default:
      return fail(option, `${kindInfo(option.kind as CommandFamilyKind).name} takes no value`);
  }
}

/**
 * What a person can pick for `option` in the guild, in the picker's order: its choices, or the
 * users, roles or channels (of its channel_types) of an entity option; null for free input.
 * `value` is what goes into the use's inputs.
 */
export function optionSelectables(option: Node, guild: GuildDirectory): Selectable[] | null {
  const choices = Array.isArray(option.props.choices) ? option.props.choices : [];
  if (choices.length > 0)
    return choices.filter(isPlainObject).map((c) => ({
      kind: 'option' as const,
      value: String(c.value),
      label: typeof c.name === 'string' ? c.name : String(c.value),
      default: false,
    }));
  switch (option.kind) {
    case 'user-option':
      return selectableUsers(guild);
    case 'role-option':
      return selectableRoles(guild);
    case 'mentionable-option':
      return [...selectableUsers(guild), ...selectableRoles(guild)];
    case 'channel-option':
      return selectableChannels(option, guild);
    default:
      return null;
  }
}
