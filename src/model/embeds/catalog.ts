// The catalog entries of a legacy message's body parts designed as nodes: an embed (its fields are
// child nodes, so that they are added, moved and reordered like components) and a poll (its answers
// likewise). Neither has a wire `type`. Their fields are in ./part-fields.ts.
import type { CatalogEntry } from '../catalog/kinds';
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
  }),
  part({
    kind: 'embed-field',
    name: 'Embed Field',
    surfaces: ['message'],
    slots: [],
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
  }),
  part({
    kind: 'poll-answer',
    name: 'Poll Answer',
    surfaces: ['message'],
    slots: [],
  }),
];

/** The kinds a legacy message's top level holds besides Action Rows, in the order Discord draws them. */
export const PART_ROOT_KINDS = ['embed', 'poll'] as const;
