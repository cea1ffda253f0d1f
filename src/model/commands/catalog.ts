// The catalog entries of application commands and their options: one per kind, keyed by kind
// name like the components'. A command holds options; a subcommand group holds subcommands; a
// subcommand holds value options; nothing nests deeper.
import type {
  CatalogEntry,
  CommandKind,
  FieldSpec,
  OptionKind,
  ValueOptionKind,
} from '../catalog/kinds';
import { CommandType, OptionType, VALUE_OPTION_KINDS } from '../catalog/kinds';
import { CHANNEL_TYPES } from '../catalog/catalog-fields';
import { COMMAND_LIMITS } from '../limits';

const name = (label: string): FieldSpec => ({
  name: 'name',
  label,
  input: 'text',
  required: true,
  min: COMMAND_LIMITS.name.min,
  max: COMMAND_LIMITS.name.max,
});
const description: FieldSpec = {
  name: 'description',
  label: 'Description',
  input: 'text',
  required: true,
  min: COMMAND_LIMITS.description.min,
  max: COMMAND_LIMITS.description.max,
};
const localized = (field: string, label: string): FieldSpec => ({
  name: `${field}_localizations`,
  label,
  input: 'localizations',
  localizes: field,
});
const nameLocalizations = localized('name', 'Name in other languages');
const descriptionLocalizations = localized('description', 'Description in other languages');

const commandFields = (kind: CommandKind): FieldSpec[] => [
  name(kind === 'chat-input-command' ? 'Name' : 'Name (shown in the Apps menu)'),
  nameLocalizations,
  ...(kind === 'chat-input-command' || kind === 'entry-point-command'
    ? [description, descriptionLocalizations]
    : []),
  { name: 'default_member_permissions', label: 'Who may use it', input: 'permissions' },
  {
    name: 'contexts',
    label: 'Where it can be used',
    input: 'enum-list',
    choices: [
      { value: 0, label: 'Servers' },
      { value: 1, label: "DMs with the app's bot" },
      { value: 2, label: 'Group DMs and other DMs' },
    ],
  },
  {
    name: 'integration_types',
    label: 'Installed to',
    input: 'enum-list',
    choices: [
      { value: 0, label: 'Servers (guild install)' },
      { value: 1, label: 'Users (user install)' },
    ],
  },
  { name: 'nsfw', label: 'Age-restricted', input: 'boolean' },
  ...(kind === 'entry-point-command'
    ? [
        {
          name: 'handler',
          label: 'Handler',
          input: 'enum',
          choices: [
            { value: 1, label: 'The app answers (APP_HANDLER)' },
            { value: 2, label: 'Discord launches the Activity (DISCORD_LAUNCH_ACTIVITY)' },
          ],
        } satisfies FieldSpec,
      ]
    : []),
  {
    name: 'dm_permission',
    label: 'Usable in DMs',
    input: 'boolean',
    deprecated: 'Use `contexts` instead.',
  },
  {
    name: 'default_permission',
    label: 'Enabled by default',
    input: 'boolean',
    deprecated: 'Use `default_member_permissions` instead.',
  },
];

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
  fields: commandFields(kind),
});

const optionBase: FieldSpec[] = [
  name('Name'),
  nameLocalizations,
  description,
  descriptionLocalizations,
];
const required: FieldSpec = { name: 'required', label: 'Required', input: 'boolean' };
const choices: FieldSpec = {
  name: 'choices',
  label: 'Choices',
  input: 'command-choices',
  max: COMMAND_LIMITS.choices,
};
const autocomplete: FieldSpec = { name: 'autocomplete', label: 'Autocomplete', input: 'boolean' };
const bounds = (label: string): FieldSpec[] => [
  { name: 'min_value', label: `Smallest ${label}`, input: 'number' },
  { name: 'max_value', label: `Largest ${label}`, input: 'number' },
];

/** The fields of each value option kind beyond name, description and `required`. */
const VALUE_FIELDS: Record<ValueOptionKind, FieldSpec[]> = {
  'string-option': [
    choices,
    autocomplete,
    {
      name: 'min_length',
      label: 'Shortest answer',
      input: 'number',
      min: COMMAND_LIMITS.minLength.min,
      max: COMMAND_LIMITS.minLength.max,
    },
    {
      name: 'max_length',
      label: 'Longest answer',
      input: 'number',
      min: COMMAND_LIMITS.maxLength.min,
      max: COMMAND_LIMITS.maxLength.max,
    },
  ],
  'integer-option': [choices, autocomplete, ...bounds('whole number')],
  'number-option': [choices, autocomplete, ...bounds('number')],
  'boolean-option': [],
  'user-option': [],
  'channel-option': [
    {
      name: 'channel_types',
      label: 'Channel types',
      input: 'channel-types',
      choices: CHANNEL_TYPES,
    },
  ],
  'role-option': [],
  'mentionable-option': [],
  'attachment-option': [],
};

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
  fields: FieldSpec[],
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
  fields,
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
  option(
    'subcommand-group',
    OptionType.SubcommandGroup,
    'Subcommand group',
    'subcommand',
    optionBase,
    ['subcommand'],
  ),
  option(
    'subcommand',
    OptionType.Subcommand,
    'Subcommand',
    'subcommand',
    optionBase,
    VALUE_OPTION_KINDS,
  ),
  ...VALUE_OPTION_KINDS.map((kind) => {
    const [type, entryName] = VALUE_NAMES[kind];
    return option(
      kind,
      type,
      entryName,
      'value-option',
      [...optionBase, required, ...VALUE_FIELDS[kind]],
      null,
    );
  }),
];
