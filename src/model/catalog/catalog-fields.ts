// Field specs shared by several kinds' field lists (fields.ts, ../commands/command-fields.ts).
import type { FieldSpec } from './kinds';
import { LIMITS } from '../limits';

export const id: FieldSpec = {
  name: 'id',
  label: 'Component id',
  input: 'number',
  min: 0,
  max: LIMITS.componentId.max,
};
export const customId: FieldSpec = {
  name: 'custom_id',
  label: 'Custom id',
  input: 'text',
  required: true,
  min: 1,
  max: LIMITS.customId.max,
};
export const required: FieldSpec = {
  name: 'required',
  label: 'Required',
  input: 'boolean',
  surfaces: ['modal'],
};
export const disabled: FieldSpec = {
  name: 'disabled',
  label: 'Disabled',
  input: 'boolean',
  surfaces: ['message'],
};
export const placeholder: FieldSpec = {
  name: 'placeholder',
  label: 'Placeholder',
  input: 'text',
  max: LIMITS.selectPlaceholder,
};
/** The bounds on how many a person picks: choices in a select or group, files in a File Upload. */
export const values = (max: number, what: 'choices' | 'files' = 'choices'): FieldSpec[] => [
  { name: 'min_values', label: `Minimum ${what}`, input: 'number', min: 0, max },
  { name: 'max_values', label: `Maximum ${what}`, input: 'number', min: 1, max },
];
/** Every channel type, as a person reads it (docs/discord-rules.md, Messages and components). */
export const CHANNEL_TYPES: readonly { value: number; label: string }[] = [
  { value: 0, label: 'Text' },
  { value: 1, label: 'DM' },
  { value: 2, label: 'Voice' },
  { value: 3, label: 'Group DM' },
  { value: 4, label: 'Category' },
  { value: 5, label: 'Announcement' },
  { value: 10, label: 'Announcement thread' },
  { value: 11, label: 'Public thread' },
  { value: 12, label: 'Private thread' },
  { value: 13, label: 'Stage' },
  { value: 14, label: 'Directory' },
  { value: 15, label: 'Forum' },
  { value: 16, label: 'Media' },
];

export const spoiler: FieldSpec = { name: 'spoiler', label: 'Spoiler', input: 'boolean' };
export const autoSelectFields = [
  id,
  customId,
  placeholder,
  { name: 'default_values', label: 'Default values', input: 'default-values' },
  ...values(LIMITS.selectValues.max),
  required,
  disabled,
] as const satisfies readonly FieldSpec[];

/** An option list (select options, or radio / checkbox choices) with its count bounds. */
export const options = (
  input: 'select-options' | 'choice-options',
  range: { min: number; max: number },
): FieldSpec => ({ name: 'options', label: 'Options', input, min: range.min, max: range.max });
