// The fields of application commands and their options (the catalog's other half, as
// ../catalog/fields.ts is for components): what the inspector shows for each kind.
import type { CommandKind, FieldSpec, OptionKind } from '../catalog/kinds';
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

/** A value option's fields: name, description and `required`, then those of its kind. */
const value = (...own: FieldSpec[]): FieldSpec[] => [...optionBase, required, ...own];

export const COMMAND_FIELDS: Record<CommandKind | OptionKind, readonly FieldSpec[]> = {
  'chat-input-command': commandFields('chat-input-command'),
  'user-command': commandFields('user-command'),
  'message-command': commandFields('message-command'),
  'entry-point-command': commandFields('entry-point-command'),
  'subcommand-group': optionBase,
  subcommand: optionBase,
  'string-option': value(
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
  ),
  'integer-option': value(choices, autocomplete, ...bounds('whole number')),
  'number-option': value(choices, autocomplete, ...bounds('number')),
  'boolean-option': value(),
  'user-option': value(),
  'channel-option': value({
    name: 'channel_types',
    label: 'Channel types',
    input: 'channel-types',
    choices: CHANNEL_TYPES,
  }),
  'role-option': value(),
  'mentionable-option': value(),
  'attachment-option': value(),
};
