// hikari 2.6.0 code for a command plan: build_commands (rest.slash_command_builder and
// context_menu_command_builder with their setters, options as hikari.CommandOption) and
// register_commands (rest.set_application_commands, globally or in the design's guild).
import type { CommandsPlan, Json, PlanNode } from '../../model';
import { call, list } from '../common/source';
import { channelTypes } from './hikari-components';
import type { Ctx } from './hikari-py';
import { def, isObject, member, members, py, snowflake } from '../common/python';
import { pyName } from './hikari-py';

const OPTION_TYPES: Record<number, string> = {
  1: 'SUB_COMMAND',
  2: 'SUB_COMMAND_GROUP',
  3: 'STRING',
  4: 'INTEGER',
  5: 'BOOLEAN',
  6: 'USER',
  7: 'CHANNEL',
  8: 'ROLE',
  9: 'MENTIONABLE',
  10: 'FLOAT',
  11: 'ATTACHMENT',
};
const CONTEXTS = { 0: 'GUILD', 1: 'BOT_DM', 2: 'PRIVATE_CHANNEL' };
const INTEGRATIONS = { 0: 'GUILD_INSTALL', 1: 'USER_INSTALL' };

/** `hikari.Permissions(8192)`; Discord's null ("no default") is hikari's 0. */
const permissions = (v: Json) => (v === null ? '0' : `hikari.Permissions(${snowflake(v)})`);

function choices(v: Json, path: string, ctx: Ctx): string {
  if (!Array.isArray(v)) return py(v);
  return list(
    '[',
    v.map((c, i) => {
      if (!isObject(c)) return py(c);
      const args: string[] = [];
      for (const [k, x] of Object.entries(c))
        if (['name', 'value', 'name_localizations'].includes(k)) args.push(`${k}=${py(x)}`);
        else ctx.note(`${path}[${i}].${k}`, `hikari's CommandChoice has no \`${k}\`: left out`);
      return call('hikari.CommandChoice', args, 'py');
    }),
    ']',
    'py',
  );
}

function option(n: PlanNode, ctx: Ctx): string {
  const args = [`type=${member('hikari.OptionType', OPTION_TYPES, n.type)}`];
  for (const f of n.fields) {
    if (f.key === 'type') continue;
    if (
      [
        'name',
        'description',
        'min_value',
        'max_value',
        'min_length',
        'max_length',
        'name_localizations',
        'description_localizations',
      ].includes(f.key)
    )
      args.push(`${f.key}=${py(f.value)}`);
    else if (f.key === 'required') args.push(`is_required=${py(f.value)}`);
    else if (f.key === 'autocomplete') args.push(`autocomplete=${py(f.value)}`);
    else if (f.key === 'channel_types') args.push(`channel_types=${channelTypes(f.value)}`);
    else if (f.key === 'choices') args.push(`choices=${choices(f.value, f.path, ctx)}`);
    else ctx.unknown(f);
  }
  const subs = n.slots.flatMap((s) => s.nodes);
  if (subs.length > 0)
    args.push(
      `options=${list(
        '[',
        subs.map((s) => option(s, ctx)),
        ']',
        'py',
      )}`,
    );
  return call('hikari.CommandOption', args, 'py');
}

function commandStatements(n: PlanNode, ctx: Ctx): string[] {
  const name = pyName(n.name);
  const get = (key: string) => n.fields.find((f) => f.key === key)?.value;
  const slash = n.kind === 'chat-input-command';
  const made = slash
    ? call(
        'rest.slash_command_builder',
        [py(get('name') ?? ''), py(get('description') ?? '')],
        'py',
      )
    : call(
        'rest.context_menu_command_builder',
        [
          n.kind === 'user-command' ? 'hikari.CommandType.USER' : 'hikari.CommandType.MESSAGE',
          py(get('name') ?? ''),
        ],
        'py',
      );
  const out = [`${name} = ${made}`];
  const set = (setter: string, value: string) => out.push(`${name}.${setter}(${value})`);
  for (const f of n.fields) {
    if (f.key === 'name' || f.key === 'type' || (slash && f.key === 'description')) continue;
    if (f.key === 'name_localizations') set('set_name_localizations', py(f.value));
    else if (f.key === 'description_localizations' && slash)
      set('set_description_localizations', py(f.value));
    else if (f.key === 'default_member_permissions')
      set('set_default_member_permissions', permissions(f.value));
    else if (f.key === 'contexts')
      set('set_context_types', members('hikari.ApplicationContextType', CONTEXTS, f.value));
    else if (f.key === 'integration_types')
      set(
        'set_integration_types',
        members('hikari.ApplicationIntegrationType', INTEGRATIONS, f.value),
      );
    else if (f.key === 'nsfw') set('set_is_nsfw', py(f.value));
    else ctx.unknown(f);
  }
  for (const o of n.slots.flatMap((s) => s.nodes)) set('add_option', option(o, ctx));
  return out;
}

/** The functions of a command plan. */
export function commandParts(plan: CommandsPlan, ctx: Ctx): string[] {
  const statements = plan.commands.flatMap((c) => commandStatements(c, ctx));
  const names = plan.commands.map((c) => pyName(c.name));
  const guild = plan.guildId === null ? [] : [`guild=${snowflake(plan.guildId)}`];
  return [
    def(
      'def build_commands(rest: hikari.api.RESTClient) -> list[hikari.api.CommandBuilder]:',
      "The design's commands, as hikari's command builders.",
      [...statements, `return ${list('[', names, ']', 'py')}`],
    ),
    def(
      'async def register_commands(rest: hikari.api.RESTClient) -> None:',
      plan.guildId === null
        ? 'Registers the commands globally, replacing the ones there are (bot.rest for `rest`).'
        : "Registers the commands in the design's guild, replacing the ones there are.",
      [
        'application = await rest.fetch_application()',
        call(
          'await rest.set_application_commands',
          ['application', 'build_commands(rest)', ...guild],
          'py',
        ),
      ],
    ),
  ];
}
