// Dart string literals read back to the text they hold, as the Dart language specification
// reads them (single, double and triple quotes, r'' raw strings, adjacent literals joined, the
// escapes \n \r \t \b \f \v \xHH \uHHHH \u{H...} and \ before any other character). A `$` that
// would interpolate makes it not a plain literal: decodeDartString throws. For the nyxx tests:
// every string of a design must arrive in the printed code as a literal that decodes to it.

const SIMPLE: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
};

/** The text a Dart string literal (possibly several adjacent ones) stands for. */
export function decodeDartString(source: string): string {
  let i = 0;
  let out = '';
  let parts = 0;
  const fail = (why: string): never => {
    throw new Error(`not a plain Dart string literal (${why}): ${source}`);
  };
  while (i < source.length) {
    while (i < source.length && /\s/.test(source[i] ?? '')) i += 1;
    if (i >= source.length) break;
    const raw = source[i] === 'r';
    if (raw) i += 1;
    const q = source[i];
    if (q !== "'" && q !== '"') fail(`expected a quote at ${i}`);
    const triple = source.startsWith(q!.repeat(3), i);
    const close = triple ? q!.repeat(3) : q!;
    i += close.length;
    // A triple-quoted string drops a first line that holds only a line break.
    if (triple && source[i] === '\n') i += 1;
    else if (triple && source.startsWith('\r\n', i)) i += 2;
    for (;;) {
      if (i >= source.length) fail('unterminated');
      if (source.startsWith(close, i)) {
        i += close.length;
        break;
      }
      const ch = source[i]!;
      if (!triple && (ch === '\n' || ch === '\r')) fail('line break in a one-line string');
      if (ch === '$' && !raw) fail('interpolation');
      if (ch !== '\\' || raw) {
        const cp = source.codePointAt(i)!;
        out += String.fromCodePoint(cp);
        i += cp > 0xffff ? 2 : 1;
        continue;
      }
      const e = source[i + 1] ?? fail('dangling backslash');
      if (e === 'x') {
        const hex = source.slice(i + 2, i + 4);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) fail('bad \\x escape');
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else if (e === 'u' && source[i + 2] === '{') {
        const end = source.indexOf('}', i + 3);
        const hex = source.slice(i + 3, end);
        if (end < 0 || !/^[0-9a-fA-F]{1,6}$/.test(hex)) fail('bad \\u{} escape');
        out += String.fromCodePoint(parseInt(hex, 16));
        i = end + 1;
      } else if (e === 'u') {
        const hex = source.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else if (e === '\n' || e === '\r') {
        fail('escaped line break');
      } else {
        out += SIMPLE[e] ?? e;
        i += 2;
      }
    }
    parts += 1;
  }
  if (parts === 0) fail('empty');
  return out;
}
