// What making new nodes shares with the rest of the model: the ids and names already used, fresh
// ones, and blank documents. The new nodes themselves are made in new-node.ts, a lazy chunk.
import type { NodeKind } from './catalog';
import type { CommandsDoc, Doc, MessageDoc, ModalDoc, Node } from '../document/document';
import { walk } from '../document/document';
import { IS_COMPONENTS_V2 } from '../limits';

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

/** Every kind a new node can be of. */
export type NewKind = Exclude<NodeKind, 'unknown'>;

/** custom_ids already used in the document (and by nodes about to be added). */
export function usedCustomIds(nodes: readonly Node[]): Set<string> {
  const used = new Set<string>();
  walk(nodes, (n) => {
    if (typeof n.props.custom_id === 'string') used.add(n.props.custom_id);
  });
  return used;
}

/** What new nodes must not repeat: custom_ids of components, names of commands and options. */
export function usedIdentifiers(doc: Doc): Set<string> {
  if (doc.surface !== 'commands') return usedCustomIds(doc.nodes);
  const used = new Set<string>();
  walk(doc.nodes, (n) => {
    if (typeof n.props.name === 'string') used.add(n.props.name);
  });
  return used;
}

/** `base`, or `base-2`, `base-3`... : the first that is not in `used`; it is added to `used`. */
export function freshName(base: string, used: Set<string>): string {
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base}${base.includes(' ') ? ' ' : '-'}${n}`;
  used.add(name);
  return name;
}

/** A custom_id like `button_2` that is not in `used`; it is added to `used`. */
export function freshCustomId(base: string, used: Set<string>): string {
  let n = 1;
  while (used.has(`${base}_${n}`)) n += 1;
  const id = `${base}_${n}`;
  used.add(id);
  return id;
}

/** A blank Components V2 message. */
export function emptyMessage(v2 = true): MessageDoc {
  return {
    surface: 'message',
    envelope: 'message',
    body: v2 ? { flags: IS_COMPONENTS_V2 } : {},
    hasNodes: true,
    nodes: [],
  };
}

/** A blank modal with a custom_id and a title. */
export function emptyModal(): ModalDoc {
  return {
    surface: 'modal',
    envelope: 'modal-9',
    body: { custom_id: 'modal', title: 'Modal' },
    hasNodes: true,
    nodes: [],
  };
}

/** A blank set of global application commands. */
export function emptyCommands(guildId: string | null = null): CommandsDoc {
  return {
    surface: 'commands',
    envelope: 'commands',
    guildId,
    body: {},
    hasNodes: true,
    nodes: [],
  };
}
