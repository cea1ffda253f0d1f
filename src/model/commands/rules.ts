// The rules of commands that look past one node's own fields: how many options a level holds,
// how many commands of each type a set holds, and names unique per type. Called by validate()
// for every command and option node and once per command set.
import { entryOf, kindName } from '../catalog';
import type { CommandsDoc, Node } from '../document';
import { LIMITS } from '../limits';
import type { NodeKind } from '../kinds';
import { rootPath } from '../payload';
import type { NodeSite, RuleContext } from '../rules/context';
import { at, report } from '../rules/context';

/** Rules of one command or option node beyond its fields' schema. */
export function commandNodeRules(ctx: RuleContext, site: NodeSite): void {
  const { node } = site;
  const options = node.slots.options;
  const max = LIMITS.commandOptions;
  if (options && options.length > max) {
    at(ctx, site).error(
      'too-many',
      `This ${kindName(node.kind)} has ${options.length} options; the maximum is ${max}.`,
      ['options'],
    );
  }
}

const SET_WORDS: Partial<Record<NodeKind, string>> = {
  'chat-input-command': 'slash commands',
  'user-command': 'user commands',
  'message-command': 'message commands',
  'entry-point-command': 'entry point commands',
};

/** Rules of the whole set: one command in a create body, counts per type, unique names. */
export function commandSetRules(ctx: RuleContext, doc: CommandsDoc): void {
  if (doc.envelope === 'command' && doc.nodes.length !== 1) {
    report(
      ctx,
      'error',
      'command-count',
      [],
      `A create body is one command; this design has ${doc.nodes.length}. Export it as a list (a bulk overwrite body) instead.`,
    );
  }
  const byKind = new Map<NodeKind, Node[]>();
  for (const node of doc.nodes) {
    if (!entryOf(node.kind)) continue;
    const list = byKind.get(node.kind) ?? [];
    list.push(node);
    byKind.set(node.kind, list);
  }
  const scope = doc.guildId === null ? 'An app' : 'A guild';
  for (const [kind, nodes] of byKind) {
    const max = (LIMITS.commandsPerSet as Partial<Record<NodeKind, number>>)[kind];
    if (max !== undefined && nodes.length > max) {
      const extra = nodes[max]!;
      report(
        ctx,
        'error',
        'too-many-commands',
        ctx.nodePaths.get(extra) ?? [],
        `${scope} has at most ${max} ${SET_WORDS[kind]}; this set has ${nodes.length}.`,
        extra.key,
      );
    }
    const seen = new Map<string, number>();
    for (const node of nodes) {
      const name = node.props.name;
      if (typeof name !== 'string') continue;
      const first = seen.get(name);
      const index = doc.nodes.indexOf(node);
      if (first === undefined) {
        seen.set(name, index);
        continue;
      }
      report(
        ctx,
        'error',
        'duplicate-name',
        [...rootPath(doc.envelope, index), 'name'],
        `Two ${SET_WORDS[kind]} are named "${name}" (the other is at ${rootPath(doc.envelope, first).length ? `[${first}]` : 'the top'}); names are unique per command type.`,
        node.key,
      );
    }
  }
}
