// One entry per kind of node, keyed by kind name: the component kinds here, the command and option
// kinds from ../commands/catalog.ts. Type number, names, surfaces, slots and the fields the inspector
// shows. The palette, the inspector, the placement rules and the validator read this; nothing else
// lists kinds.
import {
  CHANNEL_TYPES,
  autoSelectFields,
  options,
  customId,
  disabled,
  id,
  placeholder,
  required,
  spoiler,
  values,
} from './catalog-fields';
import { COMMAND_ENTRIES } from '../commands/catalog';
import { PART_ENTRIES } from '../embeds/catalog';
import type { CatalogEntry, ComponentKind, FieldSpec, NodeKind, SlotSpec } from './kinds';
import { CONTAINER_CHILDREN, ComponentType, LABEL_CHILDREN, SELECT_KINDS } from './kinds';
import type { Node, SlotName } from '../document/document';
import { LIMITS } from '../limits';

export * from './kinds';

const T = ComponentType;
const SELECTS = SELECT_KINDS;

const entry = (
  e: Omit<CatalogEntry, 'family' | 'v2Only' | 'interactive' | 'slots'> & Partial<CatalogEntry>,
): CatalogEntry => ({
  family: 'component',
  v2Only: false,
  interactive: e.fields.some((f) => f.name === 'custom_id'),
  slots: [],
  ...e,
});
const autoSelect = (
  type: ComponentType,
  kind: ComponentKind,
  name: string,
  extra: FieldSpec[] = [],
) =>
  entry({
    type,
    kind,
    name,
    group: 'interactive',
    surfaces: ['message', 'modal'],
    fields: [...autoSelectFields, ...extra],
  });

