import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Doc } from './document/document';
import { emptyCommands, emptyMessage, emptyModal } from './catalog/factory';
import { importJsonText, importPayload } from './payload/import';
import { toPayload } from './payload/to-payload';
import type { Edit } from './testing/random-edits';
import { applyEdit } from './testing/random-edits';
import { validate } from './rules/validate';

const opArb: fc.Arbitrary<Edit> = fc.record({
  op: fc.constantFrom('insert', 'insert', 'insert', 'move', 'remove', 'duplicate'),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
});

const start = {
  v2: () => emptyMessage(true),
  legacy: () => emptyMessage(false),
  modal: () => emptyModal(),
  commands: () => emptyCommands(),
  'guild commands': () => emptyCommands('1290000000000000001'),
};
type Surface = keyof typeof start;

/** No error in a document the editor reached (an empty message or modal has its one). */
function expectValid(surface: Surface, doc: Doc): void {
  const errors = validate(doc).filter((p) => p.severity === 'error');
  if (doc.nodes.length > 0 || doc.surface === 'commands') {
    if (errors.length > 0)
      expect.fail(`${JSON.stringify(errors, null, 1)}\nin ${JSON.stringify(toPayload(doc))}`);
  } else
    expect(errors.map((p) => p.code)).toEqual(
      surface === 'modal' ? ['too-few'] : ['empty-message'],
    );
}

describe('documents built by legal operations', () => {
  it.each(Object.keys(start) as Surface[])(
    '%s: validate at every step and round-trip',
    (surface) => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 40, size: 'max' }), (ops) => {
          let doc = start[surface]() as Doc;
          for (const op of ops) {
            doc = applyEdit(doc, op);
            expectValid(surface, doc);
          }
          const payload = toPayload(doc);
          const again = importPayload(payload);
          expect(again.doc).not.toBeNull();
          expect(toPayload(again.doc!)).toEqual(payload);
          expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
        }),
        { numRuns: 150 },
      );
    },
  );
});

const FIELD_NAMES = [
  'type',
  'id',
  'custom_id',
  'label',
  'style',
  'url',
  'components',
  'component',
  'accessory',
  'content',
  'options',
  'items',
  'media',
  'min_values',
  'max_values',
  'required',
  'disabled',
  'accent_color',
  '__proto__',
  'constructor',
];

const componentArb = fc.letrec((tie) => ({
  component: fc.dictionary(
    fc.constantFrom(...FIELD_NAMES),
    fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 2 }),
      fc.integer({ min: -1, max: 24 }),
      tie('list'),
    ),
    { maxKeys: 6 },
  ),
  list: fc.array(fc.oneof(tie('component'), fc.record({ type: fc.integer({ min: 0, max: 25 }) })), {
    maxLength: 4,
  }),
}));

describe('import and validate on random input', () => {
  it('never throw on any JSON value', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom(undefined, 'message', 'modal', 'command', 'commands', 'permissions'),
        (value, as) => {
          const result = importPayload(value, as ? { as } : {});
          for (const p of result.problems) expect(p.path.startsWith('$')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throw on component-shaped input, and report every error with a path and a sentence', () => {
    fc.assert(
      fc.property(
        componentArb.list,
        fc.constantFrom({ flags: 32768 }, {}, { type: 9, data: { custom_id: 'm', title: 't' } }),
        (components, envelope) => {
          const value =
            'data' in envelope
              ? { ...envelope, data: { ...envelope.data, components } }
              : { ...envelope, components };
          const result = importPayload(value);
          for (const p of result.problems) {
            expect(p.path).toMatch(/^\$/);
            expect(p.message.length).toBeGreaterThan(10);
            expect(p.code).toMatch(/^[a-z0-9-]+$/);
          }
          if (result.doc) expect(toPayload(result.doc)).toEqual(value);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throw on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => importJsonText(text)).not.toThrow();
      }),
    );
  });
});
