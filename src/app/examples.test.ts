import { describe, expect, it } from 'vitest';
import { importJsonText } from '../model';
import { EXAMPLES } from './examples';

describe('EXAMPLES', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s gets the verdict it promises', (_, e) => {
    const result = importJsonText(e.text);
    expect(result.valid, JSON.stringify(result.problems)).toBe(e.expect === 'valid');
  });

  it('has examples of both verdicts and unique ids', () => {
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
    expect(EXAMPLES.some((e) => e.expect === 'valid')).toBe(true);
    expect(EXAMPLES.some((e) => e.expect === 'invalid')).toBe(true);
  });
});
