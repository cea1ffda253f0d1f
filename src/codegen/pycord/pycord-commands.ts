// py-cord 2.8.1 code for a command plan: each command as py-cord declares it (a
// discord.SlashCommandGroup with its subcommands and subgroups, @discord.slash_command,
// @discord.user_command, @discord.message_command), its options as the callback's parameters
// annotated with discord.Option, a handler skeleton per command, and add_commands (py-cord syncs
// the added commands when it connects).
import type { CommandsPlan, Json, PlanNode } from '../../model';
import { call, list } from '../common/source';
import { channelTypes } from './pycord-components';
import type { Ctx } from './pycord-py';
import { def, isObject, members, py, shownShort, snowflake } from '../common/python';
import { pyName } from './pycord-py';

const OPTION_TYPES: Record<number, string> = {
  3: 'str',
  4: 'int',
  5: 'bool',
  6: 'discord.Member',
  7: 'discord.abc.GuildChannel',
  8: 'discord.Role',
  9: 'discord.abc.Mentionable',
  10: 'float',
  11: 'discord.Attachment',
};
const CONTEXTS = { 0: 'guild', 1: 'bot_dm', 2: 'private_channel' };
const INTEGRATIONS = { 0: 'guild_install', 1: 'user_install' };

const get = (n: PlanNode, key: string) => n.fields.find((f) => f.key === key)?.value;

/** The keywords of a command or group, besides name, description and type. */
function commandKeywords(n: PlanNode, ctx: Ctx, skip: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of n.fields) {
    if (['name', 'description', 'type', ...skip].includes(f.key)) continue;
    if (f.key === 'name_localizations' || f.key === 'description_localizations')
      out.push(`${f.key}=${py(f.value)}`);
    else if (f.key === 'default_member_permissions') {
      if (f.value !== null)
        out.push(`default_member_permissions=discord.Permissions(${snowflake(f.value)})`);
    } else if (f.key === 'contexts')
      out.push(`contexts=${members('discord.InteractionContextType', CONTEXTS, f.value, 'set')}`);
    else if (f.key === 'integration_types')
      out.push(
        `integration_types=${members('discord.IntegrationType', INTEGRATIONS, f.value, 'set')}`,
      );
    else if (f.key === 'nsfw') out.push(`nsfw=${py(f.value)}`);
    else ctx.unknown(f);
  }
  return out;
}

function choices(v: Json, path: string, ctx: Ctx): string {
  if (!Array.isArray(v)) return py(v);
  const items = v.map((c, i) => {
    if (!isObject(c)) return py(c);
    const args = [py(c.name ?? ''), py(c.value ?? null)];
    for (const [k, x] of Object.entries(c))
      if (k === 'name_localizations') args.push(`name_localizations=${py(x)}`);
      else if (k !== 'name' && k !== 'value')
        ctx.note(
          `${path}[${i}].${k}`,
          `py-cord's OptionChoice has no \`${k}\`: left out (${shownShort(x)})`,
        );
    return call('discord.OptionChoice', args, 'py');
  });
  return list('[', items, ']', 'py');
}

/** A leaf command's callback: its options as parameters, and a skeleton answer. */
function callback(fn: string, n: PlanNode, decorator: string, ctx: Ctx, helpers: string[]): string {
  const params = ['ctx: discord.ApplicationContext'];
  if (n.kind === 'user-command') params.push('member: discord.Member');
  else if (n.kind === 'message-command') params.push('message: discord.Message');
  for (const o of n.slots.flatMap((s) => s.nodes)) {
    const name = pyName(o.name);
    const args = [
      o.type !== null && OPTION_TYPES[o.type] ? OPTION_TYPES[o.type]! : 'str',
      py(get(o, 'description') ?? null),
      `name=${py(get(o, 'name') ?? '')}`,
    ];
    let required = false;
    for (const f of o.fields) {
      if (['name', 'description', 'type'].includes(f.key)) continue;
      if (
        [
          'min_value',
          'max_value',
          'min_length',
          'max_length',
          'name_localizations',
          'description_localizations',
        ].includes(f.key)
      )
        args.push(`${f.key}=${py(f.value)}`);
      else if (f.key === 'required') required = f.value === true;
      else if (f.key === 'channel_types') args.push(`channel_types=${channelTypes(f.value)}`);
      else if (f.key === 'choices') args.push(`choices=${choices(f.value, f.path, ctx)}`);
      else if (f.key === 'autocomplete') {
        if (f.value === true) {
          const helper = `${name}_autocomplete`;
          helpers.push(
            def(
              `async def ${helper}(ctx: discord.AutocompleteContext) -> list[str]:`,
              `The suggestions for the option at ${o.path}.`,
              ['return []  # your code here'],
            ),
          );
          args.push(`autocomplete=${helper}`);
        }
      } else ctx.unknown(f);
    }
    if (!required) args.push('required=False');
    params.push(`${name}: ${call('discord.Option', args, 'py')}`);
  }
  return `@${decorator}\n${def(
    `async def ${fn}${list('(', params, ')', 'py')} -> None:`,
    `The command at ${n.path} was used.`,
    ['await ctx.respond("Done.", ephemeral=True)  # your code here'],
  )}`;
}

