// One node and everything under it, for validate(): its own fields (placement, schema, fields its
// kind does not have), its family's rules, then its children. Results are kept (kept.ts): a subtree
// the edit did not touch is taken as it was, a node whose props did not change keeps its own part.
import type { CommandKind, Family } from '../catalog/catalog';
import { entryOf } from '../catalog/catalog';
import { aKind, subjectOf } from '../commands/kind-names';
import { commandNodeRules } from '../commands/rules';
import type { Doc, Node, SlotName } from '../document/document';
import { isV2 } from '../document/document';
import { slotFamily } from '../payload/from-payload';
import { partNodeRules } from '../embeds/rules';
import { acceptsKind } from '../document/placement';
import type { PathSegment } from './problems';
import { formatPath } from './problems';
import { withArticle } from '../text';
import { componentRules } from './component-rules';
import type { NodeReporter, RuleContext } from './context';
import { at, describeValue } from './context';
import { fieldIssues } from './field-issues';
import { schemaOf } from '../catalog/kind-schemas';
import type { KeptOwn } from './kept';
import { keptOwn, keptTrees, movedProblems, movedReached } from './kept';

/** A pass over a document: what the rules receive, and every node reached with its path. */
export interface Walk extends RuleContext {
  reached: (readonly [Node, readonly PathSegment[]])[];
  /** What every node is judged by beyond its place: the surface, V2 or not, global or a guild's. */
  docKey: string;
}

export function docKey(doc: Doc): string {
  return `${doc.surface}|${isV2(doc)}|${doc.surface === 'commands' && doc.guildId !== null}`;
}

/** Checks a node and its subtree at `path`, adding their problems and nodes to the walk. */
export function checkNode(
  ctx: Walk,
  node: Node,
  path: PathSegment[],
  parent: Node | null,
  slot: SlotName,
  judgePlacement = true,
): void {
  // A command set keeps every node: one command can hold hundreds of localized strings. A message
  // or modal (at most 40 components) costs less to check again than to keep.
  const keep = ctx.doc.surface === 'commands';
  const where = keep ? formatPath(path) : '';
  const key = keep
    ? `${ctx.docKey}|${node.key}|${node.kind}|${parent?.kind ?? ''}|${slot}|${judgePlacement}`
    : '';
  const kept = keep ? keptTrees.get(node) : undefined;
  if (kept?.key === key) {
    const problems = movedProblems(kept, where);
    if (problems) {
      for (const p of problems) ctx.problems.push(p);
      for (const r of movedReached(kept, where, path)) ctx.reached.push(r);
      keptTrees.set(node, kept);
      return;
    }
  }
  const firstProblem = ctx.problems.length;
  const firstNode = ctx.reached.length;
  ctx.reached.push([node, path]);
  const own =
    ctx.doc.surface === 'commands'
      ? ownPart(ctx, node, path, where, key, parent, slot, judgePlacement)
      : ownChecks(ctx, node, path, parent, slot, judgePlacement);
  if (!own.stop) {
    const site = { node, path, parent };
    const family = entryOf(node.kind)!.family;
    if (family === 'component') componentRules(ctx, site);
    else if (family === 'part') partNodeRules(ctx, site);
    else commandNodeRules(ctx, site);
    for (const spec of entryOf(node.kind)!.slots) {
      const children = node.slots[spec.name];
      if (!children) continue;
      for (let i = 0; i < children.length; i += 1) {
        const childPath = spec.single ? [...path, spec.name] : [...path, spec.name, i];
        checkNode(ctx, children[i]!, childPath, node, spec.name, judgePlacement && own.usable);
      }
    }
  }
  if (!keep) return;
  keptTrees.set(node, {
    key,
    at: where,
    depth: path.length,
    problems: ctx.problems.slice(firstProblem),
    reached: ctx.reached.slice(firstNode),
  });
}

/** What a node's props say by themselves in their place, kept per props object. */
function ownPart(
  ctx: Walk,
  node: Node,
  path: PathSegment[],
  where: string,
  key: string,
  parent: Node | null,
  slot: SlotName,
  judgePlacement: boolean,
): KeptOwn {
  const kept = 'raw' in node ? undefined : keptOwn.get(node.props);
  if (kept?.key === key) {
    const problems = movedProblems(kept, where);
    if (problems) {
      for (const p of problems) ctx.problems.push(p);
      keptOwn.set(node.props, kept);
      return kept;
    }
  }
  const first = ctx.problems.length;
  const found = ownChecks(ctx, node, path, parent, slot, judgePlacement);
  const own = { ...found, key, at: where, depth: path.length, problems: ctx.problems.slice(first) };
  if (!('raw' in node)) keptOwn.set(node.props, own);
  return own;
}

