// Schemas for the fields around the components: message, webhook and modal bodies.
import { z } from '../zod';
import { LIMITS } from '../limits';
import { snowflake } from '../catalog/schemas';
import type { Doc } from '../document/document';

const E = LIMITS.embed;
const embedField = z.object({
  name: z.string().min(1).max(E.fieldName),
  value: z.string().min(1).max(E.fieldValue),
  inline: z.boolean().optional(),
});
const embedMedia = z.object({ url: z.string().min(1) });
export const embed = z.object({
  title: z.string().max(E.title).optional(),
  type: z.string().optional(),
  description: z.string().max(E.description).optional(),
  url: z.string().optional(),
  timestamp: z.string().optional(),
  color: z.number().int().min(0).max(0xffffff).nullable().optional(),
  footer: z.object({ text: z.string().max(E.footer), icon_url: z.string().optional() }).optional(),
  image: embedMedia.optional(),
  thumbnail: embedMedia.optional(),
  video: embedMedia.optional(),
  provider: z.object({ name: z.string().optional(), url: z.string().optional() }).optional(),
  author: z
    .object({
      name: z.string().max(E.author),
      url: z.string().optional(),
      icon_url: z.string().optional(),
    })
    .optional(),
  fields: z.array(embedField).max(E.fields).optional(),
});

const attachment = z.object({
  // An upload's id is its index among the files sent (0, 1…), a number as libraries write it; the
  // plan keeps it as it is (it is not a snowflake to turn into a string).
  id: z.union([snowflake, z.number().int().min(0)]),
  filename: z.string().min(1).optional(),
  description: z.string().max(LIMITS.mediaDescription).optional(),
  title: z.string().optional(),
  duration_secs: z.number().optional(),
  waveform: z.string().optional(),
});

const allowedMentions = z.object({
  parse: z.array(z.enum(['roles', 'users', 'everyone'])).optional(),
  roles: z.array(snowflake).max(LIMITS.mentionIds).optional(),
  users: z.array(snowflake).max(LIMITS.mentionIds).optional(),
  replied_user: z.boolean().optional(),
});

const messageCommon = {
  content: z.string().max(LIMITS.messageContent).nullable().optional(),
  tts: z.boolean().optional(),
  embeds: z.array(embed).max(LIMITS.embeds).nullable().optional(),
  allowed_mentions: allowedMentions.optional(),
  attachments: z.array(attachment).max(LIMITS.attachments).optional(),
  flags: z.number().int().min(0).optional(),
  poll: z.record(z.string(), z.unknown()).optional(),
};

export const messageBody = z.object({
  ...messageCommon,
  nonce: z.union([z.string().max(25), z.number().int()]).optional(),
  enforce_nonce: z.boolean().optional(),
  message_reference: z.record(z.string(), z.unknown()).optional(),
  sticker_ids: z.array(snowflake).max(LIMITS.stickers).optional(),
});

export const webhookBody = z.object({
  ...messageCommon,
  username: z.string().min(1).max(LIMITS.username).optional(),
  avatar_url: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s):// URL of a picture')
    .optional(),
  thread_name: z.string().min(1).max(LIMITS.threadName).optional(),
  applied_tags: z.array(snowflake).optional(),
});

export const responseBody = z.object(messageCommon);

export const modalBody = z.object({
  custom_id: z.string().min(LIMITS.customId.min).max(LIMITS.customId.max),
  title: z.string().min(1).max(LIMITS.modalTitle),
});

/** The schema of a message's or modal's body fields for the envelope it is sent in. */
export function bodySchema(doc: Doc): z.ZodObject {
  if (doc.surface === 'modal') return modalBody;
  if (doc.envelope === 'webhook') return webhookBody;
  if (doc.envelope === 'message') return messageBody;
  return responseBody;
}
