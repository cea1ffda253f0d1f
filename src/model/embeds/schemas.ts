// Zod schemas of an embed's, an embed field's, a poll's and a poll answer's own fields (an
// embed's `fields` and a poll's `answers` are child nodes, checked through the tree). Bounds come
// from ../limits.ts (docs/discord-rules.md, Sending messages).
import { z } from '../zod';
import { LIMITS } from '../limits';
import { partialEmoji } from '../catalog/schemas';

const E = LIMITS.embed;
const P = LIMITS.poll;
const text = (max: number, min = 0) => z.string().min(min).max(max);

const webUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s):// URL');
// Pictures may also be files sent with the message.
const pictureUrl = z
  .string()
  .regex(
    /^(https?:\/\/\S+|attachment:\/\/[^\s/]+)$/,
    'must be an http(s):// URL or attachment://<filename>',
  );
const picture = z.object({
  url: pictureUrl,
  proxy_url: z.string().optional(),
  height: z.number().int().optional(),
  width: z.number().int().optional(),
});

/** An ISO 8601 date and time, as Discord reads an embed's timestamp. */
export const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

export const embedFields = z.object({
  type: z.literal('rich').optional(),
  title: text(E.title).optional(),
  description: text(E.description).optional(),
  url: webUrl.optional(),
  timestamp: z
    .string()
    .regex(ISO_TIMESTAMP, 'must be an ISO 8601 date and time, such as 2026-11-27T16:30:00.000Z')
    .optional(),
  color: z.number().int().min(0).max(0xffffff).nullable().optional(),
  footer: z.object({ text: text(E.footer, 1), icon_url: pictureUrl.optional() }).optional(),
  image: picture.optional(),
  thumbnail: picture.optional(),
  video: z.object({ url: z.string() }).optional(),
  provider: z.object({ name: z.string().optional(), url: z.string().optional() }).optional(),
  author: z
    .object({ name: text(E.author, 1), url: webUrl.optional(), icon_url: pictureUrl.optional() })
    .optional(),
});

export const embedFieldFields = z.object({
  name: text(E.fieldName, 1),
  value: text(E.fieldValue, 1),
  inline: z.boolean().optional(),
});

export const pollFields = z.object({
  question: z.object({ text: text(P.question, 1) }),
  duration: z.number().int().min(P.duration.min).max(P.duration.max).optional(),
  allow_multiselect: z.boolean().optional(),
  layout_type: z.literal(1).optional(),
});

export const pollAnswerFields = z.object({
  answer_id: z.number().int().optional(),
  poll_media: z.object({ text: text(P.answerText, 1), emoji: partialEmoji.optional() }),
});

export const PART_SCHEMAS = {
  embed: embedFields,
  'embed-field': embedFieldFields,
  poll: pollFields,
  'poll-answer': pollAnswerFields,
} as const;
