// The fields of a legacy message's embeds and polls (the catalog's other half, as
// ../catalog/fields.ts is for components). A dotted field name ("author.name") edits a nested field.
import type { FieldSpec, MessagePartKind } from '../catalog/kinds';
import { LIMITS } from '../limits';

const E = LIMITS.embed;
const P = LIMITS.poll;

const url = (name: string, label: string): FieldSpec => ({ name, label, input: 'url' });

const EMBED_FIELDS: readonly FieldSpec[] = [
  { name: 'author.name', label: 'Author', input: 'text', max: E.author },
  url('author.url', 'Author link'),
  url('author.icon_url', 'Author icon'),
  { name: 'title', label: 'Title', input: 'text', max: E.title },
  url('url', 'Title link'),
  { name: 'description', label: 'Description', input: 'markdown', max: E.description },
  { name: 'color', label: 'Colour', input: 'color', min: 0, max: 0xffffff },
  { name: 'thumbnail', label: 'Thumbnail', input: 'media' },
  { name: 'image', label: 'Image', input: 'media' },
  { name: 'footer.text', label: 'Footer', input: 'textarea', max: E.footer },
  url('footer.icon_url', 'Footer icon'),
  { name: 'timestamp', label: 'Timestamp', input: 'timestamp' },
];

export const PART_FIELDS: Record<MessagePartKind, readonly FieldSpec[]> = {
  embed: EMBED_FIELDS,
  'embed-field': [
    { name: 'name', label: 'Name', input: 'text', required: true, min: 1, max: E.fieldName },
    {
      name: 'value',
      label: 'Value',
      input: 'markdown',
      required: true,
      min: 1,
      max: E.fieldValue,
    },
    { name: 'inline', label: 'Inline (up to three side by side)', input: 'boolean' },
  ],
  poll: [
    {
      name: 'question.text',
      label: 'Question',
      input: 'text',
      required: true,
      min: 1,
      max: P.question,
    },
    {
      name: 'duration',
      label: 'Open for (hours)',
      input: 'number',
      min: P.duration.min,
      max: P.duration.max,
    },
    { name: 'allow_multiselect', label: 'Allow several answers', input: 'boolean' },
  ],
  'poll-answer': [
    {
      name: 'poll_media.text',
      label: 'Answer',
      input: 'text',
      required: true,
      min: 1,
      max: P.answerText,
    },
    { name: 'poll_media.emoji', label: 'Emoji', input: 'emoji' },
  ],
};
