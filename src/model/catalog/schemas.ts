// Zod schemas for each component kind's own fields (children are checked through the tree, not
// here). Bounds come from ../limits.ts. Cross-field rules zod cannot express live in ../rules/.
import { z } from '../zod';
import { LIMITS } from '../limits';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const oneOf = (values: readonly number[], description: string) =>
  z.number().refine((v) => values.includes(v), { message: `must be ${description}` });
const text = (max: number, min = 0) => z.string().min(min).max(max);

/**
 * A snowflake: a string of digits, or a whole number as JDA writes a custom emoji's id. Past 2^53
 * a JSON number has lost digits on the way (821355005788684298 reads back as ...300): a warning.
 */
export const snowflake = z.union([
  z.string().regex(/^\d{1,20}$/, 'must be a snowflake: a string of digits'),
  z
    .number()
    .min(0)
    .refine(Number.isInteger, { message: 'must be a whole number', abort: true })
    .refine(Number.isSafeInteger, {
      params: {
        code: 'snowflake-precision',
        severity: 'warning',
        sentence: true,
        message:
          'This id is a JSON number beyond 2^53, where numbers lose digits: Discord may read another id. Write it as a string.',
      },
    }),
]);

export const componentId = int(LIMITS.componentId.min, LIMITS.componentId.max);
export const customId = text(LIMITS.customId.max, LIMITS.customId.min);

// Objects nested in a component (emoji, media, options) are strict so that a misspelt field
// (`defualt`) is reported; validate() turns those reports into unknown-field warnings.
export const partialEmoji = z.strictObject({
  id: snowflake.nullable().optional(),
  name: z.string().min(1).max(100).nullable().optional(),
  animated: z.boolean().optional(),
});

const urlPattern = /^(https?:\/\/\S+|attachment:\/\/[^\s/]+)$/;
export const unfurledMedia = z.strictObject({
  url: z
    .string()
    .min(1)
    .max(LIMITS.mediaUrl)
    // Discord documents "an arbitrary URL"; it loads only these, so anything else is a warning.
    .refine((url) => urlPattern.test(url), {
      message:
        'is neither an http(s):// URL nor attachment://<filename>: Discord documents any URL here, but loads only those',
      params: { code: 'media-url-scheme', severity: 'warning' },
    }),
  proxy_url: z.string().optional(),
  height: z.number().int().nullable().optional(),
  width: z.number().int().nullable().optional(),
  placeholder: z.string().optional(),
  placeholder_version: z.number().int().optional(),
  content_type: z.string().optional(),
  flags: z.number().int().optional(),
  attachment_id: snowflake.optional(),
});

const mediaDescription = text(LIMITS.mediaDescription).nullable().optional();

export const selectOption = z.strictObject({
  label: text(LIMITS.selectOptionText, 1),
  value: text(LIMITS.selectOptionText, 1),
  description: text(LIMITS.selectOptionText).optional(),
  emoji: partialEmoji.optional(),
  default: z.boolean().optional(),
});

export const choiceOption = z.strictObject({
  value: text(LIMITS.choiceOptionText, 1),
  label: text(LIMITS.choiceOptionText, 1),
  description: text(LIMITS.choiceOptionText).optional(),
  default: z.boolean().optional(),
});

export const galleryItem = z.strictObject({
  media: unfurledMedia,
  description: mediaDescription,
  spoiler: z.boolean().optional(),
});

export const defaultValue = z.strictObject({
  id: snowflake,
  type: z.enum(['user', 'role', 'channel']),
});

export const CHANNEL_TYPES = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16] as const;
const channelType = oneOf(CHANNEL_TYPES, `a channel type (${CHANNEL_TYPES.join(', ')})`);

const base = { id: componentId.optional() };
const selectCommon = {
  ...base,
  custom_id: customId,
  placeholder: text(LIMITS.selectPlaceholder).optional(),
  min_values: int(LIMITS.selectValues.min, LIMITS.selectValues.max).optional(),
  max_values: int(1, LIMITS.selectValues.max).optional(),
  required: z.boolean().optional(),
  disabled: z.boolean().optional(),
};
const autoSelect = {
  ...selectCommon,
  default_values: z.array(defaultValue).max(LIMITS.selectValues.max).optional(),
};

