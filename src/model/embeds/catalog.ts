// The catalog entries of a legacy message's body parts designed as nodes: an embed (its fields are
// child nodes, so that they are added, moved and reordered like components) and a poll (its answers
// likewise). Neither has a wire `type`; a dotted field name ("author.name") edits a nested field.
import type { CatalogEntry, FieldSpec } from '../catalog/kinds';
import { LIMITS } from '../limits';

const E = LIMITS.embed;
const P = LIMITS.poll;

const part = (e: Omit<CatalogEntry, 'family' | 'type' | 'v2Only' | 'interactive' | 'group'>) =>
  ({
    family: 'part',
    type: 0,
    v2Only: false,
    legacyOnly: true,
    interactive: false,
    group: 'body',
    ...e,
  }) satisfies CatalogEntry;

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

export const PART_ENTRIES: readonly CatalogEntry[] = [
  part({
    kind: 'embed',
    name: 'Embed',
    surfaces: ['message'],
    slots: [
      {
        name: 'fields',
        single: false,
        accepts: { message: ['embed-field'] },
        min: 0,
        max: E.fields,
      },
    ],
    fields: EMBED_FIELDS,
  }),
  part({
    kind: 'embed-field',
    name: 'Embed Field',
    surfaces: ['message'],
    slots: [],
    fields: [
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
  }),
  part({
    kind: 'poll',
    name: 'Poll',
    surfaces: ['message'],
    slots: [
      {
        name: 'answers',
        single: false,
        accepts: { message: ['poll-answer'] },
        min: P.answers.min,
        max: P.answers.max,
      },
    ],
    fields: [
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
  }),
  part({
    kind: 'poll-answer',
    name: 'Poll Answer',
    surfaces: ['message'],
    slots: [],
    fields: [
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
  }),
];

/** The kinds a legacy message's top level holds besides Action Rows, in the order Discord draws them. */
export const PART_ROOT_KINDS = ['embed', 'poll'] as const;