function ownChecks(
  ctx: RuleContext,
  node: Node,
  path: PathSegment[],
  parent: Node | null,
  slot: SlotName,
  judgePlacement: boolean,
): { stop: boolean; usable: boolean } {
  const r = at(ctx, { node, path, parent });
  const family: Family = parent ? slotFamily(slot) : rootFamily(ctx.doc);
  if ('raw' in node) {
    r.error(RAW[family].code, `${RAW[family].expected}; this is ${describeValue(node.raw)}.`);
    return { stop: true, usable: false };
  }
  const entry = entryOf(node.kind);
  if (!entry) {
    unknownType(r, family, node.props.type);
    return { stop: true, usable: false };
  }
  const schema = schemaOf(node.kind);
  if (judgePlacement) {
    const placed = acceptsKind(ctx.doc, parent ? parent.kind : null, slot, node.kind);
    if (!placed.ok) r.error('placement', placed.reason);
    else if (placed.deprecated) r.warn('deprecated', placed.deprecated);
  }
  // A kind that cannot exist on this surface (a Section in a modal, a Label in a message) is
  // reported once; judging its children against slots it cannot have would only add noise.
  const usable =
    (entry.surfaces.includes(ctx.doc.surface) || node.kind === 'action-row') &&
    !(ctx.doc.surface === 'message' && (isV2(ctx.doc) ? entry.legacyOnly : entry.v2Only));

  // Commands read "this slash command" in running text; components and options keep their name.
  const isCommand = entry.family === 'command';
  const subject = isCommand ? subjectOf(entry.kind as CommandKind) : `this ${entry.name}`;
  const result = schema?.safeParse(node.props);
  if (result && !result.success) {
    for (const issue of fieldIssues(result.error, node.props, subject, schema)) r.add(issue);
  }
  const shape = schema?.shape ?? {};
  for (const key of Object.keys(node.props)) {
    if (Object.hasOwn(shape, key)) continue;
    const spec = entry.slots.find((x) => x.name === key);
    if (spec) {
      const value = node.props[key];
      // discordgo sends `options: null` on every command and option that has none.
      if (value === null) continue;
      const expected = spec.single
        ? 'a component object'
        : spec.name === 'options'
          ? 'an array of option objects'
          : spec.name === 'fields'
            ? 'an array of field objects ({ name, value, inline })'
            : spec.name === 'answers'
              ? 'an array of answer objects ({ poll_media: { text, emoji } })'
              : 'an array of component objects';
      const detail = Array.isArray(value)
        ? 'it is nested too deeply'
        : `it is ${describeValue(value)}`;
      r.error('invalid-children', `\`${key}\` of ${subject} must be ${expected}; ${detail}.`, [
        key,
      ]);
    } else {
      r.warn(
        'unknown-field',
        `\`${key}\` is not a field of ${isCommand ? aKind(entry.kind as CommandKind) : withArticle(entry.name)}; Discord will ignore or reject it.`,
        [key],
      );
    }
  }
  return { stop: false, usable };
}

const RAW: Record<Family, { code: string; expected: string }> = {
  component: {
    code: 'invalid-component',
    expected: 'Expected a component object with a numeric `type`',
  },
  command: { code: 'invalid-command', expected: 'Expected an application command object' },
  option: { code: 'invalid-option', expected: 'Expected an option object with a numeric `type`' },
  part: { code: 'invalid-part', expected: 'Expected an object' },
};

function rootFamily(doc: Doc): Family {
  return doc.surface === 'commands' ? 'command' : 'component';
}

/** Reports a `type` Discord does not have, in the words of the family it stands in. */
function unknownType(r: NodeReporter, family: Family, type: unknown): void {
  if (family === 'component') {
    r.error(
      'unknown-component-type',
      typeof type === 'number' && [15, 16, 20].includes(type)
        ? `Component type ${type} is not public: Discord does not accept it from apps (public types: 1-14, 17, 18, 19, 21, 22, 23).`
        : `Component type ${describeValue(type)} does not exist in Discord (known types: 1-14, 17, 18, 19, 21, 22, 23).`,
      ['type'],
    );
  } else if (family === 'command') {
    r.error(
      'unknown-command-type',
      `Command type ${describeValue(type)} does not exist in Discord (1 slash command, 2 user command, 3 message command, 4 entry point).`,
      ['type'],
    );
  } else {
    r.error(
      'unknown-option-type',
      `Option type ${describeValue(type)} does not exist in Discord (1 subcommand, 2 subcommand group, 3-11 value options).`,
      ['type'],
    );
  }
}
