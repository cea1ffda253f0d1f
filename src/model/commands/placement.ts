// Room for commands and options, for canPlace: how many commands of a type a set takes, and a
// level of options that is either subcommands (and groups) or value options, never both.
import type { NodeKind } from '../kinds';
import { entryOf } from '../catalog';
import { kindInfo } from './kind-names';
import type { CommandFamilyKind } from './kind-names';
import type { CommandsDoc, Node } from '../document';
import { COMMAND_LIMITS } from '../limits';

const PER_SET = COMMAND_LIMITS.perSet as Partial<Record<NodeKind, number>>;

const TYPE_WORDS: Partial<Record<NodeKind, string>> = {
  'chat-input-command': 'slash commands',
  'user-command': 'user commands',
  'message-command': 'message commands',
  'entry-point-command': 'entry point command',
};

/** Why one more command of `kind` does not fit beside `others`; null when it does. */
export function commandRoom(
  doc: CommandsDoc,
  kind: NodeKind,
  others: readonly Node[],
): string | null {
  if (kind === 'entry-point-command' && doc.guildId !== null)
    return 'An entry point command can only be global; a guild cannot have one.';
  const max = PER_SET[kind];
  if (max === undefined) return null;
  const same = others.filter((n) => n.kind === kind).length;
  if (same < max) return null;
  const scope = doc.guildId === null ? 'An app has' : 'A guild has';
  return max === 1
    ? `${scope} at most one ${TYPE_WORDS[kind]}.`
    : `${scope} at most ${max} ${TYPE_WORDS[kind]}.`;
}

/** Whether a kind is a subcommand or a group (the "structure" of a command), not a value option. */
export function isSubcommandLike(kind: NodeKind): boolean {
  return kind === 'subcommand' || kind === 'subcommand-group';
}

/** Why `kind` cannot join `others` in `parent`'s options; null when it can. */
export function mixedLevel(parent: Node, kind: NodeKind, others: readonly Node[]): string | null {
  if (entryOf(parent.kind)?.family !== 'command' || !entryOf(kind)) return null;
  const structure = isSubcommandLike(kind);
  const clash = others.find((o) => isSubcommandLike(o.kind) !== structure);
  if (!clash) return null;
  const name = (k: NodeKind) => kindInfo(k as CommandFamilyKind).name;
  return structure
    ? `This ${name(parent.kind)} has value options; ${name(kind)}s and value options cannot share a level.`
    : `This ${name(parent.kind)} has subcommands; its value options go inside a subcommand.`;
}
