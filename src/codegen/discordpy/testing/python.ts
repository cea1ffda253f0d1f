// For tests: Python 3, when the machine has it (scripts/ensure-chromium.mjs installs Debian's
// python3-minimal for the test run): checks that generated sources parse, and evaluates literals.
// python3-minimal has `ast` but not `json`, so the scripts here use neither json nor codecs.
import { spawnSync } from 'node:child_process';

export const HAS_PYTHON = spawnSync('python3', ['--version'], { stdio: 'ignore' }).status === 0;

function python(script: string, input: string): string {
  const run = spawnSync('python3', ['-c', script], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8' },
  });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
  return run.stdout;
}

/** The syntax error of each source ('' when it parses), all in one python3 process. */
export function pythonSyntaxErrors(sources: readonly string[]): string[] {
  // Generated sources never hold a NUL character (it is always escaped), so it separates them.
  const script = [
    'import ast, sys',
    "for src in sys.stdin.read().split('\\0'):",
    '    try:',
    '        ast.parse(src)',
    "        print('ok')",
    '    except SyntaxError as e:',
    "        print(f'line {e.lineno}: {e.msg}: {e.text!r}'.replace('\\n', ' '))",
  ].join('\n');
  const lines = python(script, sources.join('\0')).trimEnd().split('\n');
  return lines.map((l) => (l === 'ok' ? '' : l));
}

/**
 * A Python function `enc(value)` that writes strings, numbers, lists, dicts, True, False and None
 * as JSON, each string as the list of its code points (which keeps lone surrogates and needs no
 * json module), and each integer past JavaScript's safe range (a snowflake) as its digits;
 * decodePy() reads it back, those integers as strings.
 */
export const PY_ENCODE = [
  'def enc(v):',
  "    if v is None: return 'null'",
  "    if v is True: return 'true'",
  "    if v is False: return 'false'",
  '    if isinstance(v, int) and abs(v) > 2 ** 53: return \'{"i":"\' + str(v) + \'"}\'',
  '    if isinstance(v, (int, float)): return repr(v)',
  "    if isinstance(v, str): return '{\"s\":[' + ','.join(str(ord(c)) for c in v) + ']}'",
  "    if isinstance(v, (list, tuple)): return '[' + ','.join(enc(x) for x in v) + ']'",
  "    if isinstance(v, dict): return '{\"d\":[' + ','.join('[' + enc(k) + ',' + enc(x) + ']' for k, x in v.items()) + ']}'",
  "    raise TypeError(f'cannot encode {type(v)}')",
].join('\n');

/** The value PY_ENCODE's enc() wrote. */
export function decodePy(json: string): unknown {
  const decode = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(decode);
    if (v !== null && typeof v === 'object') {
      const { s, d, i } = v as { s?: number[]; d?: [unknown, unknown][]; i?: string };
      if (s) return String.fromCodePoint(...s);
      if (i) return i;
      return Object.fromEntries((d ?? []).map(([k, x]) => [decode(k) as string, decode(x)]));
    }
    return v;
  };
  return decode(JSON.parse(json));
}

/** What a Python literal (strings, numbers, lists, dicts, True, None) evaluates to. */
export function evalPythonLiteral(literal: string): unknown {
  const script = ['import ast, sys', PY_ENCODE, 'print(enc(ast.literal_eval(sys.stdin.read())))'];
  return decodePy(python(script.join('\n'), literal));
}