function isGroup(n: PlanNode): boolean {
  return n.slots.some((s) =>
    s.nodes.some((o) => o.kind === 'subcommand' || o.kind === 'subcommand-group'),
  );
}

const nameArgs = (n: PlanNode) => [py(get(n, 'name') ?? ''), py(get(n, 'description') ?? null)];

/** The declaration of a command, with its subcommands; returns the name add_commands adds. */
function command(n: PlanNode, guild: string[], ctx: Ctx, out: string[]): string {
  const name = pyName(n.name);
  if (n.kind === 'chat-input-command' && isGroup(n)) {
    const args = [...nameArgs(n), ...guild, ...commandKeywords(n, ctx, [])];
    out.push(`${name} = ${call('discord.SlashCommandGroup', args, 'py')}`);
    for (const sub of n.slots.flatMap((s) => s.nodes)) subcommand(sub, name, ctx, out);
    return name;
  }
  const decorator =
    n.kind === 'user-command'
      ? 'discord.user_command'
      : n.kind === 'message-command'
        ? 'discord.message_command'
        : 'discord.slash_command';
  const args = [
    `name=${py(get(n, 'name') ?? '')}`,
    ...(n.kind === 'chat-input-command'
      ? [`description=${py(get(n, 'description') ?? null)}`]
      : []),
    ...guild,
    ...commandKeywords(n, ctx, []),
  ];
  const helpers: string[] = [];
  const cb = callback(name, n, call(decorator, args, 'py'), ctx, helpers);
  out.push(...helpers, cb);
  return name;
}

function subcommand(n: PlanNode, parent: string, ctx: Ctx, out: string[]): void {
  const name = pyName(n.name);
  if (n.kind === 'subcommand-group') {
    const args = [...nameArgs(n), ...commandKeywords(n, ctx, [])];
    out.push(`${name} = ${call(`${parent}.create_subgroup`, args, 'py')}`);
    for (const sub of n.slots.flatMap((s) => s.nodes)) subcommand(sub, name, ctx, out);
    return;
  }
  if (n.kind !== 'subcommand') {
    ctx.note(n.path, 'py-cord cannot mix options with subcommands: left out');
    return;
  }
  const args = [
    `name=${py(get(n, 'name') ?? '')}`,
    `description=${py(get(n, 'description') ?? null)}`,
    ...commandKeywords(n, ctx, []),
  ];
  const helpers: string[] = [];
  const cb = callback(name, n, call(`${parent}.command`, args, 'py'), ctx, helpers);
  out.push(...helpers, cb);
}

/** The declarations and functions of a command plan. */
export function commandParts(plan: CommandsPlan, ctx: Ctx): string[] {
  const guild = plan.guildId === null ? [] : [`guild_ids=[${snowflake(plan.guildId)}]`];
  const out: string[] = [];
  const names = plan.commands.map((c) => command(c, guild, ctx, out));
  out.push(
    def(
      'def add_commands(bot: discord.Bot) -> None:',
      plan.guildId === null
        ? "Adds the design's commands; py-cord registers them globally when it connects."
        : "Adds the design's commands; py-cord registers them in the design's guild when it connects.",
      names.length > 0
        ? [
            `for command in ${list('[', names, ']', 'py')}:`,
            '    bot.add_application_command(command)',
          ]
        : ['pass'],
    ),
  );
  return out;
}
