// The command and option kinds as sentences name them, read from the catalog (which lists the
// kinds, their type numbers and names): "this slash command", "an Integer option".
import { CATALOG, entryOf } from '../catalog/catalog';
import type { CommandKind, OptionKind } from '../catalog/kinds';
import { VALUE_OPTION_KINDS } from '../catalog/kinds';
import { withArticle } from '../text';

/** A command kind or an option kind (subcommand, group or value option). */
export type CommandFamilyKind = CommandKind | OptionKind;

/** Every command and option kind, in catalog order. */
export const COMMAND_FAMILY_KINDS: readonly CommandFamilyKind[] = CATALOG.filter(
  (e) => e.family === 'command' || e.family === 'option',
).map((e) => e.kind as CommandFamilyKind);

export function isCommandKind(kind: string): kind is CommandKind {
  return entryOf(kind)?.family === 'command';
}

export function isOptionKind(kind: string): kind is OptionKind {
  return entryOf(kind)?.family === 'option';
}

/** A command, a subcommand group, a subcommand or a value option: a kind of a command set. */
export function isCommandFamily(kind: string): kind is CommandFamilyKind {
  return isCommandKind(kind) || isOptionKind(kind);
}

/** An option a user fills in, as opposed to a subcommand or a group, which hold options. */
export function isValueOption(kind: string): boolean {
  return (VALUE_OPTION_KINDS as readonly string[]).includes(kind);
}

export interface KindInfo {
  kind: CommandFamilyKind;
  /** The payload's `type`: the command type (1-4) or the option type (1-11). */
  type: number;
  /** The catalog's name as running text has it: "slash command", "subcommand group", "String option". */
  name: string;
}

/** The type number and the sentence name of a kind. */
export function kindInfo(kind: CommandFamilyKind): KindInfo {
  const entry = entryOf(kind)!;
  // A value option keeps the capital of Discord's type name (STRING -> "String option").
  const name =
    entry.group === 'value-option'
      ? entry.name
      : entry.name.charAt(0).toLowerCase() + entry.name.slice(1);
  return { kind, type: entry.type, name };
}

/** "a slash command", "an Integer option", "a user command". */
export function aKind(kind: CommandFamilyKind): string {
  return withArticle(kindInfo(kind).name);
}

/** "this slash command", "this String option": the subject of a field's sentence. */
export function subjectOf(kind: CommandFamilyKind): string {
  return `this ${kindInfo(kind).name}`;
}
