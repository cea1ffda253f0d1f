// The rules of one whole command: its combined size, its localized option names, and where it is
// registered (global or one guild). Called for every command node; levels are level-rules.ts's.
import { entryOf } from '../catalog/catalog';
import type { Node } from '../document/document';
import { COMMAND_LIMITS } from '../limits';
import type { PathSegment } from '../rules/problems';
import { formatPath } from '../rules/problems';
import type { NodeSite, RuleContext } from '../rules/context';
import { at, report } from '../rules/context';
import { isLocale } from './locales';
import { ownSize } from './size';

interface Placed {
  node: Node;
  path: PathSegment[];
  /** The node whose `options` hold this one. */
  parent: Node;
}

/** Every option under `root` (subcommands, groups and value options), depth first. */
function optionsUnder(root: Node, path: readonly PathSegment[]): Placed[] {
  const out: Placed[] = [];
  (root.slots.options ?? []).forEach((child, i) => {
    if (!entryOf(child.kind)) return;
    const childPath = [...path, 'options', i];
    out.push({ node: child, path: childPath, parent: root });
    out.push(...optionsUnder(child, childPath));
  });
  return out;
}

/** The combined size of a command node and everything under it (see size.ts). */
export function treeSize(node: Node): number {
  let n = ownSize(node.props);
  for (const child of node.slots.options ?? []) if (entryOf(child.kind)) n += treeSize(child);
  return n;
}

function sizeRule(ctx: RuleContext, site: NodeSite, options: readonly Placed[]): void {
  const total = treeSize(site.node);
  const max = COMMAND_LIMITS.combinedSize;
  if (total <= max) return;
  const top = options.filter((o) => o.parent === site.node);
  const biggest = top.reduce<Placed | undefined>(
    (best, o) => (best && treeSize(best.node) >= treeSize(o.node) ? best : o),
    undefined,
  );
  const part = biggest
    ? `; the largest part is the option ${JSON.stringify(biggest.node.props.name)} with ${treeSize(biggest.node)}`
    : '';
  at(ctx, site).error(
    'command-too-large',
    `This slash command counts ${total} characters of names, descriptions and choices (the longest localization of each); Discord's maximum is ${max}${part}.`,
  );
}

const localizedNames = (node: Node): [string, string][] => {
  const dict = node.props.name_localizations;
  if (dict === null || typeof dict !== 'object' || Array.isArray(dict)) return [];
  return Object.entries(dict as Record<string, unknown>).filter(
    (e): e is [string, string] => isLocale(e[0]) && typeof e[1] === 'string',
  );
};

/**
 * A localized option name must differ from every default option name of the command and from
 * the other names of that locale on it. Between options of one level Discord could not tell them
 * apart: an error. Across levels the documentation says the same, but options of two subcommands
 * often share a name, so that is a warning, and options with the same default name and the same
 * localized name (the "same" option in two subcommands) are left alone.
 */
function localizedNameRule(ctx: RuleContext, options: readonly Placed[]): void {
  // Indexed once, so that a command with 25 options in 32 locales is not compared pair by pair.
  const nameOf = (o: Placed) => (typeof o.node.props.name === 'string' ? o.node.props.name : '');
  const localized = options.map((o) => localizedNames(o.node));
  const byDefault = new Map<string, number[]>();
  const byLocalized = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  options.forEach((o, i) => {
    add(byDefault, nameOf(o), i);
    for (const [locale, value] of localized[i]!) add(byLocalized, `${locale}\u0000${value}`, i);
  });
  options.forEach((me, i) => {
    const ownName = me.node.props.name;
    for (const [locale, value] of localized[i]!) {
      if (value === ownName) continue;
      // The first other option, in document order, whose default name is this value, or (before
      // this one, so that a pair is reported once) whose name in this locale is the same.
      const asDefault = byDefault.get(value)?.find((j) => j !== i);
      const asLocalized = byLocalized.get(`${locale}\u0000${value}`)?.find((j) => {
        const other = options[j]!;
        return j < i && (other.parent === me.parent || nameOf(other) !== ownName);
      });
      const j =
        asDefault === undefined
          ? asLocalized
          : asLocalized === undefined || asDefault <= asLocalized
            ? asDefault
            : asLocalized;
      if (j === undefined) continue;
      const other = options[j]!;
      const sameLevel = other.parent === me.parent;
      const where = sameLevel ? 'on the same level' : `at ${formatPath(other.path)}`;
      const message =
        j === asDefault
          ? `The ${locale} name of option ${JSON.stringify(ownName)} is ${JSON.stringify(value)}, the name of another option ${where}; a localized option name must differ from every option name of the command.`
          : `The ${locale} name of option ${JSON.stringify(ownName)} is ${JSON.stringify(value)}, as is the ${locale} name of option ${JSON.stringify(nameOf(other))} ${where}; localized option names must differ within a locale.`;
      report(
        ctx,
        sameLevel ? 'error' : 'warning',
        'localized-name-clash',
        [...me.path, 'name_localizations', locale],
        message,
        me.node.key,
      );
    }
  });
}

/** Where the command is registered: some fields are for global commands only. */
function scopeRules(ctx: RuleContext, site: NodeSite): void {
  const { node } = site;
  const r = at(ctx, site);
  const p = node.props;
  const guild = ctx.doc.surface === 'commands' && ctx.doc.guildId !== null;
  const contexts = Array.isArray(p.contexts) ? (p.contexts as unknown[]) : null;
  if (guild && node.kind === 'entry-point-command')
    r.error(
      'entry-point-in-guild',
      'An entry point command can only be global; a guild cannot have one. Register it without a guild.',
    );
  if (guild) {
    const botDm = contexts?.indexOf(1) ?? -1;
    if (botDm >= 0)
      r.error(
        'bot-dm-in-guild-command',
        'A guild command cannot be used in DMs with the app: remove 1 (BOT_DM) from `contexts`.',
        ['contexts'],
      );
    for (const field of ['dm_permission', 'integration_types', 'contexts'] as const) {
      if (p[field] === undefined || p[field] === null || (field === 'contexts' && botDm >= 0))
        continue;
      r.warn(
        'global-only-field',
        `\`${field}\` only applies to global commands; Discord ignores it on a guild command.`,
        [field],
      );
    }
  }
  const types = Array.isArray(p.integration_types) ? (p.integration_types as unknown[]) : null;
  const privateChannel = contexts?.indexOf(2) ?? -1;
  if (privateChannel >= 0 && types !== null && !types.includes(1))
    r.warn(
      'private-channel-without-user-install',
      `\`contexts\` has 2 (PRIVATE_CHANNEL), which only works when \`integration_types\` includes 1 (USER_INSTALL); this command is installed to servers only.`,
      ['contexts', privateChannel],
    );
}

/** Every rule of one command that looks past a single level of options. */
export function commandTreeRules(ctx: RuleContext, site: NodeSite): void {
  scopeRules(ctx, site);
  if (site.node.kind !== 'chat-input-command') return;
  const options = optionsUnder(site.node, site.path);
  sizeRule(ctx, site, options);
  localizedNameRule(ctx, options);
}