export const actionRowFields = z.object({ ...base });
export const buttonFields = z.object({
  ...base,
  style: oneOf(
    [1, 2, 3, 4, 5, 6],
    'a button style: 1 Primary, 2 Secondary, 3 Success, 4 Danger, 5 Link or 6 Premium',
  ),
  label: text(LIMITS.buttonLabel).optional(),
  emoji: partialEmoji.optional(),
  custom_id: customId.optional(),
  sku_id: snowflake.optional(),
  url: text(LIMITS.buttonUrl, 1)
    .regex(/^(https?|discord):\/\/\S+$/, 'must be an http(s):// or discord:// URL')
    .optional(),
  disabled: z.boolean().optional(),
});
export const stringSelectFields = z.object({
  ...selectCommon,
  options: z.array(selectOption).min(LIMITS.selectOptions.min).max(LIMITS.selectOptions.max),
});
export const userSelectFields = z.object(autoSelect);
export const roleSelectFields = z.object(autoSelect);
export const mentionableSelectFields = z.object(autoSelect);
export const channelSelectFields = z.object({
  ...autoSelect,
  channel_types: z.array(channelType).optional(),
});
export const textInputFields = z.object({
  ...base,
  custom_id: customId,
  style: oneOf([1, 2], 'a text input style: 1 Short or 2 Paragraph'),
  label: text(LIMITS.labelLabel, 1).optional(),
  min_length: int(LIMITS.textInputLength.min, LIMITS.textInputLength.max).optional(),
  max_length: int(LIMITS.textInputMaxLength.min, LIMITS.textInputMaxLength.max).optional(),
  required: z.boolean().optional(),
  value: text(LIMITS.textInputValue).optional(),
  placeholder: text(LIMITS.textInputPlaceholder).optional(),
});
export const sectionFields = z.object({ ...base });
export const textDisplayFields = z.object({
  ...base,
  content: text(LIMITS.textDisplay.max, LIMITS.textDisplay.min),
});
export const thumbnailFields = z.object({
  ...base,
  media: unfurledMedia,
  description: mediaDescription,
  spoiler: z.boolean().optional(),
});
export const mediaGalleryFields = z.object({
  ...base,
  items: z.array(galleryItem).min(LIMITS.galleryItems.min).max(LIMITS.galleryItems.max),
});
export const fileFields = z.object({
  ...base,
  file: unfurledMedia.extend({
    url: z.string().regex(/^attachment:\/\/[^\s/]+$/, 'must be attachment://<filename>'),
  }),
  spoiler: z.boolean().optional(),
  name: z.string().optional(),
  size: z.number().int().min(0).optional(),
});
export const separatorFields = z.object({
  ...base,
  divider: z.boolean().optional(),
  spacing: oneOf([1, 2], '1 (small) or 2 (large)').optional(),
});
export const containerFields = z.object({
  ...base,
  accent_color: int(LIMITS.accentColor.min, LIMITS.accentColor.max).nullable().optional(),
  spoiler: z.boolean().optional(),
});
export const labelFields = z.object({
  ...base,
  label: text(LIMITS.labelLabel, 1),
  description: text(LIMITS.labelDescription).optional(),
});
export const fileUploadFields = z.object({
  ...base,
  custom_id: customId,
  min_values: int(LIMITS.fileUploadValues.min, LIMITS.fileUploadValues.max).optional(),
  max_values: int(1, LIMITS.fileUploadValues.max).optional(),
  required: z.boolean().optional(),
  file_types: z
    .array(
      z
        .string()
        .regex(
          /^(image|video|audio|\.[A-Za-z0-9]{1,16})$/,
          'must be image, video, audio or an extension like .pdf',
        ),
    )
    .max(LIMITS.fileTypes)
    .optional(),
});
export const radioGroupFields = z.object({
  ...base,
  custom_id: customId,
  options: z.array(choiceOption).min(LIMITS.radioOptions.min).max(LIMITS.radioOptions.max),
  required: z.boolean().optional(),
});
export const checkboxGroupFields = z.object({
  ...base,
  custom_id: customId,
  options: z.array(choiceOption).min(LIMITS.checkboxOptions.min).max(LIMITS.checkboxOptions.max),
  min_values: int(LIMITS.checkboxValues.min, LIMITS.checkboxValues.max).optional(),
  max_values: int(1, LIMITS.checkboxValues.max).optional(),
  required: z.boolean().optional(),
});
export const checkboxFields = z.object({
  ...base,
  custom_id: customId,
  default: z.boolean().optional(),
});
