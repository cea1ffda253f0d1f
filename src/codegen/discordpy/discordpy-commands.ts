// discord.py 2.x code for a set of application commands: @app_commands.command functions with
// typed parameters, app_commands.Group objects for commands with subcommands, context menus, a
// Translator holding the design's localizations, and the tree.sync() that registers them.
import type { CommandsDoc, Node } from '../../model';
import type { CommandAt } from '../common/commands-shared';
import { commandsFor, nameOf } from '../common/commands-shared';
import type { PyCmdCtx, PyParam } from './discordpy-command-params';
import { pyIdentifier, pyParam, pyText } from './discordpy-command-params';
import { PREAMBLE, PY_TRANSLATOR, PY_CHANNEL_TYPES, pySync } from './discordpy-command-module';
import type { Settings } from './discordpy-command-settings';
import { NAMED, settings } from './discordpy-command-settings';
import { snowflake } from './discordpy-fields';
import { call, comment, indentRest, literal } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { Notes, shown } from '../common/shared';

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
  n: Node,
  path: string,
  head: string,
  extra: readonly string[],
  member: string,
  ctx: PyCmdCtx,
): { code: string; fn: string } {
  const fn = pyIdentifier(n.props.name, ctx.used, 'command');
  const local = new Set<string>(['interaction']);
  const params: PyParam[] = [];
  (n.slots.options ?? []).forEach((o, i) => {
    const p = `${path}.options[${i}]`;
    const param = pyParam(o, p, local, member, ctx);
    if (param) params.push(param);
    else
      ctx.notes.leftOut(
        p,
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

function nameKwargs(n: Node, path: string, ctx: PyCmdCtx, description = true): string[] {
  const p = n.props;
  return [
    `name=${pyText(p.name, p.name_localizations, `${path}.name`, ctx)}`,
    ...(description && p.description !== undefined
      ? [
          `description=${pyText(p.description, p.description_localizations, `${path}.description`, ctx)}`,
        ]
      : []),
  ];
}

function noteOthers(n: Node, path: string, ctx: PyCmdCtx): void {
  for (const [k, v] of Object.entries(n.props))
    if (!NAMED.has(k))
      ctx.notes.leftOut(`${path}.${k}`, `discord.py has no way to send it (${shown(v)})`);
}

/** A command with subcommands: a Group, a nested Group per subcommand group, a function each. */
function group(n: Node, path: string, s: Settings, ctx: PyCmdCtx): { code: string; fn: string } {
  const name = pyIdentifier(n.props.name, ctx.used, 'group');
  const blocks = [
    `${name} = ${call('app_commands.Group', [...nameKwargs(n, path, ctx), ...s.kwargs], 'py')}`,
  ];
  const sub = (child: Node, p: string, parent: string) => {
    noteOthers(child, p, ctx);
    const head = call(`@${parent}.command`, nameKwargs(child, p, ctx), 'py');
    blocks.push(commandFunction(child, p, head, [], s.member, ctx).code);
  };
  (n.slots.options ?? []).forEach((child, i) => {
    const p = `${path}.options[${i}]`;
    if ('raw' in child || (child.kind !== 'subcommand' && child.kind !== 'subcommand-group')) {
      ctx.notes.leftOut(p, `a command with subcommands cannot also take an option in discord.py`);
      return;
    }
    if (child.kind === 'subcommand') return sub(child, p, name);
    noteOthers(child, p, ctx);
    const inner = pyIdentifier(`${name}_${String(child.props.name)}`, ctx.used, 'group');
    blocks.push(
      `${inner} = ${call('app_commands.Group', [...nameKwargs(child, p, ctx), `parent=${name}`], 'py')}`,
    );
    (child.slots.options ?? []).forEach((c, j) => {
      const cp = `${p}.options[${j}]`;
      if (!('raw' in c) && c.kind === 'subcommand') sub(c, cp, inner);
      else ctx.notes.leftOut(cp, 'a subcommand group holds only subcommands');
    });
  });
  return { code: blocks.join('\n\n\n'), fn: name };
}

/** One top-level command as Python, and the name COMMANDS lists it by; null when left out. */
function command({ node: n, path }: CommandAt, doc: CommandsDoc, ctx: PyCmdCtx) {
  const kind = 'raw' in n ? null : n.kind;
  if (kind === 'chat-input-command') {
    const s = settings(n, path, doc, ctx, false);
    const children = n.slots.options ?? [];
    if (
      children.some(
        (c) => !('raw' in c) && (c.kind === 'subcommand' || c.kind === 'subcommand-group'),
      )
    )
      return group(n, path, s, ctx);
    const head = call(
      '@app_commands.command',
      [...nameKwargs(n, path, ctx), ...(n.props.nsfw === true ? ['nsfw=True'] : [])],
      'py',
    );
    return commandFunction(n, path, head, s.decorators, s.member, ctx);
  }
  if (kind === 'user-command' || kind === 'message-command') {
    const s = settings(n, path, doc, ctx, true);
    const fn = pyIdentifier(n.props.name, ctx.used, 'context_menu');
    const head = call(
      '@app_commands.context_menu',
      [...nameKwargs(n, path, ctx, false), ...(n.props.nsfw === true ? ['nsfw=True'] : [])],
      'py',
    );
    const target = kind === 'user-command' ? `user: ${s.member}` : 'message: discord.Message';
    return {
      code: `${[head, ...s.decorators].join('\n')}\n${def(fn, [target], 'None', BODY)}`,
      fn,
    };
  }
  ctx.notes.leftOut(
    path,
    kind === 'entry-point-command'
      ? `discord.py has no entry point commands, so ${nameOf(n)} is not written; tree.sync() would delete it from Discord: register the set with the HTTP API instead`
      : `not a command discord.py can write (${shown(n.props)})`,
  );
  return null;
}

/** A complete discord.py module that defines `doc`'s commands and syncs them. */
export function discordPyCommands(doc: CommandsDoc, options: CodegenOptions): string {
  const ctx: PyCmdCtx = {
    notes: new Notes(),
    translations: new Map(),
    typing: new Set(['List']),
    used: new Set(),
    channelTypes: false,
  };
  const written = commandsFor(doc, options.envelope, ctx.notes).flatMap((c) => {
    const out = command(c, doc, ctx);
    return out ? [out] : [];
  });
  const parts: string[] = [];
  if (doc.guildId !== null) parts.push(`GUILD = discord.Object(id=${snowflake(doc.guildId)})`);
  if (ctx.translations.size > 0) {
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
      doc.guildId !== null,
      ctx.translations.size > 0,
      options.envelope === 'command',
    ),
  );
  const lines = [
    ...(options.name ? [`Design: ${JSON.stringify(options.name)}`] : []),
    'Needs discord.py 2.4 or later (allowed_contexts, allowed_installs).',
  ];
  if (ctx.translations.size > 0)
    lines.push(
      'discord.py sends localizations only through a Translator: DesignTranslator below answers',
      "with the design's, and sync_commands() sets it on the tree before syncing.",
    );
  if (options.errors)
    lines.push(
      `This design has ${options.errors} error${options.errors === 1 ? '' : 's'} (see Problems): Discord will refuse it.`,
    );
  if (ctx.notes.lines.length > 0)
    lines.push('', 'Not expressed in this code:', ...ctx.notes.lines.map((l) => `- ${l}`));
  const imports = [
    `from typing import ${[...ctx.typing].sort().join(', ')}`,
    '',
    'import discord',
    'from discord import app_commands',
    ...(ctx.translations.size > 0 ? ['from discord.app_commands import locale_str'] : []),
  ];
  return `${PREAMBLE}\n${comment(lines, 'py')}\n${imports.join('\n')}\n\n\n${parts.join('\n\n\n')}\n`;
}
