// The rules of one level of options (a command's, a group's or a subcommand's `options`): one
// kind of option per level, required options first, names unique, no empty group. Where a kind
// may stand at all (a group in a subcommand) is placement's business: validate() asks acceptsKind.
import { entryOf } from '../catalog/catalog';
import type { Node } from '../document/document';
import type { NodeSite, RuleContext } from '../rules/context';
import { at, report } from '../rules/context';
import { isValueOption, subjectOf } from './kind-names';
import type { CommandFamilyKind } from './kind-names';
import { mixedLevel } from './placement';

const nameOf = (n: Node): string | undefined =>
  typeof n.props.name === 'string' ? n.props.name : undefined;

/** Every rule of the options level `site.node` holds. */
export function levelRules(ctx: RuleContext, site: NodeSite): void {
  const { node } = site;
  const children = (node.slots.options ?? []).filter((c) => entryOf(c.kind) !== undefined);
  const all = node.slots.options ?? [];
  const pathOf = (child: Node) => [...site.path, 'options', all.indexOf(child)];
  const subject = subjectOf(node.kind as CommandFamilyKind);

  if (node.kind === 'subcommand-group' && children.length === 0)
    at(ctx, site).warn(
      'empty-subcommand-group',
      'This subcommand group has no subcommands; Discord does not show it in the command picker.',
    );

  // The editor refuses the mix (canPlace asks the same question); an import can still hold one.
  for (let i = 1; i < children.length; i += 1) {
    const child = children[i]!;
    const clash = mixedLevel(node, child.kind, children.slice(0, i));
    if (clash !== null) {
      report(ctx, 'error', 'mixed-options', pathOf(child), clash, child.key);
      break;
    }
  }

  let optional: Node | undefined;
  for (const child of children) {
    if (!isValueOption(child.kind)) continue;
    if (child.props.required !== true) {
      optional ??= child;
      continue;
    }
    if (optional === undefined) continue;
    report(
      ctx,
      'error',
      'required-after-optional',
      pathOf(child),
      `Required option ${JSON.stringify(nameOf(child) ?? '')} of ${subject} comes after the optional option ${JSON.stringify(nameOf(optional) ?? '')}; Discord needs every required option before the optional ones.`,
      child.key,
    );
  }

  const seen = new Map<string, Node>();
  for (const child of children) {
    const name = nameOf(child);
    if (name === undefined) continue;
    const first = seen.get(name);
    if (first === undefined) {
      seen.set(name, child);
      continue;
    }
    report(
      ctx,
      'error',
      'duplicate-name',
      [...pathOf(child), 'name'],
      `Two options of ${subject} are named ${JSON.stringify(name)} (the other is options[${all.indexOf(first)}]); names are unique on each level.`,
      child.key,
    );
  }
}
