// One entry per component kind: type number, names, surfaces, slots and the fields the inspector
// shows. The palette, the inspector, the placement rules and the validator read this; nothing else
// lists component kinds.
import {
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
import type { CatalogEntry, FieldSpec, SlotSpec } from './kinds';
import { CONTAINER_CHILDREN, ComponentType, LABEL_CHILDREN, SELECT_TYPES } from './kinds';
import type { SlotName } from './document';
import { LIMITS } from './limits';

export * from './kinds';

const T = ComponentType;
const SELECTS = SELECT_TYPES;

const entry = (
  e: Omit<CatalogEntry, 'v2Only' | 'interactive' | 'slots'> & Partial<CatalogEntry>,
): CatalogEntry => ({
  v2Only: false,
  interactive: e.fields.some((f) => f.name === 'custom_id'),
  slots: [],
  ...e,
});
const autoSelect = (type: ComponentType, kind: string, name: string, extra: FieldSpec[] = []) =>
  entry({
    type,
    kind,
    name,
    group: 'interactive',
    surfaces: ['message', 'modal'],
    fields: [...autoSelectFields, ...extra],
  });

export const CATALOG: readonly CatalogEntry[] = [
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
        accepts: { message: [T.Button, ...SELECTS], modal: [T.TextInput] },
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
      // The types a person picks from; the schema also accepts DMs and directories.
      choices: [
        { value: 0, label: 'Text' },
        { value: 2, label: 'Voice' },
        { value: 4, label: 'Category' },
        { value: 5, label: 'Announcement' },
        { value: 10, label: 'Announcement thread' },
        { value: 11, label: 'Public thread' },
        { value: 12, label: 'Private thread' },
        { value: 13, label: 'Stage' },
        { value: 15, label: 'Forum' },
        { value: 16, label: 'Media' },
      ],
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
        accepts: { message: [T.TextDisplay] },
        min: LIMITS.sectionTexts.min,
        max: LIMITS.sectionTexts.max,
      },
      {
        name: 'accessory',
        single: true,
        accepts: { message: [T.Button, T.Thumbnail] },
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

const BY_TYPE = new Map<number, CatalogEntry>(CATALOG.map((e) => [e.type, e]));
const BY_KIND = new Map<string, CatalogEntry>(CATALOG.map((e) => [e.kind, e]));

/** The catalog entry of a type number, or undefined for a type Discord does not have. */
export function entryOf(type: number): CatalogEntry | undefined {
  return BY_TYPE.get(type);
}

export function entryOfKind(kind: string): CatalogEntry | undefined {
  return BY_KIND.get(kind);
}

/** "Text Display", or "unknown component (type 99)". */
export function kindName(type: number): string {
  return BY_TYPE.get(type)?.name ?? `unknown component (type ${type})`;
}

export function slotSpec(type: number, slot: SlotName): SlotSpec | undefined {
  return BY_TYPE.get(type)?.slots.find((x) => x.name === slot);
}
