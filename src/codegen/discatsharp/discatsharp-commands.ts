// A command set in DisCatSharp from the plan: `Build()` makes the DiscordApplicationCommands (their
// options, choices, localizations, permissions, contexts and install types) and `RegisterAsync`
// registers them in one bulk overwrite, globally or in the design's guild.
import type { CommandsPlan, Json, PlanNode } from '../../model';
import { Fields } from './discatsharp-parts';
import type { Out } from './discatsharp-values';
import {
  bool,
  channelTypes,
  indent,
  int,
  isObject,
  localization,
  member,
  numberLiteral,
  permissions,
  text,
  ulong,
} from './discatsharp-values';

const COMMAND_TYPES: Readonly<Record<number, string>> = {
  1: 'ChatInput',
  2: 'User',
  3: 'Message',
  4: 'PrimaryEntryPoint',
};
const OPTION_TYPES: Readonly<Record<number, string>> = {
  1: 'SubCommand',
  2: 'SubCommandGroup',
  3: 'String',
  4: 'Integer',
  5: 'Boolean',
  6: 'User',
  7: 'Channel',
  8: 'Role',
  9: 'Mentionable',
  10: 'Number',
  11: 'Attachment',
};
const CONTEXTS: Readonly<Record<number, string>> = { 0: 'Guild', 1: 'BotDm', 2: 'PrivateChannel' };
const INSTALLS: Readonly<Record<number, string>> = { 0: 'GuildInstall', 1: 'UserInstall' };
const HANDLERS: Readonly<Record<number, string>> = { 1: 'AppHandler', 2: 'DiscordLaunchActivity' };

const named = (args: [string, string | null][]): string[] =>
  args.flatMap(([k, v]) => (v === null ? [] : [`${k}: ${v}`]));

const array = (type: string, items: string[]): string =>
  `new ${type}[]\n{\n${indent(items.map((i) => `${i},`).join('\n'))}\n}`;

function enumList(
  type: string,
  names: Readonly<Record<number, string>>,
  f: Fields,
  key: string,
  out: Out,
): string | null {
  if (!f.has(key)) return null;
  const v = f.get(key);
  if (!Array.isArray(v)) return null;
  const members = v.flatMap((x, i) => member(type, names, x, out, `${f.path(key)}[${i}]`) ?? []);
  return `new List<${type}> { ${members.join(', ')} }`;
}

function choice(v: Json, out: Out, path: string): string {
  if (!isObject(v)) return 'null';
  const value =
    typeof v.value === 'string' ? text(v.value, out, path) : numberLiteral(v.value, out, path);
  const args = [text(v.name, out, `${path}.name`), value ?? 'null'];
  const loc = localization(v.name_localizations, out, `${path}.name_localizations`);
  if (loc) args.push(loc);
  for (const key of Object.keys(v))
    if (!['name', 'value', 'name_localizations'].includes(key))
      out.note(`${path}.${key}`, `DisCatSharp cannot set \`${key}\` of a choice: left out`);
  return `new DiscordApplicationCommandOptionChoice(${args.join(', ')})`;
}

const loc = (f: Fields, key: string, out: Out) =>
  f.has(key) ? localization(f.get(key), out, f.path(key)) : null;
const optBool = (f: Fields, key: string, out: Out) =>
  f.has(key) ? bool(f.get(key), out, f.path(key)) : null;

