import { describe, expect, it } from 'vitest';
import { metadataMap } from './lobby-metadata';
import { FormChecks } from './request';

function read(text: string) {
  const checks = new FormChecks();
  const map = metadataMap(checks, 'meta', text, 'lobby metadata');
  return { map, problems: checks.problems.map((p) => p.message) };
}

/** A one-entry map whose key and value take `n` characters together. */
const ofLength = (n: number) => JSON.stringify({ k: 'v'.repeat(n - 1) });

describe('metadataMap', () => {
  it('sends nothing for a blank box, and a map of strings as it is', () => {
    expect(read('  ')).toEqual({ map: undefined, problems: [] });
    expect(read('{"mode": "duel", "map": "north"}')).toEqual({
      map: { mode: 'duel', map: 'north' },
      problems: [],
    });
  });

  it('takes 999 and 1000 characters of keys and values together and refuses 1001', () => {
    expect(read(ofLength(999)).problems).toEqual([]);
    expect(read(ofLength(1000)).problems).toEqual([]);
    expect(read(ofLength(1001)).problems).toEqual([
      'The lobby metadata takes at most 1000 characters of keys and values together; it has 1001.',
    ]);
  });

  it('refuses what is not a JSON object of strings', () => {
    for (const text of ['mode=duel', '[]', '"duel"', 'null'])
      expect(read(text).problems[0], text).toMatch(/is a JSON object of text values/);
    expect(read('{"level": 3}').problems).toEqual([
      'Every value of the lobby metadata is text in quotes; "level" has number.',
    ]);
  });

  it('keeps a "__proto__" key as a plain key, never as the prototype', () => {
    const { map } = read('{"__proto__": "x"}');
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.keys(map!)).toEqual(['__proto__']);
  });
});
