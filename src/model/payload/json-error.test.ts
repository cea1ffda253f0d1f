import { describe, expect, it } from 'vitest';
import { findJsonError } from './json-error';

describe('findJsonError', () => {
  it.each(['{}', '[]', '{"a":[1,2.5e3,-0,"x\\n",true,false,null,{"b":{}}]}', ' "s" ', '0'])(
    'accepts %s',
    (text) => {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonError(text)).toBeNull();
    },
  );

  it.each([
    ['{"a":1,}', 1, 8, 'expected a "quoted" key'],
    ['[1,,2]', 1, 4, 'unexpected ","'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'expected "," or "}"'],
    ['{"a" 1}', 1, 6, 'expected ":"'],
    ['[1, 2', 1, 6, 'ends too early'],
    ['{"a": "unterminated}', 1, 7, 'string is not closed'],
    ["{'a': 1}", 1, 2, 'quoted'],
    ['[1] x', 1, 5, 'unexpected "x"'],
    ['', 1, 1, 'ends too early'],
  ])('finds the error in %j at line %i column %i', (text, line, column, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonError(text)).toMatchObject({
      line,
      column,
      reason: expect.stringContaining(reason),
    });
  });

  it('copes with 100,000 levels of nesting without recursion', () => {
    const text = '['.repeat(100_000) + ']'.repeat(99_999);
    expect(findJsonError(text)).toMatchObject({
      reason: expect.stringContaining('ends too early'),
    });
  });
});
