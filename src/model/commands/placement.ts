// Room for commands and options, for canPlace: how many commands of a type a set takes, and a
// level of options that is either subcommands (and groups) or value options, never both.
import type { NodeKind } from '../catalog/kinds';
import { entryOf } from '../catalog/catalog';
import { isValueOption, kindInfo } from './kind-names';
import type { CommandFamilyKind } from './kind-names';
import type { CommandsDoc, Node } from '../document/document';
import { COMMAND_LIMITS } from '../limits';

const PER_SET = COMMAND_LIMITS.perSet as Partial<Record<NodeKind, number>>;

/** How many commands of `kind` one set (global, or one guild) takes; undefined for an option. */
export function perSetMax(kind: NodeKind): number | undefined {
  return PER_SET[kind];
}

/** "An app has at most 100 slash commands.", "A guild has at most one entry point command." */
export function setLimitSentence(doc: CommandsDoc, kind: NodeKind, max: number): string {
  const scope = doc.guildId === null ? 'An app has' : 'A guild has';
  const name = kindInfo(kind as CommandFamilyKind).name;
  return max === 1 ? `${scope} at most one ${name}.` : `${scope} at most ${max} ${name}s.`;
}

/** Why one more command of `kind` does not fit beside `others`; null when it does. */
export function commandRoom(
  doc: CommandsDoc,
  kind: NodeKind,
  others: readonly Node[],
): string | null {
  if (kind === 'entry-point-command' && doc.guildId !== null)
    return 'An entry point command can only be global; a guild cannot have one.';
  const max = perSetMax(kind);
  if (max === undefined) return null;
  const same = others.filter((n) => n.kind === kind).length;
  return same < max ? null : setLimitSentence(doc, kind, max);
}

/** Why `kind` cannot join `others` in `parent`'s options; null when it can. */
export function mixedLevel(parent: Node, kind: NodeKind, others: readonly Node[]): string | null {
  if (entryOf(parent.kind)?.family !== 'command' || !entryOf(kind)) return null;
  const structure = !isValueOption(kind);
  const clash = others.find((o) => !isValueOption(o.kind) !== structure);
  if (!clash) return null;
  const name = (k: NodeKind) => kindInfo(k as CommandFamilyKind).name;
  return structure
    ? `This ${name(parent.kind)} has value options; ${name(kind)}s and value options cannot share a level.`
    : `This ${name(parent.kind)} has subcommands; its value options go inside a subcommand.`;
}
