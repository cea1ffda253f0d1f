// The Discord.Net statements that build a command set's nodes: SlashCommandBuilder, UserCommandBuilder
// and MessageCommandBuilder for the commands (built with .Build(), ready for the registration call)
// and a SlashCommandOptionBuilder for each subcommand group, subcommand and option, with their
// localizations, choices, bounds and channel types. Only the plan's fields are read.
import type { Json, PlanNode } from '../../model';
import { shown } from '../common/shared';
import {
  b,
  channelType,
  children,
  context,
  dictionary,
  double,
  field,
  int,
  integration,
  isObj,
  local,
  OPTION_TYPES,
  s,
  snowflake,
  text,
} from './discordnet-words';
import type { Out } from './discordnet-words';

/** A command's and an option's fields Discord.Net's builders set (any other is said). */
const COMMAND_KEYS = [
  'type',
  'name',
  'name_localizations',
  'description',
  'description_localizations',
  'default_member_permissions',
  'nsfw',
  'contexts',
  'integration_types',
];
const OPTION_KEYS = [
  'name',
  'name_localizations',
  'description',
  'description_localizations',
  'required',
  'autocomplete',
  'min_value',
  'max_value',
  'min_length',
  'max_length',
  'channel_types',
  'choices',
];

function unknownFields(n: PlanNode, known: readonly string[], owner: string, out: Out): void {
  for (const f of n.fields)
    if (!known.includes(f.key) && f.value !== null)
      out.note(f.path, `${owner} has no \`${f.key}\`: left out (${shown(f.value)})`);
}

function localizations(n: PlanNode, description: boolean): string[] {
  const calls: string[] = [];
  const names = dictionary(field(n, 'name_localizations'));
  if (names) calls.push(`WithNameLocalizations(${names})`);
  const descriptions = description ? dictionary(field(n, 'description_localizations')) : null;
  if (descriptions) calls.push(`WithDescriptionLocalizations(${descriptions})`);
  return calls;
}

function choice(c: Json, kind: string): string | null {
  if (!isObj(c)) return null;
  const v = c.value;
  const value =
    kind === 'integer-option' && typeof v === 'number' && Number.isSafeInteger(v)
      ? `${v}L`
      : typeof v === 'number'
        ? double(v)
        : s(text(v));
  const locs = dictionary(c.name_localizations);
  return `AddChoice(${s(text(c.name))}, ${value}${locs ? `, ${locs}` : ''})`;
}

export function option(n: PlanNode, out: Out): string[] {
  unknownFields(n, OPTION_KEYS, "Discord.Net's SlashCommandOptionBuilder", out);
  const calls = [
    `WithName(${s(text(field(n, 'name')))})`,
    `WithDescription(${s(text(field(n, 'description')))})`,
    `WithType(ApplicationCommandOptionType.${OPTION_TYPES[n.kind] ?? 'String'})`,
    ...localizations(n, true),
  ];
  if (b(field(n, 'required'))) calls.push(`WithRequired(${b(field(n, 'required'))})`);
  if (field(n, 'autocomplete') === true) calls.push('WithAutocomplete(true)');
  for (const [key, setter] of [
    ['min_value', 'WithMinValue'],
    ['max_value', 'WithMaxValue'],
  ] as const) {
    const v = field(n, key);
    if (typeof v === 'number') calls.push(`${setter}(${double(v)})`);
  }
  for (const [key, setter] of [
    ['min_length', 'WithMinLength'],
    ['max_length', 'WithMaxLength'],
  ] as const) {
    const v = int(field(n, key));
    if (v !== null) calls.push(`${setter}(${v})`);
  }
  const types = field(n, 'channel_types');
  if (Array.isArray(types)) for (const t of types) calls.push(`AddChannelType(${channelType(t)})`);
  const choices = field(n, 'choices');
  if (Array.isArray(choices))
    for (const c of choices) {
      const call = choice(c, n.kind);
      if (call) calls.push(call);
    }
  for (const c of children(n, 'options')) calls.push(`AddOption(${local(c.name)})`);
  return [
    `var ${local(n.name)} = new SlashCommandOptionBuilder()${calls.map((c) => `\n\t.${c}`).join('')};`,
  ];
}

export function command(n: PlanNode, out: Out): string[] {
  const slash = n.kind === 'chat-input-command';
  const head =
    n.kind === 'user-command'
      ? 'new UserCommandBuilder()'
      : n.kind === 'message-command'
        ? 'new MessageCommandBuilder()'
        : 'new SlashCommandBuilder()';
  const builder = head.slice(4, -2);
  unknownFields(
    n,
    slash ? COMMAND_KEYS : COMMAND_KEYS.filter((k) => !k.startsWith('desc')),
    `Discord.Net's ${builder}`,
    out,
  );
  const calls = [`WithName(${s(text(field(n, 'name')))})`];
  if (slash) calls.push(`WithDescription(${s(text(field(n, 'description')))})`);
  calls.push(...localizations(n, slash));
  const perms = field(n, 'default_member_permissions');
  if (typeof perms === 'string' && snowflake(perms))
    calls.push(`WithDefaultMemberPermissions((GuildPermission)${snowflake(perms)})`);
  else if (perms !== undefined && perms !== null)
    out.note(
      `${n.path}.default_member_permissions`,
      `not a permission bit set Discord.Net's GuildPermission holds: left out (${shown(perms)})`,
    );
  const nsfw = b(field(n, 'nsfw'));
  if (nsfw) calls.push(`WithNsfw(${nsfw})`);
  const contexts = field(n, 'contexts');
  if (Array.isArray(contexts)) calls.push(`WithContextTypes(${contexts.map(context).join(', ')})`);
  const installs = field(n, 'integration_types');
  if (Array.isArray(installs))
    calls.push(`WithIntegrationTypes(${installs.map(integration).join(', ')})`);
  for (const c of children(n, 'options')) calls.push(`AddOption(${local(c.name)})`);
  return [`var ${local(n.name)} = ${head}${calls.map((c) => `\n\t.${c}`).join('')}\n\t.Build();`];
}