const COMPONENT_ENTRIES: readonly CatalogEntry[] = [
  entry({
    type: T.ActionRow,
    kind: 'action-row',
    name: 'Action Row',
    group: 'layout',
    surfaces: ['message'],
    slots: [
      {
        name: 'components',
        single: false,
        accepts: { message: ['button', ...SELECTS], modal: ['text-input'] },
        min: 1,
        max: LIMITS.buttonsPerRow,
      },
    ],
    fields: [id],
  }),
  entry({
    type: T.Button,
    kind: 'button',
    name: 'Button',
    group: 'interactive',
    surfaces: ['message'],
    interactive: true,
    fields: [
      id,
      {
        name: 'style',
        label: 'Style',
        input: 'enum',
        required: true,
        choices: [
          { value: 1, label: 'Primary' },
          { value: 2, label: 'Secondary' },
          { value: 3, label: 'Success' },
          { value: 4, label: 'Danger' },
          { value: 5, label: 'Link' },
          { value: 6, label: 'Premium' },
        ],
      },
      { name: 'label', label: 'Label', input: 'text', max: LIMITS.buttonLabel },
      { name: 'emoji', label: 'Emoji', input: 'emoji' },
      { ...customId, required: false },
      { name: 'url', label: 'URL', input: 'url', max: LIMITS.buttonUrl },
      { name: 'sku_id', label: 'SKU id', input: 'snowflake' },
      disabled,
    ],
  }),
  entry({
    type: T.StringSelect,
    kind: 'string-select',
    name: 'String Select',
    group: 'interactive',
    surfaces: ['message', 'modal'],
    fields: [
      id,
      customId,
      placeholder,
      options('select-options', LIMITS.selectOptions),
      ...values(LIMITS.selectValues.max),
      required,
      disabled,
    ],
  }),
  entry({
    type: T.TextInput,
    kind: 'text-input',
    name: 'Text Input',
    group: 'interactive',
    surfaces: ['modal'],
    fields: [
      id,
      customId,
      {
        name: 'style',
        label: 'Style',
        input: 'enum',
        required: true,
        choices: [
          { value: 1, label: 'Short' },
          { value: 2, label: 'Paragraph' },
        ],
      },
      {
        name: 'label',
        label: 'Label (deprecated)',
        input: 'text',
        max: LIMITS.labelLabel,
        deprecated: 'Use a Label around the Text Input.',
      },
      {
        name: 'placeholder',
        label: 'Placeholder',
        input: 'text',
        max: LIMITS.textInputPlaceholder,
      },
      { name: 'value', label: 'Pre-filled value', input: 'textarea', max: LIMITS.textInputValue },
      {
        name: 'min_length',
        label: 'Minimum length',
        input: 'number',
        min: 0,
        max: LIMITS.textInputLength.max,
      },
      {
        name: 'max_length',
        label: 'Maximum length',
        input: 'number',
        min: 1,
        max: LIMITS.textInputMaxLength.max,
      },
      { name: 'required', label: 'Required', input: 'boolean' },
    ],
  }),
  autoSelect(T.UserSelect, 'user-select', 'User Select'),
  autoSelect(T.RoleSelect, 'role-select', 'Role Select'),
  autoSelect(T.MentionableSelect, 'mentionable-select', 'Mentionable Select'),
  autoSelect(T.ChannelSelect, 'channel-select', 'Channel Select', [
    {
      name: 'channel_types',
      label: 'Channel types',
      input: 'channel-types',
      // The types a person picks from in a server; the schema also accepts DMs and directories.
      choices: CHANNEL_TYPES.filter((c) => ![1, 3, 14].includes(c.value)),
    },
  ]),
  entry({
    type: T.Section,
    kind: 'section',
    name: 'Section',
    group: 'layout',
    surfaces: ['message'],
    v2Only: true,
    slots: [
      {
        name: 'components',
        single: false,
        accepts: { message: ['text-display'] },
        min: LIMITS.sectionTexts.min,
        max: LIMITS.sectionTexts.max,
      },
      {
        name: 'accessory',
        single: true,
        accepts: { message: ['button', 'thumbnail'] },
        min: 1,
        max: 1,
      },
    ],
    fields: [id],
  }),
  entry({
    type: T.TextDisplay,
    kind: 'text-display',
    name: 'Text Display',
    group: 'content',
    surfaces: ['message', 'modal'],
    v2Only: true,
    fields: [
      id,
      {
        name: 'content',
        label: 'Content',
        input: 'markdown',
        required: true,
        min: 1,
        max: LIMITS.textDisplay.max,
      },
    ],
  }),
  entry({
    type: T.Thumbnail,
    kind: 'thumbnail',
    name: 'Thumbnail',
    group: 'content',
    surfaces: ['message'],
    v2Only: true,
    fields: [
      id,
      { name: 'media', label: 'Image', input: 'media', required: true },
      { name: 'description', label: 'Alt text', input: 'textarea', max: LIMITS.mediaDescription },
      spoiler,
    ],
  }),
  entry({
    type: T.MediaGallery,
    kind: 'media-gallery',
    name: 'Media Gallery',
    group: 'content',
    surfaces: ['message'],
    v2Only: true,
    fields: [
      id,
      {
        name: 'items',
        label: 'Items',
        input: 'gallery-items',
        min: LIMITS.galleryItems.min,
        max: LIMITS.galleryItems.max,
      },
    ],
  }),
  entry({
    type: T.File,
    kind: 'file',
    name: 'File',
    group: 'content',
    surfaces: ['message'],
    v2Only: true,
    fields: [id, { name: 'file', label: 'File', input: 'media', required: true }, spoiler],
  }),
  entry({
    type: T.Separator,
    kind: 'separator',
    name: 'Separator',
    group: 'layout',
    surfaces: ['message'],
    v2Only: true,
    fields: [
      id,
      { name: 'divider', label: 'Show divider', input: 'boolean' },
      {
        name: 'spacing',
        label: 'Spacing',
        input: 'enum',
        choices: [
          { value: 1, label: 'Small' },
          { value: 2, label: 'Large' },
        ],
      },
    ],
  }),
  entry({
    type: T.Container,
    kind: 'container',
    name: 'Container',
    group: 'layout',
    surfaces: ['message'],
    v2Only: true,
    slots: [
      {
        name: 'components',
        single: false,
        accepts: { message: CONTAINER_CHILDREN },
        min: 1,
        max: LIMITS.v2Components,
      },
    ],
    fields: [
      id,
      {
        name: 'accent_color',
        label: 'Accent colour',
        input: 'color',
        min: 0,
        max: LIMITS.accentColor.max,
      },
      spoiler,
    ],
  }),
  entry({
    type: T.Label,
    kind: 'label',
    name: 'Label',
    group: 'layout',
    surfaces: ['modal'],
    slots: [
      { name: 'component', single: true, accepts: { modal: LABEL_CHILDREN }, min: 1, max: 1 },
    ],
    fields: [
      id,
      {
        name: 'label',
        label: 'Label',
        input: 'text',
        required: true,
        min: 1,
        max: LIMITS.labelLabel,
      },
      { name: 'description', label: 'Description', input: 'text', max: LIMITS.labelDescription },
    ],
  }),
  entry({
    type: T.FileUpload,
    kind: 'file-upload',
    name: 'File Upload',
    group: 'interactive',
    surfaces: ['modal'],
    fields: [
      id,
      customId,
      ...values(LIMITS.fileUploadValues.max, 'files'),
      { name: 'file_types', label: 'File types', input: 'file-types', max: LIMITS.fileTypes },
      required,
    ],
  }),
  entry({
    type: T.RadioGroup,
    kind: 'radio-group',
    name: 'Radio Group',
    group: 'interactive',
    surfaces: ['modal'],
    fields: [id, customId, options('choice-options', LIMITS.radioOptions), required],
  }),
  entry({
    type: T.CheckboxGroup,
    kind: 'checkbox-group',
    name: 'Checkbox Group',
    group: 'interactive',
    surfaces: ['modal'],
    fields: [
      id,
      customId,
      options('choice-options', LIMITS.checkboxOptions),
      ...values(LIMITS.checkboxValues.max),
      required,
    ],
  }),
  entry({
    type: T.Checkbox,
    kind: 'checkbox',
    name: 'Checkbox',
    group: 'interactive',
    surfaces: ['modal'],
    fields: [id, customId, { name: 'default', label: 'Checked by default', input: 'boolean' }],
  }),
];

