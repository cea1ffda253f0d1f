// The component kinds: type numbers, the shapes of catalog entries, and which kinds go where.
// catalog.ts holds one entry per kind and re-exports all of this.
import type { SlotName, Surface } from './document';

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
const T = ComponentType;

export type KindGroup = 'layout' | 'content' | 'interactive';

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
  | 'file-types';

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
}

export interface SlotSpec {
  name: SlotName;
  /** A single-component slot (Section accessory, Label component) holds an object, not an array. */
  single: boolean;
  /** Kinds accepted here, per surface. */
  accepts: Partial<Record<Surface, readonly ComponentType[]>>;
  min: number;
  max: number;
}

export interface CatalogEntry {
  type: ComponentType;
  /** kebab-case name used by test ids and the CLI. */
  kind: string;
  name: string;
  group: KindGroup;
  surfaces: readonly Surface[];
  /** Only in IS_COMPONENTS_V2 messages (never in a legacy message). */
  v2Only: boolean;
  /** Sends an interaction and so carries a custom_id. */
  interactive: boolean;
  slots: readonly SlotSpec[];
  fields: readonly FieldSpec[];
}

const SELECTS = [
  T.StringSelect,
  T.UserSelect,
  T.RoleSelect,
  T.MentionableSelect,
  T.ChannelSelect,
] as const;
export const SELECT_TYPES: readonly ComponentType[] = SELECTS;
export const AUTO_SELECT_TYPES: readonly ComponentType[] = SELECTS.slice(1);

export const LABEL_CHILDREN: readonly ComponentType[] = [
  T.TextInput,
  ...SELECTS,
  T.FileUpload,
  T.RadioGroup,
  T.CheckboxGroup,
  T.Checkbox,
];
export const CONTAINER_CHILDREN: readonly ComponentType[] = [
  T.ActionRow,
  T.TextDisplay,
  T.Section,
  T.MediaGallery,
  T.Separator,
  T.File,
];

/** Kinds allowed at the top level of each surface. */
export const ROOT_ACCEPTS = {
  v2: [T.ActionRow, T.Section, T.TextDisplay, T.MediaGallery, T.File, T.Separator, T.Container],
  legacy: [T.ActionRow],
  modal: [T.Label, T.TextDisplay],
  /** Still accepted by Discord in a modal, but deprecated. */
  modalDeprecated: [T.ActionRow],
} as const satisfies Record<string, readonly ComponentType[]>;
