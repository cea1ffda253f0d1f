import { describe, expect, it } from 'vitest';
import { comment, hexLiteral, jsString, list, literal, pyString } from './source';
import { TRICKY } from '../testing/strings';
import { HAS_PYTHON, evalPythonLiteral } from '../discordpy/testing/python';

const STRINGS = [
  '',
  'plain',
  TRICKY,
  "'",
  '"',
  '\\',
  '\\"',
  "\\'",
  '${x}',
  '`tick`',
  '\u0000\u0007\u001f\u007f\u0085',
  'tab\tcarriage\rreturn',
  '\u2028\u2029',
  '\ufeffbom',
  'lone \ud800 surrogate \udfff',
  'emoji 🐜 and é',
];

/** Evaluates a JavaScript expression the way a module would. */
const evalJs = (source: string): unknown => new Function(`return (${source});`)();

describe('jsString', () => {
  it.each(STRINGS.map((s) => [JSON.stringify(s), s]))('evaluates back to %s', (_, s) => {
    expect(evalJs(jsString(s))).toBe(s);
  });

  it('keeps every literal on one line, even with line separators inside', () => {
    for (const s of STRINGS) expect(jsString(s)).not.toMatch(/[\n\r\u2028\u2029]/);
  });

  it('shows the invisible characters as escapes', () => {
    const invisible = (c: string) => {
      const n = c.charCodeAt(0);
      return n < 0x20 || (n >= 0x7f && n < 0xa0) || n === 0xfeff;
    };
    for (const s of STRINGS) expect([...jsString(s)].filter(invisible)).toEqual([]);
  });
});

describe('pyString', () => {
  it('keeps every literal on one line and free of control characters', () => {
    const unsafe = (c: string) => c.charCodeAt(0) < 0x20 || c === '\u2028' || c === '\u2029';
    for (const s of STRINGS) expect([...pyString(s)].filter(unsafe)).toEqual([]);
  });

  it.skipIf(!HAS_PYTHON)('evaluates back to the same strings in Python', () => {
    const source = `[${STRINGS.map(pyString).join(', ')}]`;
    expect(evalPythonLiteral(source)).toEqual(STRINGS);
  });
});

describe('literal', () => {
  const value = {
    text: TRICKY,
    number: 0x5865f2,
    negative: -1.5,
    yes: true,
    no: false,
    nothing: null,
    list: [1, 'two', { three: 3 }],
    'needs quotes': 1,
    nested: { deep: [[]], empty: {} },
  };

  it('writes JavaScript that evaluates to the same value', () => {
    expect(evalJs(literal(value, 'js'))).toEqual(value);
  });

  it('keeps a __proto__ key a plain property in JavaScript', () => {
    const withProto = JSON.parse('{"__proto__": {"polluted": true}}') as object;
    const back = evalJs(literal(withProto, 'js')) as Record<string, unknown>;
    expect(Object.keys(back)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes Python True, False and None', () => {
    expect(literal({ a: true, b: false, c: null }, 'py')).toBe(
      "{'a': True, 'b': False, 'c': None}",
    );
  });

  it.skipIf(!HAS_PYTHON)('writes Python that evaluates to the same value', () => {
    expect(evalPythonLiteral(literal(value, 'py'))).toEqual(value);
  });
});

describe('list', () => {
  it('keeps short items on one line and puts long ones one per line', () => {
    expect(list('f(', ['1', '2'], ')', 'js')).toBe('f(1, 2)');
    const long = ['a'.repeat(50), 'b'.repeat(50)];
    expect(list('f(', long, ')', 'js')).toBe(`f(\n  ${long[0]},\n  ${long[1]},\n)`);
    expect(list('f(', long, ')', 'py')).toBe(`f(\n    ${long[0]},\n    ${long[1]},\n)`);
  });

  it('keeps a single string argument on the line however long it is', () => {
    const one = `'${'x'.repeat(120)}'`;
    expect(list('f(', [one], ')', 'js')).toBe(`f(${one})`);
    const call = `g(${'y'.repeat(120)})`;
    expect(list('f(', [call], ')', 'js')).toBe(`f(\n  ${call},\n)`);
  });
});

describe('comment and hexLiteral', () => {
  it('turns line breaks in comment text into spaces or escapes', () => {
    expect(comment(['one\ntwo', 'a\u2028b'], 'js')).toBe('// one two\n// a\\u2028b');
    expect(comment(['x'], 'py')).toBe('# x');
  });

  it('writes colours as six hex digits', () => {
    expect(hexLiteral(0x5865f2)).toBe('0x5865f2');
    expect(hexLiteral(0xff)).toBe('0x0000ff');
  });
});