function option(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const type = member('ApplicationCommandOptionType', OPTION_TYPES, n.type, out, n.path);
  const choices = f.get('choices');
  const subs = n.slots.find((s) => s.slot === 'options')?.nodes ?? [];
  const num = (key: string) => (f.has(key) ? numberLiteral(f.get(key), out, f.path(key)) : null);
  const args = [
    text(f.get('name'), out, f.path('name')),
    text(f.get('description'), out, f.path('description')),
    type ?? 'ApplicationCommandOptionType.String',
    ...named([
      ['required', optBool(f, 'required', out)],
      [
        'choices',
        Array.isArray(choices)
          ? array(
              'DiscordApplicationCommandOptionChoice',
              choices.map((c, i) => choice(c, out, `${f.path('choices')}[${i}]`)),
            )
          : null,
      ],
      [
        'options',
        subs.length > 0
          ? array(
              'DiscordApplicationCommandOption',
              subs.map((s) => option(s, out)),
            )
          : null,
      ],
      [
        'channelTypes',
        f.has('channel_types')
          ? channelTypes(f.get('channel_types'), out, f.path('channel_types'))
          : null,
      ],
      ['autocomplete', optBool(f, 'autocomplete', out)],
      ['minimumValue', num('min_value')],
      ['maximumValue', num('max_value')],
      ['nameLocalizations', loc(f, 'name_localizations', out)],
      ['descriptionLocalizations', loc(f, 'description_localizations', out)],
      [
        'minimumLength',
        f.has('min_length') ? int(f.get('min_length'), out, f.path('min_length')) : null,
      ],
      [
        'maximumLength',
        f.has('max_length') ? int(f.get('max_length'), out, f.path('max_length')) : null,
      ],
    ]),
  ];
  f.done();
  return `new DiscordApplicationCommandOption(${args.join(', ')})`;
}

function command(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const typeNumber = f.has('type') ? f.get('type') : 1;
  const type = member('ApplicationCommandType', COMMAND_TYPES, typeNumber, out, f.path('type'));
  const chat = typeNumber === 1 || typeNumber === 4;
  const subs = n.slots.find((s) => s.slot === 'options')?.nodes ?? [];
  const args = [
    text(f.get('name'), out, f.path('name')),
    // A context menu has no description: DisCatSharp sends "" and refuses any other. An entry
    // point needs one to be built, which the bulk overwrite does not send.
    typeNumber === 4
      ? '"Entry point"'
      : chat
        ? text(f.get('description'), out, f.path('description'))
        : 'null',
    ...named([
      [
        'options',
        subs.length > 0
          ? array(
              'DiscordApplicationCommandOption',
              subs.map((s) => option(s, out)),
            )
          : null,
      ],
      ['type', typeNumber === 1 ? null : type],
      ['nameLocalizations', loc(f, 'name_localizations', out)],
      ['descriptionLocalizations', chat ? loc(f, 'description_localizations', out) : null],
      [
        'defaultMemberPermissions',
        f.has('default_member_permissions')
          ? permissions(
              f.get('default_member_permissions'),
              out,
              f.path('default_member_permissions'),
            )
          : null,
      ],
      ['isNsfw', optBool(f, 'nsfw', out)],
      ['allowedContexts', enumList('InteractionContextType', CONTEXTS, f, 'contexts', out)],
      [
        'integrationTypes',
        enumList('ApplicationCommandIntegrationTypes', INSTALLS, f, 'integration_types', out),
      ],
      [
        'handlerType',
        f.has('handler')
          ? member(
              'ApplicationCommandHandlerType',
              HANDLERS,
              f.get('handler'),
              out,
              f.path('handler'),
            )
          : null,
      ],
    ]),
  ];
  f.done();
  return `new DiscordApplicationCommand(${args.join(', ')})`;
}

export function commandsCode(plan: CommandsPlan, out: Out): string {
  const built = plan.commands.map((c) => command(c, out));
  const guild = plan.guildId === null ? null : ulong(plan.guildId);
  if (plan.guildId !== null && guild === null)
    out.note('guild_id', `not a guild id (${JSON.stringify(plan.guildId)}): registered globally`);
  const register =
    guild === null
      ? 'client.BulkOverwriteGlobalApplicationCommandsAsync(Build())'
      : `client.BulkOverwriteGuildApplicationCommandsAsync(${guild}, Build())`;
  return [
    plan.envelope === 'command'
      ? '/// <summary>The command (registering it this way replaces the others).</summary>'
      : '/// <summary>The command set.</summary>',
    'public static DiscordApplicationCommand[] Build()',
    '{',
    indent(`return ${array('DiscordApplicationCommand', built)};`),
    '}',
    '',
    `/// <summary>Registers the command set ${guild === null ? 'globally' : 'in the guild'}, in one bulk overwrite.</summary>`,
    'public static Task<IReadOnlyList<DiscordApplicationCommand>> RegisterAsync(DiscordClient client)',
    '{',
    `    return ${register};`,
    '}',
  ].join('\n');
}
