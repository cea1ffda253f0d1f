// discordgo's ApplicationCommand values: commands, options, choices and localizations.
import type { Json, PlanNode } from '../../model';
import { stringIn } from '../common/literals';
import type { Out, GoField } from './discordgo-go';
import {
  isObject,
  str,
  int,
  float,
  bool,
  LOCALES,
  named,
  list,
  literal,
  f,
  entriesOf,
  ptrOf,
  channelTypes,
  listOf,
} from './discordgo-go';

// ---- commands -----------------------------------------------------------------------------

const COMMAND_TYPES: Record<number, string> = {
  1: 'ChatApplicationCommand',
  2: 'UserApplicationCommand',
  3: 'MessageApplicationCommand',
};

const OPTION_TYPES: Record<number, string> = {
  1: 'ApplicationCommandOptionSubCommand',
  2: 'ApplicationCommandOptionSubCommandGroup',
  3: 'ApplicationCommandOptionString',
  4: 'ApplicationCommandOptionInteger',
  5: 'ApplicationCommandOptionBoolean',
  6: 'ApplicationCommandOptionUser',
  7: 'ApplicationCommandOptionChannel',
  8: 'ApplicationCommandOptionRole',
  9: 'ApplicationCommandOptionMentionable',
  10: 'ApplicationCommandOptionNumber',
  11: 'ApplicationCommandOptionAttachment',
};

/** A localizations map: each locale by discordgo's constant, else as a Locale string. */
function localizations(v: Json, indent: string): string | null {
  if (!isObject(v)) return null;
  const entries: string[] = [];
  for (const [locale, text] of Object.entries(v)) {
    if (typeof text !== 'string') return null;
    const key = LOCALES[locale]
      ? `discordgo.${LOCALES[locale]}`
      : `discordgo.Locale(${stringIn(locale, 'go')})`;
    entries.push(`${key}: ${stringIn(text, 'go')}`);
  }
  return literal('map[discordgo.Locale]string', entries, indent);
}

const CHOICE: Record<string, GoField> = {
  name: f('Name', str),
  name_localizations: f('NameLocalizations', (v, _o, _a, indent) => localizations(v, indent)),
  value: f('Value', (v) => str(v) ?? float(v)),
};

const LOCALIZED = (go: string, pointer: boolean) =>
  f(go, (v, _o, _a, indent) => {
    const m = localizations(v, indent);
    return m && pointer ? `&${m}` : m;
  });

const INT64 = /^(0|[1-9][0-9]{0,18})$/;

const COMMAND: Record<string, GoField> = {
  id: f('ID', str, true),
  application_id: f('ApplicationID', str, true),
  guild_id: f('GuildID', str, true),
  version: f('Version', str, true),
  type: f('Type', (v) => named(COMMAND_TYPES, 'ApplicationCommandType', v)),
  name: f('Name', str),
  name_localizations: LOCALIZED('NameLocalizations', true),
  description: f('Description', str, true),
  description_localizations: LOCALIZED('DescriptionLocalizations', true),
  default_permission: f('DefaultPermission', ptrOf(bool)),
  default_member_permissions: f('DefaultMemberPermissions', (v, o) =>
    typeof v === 'string' && INT64.test(v) && BigInt(v) <= 9223372036854775807n
      ? o.ptr(`int64(${v})`)
      : null,
  ),
  nsfw: f('NSFW', ptrOf(bool)),
  dm_permission: f('DMPermission', ptrOf(bool)),
  contexts: f('Contexts', (v) => {
    const names = {
      0: 'InteractionContextGuild',
      1: 'InteractionContextBotDM',
      2: 'InteractionContextPrivateChannel',
    };
    const items = list(v, (e) => named(names, 'InteractionContextType', e));
    return items && `&[]discordgo.InteractionContextType{${items.join(', ')}}`;
  }),
  integration_types: f('IntegrationTypes', (v) => {
    const names = {
      0: 'ApplicationIntegrationGuildInstall',
      1: 'ApplicationIntegrationUserInstall',
    };
    const items = list(v, (e) => named(names, 'ApplicationIntegrationType', e));
    return items && `&[]discordgo.ApplicationIntegrationType{${items.join(', ')}}`;
  }),
};

const OPTION: Record<string, GoField> = {
  type: f('Type', (v) => named(OPTION_TYPES, 'ApplicationCommandOptionType', v)),
  name: f('Name', str),
  name_localizations: LOCALIZED('NameLocalizations', false),
  description: f('Description', str, true),
  description_localizations: LOCALIZED('DescriptionLocalizations', false),
  channel_types: f('ChannelTypes', channelTypes),
  required: f('Required', bool),
  autocomplete: f('Autocomplete', bool),
  choices: f('Choices', listOf('[]*discordgo.ApplicationCommandOptionChoice', CHOICE, 'a choice')),
  min_value: f('MinValue', (v, o) => {
    const x = float(v);
    return x === null ? null : o.ptr(`float64(${x})`);
  }),
  max_value: f('MaxValue', float, true),
  min_length: f('MinLength', ptrOf(int)),
  max_length: f('MaxLength', int, true),
};

export function command(n: PlanNode, out: Out, indent: string, option: boolean): string {
  const table = option ? OPTION : COMMAND;
  const what = option ? 'an option' : 'a command';
  const entries = entriesOf(n.fields, table, what, out, `${indent}\t`);
  // An option's type follows from its kind: the plan gives it as the node's type.
  if (option && n.type !== null)
    entries.unshift(`Type: ${named(OPTION_TYPES, 'ApplicationCommandOptionType', n.type)}`);
  for (const slot of n.slots) {
    const inner = `${indent}\t\t`;
    if (slot.nodes.length === 0) continue;
    entries.push(
      `Options: []*discordgo.ApplicationCommandOption{\n${slot.nodes
        .map((o) => `${inner}${command(o, out, inner, true)},`)
        .join('\n')}\n${indent}\t}`,
    );
  }
  return literal('', entries, indent);
}
