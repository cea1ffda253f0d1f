// What the slash picker lists: one row per command a user can run, and one per subcommand path
// ("/mod ban"), since Discord lists each path as its own row; names and descriptions as a user of
// the chosen locale sees them, and a filter as they type.
import type { CommandsDoc, Node, NodeKey } from '../../model';
import {
  hasSubcommands,
  subcommandPathsOf,
  textOf,
  valueOptionsOf,
} from '../../model/interactions/command-tree';
import type { Locale, Localizations } from '../../model/commands';
import { localizedFor } from '../../model/commands';
import { isRecord } from '../media/read';

export interface PickerRow {
  /** The default names, as the bot receives them: "mod ban". */
  path: string;
  /** The names a user of the locale sees: "mod bannir". */
  label: string;
  description: string;
  commandKey: NodeKey;
  subcommandKey?: NodeKey;
  /** The node a click on the row selects in the editor: the subcommand, else the command. */
  nodeKey: NodeKey;
  /** The value options the row's command or subcommand takes. */
  options: Node[];
}

/** A node's name or description as a user of `locale` sees it ('' when the field is missing). */
export function localizedField(node: Node, field: 'name' | 'description', locale: Locale): string {
  const raw = node.props[`${field}_localizations`];
  const localizations = (isRecord(raw) ? raw : null) as Localizations;
  return localizedFor(locale, textOf(node, field), localizations);
}

/** Slash commands only: user and message commands live in the Apps menus, entry points in the launcher. */
export function isSlashCommand(node: Node): boolean {
  return node.kind === 'chat-input-command' && node.raw === undefined;
}

const childOf = (parent: Node, key: NodeKey | undefined): Node | undefined =>
  key === undefined ? undefined : parent.slots.options?.find((c) => c.key === key);

/** A command's rows: itself, or one per subcommand path; a group with none adds no row. */
function rowsOfCommand(command: Node, locale: Locale): PickerRow[] {
  const name = textOf(command, 'name');
  const label = localizedField(command, 'name', locale);
  if (!hasSubcommands(command))
    return [
      {
        path: name,
        label,
        description: localizedField(command, 'description', locale),
        commandKey: command.key,
        nodeKey: command.key,
        options: valueOptionsOf(command),
      },
    ];
  return subcommandPathsOf(command).flatMap((path) => {
    const group = childOf(command, path.groupKey);
    const sub = childOf(group ?? command, path.subcommandKey);
    if (!sub) return [];
    const steps = group ? [group, sub] : [sub];
    return [
      {
        path: [name, ...steps.map((s) => textOf(s, 'name'))].join(' '),
        label: [label, ...steps.map((s) => localizedField(s, 'name', locale))].join(' '),
        description: localizedField(sub, 'description', locale),
        commandKey: command.key,
        subcommandKey: sub.key,
        nodeKey: sub.key,
        options: valueOptionsOf(sub),
      },
    ];
  });
}

/**
 * Rows made, by command node and locale: an edit replaces only the nodes it changes, so a key
 * typed into one command of a large set makes that command's rows again and reuses the others'.
 */
const made = new WeakMap<Node, Map<Locale, PickerRow[]>>();

/** The picker's rows for the document in `locale`, in the order the commands are given. */
export function pickerRows(doc: CommandsDoc, locale: Locale): PickerRow[] {
  return doc.nodes.filter(isSlashCommand).flatMap((command) => {
    let byLocale = made.get(command);
    if (!byLocale) made.set(command, (byLocale = new Map()));
    let rows = byLocale.get(locale);
    if (!rows) byLocale.set(locale, (rows = rowsOfCommand(command, locale)));
    return rows;
  });
}

/**
 * The rows for what follows the "/" the person typed: rows whose shown or default path starts
 * with it first, then those that contain it elsewhere; every row for an empty query.
 */
export function filterRows(rows: readonly PickerRow[], query: string): PickerRow[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return [...rows];
  const starts: PickerRow[] = [];
  const contains: PickerRow[] = [];
  for (const row of rows) {
    const names = [row.label.toLowerCase(), row.path.toLowerCase()];
    if (names.some((n) => n.startsWith(q))) starts.push(row);
    else if (names.some((n) => n.includes(q))) contains.push(row);
  }
  return [...starts, ...contains];
}

/** Options in the order Discord offers them: the required ones, then the optional ones. */
export function chipOrder(options: readonly Node[]): { required: Node[]; optional: Node[] } {
  const required = options.filter((o) => o.props.required === true);
  const optional = options.filter((o) => o.props.required !== true);
  return { required, optional };
}
