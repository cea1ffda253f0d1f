// validate(doc): every problem at once, with the JSON path into the exported payload, the node it
// belongs to, a severity, a stable code and a plain sentence.
import type { CommandKind, Family } from '../catalog/catalog';
import { entryOf } from '../catalog/catalog';
import { aKind, subjectOf } from '../commands/kind-names';
import { commandNodeRules, commandSetRules } from '../commands/rules';
import type { Doc, Node, SlotName } from '../document/document';
import { isV2 } from '../document/document';
import { bodyPath, rootPath } from '../payload/envelope';
import { slotFamily } from '../payload/from-payload';
import { rootNodePath } from '../embeds/parts';
import { partNodeRules } from '../embeds/rules';
import { acceptsKind } from '../document/placement';
import type { PathSegment, Problem } from './problems';
import { formatPath } from './problems';
import { withArticle } from '../text';
import { componentRules } from './component-rules';
import type { NodeReporter, RuleContext } from './context';
import { at, describeValue } from './context';
import { bodyRules, uniquenessRules } from './document-rules';
import { fieldIssues } from './field-issues';
import { schemaOf } from '../catalog/kind-schemas';

function checkNode(
  ctx: RuleContext,
  node: Node,
  path: PathSegment[],
  parent: Node | null,
  slot: SlotName,
  judgePlacement = true,
): void {
  ctx.nodePaths.set(node, path);
  const site = { node, path, parent };
  const r = at(ctx, site);
  const family: Family = parent ? slotFamily(slot) : rootFamily(ctx.doc);
  if ('raw' in node) {
    r.error(RAW[family].code, `${RAW[family].expected}; this is ${describeValue(node.raw)}.`);
    return;
  }
  const entry = entryOf(node.kind);
  if (!entry) {
    unknownType(r, family, node.props.type);
    return;
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
  if (entry.family === 'component') componentRules(ctx, site);
  else if (entry.family === 'part') partNodeRules(ctx, site);
  else commandNodeRules(ctx, site);
  for (const spec of entry.slots) {
    const children = node.slots[spec.name];
    if (!children) continue;
    for (let i = 0; i < children.length; i += 1) {
      const childPath = spec.single ? [...path, spec.name] : [...path, spec.name, i];
      checkNode(ctx, children[i]!, childPath, node, spec.name, judgePlacement && usable);
    }
  }
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

const order = (p: Problem) => (p.severity === 'error' ? 0 : 1);

/**
 * A command's problems depend on nothing but the command, where it stands in the set and whether
 * the set is a guild's: kept per command object, so that an edit in a 100-command set checks one
 * command again, not all of them.
 */
const commandProblems = new WeakMap<Node, { at: string; problems: readonly Problem[] }>();

function checkCommand(ctx: RuleContext, node: Node, i: number): void {
  if (ctx.doc.surface !== 'commands') return;
  const at = `${ctx.doc.envelope}|${i}|${ctx.doc.guildId === null}`;
  const kept = commandProblems.get(node);
  if (kept && kept.at === at) {
    ctx.problems.push(...kept.problems);
    return;
  }
  const own: RuleContext = { doc: ctx.doc, problems: [], nodePaths: ctx.nodePaths };
  checkNode(own, node, rootPath(ctx.doc.envelope, i), null, 'options');
  commandProblems.set(node, { at, problems: own.problems });
  ctx.problems.push(...own.problems);
}

/** Every problem of the document; errors first, each group in document order. Never throws. */
export function validate(doc: Doc): Problem[] {
  const ctx: RuleContext = { doc, problems: [], nodePaths: new Map() };
  const base = bodyPath(doc.envelope);
  if (doc.surface === 'commands') doc.nodes.forEach((node, i) => checkCommand(ctx, node, i));
  else {
    doc.nodes.forEach((node, i) =>
      checkNode(ctx, node, [...base, ...rootNodePath(doc, i)], null, 'components'),
    );
    if (!doc.hasNodes && 'components' in doc.body) {
      const value = describeValue(doc.body.components);
      ctx.problems.push({
        path: formatPath([...base, 'components']),
        severity: 'error',
        code: 'invalid-children',
        message: `\`components\` must be an array of component objects; it is ${value}.`,
      });
    }
  }
  if (doc.surface === 'commands') commandSetRules(ctx, doc);
  else {
    bodyRules(ctx, base);
    uniquenessRules(ctx);
  }
  if (ctx.problems.length < 2) return ctx.problems;
  return ctx.problems
    .map((p, i) => [p, i] as const)
    .sort((a, b) => order(a[0]) - order(b[0]) || a[1] - b[1])
    .map(([p]) => p);
}
