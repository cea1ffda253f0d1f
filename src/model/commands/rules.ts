// The rules of commands that look past one node's own fields, called by validate() for every
// command and option node (its cross-field rules, its level of options, and for a command its
// whole tree) and once per command set (how many commands of each type, names unique per type).
import { entryOf, slotSpec } from '../catalog/catalog';
import type { CommandsDoc } from '../document/document';
import { COMMAND_LIMITS } from '../limits';
import type { NodeKind } from '../catalog/kinds';
import { rootPath } from '../payload/envelope';
import { formatPath } from '../rules/problems';
import type { NodeSite, RuleContext } from '../rules/context';
import { at, report } from '../rules/context';
import { fieldRules } from './field-rules';
import type { CommandFamilyKind } from './kind-names';
import { isCommandKind, kindInfo } from './kind-names';
import { perSetMax, setLimitSentence } from './placement';
import { levelRules } from './level-rules';
import { commandTreeRules } from './tree-rules';

/** Rules of one command or option node beyond its fields' schema. */
export function commandNodeRules(ctx: RuleContext, site: NodeSite): void {
  const { node } = site;
  const r = at(ctx, site);
  const kind = node.kind as CommandFamilyKind;
  for (const problem of fieldRules(kind, node.props)) r.add(problem);
  const options = node.slots.options;
  const max = COMMAND_LIMITS.options;
  if (options && options.length > max) {
    r.error(
      'too-many',
      `This ${kindInfo(kind).name} has ${options.length} options; the maximum is ${max}.`,
      ['options'],
    );
  }
  if (slotSpec(node.kind, 'options')) levelRules(ctx, site);
  if (isCommandKind(node.kind)) commandTreeRules(ctx, site);
}

/** Rules of the whole set: its server id, one command in a create body, counts per type, unique names. */
export function commandSetRules(ctx: RuleContext, doc: CommandsDoc): void {
  if (doc.guildId !== null && !/^\d{17,20}$/.test(doc.guildId)) {
    report(
      ctx,
      'error',
      'guild-id',
      [],
      doc.guildId === ''
        ? 'A server command set needs the id of its server (17 to 20 digits); it is empty.'
        : `The server id "${doc.guildId}" is not a snowflake: a server id is 17 to 20 digits.`,
    );
  }
  if (doc.envelope === 'command' && doc.nodes.length !== 1) {
    report(
      ctx,
      'error',
      'command-count',
      [],
      `A create body is one command; this design has ${doc.nodes.length}. Export it as a list (a bulk overwrite body) instead.`,
    );
  }
  // What the set's rules read of each command is its kind and name, in the command's own node:
  // a pass over the 100 commands, never into their options (those are checked per command, kept).
  const byKind = new Map<NodeKind, number[]>();
  doc.nodes.forEach((node, index) => {
    if (!entryOf(node.kind)) return;
    const list = byKind.get(node.kind);
    if (list) list.push(index);
    else byKind.set(node.kind, [index]);
  });
  for (const [kind, indices] of byKind) {
    const max = perSetMax(kind);
    if (max !== undefined && indices.length > max) {
      const extra = indices[max]!;
      report(
        ctx,
        'error',
        'too-many-commands',
        rootPath(doc.envelope, extra),
        `${setLimitSentence(doc, kind, max)} This set has ${indices.length}.`,
        doc.nodes[extra]!.key,
      );
    }
    const seen = new Map<string, number>();
    for (const index of indices) {
      const node = doc.nodes[index]!;
      const name = node.props.name;
      if (typeof name !== 'string') continue;
      const first = seen.get(name);
      if (first === undefined) {
        seen.set(name, index);
        continue;
      }
      report(
        ctx,
        'error',
        'duplicate-name',
        [...rootPath(doc.envelope, index), 'name'],
        `Two ${kindInfo(kind as CommandFamilyKind).name}s are named "${name}" (the other is at ${formatPath(rootPath(doc.envelope, first))}); names are unique per command type.`,
        node.key,
      );
    }
  }
}
