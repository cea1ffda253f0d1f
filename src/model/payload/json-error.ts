// Where JSON text stops being JSON, and why: JSON.parse's own message has no position on some
// engines (Node 20 for several errors). Iterative, so deeply nested input cannot overflow it.

export interface JsonSyntaxError {
  offset: number;
  line: number;
  column: number;
  reason: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

function describe(text: string, i: number): string {
  if (i >= text.length) return 'the text ends too early';
  const ch = text[i]!;
  return `unexpected ${JSON.stringify(ch)}`;
}

/** The first syntax error in `text`, or null when it is valid JSON. */
export function findJsonError(text: string): JsonSyntaxError | null {
  let i = 0;
  // Each frame: what we are inside, and what comes next.
  const stack: ('array' | 'object')[] = [];
  type Want =
    'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';
  let want: Want = 'value';
  const skip = () => {
    while (i < text.length && WS.has(text[i]!)) i += 1;
  };
  const fail = (reason = describe(text, i)): JsonSyntaxError => {
    const before = text.slice(0, i);
    const line = before.split('\n').length;
    return { offset: i, line, column: i - before.lastIndexOf('\n'), reason };
  };
  const afterValue = (): Want => (stack.length === 0 ? 'end' : 'comma-or-close');
  for (;;) {
    skip();
    const ch = text[i];
    if (want === 'end') return ch === undefined ? null : fail();
    if (ch === undefined) return fail();
    if (want === 'value' || want === 'value-or-close') {
      if (want === 'value-or-close' && ch === ']') {
        stack.pop();
        i += 1;
        want = afterValue();
        continue;
      }
      if (ch === '{' || ch === '[') {
        stack.push(ch === '{' ? 'object' : 'array');
        i += 1;
        want = ch === '{' ? 'key-or-close' : 'value-or-close';
        continue;
      }
      let m: RegExpExecArray | null = null;
      for (const re of [STRING, NUMBER]) {
        re.lastIndex = i;
        m ??= re.exec(text);
      }
      const word = /^(true|false|null)/.exec(text.slice(i, i + 5));
      if (m) i += m[0].length;
      else if (word) i += word[0].length;
      else return fail(ch === '"' ? 'a string is not closed or has a bad escape' : undefined);
      want = afterValue();
      continue;
    }
    if (want === 'key' || want === 'key-or-close') {
      if (want === 'key-or-close' && ch === '}') {
        stack.pop();
        i += 1;
        want = afterValue();
        continue;
      }
      STRING.lastIndex = i;
      const m = STRING.exec(text);
      if (!m)
        return fail(
          ch === '"'
            ? 'a string is not closed or has a bad escape'
            : `expected a "quoted" key, found ${JSON.stringify(ch)}`,
        );
      i += m[0].length;
      want = 'colon';
      continue;
    }
    if (want === 'colon') {
      if (ch !== ':') return fail(`expected ":" after a key, found ${JSON.stringify(ch)}`);
      i += 1;
      want = 'value';
      continue;
    }
    // comma-or-close
    const top = stack[stack.length - 1];
    if (ch === ',') {
      i += 1;
      want = top === 'object' ? 'key' : 'value';
    } else if ((ch === ']' && top === 'array') || (ch === '}' && top === 'object')) {
      stack.pop();
      i += 1;
      want = afterValue();
    } else {
      return fail(`expected "," or "${top === 'object' ? '}' : ']'}", found ${JSON.stringify(ch)}`);
    }
  }
}
