// The zod schema of each kind's own fields, apart from the catalog so that code which only places
// and draws components (the editor's first screen) does not load zod; only validation does.
import type { z } from 'zod';
import type { NodeKind } from './kinds';
import * as s from './schemas';
import { COMMAND_FAMILY_SCHEMAS } from '../commands/schemas';
import { PART_SCHEMAS } from '../embeds/schemas';

const KIND_SCHEMAS: Readonly<Partial<Record<NodeKind, z.ZodObject>>> = {
  'action-row': s.actionRowFields,
  button: s.buttonFields,
  'string-select': s.stringSelectFields,
  'text-input': s.textInputFields,
  section: s.sectionFields,
  'text-display': s.textDisplayFields,
  thumbnail: s.thumbnailFields,
  'media-gallery': s.mediaGalleryFields,
  file: s.fileFields,
  separator: s.separatorFields,
  container: s.containerFields,
  label: s.labelFields,
  'file-upload': s.fileUploadFields,
  'radio-group': s.radioGroupFields,
  'checkbox-group': s.checkboxGroupFields,
  checkbox: s.checkboxFields,
  'user-select': s.userSelectFields,
  'role-select': s.roleSelectFields,
  'mentionable-select': s.mentionableSelectFields,
  'channel-select': s.channelSelectFields,
  ...COMMAND_FAMILY_SCHEMAS,
  ...PART_SCHEMAS,
};

/** The schema of a kind's fields, or undefined for a type number Discord does not have. */
export function schemaOf(type: NodeKind): z.ZodObject | undefined {
  return (KIND_SCHEMAS as Record<string, z.ZodObject>)[type];
}
