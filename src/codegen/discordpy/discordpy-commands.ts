// discord.py 2.x code for a command plan: @app_commands.command functions with typed
// parameters, app_commands.Group objects for commands with subcommands, context menus, a
// Translator holding the design's localizations, and the tree.sync() that registers them.
import type { CommandsPlan, PlanNode } from '../../model';
import type { CmdNode, PyCmdCtx, PyParam } from './discordpy-command-params';
import { pyIdentifier, pyParam, pyText } from './discordpy-command-params';
import { PY_TRANSLATOR, PY_CHANNEL_TYPES, pySync } from './discordpy-command-module';
import type { Settings } from './discordpy-command-settings';
import { NAMED, settings } from './discordpy-command-settings';
import type { PyCtx } from './discordpy-fields';
import { fieldsOf, slotOf, snowflake } from './discordpy-fields';
import { call, indentRest, literal } from '../common/source';
import { shown } from '../common/shared';

const IND = '    ';
const BODY = [
  '# TODO: answer the command here.',
  "await interaction.response.send_message('Not written yet.', ephemeral=True)",
];

const def = (name: string, params: readonly string[], returns: string, body: readonly string[]) =>
  `${call(`async def ${name}`, ['interaction: discord.Interaction', ...params], 'py')} -> ${returns}:\n${body.map((l) => `${IND}${indentRest(l, IND)}`).join('\n')}`;

/** `@x(a=…, b=…)` for the parameters that have something to say, or nothing. */
function perParam(
  decorator: string,
  params: readonly PyParam[],
  pick: (p: PyParam) => string | null,
) {
  const kwargs = params.flatMap((p) => {
    const v = pick(p);
    return v === null ? [] : [`${p.ident}=${v}`];
  });
  return kwargs.length > 0 ? [call(decorator, kwargs, 'py')] : [];
}

/** A command or subcommand function with its parameters, and its autocomplete callbacks. */
function commandFunction(
  n: CmdNode,
  head: string,
  extra: readonly string[],
  member: string,
  ctx: PyCmdCtx,
): { code: string; fn: string } {
  const fn = pyIdentifier(n.props.name, ctx.used, 'command');
  const local = new Set<string>(['interaction']);
  const params: PyParam[] = [];
  const { path } = n;
  n.options.forEach((o) => {
    const param = pyParam(o, local, member, ctx);
    if (param) params.push(param);
    else
      ctx.notes.leftOut(
        o.path,
        `not an option a ${head.includes('.command') ? 'command' : 'subcommand'} function can take here`,
      );
  });
  // Python wants parameters with defaults last; discord.py sends required options first too.
  const ordered = [...params.filter((p) => p.required), ...params.filter((p) => !p.required)];
  if (ordered.some((p, i) => p !== params[i]))
    ctx.notes.leftOut(`${path}.options`, 'discord.py puts the required options first');
  const decorators = [
    head,
    ...perParam('@app_commands.describe', ordered, (p) => p.describe),
    ...perParam('@app_commands.rename', ordered, (p) => p.rename),
    ...perParam('@app_commands.choices', ordered, (p) => p.choices),
    ...extra,
  ];
  const blocks = [
    `${decorators.join('\n')}\n${def(
      fn,
      ordered.map((p) => p.declaration),
      'None',
      BODY,
    )}`,
  ];
  for (const p of ordered.filter((o) => o.autocomplete)) {
    const cb = pyIdentifier(`${fn}_${p.ident}_autocomplete`, ctx.used, 'autocomplete');
    blocks.push(
      `@${fn}.autocomplete(${literal(p.ident, 'py')})\n${def(
        cb,
        ['current: str'],
        `List[app_commands.Choice[${p.valueType}]]`,
        [
          '"""Suggests values for this option while the user types (at most 25)."""',
          '# TODO: return the app_commands.Choice items that match `current`.',
          'return []',
        ],
      )}`,
    );
  }
  return { code: blocks.join('\n\n\n'), fn };
}

function nameKwargs(n: CmdNode, ctx: PyCmdCtx, description = true): string[] {
  const { path, props: p } = n;
  return [
    `name=${pyText(p.name, p.name_localizations, `${path}.name`, ctx)}`,
    ...(description && p.description !== undefined
      ? [
          `description=${pyText(p.description, p.description_localizations, `${path}.description`, ctx)}`,
        ]
      : []),
  ];
}

function noteOthers(n: CmdNode, ctx: PyCmdCtx): void {
  for (const [k, v] of Object.entries(n.props))
    if (!NAMED.has(k))
      ctx.notes.leftOut(`${n.path}.${k}`, `discord.py has no way to send it (${shown(v)})`);
}

