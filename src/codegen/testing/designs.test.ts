// The designs every printer is checked on are valid, and the export panel shows each as written.
import { describe, expect, it } from 'vitest';
import { toPayload, validate } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from './designs';

describe('the sample designs', () => {
  it.each(SAMPLE_DESIGNS.map((s) => [s.name, s] as const))(
    '%s imports without a problem and exports as written',
    (_name, sample) => {
      const doc = sampleDoc(sample);
      expect(doc.surface).toBe(sample.as === 'commands' ? 'commands' : sample.as);
      expect(validate(doc)).toEqual([]);
      expect(toPayload(doc, sample.envelope)).toEqual(sample.payload);
    },
  );

  it('between them hold every kind a message or a modal can hold', () => {
    const kinds = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.type === 'number') kinds.add(`${record.type}`);
        Object.values(record).forEach(walk);
      }
    };
    SAMPLE_DESIGNS.filter((s) => s.as !== 'commands').forEach((s) => walk(s.payload));
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19, 21, 22, 23])
      expect(kinds, `component type ${type}`).toContain(`${type}`);
  });
});
