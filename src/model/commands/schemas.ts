// Zod schemas for the props of each command and option kind: every payload field except the
// child `options`, which the tree holds. Bounds come from ../limits.ts; cross-field rules live in
// field-rules.ts. A field that belongs to other kinds (`choices` on a Boolean option) is in every
// schema's shape as a check that names the kinds it is for, so it gets that clear error rather
// than an unknown-field warning; only a field no kind has is unknown.
import type { z as zt } from 'zod';
import { z } from '../zod';
import { COMMAND_LIMITS } from '../limits';
import { CHANNEL_TYPES, fileUploadFields } from '../catalog/schemas';
import type { CommandFamilyKind } from './kind-names';
import { aKind, kindInfo } from './kind-names';
import {
  chatInputNameProblem,
  contextMenuNameProblem,
  descriptionProblem,
  lengthProblem,
} from './names';
import {
  choices,
  commandCommon,
  integerChoice,
  integerValue,
  issue,
  localizations,
  localized,
  numberChoice,
  numberValue,
  oneOf,
  stringChoice,
  text,
} from './schema-parts';

type Shape = Record<string, zt.ZodType>;

const chatName = text(chatInputNameProblem);
const menuName = text(contextMenuNameProblem);
const description = text(descriptionProblem);

/** `type` when given: the kind's own number (a slash command may also leave it out). */
function typeField(kind: CommandFamilyKind) {
  const { type } = kindInfo(kind);
  return z
    .number()
    .superRefine((v, ctx) => {
      if (v !== type) issue(ctx, 'invalid-value', `is ${v}; ${aKind(kind)} has type ${type}`);
    })
    .optional();
}

const optionCommon = (kind: CommandFamilyKind): Shape => ({
  type: typeField(kind),
  name: chatName,
  name_localizations: localizations(chatInputNameProblem),
  description,
  description_localizations: localizations(descriptionProblem),
  ...localized,
});

const required = { required: z.boolean().optional() };
const autocomplete = { autocomplete: z.boolean().optional() };

// Each kind's own fields.
const OWN: Readonly<Record<CommandFamilyKind, Shape>> = {
  'chat-input-command': {
    type: typeField('chat-input-command'),
    name: chatName,
    name_localizations: localizations(chatInputNameProblem),
    description,
    description_localizations: localizations(descriptionProblem),
    ...commandCommon,
  },
  'user-command': contextMenu('user-command'),
  'message-command': contextMenu('message-command'),
  'entry-point-command': {
    type: typeField('entry-point-command'),
    name: menuName,
    name_localizations: localizations(contextMenuNameProblem),
    description: z.string().max(COMMAND_LIMITS.description.max).optional(),
    description_localizations: localizations((v) =>
      lengthProblem(v, COMMAND_LIMITS.description.max, 0),
    ),
    handler: oneOf([1, 2], '1 (APP_HANDLER) or 2 (DISCORD_LAUNCH_ACTIVITY)').optional(),
    ...commandCommon,
  },
  subcommand: optionCommon('subcommand'),
  'subcommand-group': optionCommon('subcommand-group'),
  'string-option': {
    ...optionCommon('string-option'),
    ...required,
    choices: choices(stringChoice),
    min_length: z
      .number()
      .int()
      .min(COMMAND_LIMITS.minLength.min)
      .max(COMMAND_LIMITS.minLength.max)
      .optional(),
    max_length: z
      .number()
      .int()
      .min(COMMAND_LIMITS.maxLength.min)
      .max(COMMAND_LIMITS.maxLength.max)
      .optional(),
    ...autocomplete,
  },
  'integer-option': {
    ...optionCommon('integer-option'),
    ...required,
    choices: choices(integerChoice),
    min_value: integerValue.optional(),
    max_value: integerValue.optional(),
    ...autocomplete,
  },
  'number-option': {
    ...optionCommon('number-option'),
    ...required,
    choices: choices(numberChoice),
    min_value: numberValue.optional(),
    max_value: numberValue.optional(),
    ...autocomplete,
  },
  'boolean-option': { ...optionCommon('boolean-option'), ...required },
  'user-option': { ...optionCommon('user-option'), ...required },
  'channel-option': {
    ...optionCommon('channel-option'),
    ...required,
    channel_types: z
      .array(oneOf(CHANNEL_TYPES, `a channel type (${CHANNEL_TYPES.join(', ')})`))
      .optional(),
  },
  'role-option': { ...optionCommon('role-option'), ...required },
  'mentionable-option': { ...optionCommon('mentionable-option'), ...required },
  'attachment-option': {
    ...optionCommon('attachment-option'),
    ...required,
    file_types: fileUploadFields.shape.file_types,
  },
};

