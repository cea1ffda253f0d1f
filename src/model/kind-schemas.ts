// The zod schema of each kind's own fields, apart from the catalog so that code which only places
// and draws components (the editor's first screen) does not load zod; only validation does.
import type { z } from 'zod';
import { ComponentType } from './kinds';
import * as s from './schemas';

const T = ComponentType;

const KIND_SCHEMAS: Readonly<Record<ComponentType, z.ZodObject>> = {
  [T.ActionRow]: s.actionRowFields,
  [T.Button]: s.buttonFields,
  [T.StringSelect]: s.stringSelectFields,
  [T.TextInput]: s.textInputFields,
  [T.Section]: s.sectionFields,
  [T.TextDisplay]: s.textDisplayFields,
  [T.Thumbnail]: s.thumbnailFields,
  [T.MediaGallery]: s.mediaGalleryFields,
  [T.File]: s.fileFields,
  [T.Separator]: s.separatorFields,
  [T.Container]: s.containerFields,
  [T.Label]: s.labelFields,
  [T.FileUpload]: s.fileUploadFields,
  [T.RadioGroup]: s.radioGroupFields,
  [T.CheckboxGroup]: s.checkboxGroupFields,
  [T.Checkbox]: s.checkboxFields,
  [T.UserSelect]: s.userSelectFields,
  [T.RoleSelect]: s.roleSelectFields,
  [T.MentionableSelect]: s.mentionableSelectFields,
  [T.ChannelSelect]: s.channelSelectFields,
};

/** The schema of a kind's fields, or undefined for a type number Discord does not have. */
export function schemaOf(type: number): z.ZodObject | undefined {
  return (KIND_SCHEMAS as Record<number, z.ZodObject>)[type];
}
