import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineColumnAt, locatePath, offsetAt, rangeOfPath } from './json-positions';
import type { PathSegment } from '../rules/problems';

/** The text of the value at a path, as the range gives it. */
function textAt(text: string, segments: PathSegment[]): string | null {
  const range = rangeOfPath(text, segments);
  return range ? text.slice(range.from, range.to) : null;
}

const message = JSON.stringify(
  {
    flags: 32768,
    components: [
      { type: 10, content: 'Hello' },
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'One', custom_id: 'a' },
          { type: 2, style: 1, label: 'Two', custom_id: 'b' },
        ],
      },
    ],
  },
  null,
  2,
);

describe('rangeOfPath', () => {
  it('finds a value nested in objects and arrays', () => {
    expect(textAt(message, ['components', 1, 'components', 1, 'label'])).toBe('"Two"');
    expect(textAt(message, ['components', 0, 'type'])).toBe('10');
    expect(textAt(message, ['flags'])).toBe('32768');
  });

  it('gives a whole object or array, brackets included', () => {
    const range = rangeOfPath(message, ['components', 1, 'components', 0]);
    expect(JSON.parse(message.slice(range!.from, range!.to))).toEqual({
      type: 2,
      style: 1,
      label: 'One',
      custom_id: 'a',
    });
    expect(textAt('{"a": [ ]}', ['a'])).toBe('[ ]');
    expect(textAt('  [1, 2]  ', [])).toBe('[1, 2]');
  });

  it('finds elements of arrays nested in arrays', () => {
    const text = '[[1, [2, 3]], [[4], {"x": [5, [6, 7]]}]]';
    expect(textAt(text, [0, 1, 1])).toBe('3');
    expect(textAt(text, [1, 0, 0])).toBe('4');
    expect(textAt(text, [1, 1, 'x', 1, 0])).toBe('6');
  });

  it('reads keys written with unicode escapes as JSON.parse does', () => {
    const text = '{"lab\\u0065l": "x", "\\u00e9t\\u00e9": 1, "emoji \\ud83d\\ude00": true}';
    expect(textAt(text, ['label'])).toBe('"x"');
    expect(textAt(text, ['été'])).toBe('1');
    expect(textAt(text, ['emoji 😀'])).toBe('true');
  });

  it('counts offsets past astral characters and escapes in UTF-16 units', () => {
    const text = '{"a": "😀 \\" ] }", "b": 2}';
    const range = rangeOfPath(text, ['b']);
    expect(range).toEqual({ from: text.length - 2, to: text.length - 1 });
  });

  it('takes the last of duplicate keys, as JSON.parse keeps it', () => {
    const text = '{"label": "first", "other": {"label": 0}, "label": "last"}';
    expect(JSON.parse(text)).toMatchObject({ label: 'last' });
    expect(textAt(text, ['label'])).toBe('"last"');
  });

  it('skips brackets, braces and quotes inside strings', () => {
    const text = '{"a": "} ] { [ \\" \\\\", "b": ["]", {"c": "}"}], "d": null}';
    expect(textAt(text, ['d'])).toBe('null');
    expect(textAt(text, ['b', 1, 'c'])).toBe('"}"');
  });

  it('answers null for a path that is not there', () => {
    expect(rangeOfPath(message, ['components', 5])).toBeNull();
    expect(rangeOfPath(message, ['components', 0, 'label'])).toBeNull();
    expect(rangeOfPath(message, ['flags', 'x'])).toBeNull();
    expect(rangeOfPath(message, [0])).toBeNull();
    expect(rangeOfPath('{"components": {"0": 1}}', ['components', 0])).toBeNull();
    expect(rangeOfPath('[]', [0])).toBeNull();
    expect(rangeOfPath('{}', ['a'])).toBeNull();
  });

  it('answers null for text that is not JSON, and never throws', () => {
    for (const text of [
      '',
      '{',
      '{"a": 1,}',
      '{"a" 1}',
      '[1 2]',
      '"\\x"',
      '{"a": "b}',
      'nul',
      '{} {}',
    ]) {
      expect(rangeOfPath(text, ['a'])).toBeNull();
      expect(locatePath(text, [])).toBeNull();
    }
  });

  it('never throws on any text or path', () => {
    const segment = fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: -1, max: 4 }));
    fc.assert(
      fc.property(
        fc.oneof(fc.json(), fc.string()),
        fc.array(segment, { maxLength: 4 }),
        (text, path) => {
          const range = rangeOfPath(text, path);
          if (range) expect(range.from).toBeLessThanOrEqual(range.to);
        },
      ),
    );
  });

  it('gives back exactly the value JSON.parse finds at the path', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2 }), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        // Walk down the first member or element at each level and compare what both find there.
        const path: PathSegment[] = [];
        // Compared with what JSON.parse reads back (-0 is written as 0).
        let node: unknown = JSON.parse(text);
        for (;;) {
          const range = rangeOfPath(text, path);
          expect(range).not.toBeNull();
          expect(JSON.parse(text.slice(range!.from, range!.to))).toEqual(node);
          if (Array.isArray(node) && node.length > 0) {
            path.push(node.length - 1);
            node = node[node.length - 1];
          } else if (node !== null && typeof node === 'object' && Object.keys(node).length > 0) {
            const key = Object.keys(node).at(-1)!;
            path.push(key);
            node = (node as Record<string, unknown>)[key];
          } else break;
        }
      }),
    );
  });
});

describe('locatePath', () => {
  it('falls back to the enclosing object when a field is missing', () => {
    const found = locatePath(message, ['components', 1, 'components', 0, 'url']);
    expect(found).toMatchObject({ exact: false, depth: 4 });
    expect(JSON.parse(message.slice(found!.from, found!.to))).toMatchObject({ label: 'One' });
  });

  it('says when the whole path was found', () => {
    expect(locatePath(message, ['flags'])).toMatchObject({ exact: true, depth: 1 });
    expect(locatePath(message, [])).toEqual({ from: 0, to: message.length, exact: true, depth: 0 });
  });
});

describe('lineColumnAt and offsetAt', () => {
  const text = 'ab\ncde\n\nf';

  it('gives 1-based lines and columns', () => {
    expect(lineColumnAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt(text, 2)).toEqual({ line: 1, column: 3 });
    expect(lineColumnAt(text, 3)).toEqual({ line: 2, column: 1 });
    expect(lineColumnAt(text, 8)).toEqual({ line: 4, column: 1 });
  });

  it('clamps offsets outside the text', () => {
    expect(lineColumnAt(text, -4)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt(text, 99)).toEqual({ line: 4, column: 2 });
  });

  it('turns a line and column back into the same offset', () => {
    for (let offset = 0; offset <= text.length; offset += 1) {
      expect(offsetAt(text, lineColumnAt(text, offset))).toBe(offset);
    }
  });

  it('clamps a line or column past the end to the end of the line or text', () => {
    expect(offsetAt(text, { line: 2, column: 40 })).toBe(6);
    expect(offsetAt(text, { line: 9, column: 1 })).toBe(text.length);
    expect(offsetAt(text, { line: 1, column: 0 })).toBe(0);
  });
});
