import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlain, parseMarkdown, parseWithRules } from './parser';

const textOf = (nodes: { type: string; content?: unknown }[]): string =>
  nodes
    .map((n) => (n.type === 'text' && typeof n.content === 'string' ? n.content : `<${n.type}>`))
    .join('');

describe('the plain-text shortcut', () => {
  it('gives what the full parser gives, for every text it accepts', () => {
    const plainChar = fc.constantFrom(...'abcXYZ019 ,.!?\'"%$&+=;'.split(''));
    fc.assert(
      fc.property(
        fc.array(plainChar, { maxLength: 200 }).map((cs) => cs.join('')),
        (text) => {
          if (!isPlain(text)) return;
          const full = parseWithRules(text);
          expect(full.nodes.every((n) => n.type === 'text')).toBe(true);
          expect(textOf(parseMarkdown(text).nodes)).toBe(textOf(full.nodes));
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    '1. first',
    '**bold**',
    'a :fire: b',
    'see https://x.y',
    'line\nbreak',
    '# title',
    '<@1>',
    'a_b_',
  ])('leaves %j to the full parser', (text) => {
    expect(isPlain(text)).toBe(false);
  });
});
