// What a select (or a radio / checkbox group) offers, what it starts with, and whether a choice of
// values is one Discord's client would let through.
import type { NodeKind } from '../catalog/catalog';
import { kindName } from '../catalog/catalog';
import type { Node } from '../document/document';
import { isPlainObject } from '../payload/envelope';
import { plural, withArticle } from '../text';
import type {
  DirectoryChannel,
  DirectoryMember,
  DirectoryRole,
  DirectoryUser,
  GuildDirectory,
} from './sample-guild';

/** One entry an open select (or group) shows; `value` is what a choice of it sends. */
export type Selectable =
  | {
      kind: 'option';
      value: string;
      label: string;
      description?: string;
      emoji?: unknown;
      default: boolean;
    }
  | {
      kind: 'user';
      value: string;
      label: string;
      user: DirectoryUser;
      member: DirectoryMember | null;
    }
  | { kind: 'role'; value: string; label: string; role: DirectoryRole }
  | { kind: 'channel'; value: string; label: string; channel: DirectoryChannel };

export type Surface = 'message' | 'modal';

/** "A Button", "An Action Row": a kind's name with its article, to start a sentence. */
export function aKind(type: NodeKind): string {
  return withArticle(kindName(type), true);
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

function options(node: Node): Extract<Selectable, { kind: 'option' }>[] {
  const raw = Array.isArray(node.props.options) ? node.props.options : [];
  return raw.filter(isPlainObject).flatMap((o) =>
    typeof o.value === 'string'
      ? [
          {
            kind: 'option' as const,
            value: o.value,
            label: typeof o.label === 'string' ? o.label : o.value,
            ...(typeof o.description === 'string' ? { description: o.description } : {}),
            ...(o.emoji !== undefined ? { emoji: o.emoji } : {}),
            default: o.default === true,
          },
        ]
      : [],
  );
}

/** The users a user picker lists, by nickname or display name. */
export function selectableUsers(guild: GuildDirectory): Selectable[] {
  return guild.users.map((user) => {
    const member = guild.members[user.id] ?? null;
    const label = member?.nick ?? user.global_name ?? user.username;
    return { kind: 'user', value: user.id, label, user, member };
  });
}

/** The roles a role picker lists: highest first, without @everyone. */
export function selectableRoles(guild: GuildDirectory): Selectable[] {
  // @everyone is not offered; roles are listed highest first, as in the role picker.
  return guild.roles
    .filter((role) => role.id !== guild.id)
    .sort((a, b) => b.position - a.position)
    .map((role) => ({ kind: 'role', value: role.id, label: role.name, role }));
}

/** The channels a channel picker lists, of the node's `channel_types` when it names some. */
export function selectableChannels(node: Node, guild: GuildDirectory): Selectable[] {
  const types = Array.isArray(node.props.channel_types) ? node.props.channel_types : null;
  return guild.channels
    .filter((channel) => !types || types.length === 0 || types.includes(channel.type))
    .map((channel) => ({ kind: 'channel', value: channel.id, label: channel.name, channel }));
}

/** What the select or group offers, in display order; null for any other kind. */
export function selectablesOf(node: Node, guild: GuildDirectory): Selectable[] | null {
  switch (node.kind) {
    case 'string-select':
    case 'radio-group':
    case 'checkbox-group':
      return options(node);
    case 'user-select':
      return selectableUsers(guild);
    case 'role-select':
      return selectableRoles(guild);
    case 'mentionable-select':
      return [...selectableUsers(guild), ...selectableRoles(guild)];
    case 'channel-select':
      return selectableChannels(node, guild);
    default:
      return null;
  }
}

/** The values a select or group starts with: default options, or default_values it can offer. */
export function defaultValuesOf(node: Node, guild: GuildDirectory): string[] {
  const offered = selectablesOf(node, guild) ?? [];
  if (node.kind === 'string-select' || node.kind === 'checkbox-group') {
    return offered.filter((o) => o.kind === 'option' && o.default).map((o) => o.value);
  }
  const raw = Array.isArray(node.props.default_values) ? node.props.default_values : [];
  const ids = new Set(offered.map((o) => o.value));
  return raw.flatMap((d) =>
    isPlainObject(d) && typeof d.id === 'string' && ids.has(d.id) ? [d.id] : [],
  );
}

export interface Bounds {
  min: number;
  max: number;
  /** When false, choosing nothing is always accepted. */
  required: boolean;
}

/** How many values may be chosen. In a message `required` does not exist, only min_values. */
export function boundsOf(node: Node, surface: Surface): Bounds {
  const { min_values, max_values, required } = node.props;
  const defaultMax = node.kind === 'checkbox-group' ? options(node).length : 1;
  return {
    min: num(min_values) ?? 1,
    max: num(max_values) ?? defaultMax,
    required: surface === 'message' || required !== false,
  };
}

const NOUN: Record<string, string> = {
  'string-select': 'option',
  'user-select': 'user',
  'role-select': 'role',
  'mentionable-select': 'user or role',
  'channel-select': 'channel',
  'file-upload': 'file',
  'checkbox-group': 'option',
};

const pluralOf = (n: number, noun: string): string =>
  plural(n, noun, noun === 'user or role' ? 'users or roles' : `${noun}s`);

/** Sentences for a count of values outside the node's bounds (empty when the count is fine). */
export function countErrors(node: Node, count: number, name: string, surface: Surface): string[] {
  const { min, max, required } = boundsOf(node, surface);
  if (count === 0 && !required) return [];
  if (count === 0 && surface === 'modal') return [`${name} is required.`];
  const noun = NOUN[node.kind] ?? 'value';
  if (count >= min && count <= max) return [];
  const wanted =
    min === max
      ? `exactly ${pluralOf(min, noun)}`
      : count < min
        ? `at least ${pluralOf(min, noun)}`
        : `at most ${pluralOf(max, noun)}`;
  return [`${name} takes ${wanted}; ${count} chosen.`];
}

/** Sentences for values the select or group does not offer, chosen twice, or too many or few. */
export function choiceErrors(
  node: Node,
  values: readonly string[],
  name: string,
  surface: Surface,
  guild: GuildDirectory,
): string[] {
  const errors: string[] = [];
  const offered = new Set((selectablesOf(node, guild) ?? []).map((o) => o.value));
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) errors.push(`${name}: "${value}" is chosen twice.`);
    seen.add(value);
    if (offered.has(value)) continue;
    const noun = NOUN[node.kind] ?? 'value';
    const where =
      node.kind === 'channel-select' &&
      Array.isArray(node.props.channel_types) &&
      node.props.channel_types.length > 0
        ? ` of the allowed types (${node.props.channel_types.join(', ')})`
        : '';
    errors.push(
      node.kind === 'string-select' || node.kind === 'checkbox-group'
        ? `${name}: "${value}" is not one of its options.`
        : `${name}: ${value} is not a ${noun}${where} in the guild.`,
    );
  }
  return [...errors, ...countErrors(node, values.length, name, surface)];
}
