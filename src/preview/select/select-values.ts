// What a select offers and starts with, read from the model for the preview.
import type { NodeKind } from '../../model';
import type { GuildDirectory, Node, Selectable } from '../../model';
import { selectablesOf } from '../../model/interactions/select';
import { SAMPLE_GUILD } from '../../model/interactions/sample-guild';
import { isRecord, num, str } from '../media/read';

/**
 * The entries the open select (or a modal's choice group) lists, in display order (an empty list
 * for other kinds). They depend on the node alone; the module rather than the model's index, so
 * that the message preview does not carry the interaction builder in its chunk.
 */
export function entitiesOf(node: Node, guild?: GuildDirectory): Selectable[] {
  return selectablesOf(node, guild ?? SAMPLE_GUILD) ?? [];
}

/** Values chosen before anyone touches the select: default options, or offered default_values. */
export function defaultValues(node: Node, entities: readonly Selectable[]): string[] {
  if (node.kind === 'string-select') {
    return entities.filter((e) => e.kind === 'option' && e.default).map((e) => e.value);
  }
  const raw = Array.isArray(node.props.default_values) ? node.props.default_values : [];
  const offered = new Set(entities.map((e) => e.value));
  return raw.flatMap((d) => {
    const id = isRecord(d) ? str(d.id) : undefined;
    return id !== undefined && offered.has(id) ? [id] : [];
  });
}

/** How many values the select takes at most (1 unless max_values says more). */
export function maxValues(node: Node): number {
  return Math.max(1, Math.floor(num(node.props.max_values) ?? 1));
}

/** User, role, mentionable and channel selects have a search box; string selects do not. */
export function isSearchable(type: NodeKind): boolean {
  return (
    type === 'user-select' ||
    type === 'role-select' ||
    type === 'mentionable-select' ||
    type === 'channel-select'
  );
}

// Discord's captures show "Make a selection" for every kind when no placeholder is set
// (img:modal_user-select_open, img:modal_channel-select_open).
const DEFAULT_PLACEHOLDER = 'Make a selection';

/** The placeholder text, or Discord's default. */
export function placeholderOf(node: Node): string {
  const own = str(node.props.placeholder);
  return own && own.length > 0 ? own : DEFAULT_PLACEHOLDER;
}

/** Does `query` match this entry (case-insensitive, on its label and, for users, username)? */
export function matches(entity: Selectable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (entity.label.toLowerCase().includes(q)) return true;
  return entity.kind === 'user' && entity.user.username.toLowerCase().includes(q);
}

/** Same values, ignoring order. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((v) => set.has(v));
}