function contextMenu(kind: 'user-command' | 'message-command'): Shape {
  return {
    type: typeField(kind),
    name: menuName,
    name_localizations: localizations(contextMenuNameProblem),
    // Must be empty; field-rules.ts says so with the reason. Localizations are ignored (a warning).
    description: z.string().optional(),
    description_localizations: localizations((v) =>
      lengthProblem(v, COMMAND_LIMITS.description.max, 0),
    ),
    ...commandCommon,
  };
}

// Who each field that only some kinds have is for, in words.
const FIELD_OWNERS: Readonly<Record<string, string>> = {
  options: 'slash commands, subcommands and subcommand groups',
  required: 'options that take a value (not subcommands or groups)',
  choices: 'String, Integer and Number options',
  autocomplete: 'String, Integer and Number options',
  min_value: 'Integer and Number options',
  max_value: 'Integer and Number options',
  min_length: 'String options',
  max_length: 'String options',
  channel_types: 'Channel options',
  file_types: 'Attachment options',
  handler: 'entry point commands',
  default_member_permissions: 'commands, not options',
  dm_permission: 'commands, not options',
  default_permission: 'commands, not options',
  nsfw: 'commands, not options',
  integration_types: 'commands, not options',
  contexts: 'commands, not options',
  id: 'commands as Discord returns them',
  application_id: 'commands as Discord returns them',
  version: 'commands as Discord returns them',
  guild_id: 'commands as Discord returns them',
};

// `options` is the child list of the kinds that hold options, kept by the tree, not in props.
const HOLDS_OPTIONS = new Set<CommandFamilyKind>([
  'chat-input-command',
  'subcommand',
  'subcommand-group',
]);

/** The error sentence for a field that only other kinds have; null when `kind` may have it. */
export function misplacedFieldMessage(kind: CommandFamilyKind, field: string): string | null {
  const owners = FIELD_OWNERS[field];
  if (owners === undefined || Object.hasOwn(OWN[kind], field)) return null;
  if (field === 'options' && HOLDS_OPTIONS.has(kind)) return null;
  return `\`${field}\` is only for ${owners}; this is ${aKind(kind)}.`;
}

function notForKind(kind: CommandFamilyKind, field: string) {
  const message = misplacedFieldMessage(kind, field)!;
  // Libraries send defaults on every option (discordgo's `required: false` on a subcommand, JDA's
  // `autocomplete: false` on a User option) and Discord ignores them: a warning, not an error.
  const owners = message.replace(/^`[^`]+` is only for /, '').replace(/;.*$/, '');
  const ifDefault = `\`${field}\` has no effect on ${aKind(kind)} and Discord ignores it: it is only for ${owners}.`;
  return z
    .custom<undefined>((v) => v === undefined, {
      message,
      params: { code: 'field-not-for-kind', sentence: true, ifDefault },
    })
    .optional();
}

function schemaFor(kind: CommandFamilyKind): zt.ZodObject {
  const shape: Shape = { ...OWN[kind] };
  for (const field of Object.keys(FIELD_OWNERS))
    if (misplacedFieldMessage(kind, field) !== null) shape[field] = notForKind(kind, field);
  return z.object(shape);
}

/** The schema of each kind's props, keyed by kind name. */
export const COMMAND_FAMILY_SCHEMAS: Readonly<Record<CommandFamilyKind, zt.ZodObject>> = {
  'chat-input-command': schemaFor('chat-input-command'),
  'user-command': schemaFor('user-command'),
  'message-command': schemaFor('message-command'),
  'entry-point-command': schemaFor('entry-point-command'),
  subcommand: schemaFor('subcommand'),
  'subcommand-group': schemaFor('subcommand-group'),
  'string-option': schemaFor('string-option'),
  'integer-option': schemaFor('integer-option'),
  'boolean-option': schemaFor('boolean-option'),
  'user-option': schemaFor('user-option'),
  'channel-option': schemaFor('channel-option'),
  'role-option': schemaFor('role-option'),
  'mentionable-option': schemaFor('mentionable-option'),
  'number-option': schemaFor('number-option'),
  'attachment-option': schemaFor('attachment-option'),
};

/** The fields a kind's props may hold (its own, not the ones refused as other kinds'). */
export function fieldsOf(kind: CommandFamilyKind): string[] {
  return Object.keys(OWN[kind]);
}
