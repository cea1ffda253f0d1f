// Where a use of a command sits in its design: the command among the set, the subcommand (and its
// group) a person picks, and the value options that the pick asks for. Reads the tree as it is,
// valid or not, so that a half-built design still shows what can be picked.
import type { CommandsDoc, Node, NodeKey } from '../document/document';
import { isCommandKind, isValueOption } from '../commands/kind-names';

/** One subcommand as the picker offers it: "/command group name" or "/command name". */
export interface SubcommandPath {
  subcommandKey: NodeKey;
  /** The group holding the subcommand, when there is one. */
  groupKey?: NodeKey;
  groupName?: string;
  name: string;
  description: string;
}

/** Where a use lands: the command, and for one with subcommands the chosen one and its group. */
export interface UsePath {
  command: Node;
  group: Node | null;
  subcommand: Node | null;
}

/** A text field of a node, or "" when it is missing or not text. */
export function textOf(node: Node, field: string): string {
  const value = node.props[field];
  return typeof value === 'string' ? value : '';
}

/** The command with that key among the set's commands (any of the four command kinds), or null. */
export function findCommand(doc: CommandsDoc, commandKey: NodeKey): Node | null {
  return doc.nodes.find((n) => n.key === commandKey && isCommandKind(n.kind)) ?? null;
}

const childrenOf = (node: Node): Node[] => node.slots.options ?? [];

/** True when the command holds subcommands or groups, so that it cannot be used on its own. */
export function hasSubcommands(command: Node): boolean {
  return childrenOf(command).some((c) => c.kind === 'subcommand' || c.kind === 'subcommand-group');
}

/** The subcommands of a command as pick-able paths, in order; a group adds its subcommands. */
export function subcommandPaths(doc: CommandsDoc, commandKey: NodeKey): SubcommandPath[] {
  const command = findCommand(doc, commandKey);
  return command ? subcommandPathsOf(command) : [];
}

/** subcommandPaths of a command node already in hand (no search of the set). */
export function subcommandPathsOf(command: Node): SubcommandPath[] {
  const path = (sub: Node, group?: Node): SubcommandPath => ({
    subcommandKey: sub.key,
    ...(group ? { groupKey: group.key, groupName: textOf(group, 'name') } : {}),
    name: textOf(sub, 'name'),
    description: textOf(sub, 'description'),
  });
  return childrenOf(command).flatMap((child) => {
    if (child.kind === 'subcommand') return [path(child)];
    if (child.kind === 'subcommand-group')
      return childrenOf(child)
        .filter((sub) => sub.kind === 'subcommand')
        .map((sub) => path(sub, child));
    return [];
  });
}

/** The command, group and subcommand of a use; null when the keys name nothing in the design. */
export function pathOfUse(
  doc: CommandsDoc,
  commandKey: NodeKey,
  subcommandKey?: NodeKey,
): UsePath | null {
  const command = findCommand(doc, commandKey);
  if (!command) return null;
  if (subcommandKey === undefined) return { command, group: null, subcommand: null };
  for (const child of childrenOf(command)) {
    if (child.kind === 'subcommand' && child.key === subcommandKey)
      return { command, group: null, subcommand: child };
    if (child.kind !== 'subcommand-group') continue;
    const sub = childrenOf(child).find((s) => s.kind === 'subcommand' && s.key === subcommandKey);
    if (sub) return { command, group: child, subcommand: sub };
  }
  return null;
}

/** The value options the node (a command or a subcommand) asks for, in order. */
export function valueOptionsOf(node: Node): Node[] {
  return childrenOf(node).filter((o) => isValueOption(o.kind));
}

/**
 * The options a use of `commandKey`/`subcommandKey` asks for, in order, with kind, required,
 * choices; [] for a command with subcommands used without one, or keys that name nothing.
 */
export function commandOptionsFor(
  doc: CommandsDoc,
  commandKey: NodeKey,
  subcommandKey?: NodeKey,
): Node[] {
  const path = pathOfUse(doc, commandKey, subcommandKey);
  if (!path) return [];
  if (path.subcommand) return valueOptionsOf(path.subcommand);
  return hasSubcommands(path.command) ? [] : valueOptionsOf(path.command);
}
