// The catalog's other half: the fields the inspector shows for each kind (name, label, input,
// bounds), apart from catalog.ts so that the first screen, which draws no form, loads none of
// them. The inspector, the MCP server's kind list and the tests read them through `fieldsOf`.
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
import { COMMAND_FIELDS } from '../commands/command-fields';
import { PART_FIELDS } from '../embeds/part-fields';
import type { ComponentKind, FieldSpec } from './kinds';
import { LIMITS } from '../limits';

const COMPONENT_FIELDS: Record<ComponentKind, readonly FieldSpec[]> = {
  'action-row': [id],
  button: [
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
  'string-select': [
    id,
    customId,
    placeholder,
    options('select-options', LIMITS.selectOptions),
    ...values(LIMITS.selectValues.max),
    required,
    disabled,
  ],
  'text-input': [
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
  'user-select': autoSelectFields,
  'role-select': autoSelectFields,
  'mentionable-select': autoSelectFields,
  'channel-select': [
    ...autoSelectFields,
    {
      name: 'channel_types',
      label: 'Channel types',
      input: 'channel-types',
      // The types a person picks from in a server; the schema also accepts DMs and directories.
      choices: CHANNEL_TYPES.filter((c) => ![1, 3, 14].includes(c.value)),
    },
  ],
  section: [id],
  'text-display': [
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
  thumbnail: [
    id,
    { name: 'media', label: 'Image', input: 'media', required: true },
    { name: 'description', label: 'Alt text', input: 'textarea', max: LIMITS.mediaDescription },
    spoiler,
  ],
  'media-gallery': [
    id,
    {
      name: 'items',
      label: 'Items',
      input: 'gallery-items',
      min: LIMITS.galleryItems.min,
      max: LIMITS.galleryItems.max,
    },
  ],
  file: [id, { name: 'file', label: 'File', input: 'media', required: true }, spoiler],
  separator: [
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
  container: [
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
  label: [
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
  'file-upload': [
    id,
    customId,
    ...values(LIMITS.fileUploadValues.max, 'files'),
    { name: 'file_types', label: 'File types', input: 'file-types', max: LIMITS.fileTypes },
    required,
  ],
  'radio-group': [id, customId, options('choice-options', LIMITS.radioOptions), required],
  'checkbox-group': [
    id,
    customId,
    options('choice-options', LIMITS.checkboxOptions),
    ...values(LIMITS.checkboxValues.max),
    required,
  ],
  checkbox: [id, customId, { name: 'default', label: 'Checked by default', input: 'boolean' }],
};

const FIELDS = new Map<string, readonly FieldSpec[]>(
  Object.entries({ ...COMPONENT_FIELDS, ...PART_FIELDS, ...COMMAND_FIELDS }),
);

/** The fields of a kind, in the inspector's order; none for `unknown` (or any name not a kind). */
export function fieldsOf(kind: string): readonly FieldSpec[] {
  return FIELDS.get(kind) ?? [];
}