/** A command with subcommands: a Group, a nested Group per subcommand group, a function each. */
function group(n: CmdNode, s: Settings, ctx: PyCmdCtx): { code: string; fn: string } {
  const name = pyIdentifier(n.props.name, ctx.used, 'group');
  const blocks = [
    `${name} = ${call('app_commands.Group', [...nameKwargs(n, ctx), ...s.kwargs], 'py')}`,
  ];
  const sub = (child: CmdNode, parent: string) => {
    noteOthers(child, ctx);
    const head = call(`@${parent}.command`, nameKwargs(child, ctx), 'py');
    blocks.push(commandFunction(child, head, [], s.member, ctx).code);
  };
  for (const child of n.options) {
    if (child.kind !== 'subcommand' && child.kind !== 'subcommand-group') {
      ctx.notes.leftOut(
        child.path,
        `a command with subcommands cannot also take an option in discord.py`,
      );
      continue;
    }
    if (child.kind === 'subcommand') {
      sub(child, name);
      continue;
    }
    noteOthers(child, ctx);
    const inner = pyIdentifier(`${name}_${String(child.props.name)}`, ctx.used, 'group');
    blocks.push(
      `${inner} = ${call('app_commands.Group', [...nameKwargs(child, ctx), `parent=${name}`], 'py')}`,
    );
    for (const c of child.options) {
      if (c.kind === 'subcommand') sub(c, inner);
      else ctx.notes.leftOut(c.path, 'a subcommand group holds only subcommands');
    }
  }
  return { code: blocks.join('\n\n\n'), fn: name };
}

/** One top-level command as Python, and the name COMMANDS lists it by. */
function command(n: CmdNode, guildId: string | null, ctx: PyCmdCtx) {
  if (n.kind === 'chat-input-command') {
    const s = settings(n, guildId, ctx);
    if (n.options.some((c) => c.kind === 'subcommand' || c.kind === 'subcommand-group'))
      return group(n, s, ctx);
    const head = call(
      '@app_commands.command',
      [...nameKwargs(n, ctx), ...(n.props.nsfw === true ? ['nsfw=True'] : [])],
      'py',
    );
    return commandFunction(n, head, s.decorators, s.member, ctx);
  }
  const s = settings(n, guildId, ctx);
  const fn = pyIdentifier(n.props.name, ctx.used, 'context_menu');
  const head = call(
    '@app_commands.context_menu',
    [...nameKwargs(n, ctx, false), ...(n.props.nsfw === true ? ['nsfw=True'] : [])],
    'py',
  );
  const target = n.kind === 'user-command' ? `user: ${s.member}` : 'message: discord.Message';
  return {
    code: `${[head, ...s.decorators].join('\n')}\n${def(fn, [target], 'None', BODY)}`,
    fn,
  };
}

/** A plan node as the command code reads it, with its path as discord.py's keys give it. */
function cmdNode(n: PlanNode, single: boolean): CmdNode {
  // The plan says `[0]` (a bulk body) or `$` (a create body); discord.py's keys say `$[0]`.
  const bulk = n.path.replace(/^\$(?!\[)/, '$[0]').replace(/^\[/, '$[');
  return {
    kind: n.kind,
    props: fieldsOf(n),
    options: slotOf(n, 'options').map((o) => cmdNode(o, single)),
    path: single ? bulk.replace(/^\$\[0\]/, '$') : bulk,
  };
}

/** The parts of a command plan, its imports, and whether it has a Translator. */
export function commandParts(
  plan: CommandsPlan,
  single: boolean,
  base: PyCtx,
): { parts: string[]; imports: string[]; translator: boolean } {
  const ctx: PyCmdCtx = {
    notes: base.notes,
    translations: new Map(),
    typing: new Set(['List']),
    used: new Set(),
    channelTypes: false,
  };
  const commands = single ? plan.commands.slice(0, 1) : plan.commands;
  if (plan.commands.length > commands.length)
    ctx.notes.leftOut(
      '$',
      `this target creates one command, the first; the other ${plan.commands.length - 1} are not written (choose the bulk overwrite to write them all)`,
    );
  const written = commands.map((c) => command(cmdNode(c, single), plan.guildId, ctx));
  const parts: string[] = [];
  if (plan.guildId !== null) parts.push(`GUILD = discord.Object(id=${snowflake(plan.guildId)})`);
  const translator = ctx.translations.size > 0;
  if (translator) {
    ctx.typing.add('Dict').add('Optional');
    parts.push(PY_TRANSLATOR(ctx.translations));
  }
  if (ctx.channelTypes) {
    ctx.typing.add('Any');
    parts.push(PY_CHANNEL_TYPES);
  }
  parts.push(...written.map((w) => w.code));
  parts.push(
    pySync(
      written.map((w) => w.fn),
      plan.guildId !== null,
      translator,
      single,
    ),
  );
  const imports = [
    `from typing import ${[...ctx.typing].sort().join(', ')}`,
    '',
    'import discord',
    'from discord import app_commands',
    ...(translator ? ['from discord.app_commands import locale_str'] : []),
  ];
  return { parts, imports, translator };
}