/** Every kind: components, then a message's embeds and poll, then commands and their options. */
export const CATALOG: readonly CatalogEntry[] = [
  ...COMPONENT_ENTRIES,
  ...PART_ENTRIES,
  ...COMMAND_ENTRIES,
];

const BY_KIND = new Map<string, CatalogEntry>(CATALOG.map((e) => [e.kind, e]));
const BY_TYPE: Record<CatalogEntry['family'], Map<number, CatalogEntry>> = {
  component: new Map(),
  command: new Map(),
  option: new Map(),
  part: new Map(),
};
// Embeds and polls have no wire type: they are found by the field they stand in, not by `type`.
for (const e of CATALOG) if (e.family !== 'part') BY_TYPE[e.family].set(e.type, e);

/** The catalog entry of a kind; undefined for `unknown` (or any name that is not a kind). */
export function entryOf(kind: string): CatalogEntry | undefined {
  return BY_KIND.get(kind);
}

/** The kind of a payload object by its family and `type` number; `unknown` when Discord has none. */
export function kindOfType(family: CatalogEntry['family'], type: number): NodeKind {
  return BY_TYPE[family].get(type)?.kind ?? 'unknown';
}

/** The catalog entry of a component type number, or undefined for a type Discord does not have. */
export function componentEntry(type: number): CatalogEntry | undefined {
  return BY_TYPE.component.get(type);
}

/** The `type` number a node is sent with: its kind's, or an unknown node's own (NaN when it has none). */
export function wireType(node: Pick<Node, 'kind' | 'props'>): number {
  const entry = BY_KIND.get(node.kind);
  if (entry) return entry.type;
  return typeof node.props.type === 'number' ? node.props.type : NaN;
}

/** "Text Display", "Subcommand", or "unknown component". */
export function kindName(kind: string): string {
  return BY_KIND.get(kind)?.name ?? 'unknown component';
}

export function slotSpec(kind: string, slot: SlotName): SlotSpec | undefined {
  return BY_KIND.get(kind)?.slots.find((x) => x.name === slot);
}
