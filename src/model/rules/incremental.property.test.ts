// validate() keeps results by node identity (kept.ts, check-node.ts): after any run of edits made
// through the tree operations, the pass that reuses them must equal a pass over a copy with no
// identity in common (structuredClone), problem for problem: paths, nodeIds, order, sentences.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../document/document';
import { emptyMessage, emptyModal } from '../catalog/factory';
import type { Edit, EditOp } from '../testing/random-edits';
import { applyEdit } from '../testing/random-edits';
import { importPayload } from '../payload/import';
import { commandSetArb } from '../testing/command-arbitraries';
import { option, slash } from '../testing/command-fixtures';
import { button, label, message, modal, row, section, text, textInput } from '../testing/fixtures';
import { validate } from './validate';

type Op = Omit<Edit, 'op'> & { op: EditOp | 'scope' };

const picks = { a: fc.nat(), b: fc.nat(), c: fc.nat() };
const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom(
    'update',
    'update',
    'update',
    'insert',
    'move',
    'remove',
    'duplicate',
    'scope',
  ),
  ...picks,
});
const insertArb: fc.Arbitrary<Op> = fc.record({ op: fc.constant('insert' as const), ...picks });

const long = (n: number) => 'x'.repeat(n);

/** Field changes the inspector could make, valid or not, some of them clashing with other nodes. */
const PATCHES: readonly Record<string, unknown>[] = [
  { name: 'ban' },
  { name: 'kick' },
  { name: 'Ban Member' },
  { name: '' },
  { description: 'x' },
  { description: '' },
  { description: long(120) },
  { description_localizations: { de: long(3000), fr: long(4100) } },
  { name_localizations: { de: 'ban' } },
  { name_localizations: { de: 'kick', xx: 'a' } },
  { name_localizations: undefined },
  { required: true },
  { required: false },
  { required: 'yes' },
  {
    choices: [
      { name: 'a', value: 'a' },
      { name: 'a', value: 'a' },
    ],
  },
  { extra_field: 1 },
  { contexts: [0, 1, 2], integration_types: [0] },
  { min_value: 5, max_value: 1 },
  { custom_id: 'same' },
  { custom_id: 'other' },
  { id: 7 },
  { label: '' },
  { label: undefined },
  { content: long(4100) },
  { url: 'attachment://missing.png' },
  { media: { url: 'attachment://gone.png' } },
  { style: 9 },
];

/** One edit as the editor's reducer makes it, or a switch of scope or of Components V2. */
function apply(doc: Doc, op: Op): Doc {
  if (op.op !== 'scope') return applyEdit(doc, { ...op, op: op.op }, PATCHES);
  if (doc.surface === 'commands')
    return { ...doc, guildId: doc.guildId === null ? '1290000000000000001' : null };
  if (doc.surface === 'message') {
    const flags = typeof doc.body.flags === 'number' ? doc.body.flags : 0;
    return { ...doc, body: { ...doc.body, flags: flags ^ (1 << 15) } };
  }
  return doc;
}

/** Every step's incremental pass equals a fresh pass over a copy sharing no object with it. */
function expectSameAsFresh(start: Doc, ops: readonly Op[]): void {
  let doc = start;
  validate(doc);
  for (const op of ops) {
    doc = apply(doc, op);
    expect(validate(doc)).toStrictEqual(validate(structuredClone(doc)));
  }
}

const opsArb = fc.array(opArb, { minLength: 1, maxLength: 25 });

/**
 * Designs that start with problems whose results depend on where they stand: a message naming a
 * path (a localized name clash across subcommands), a rule reading the parent (a Text Input's
 * label in a Label or a modal's Action Row), names and ids shared across the design.
 */
const SEEDS: readonly (() => Doc)[] = [
  () =>
    importPayload(
      [
        slash({ name: 'kick', description: '' }),
        slash({
          name: 'alpha',
          options: [
            option('subcommand', {
              name: 'one',
              options: [option('user-option', { name: 'ban' })],
            }),
            option('subcommand', {
              name: 'two',
              options: [
                option('user-option', { name: 'member', name_localizations: { de: 'ban' } }),
              ],
            }),
          ],
        }),
        slash({ name: 'kick' }),
      ],
      { as: 'commands' },
    ).doc!,
  () =>
    importPayload(
      modal(
        row(textInput({ custom_id: 'a', label: 'Old' })),
        label('New', textInput({ custom_id: 'a', label: 'Twice' })),
      ),
    ).doc!,
  () =>
    importPayload(
      message(
        section([text('One')], button({ custom_id: 'same' })),
        row(button({ custom_id: 'same' }), button({ url: 'attachment://x.png' })),
      ),
    ).doc!,
];

describe('validate, kept between edits', () => {
  it('gives a command set the problems a fresh pass gives, after any edits', () => {
    fc.assert(
      fc.property(commandSetArb(), opsArb, (set, ops) => {
        const doc = importPayload(set, { as: 'commands' }).doc!;
        expectSameAsFresh(doc, ops);
      }),
      { numRuns: 60 },
    );
  });

  it('gives messages and modals the problems a fresh pass gives, after any edits', () => {
    const starts = [() => emptyMessage(true), () => emptyMessage(false), () => emptyModal()];
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2),
        fc.array(insertArb, { maxLength: 12 }),
        opsArb,
        (which, build, ops) => {
          const doc = build.reduce<Doc>(apply, starts[which]!());
          expectSameAsFresh(doc, ops);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('moves problems that depend on their place, or finds them again, after any edits', () => {
    const moves = fc.record({
      op: fc.constantFrom('move', 'move', 'insert', 'remove', 'duplicate', 'update'),
      ...picks,
    }) as fc.Arbitrary<Op>;
    fc.assert(
      fc.property(
        fc.constantFrom(...SEEDS.keys()),
        fc.array(moves, { minLength: 1, maxLength: 15 }),
        (which, ops) => expectSameAsFresh(SEEDS[which]!(), ops),
      ),
      { numRuns: 150 },
    );
  });
});
