import { describe, expect, it } from 'vitest';
import { carryKeys } from './carry-keys';
import type { Doc } from './document';
import { walk } from './document';
import { importPayload } from '../payload/import';
import { toPayload } from '../payload/to-payload';

const doc = (json: unknown): Doc => importPayload(json).doc!;
const keys = (d: Doc) => {
  const out: string[] = [];
  walk(d.nodes, (n) => out.push(n.key));
  return out;
};
const message = (...components: unknown[]) => ({ flags: 32768, components });
const text = (content: string) => ({ type: 10, content });

describe('carryKeys', () => {
  it('keeps every key when only field values change', () => {
    const before = doc(message({ type: 17, components: [text('a'), text('b')] }));
    const after = carryKeys(before, doc(message({ type: 17, components: [text('A'), text('B')] })));
    expect(keys(after)).toEqual(keys(before));
    expect(toPayload(after)).toEqual(message({ type: 17, components: [text('A'), text('B')] }));
  });

  it('gives new keys where the type at a place changed, and keeps the rest', () => {
    const before = doc(message(text('a'), { type: 14 }, text('c')));
    const after = carryKeys(before, doc(message(text('a'), text('b'), text('c'))));
    const [k0, k1, k2] = keys(before);
    expect(keys(after)[0]).toBe(k0);
    expect(keys(after)[1]).not.toBe(k1);
    expect(keys(after)[2]).toBe(k2);
  });

  it('keeps keys inside slots (a Section accessory)', () => {
    const section = (label: string) => ({
      type: 9,
      components: [text('t')],
      accessory: { type: 2, style: 2, label, custom_id: 'x' },
    });
    const before = doc(message(section('one')));
    expect(keys(carryKeys(before, doc(message(section('two')))))).toEqual(keys(before));
  });

  it('starts afresh across surfaces and without a previous document', () => {
    const next = doc(message(text('a')));
    expect(carryKeys(null, next)).toBe(next);
    expect(carryKeys(doc({ custom_id: 'm', title: 'T', components: [text('a')] }), next)).toBe(
      next,
    );
  });
});
