// Every kind of node a design can have, keyed by its kind name: the component kinds of messages
// and modals, and the application command kinds (commands, subcommand groups, subcommands and the
// value options). catalog.ts holds one entry per kind and re-exports all of this.
import type { SlotName, Surface } from '../document/document';

/** Wire type numbers of the components (the `type` field Discord receives). */
export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
  FileUpload: 19,
  RadioGroup: 21,
  CheckboxGroup: 22,
  Checkbox: 23,
} as const;
export type ComponentType = (typeof ComponentType)[keyof typeof ComponentType];

/** Application command types (the command's `type`, 1 when absent). */
export const CommandType = { ChatInput: 1, User: 2, Message: 3, PrimaryEntryPoint: 4 } as const;
export type CommandType = (typeof CommandType)[keyof typeof CommandType];

/** Application command option types. */
export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;
export type OptionType = (typeof OptionType)[keyof typeof OptionType];

export type ComponentKind =
  | 'action-row'
  | 'button'
  | 'string-select'
  | 'text-input'
  | 'user-select'
  | 'role-select'
  | 'mentionable-select'
  | 'channel-select'
  | 'section'
  | 'text-display'
  | 'thumbnail'
  | 'media-gallery'
  | 'file'
  | 'separator'
  | 'container'
  | 'label'
  | 'file-upload'
  | 'radio-group'
  | 'checkbox-group'
  | 'checkbox';

export type CommandKind =
  'chat-input-command' | 'user-command' | 'message-command' | 'entry-point-command';

export type ValueOptionKind =
  | 'string-option'
  | 'integer-option'
  | 'boolean-option'
  | 'user-option'
  | 'channel-option'
  | 'role-option'
  | 'mentionable-option'
  | 'number-option'
  | 'attachment-option';

export type OptionKind = 'subcommand-group' | 'subcommand' | ValueOptionKind;

/** The parts of a legacy message's body designed as nodes: its embeds and its poll. */
export type MessagePartKind = 'embed' | 'embed-field' | 'poll' | 'poll-answer';

/**
 * The catalog key of a node. `unknown` is an entry Discord does not have (a type number it does
 * not know, or a list entry that is not an object): kept whole so that it is reported and
 * exported unchanged.
 */
export type NodeKind = ComponentKind | CommandKind | OptionKind | MessagePartKind | 'unknown';

/** What a kind is: a component, an application command, an option of one, or a part of a
 * message's body (an embed, an embed's field, a poll, a poll's answer), which has no `type`. */
export type Family = 'component' | 'command' | 'option' | 'part';

export type KindGroup =
  'layout' | 'content' | 'interactive' | 'command' | 'subcommand' | 'value-option' | 'body';

export type FieldInput =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'color'
  | 'emoji'
  | 'media'
  | 'snowflake'
  | 'url'
  | 'select-options'
  | 'choice-options'
  | 'gallery-items'
  | 'default-values'
  | 'channel-types'
  | 'file-types'
  /** A localization dictionary (locale -> text) of the field named by `localizes`. */
  | 'localizations'
  /** A permission bit set as a decimal string (`default_member_permissions`). */
  | 'permissions'
  /** A list of distinct enum values (`contexts`, `integration_types`). */
  | 'enum-list'
  /** An application command option's choices, typed to the option. */
  | 'command-choices'
  /** An ISO 8601 date and time (an embed's `timestamp`). */
  | 'timestamp'
  /** A message's `allowed_mentions`: who may be pinged. */
  | 'allowed-mentions';

export interface FieldSpec {
  name: string;
  label: string;
  input: FieldInput;
  /** Maximum length (strings, arrays) or value (numbers). */
  max?: number;
  min?: number;
  required?: boolean;
  choices?: readonly { value: number; label: string }[];
  /** Shown only on these surfaces. */
  surfaces?: readonly Surface[];
  deprecated?: string;
  /** For a `localizations` field: the field it translates. */
  localizes?: string;
}

export interface SlotSpec {
  name: SlotName;
  /** A single-component slot (Section accessory, Label component) holds an object, not an array. */
  single: boolean;
  /** Kinds accepted here, per surface. */
  accepts: Partial<Record<Surface, readonly NodeKind[]>>;
  min: number;
  max: number;
}

export interface CatalogEntry {
  /** The catalog key: kebab-case, used by test ids, the CLI and stored designs. */
  kind: Exclude<NodeKind, 'unknown'>;
  family: Family;
  /** The wire `type` number (a command's is optional in its payload and defaults to 1). */
  type: number;
  name: string;
  group: KindGroup;
  surfaces: readonly Surface[];
  /** Only in IS_COMPONENTS_V2 messages (never in a legacy message). */
  v2Only: boolean;
  /** Only in legacy messages (embeds and polls: a V2 message cannot have them). */
  legacyOnly?: boolean;
  /** Sends an interaction and so carries a custom_id. */
  interactive: boolean;
  slots: readonly SlotSpec[];
}

const SELECTS = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
] as const satisfies readonly ComponentKind[];
export const SELECT_KINDS: readonly NodeKind[] = SELECTS;
export const AUTO_SELECT_KINDS: readonly NodeKind[] = SELECTS.slice(1);

export const LABEL_CHILDREN: readonly NodeKind[] = [
  'text-input',
  ...SELECTS,
  'file-upload',
  'radio-group',
  'checkbox-group',
  'checkbox',
];
export const CONTAINER_CHILDREN: readonly NodeKind[] = [
  'action-row',
  'text-display',
  'section',
  'media-gallery',
  'separator',
  'file',
];

export const COMMAND_KINDS: readonly NodeKind[] = [
  'chat-input-command',
  'user-command',
  'message-command',
  'entry-point-command',
];
export const VALUE_OPTION_KINDS: readonly ValueOptionKind[] = [
  'string-option',
  'integer-option',
  'boolean-option',
  'user-option',
  'channel-option',
  'role-option',
  'mentionable-option',
  'number-option',
  'attachment-option',
];

/** Kinds allowed at the top level of each surface. */
export const ROOT_ACCEPTS = {
  v2: ['action-row', 'section', 'text-display', 'media-gallery', 'file', 'separator', 'container'],
  legacy: ['embed', 'poll', 'action-row'],
  modal: ['label', 'text-display'],
  /** Still accepted by Discord in a modal, but deprecated. */
  modalDeprecated: ['action-row'],
  commands: COMMAND_KINDS,
} as const satisfies Record<string, readonly NodeKind[]>;
