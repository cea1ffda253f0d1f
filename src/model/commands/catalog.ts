// The catalog entries of application commands and their options: one per kind, keyed by kind
// name like the components'. A command holds options; a subcommand group holds subcommands; a
// subcommand holds value options; nothing nests deeper.
// Their fields are in ./command-fields.ts.
import type { CatalogEntry, CommandKind, OptionKind, ValueOptionKind } from '../catalog/kinds';
import { CommandType, OptionType, VALUE_OPTION_KINDS } from '../catalog/kinds';
import { COMMAND_LIMITS } from '../limits';

const options = (accepts: readonly OptionKind[]) =>
  [
    {
      name: 'options',
      single: false,
      accepts: { commands: accepts },
      min: 0,
      max: COMMAND_LIMITS.options,
    },
  ] as const;

const command = (
  kind: CommandKind,
  type: CommandType,
  entryName: string,
  accepts: readonly OptionKind[] | null,
): CatalogEntry => ({
  kind,
  family: 'command',
  type,
  name: entryName,
  group: 'command',
  surfaces: ['commands'],
  v2Only: false,
  interactive: true,
  slots: accepts ? options(accepts) : [],
});

const VALUE_NAMES: Record<ValueOptionKind, [OptionType, string]> = {
  'string-option': [OptionType.String, 'String option'],
  'integer-option': [OptionType.Integer, 'Integer option'],
  'boolean-option': [OptionType.Boolean, 'Boolean option'],
  'user-option': [OptionType.User, 'User option'],
  'channel-option': [OptionType.Channel, 'Channel option'],
  'role-option': [OptionType.Role, 'Role option'],
  'mentionable-option': [OptionType.Mentionable, 'Mentionable option'],
  'number-option': [OptionType.Number, 'Number option'],
  'attachment-option': [OptionType.Attachment, 'Attachment option'],
};

const option = (
  kind: OptionKind,
  type: OptionType,
  entryName: string,
  group: CatalogEntry['group'],
  accepts: readonly OptionKind[] | null,
): CatalogEntry => ({
  kind,
  family: 'option',
  type,
  name: entryName,
  group,
  surfaces: ['commands'],
  v2Only: false,
  interactive: false,
  slots: accepts ? options(accepts) : [],
});

export const COMMAND_ENTRIES: readonly CatalogEntry[] = [
  command('chat-input-command', CommandType.ChatInput, 'Slash command', [
    'subcommand-group',
    'subcommand',
    ...VALUE_OPTION_KINDS,
  ]),
  command('user-command', CommandType.User, 'User command', null),
  command('message-command', CommandType.Message, 'Message command', null),
  command('entry-point-command', CommandType.PrimaryEntryPoint, 'Entry point command', null),
  option('subcommand-group', OptionType.SubcommandGroup, 'Subcommand group', 'subcommand', [
    'subcommand',
  ]),
  option('subcommand', OptionType.Subcommand, 'Subcommand', 'subcommand', VALUE_OPTION_KINDS),
  ...VALUE_OPTION_KINDS.map((kind) => {
    const [type, entryName] = VALUE_NAMES[kind];
    return option(kind, type, entryName, 'value-option', null);
  }),
];
