// For tests: runs a Python program against a stand-in of a Python Discord library, for the checks
// of hikari and py-cord (and any other Python library's). The program (the files a printer prints,
// the first one run) and the stand-in go into a fresh temp folder; every file is syntax-checked
// with `python3 -m py_compile`, then the first runs isolated (-I, -S, -B) with the stand-in first
// on sys.path (standin_record.py beside its package: how every stand-in records what it sends),
// and the JSON records it printed come back, with an error naming the program's file and line
// when it did not run to its end.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

export interface ProgramFile {
  /** Where the file goes, relative to the program's folder, e.g. `bot.py`. */
  path: string;
  text: string;
}

export type PyRecord = Record<string, unknown> & { kind: string };

export interface CheckRun {
  /** Every JSON record the stand-in printed, in order. */
  records: PyRecord[];
  /** Why the program did not run to its end: names the file and line. */
  error?: string;
  /** What else it printed (stdout lines that are not records, then stderr). */
  output: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (v: unknown): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every custom_id in `v`, in order; a text input's (type 4) only when `textInputs`. */
export function customIds(v: unknown, textInputs: boolean, into: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => customIds(x, textInputs, into));
  else if (isObject(v)) {
    if (typeof v.custom_id === 'string' && (textInputs || v.type !== 4)) into.push(v.custom_id);
    Object.values(v).forEach((x) => customIds(x, textInputs, into));
  }
  return into;
}

/** What a program sent for the sample designs (or must send), normalised. */
export interface Expected {
  messages: Json[];
  modals: Json[];
  commands: Json;
  /** Every interactive component's custom_id in the messages, and every shown modal's. */
  routes: string[];
  /** For each shown modal, what its submit handler reads of each field (`read` of actualOf). */
  reads: Record<string, string[]>;
}

/** The records sorted out, normalised by the check's `normalise`; `read` words a read record. */
export function actualOf(
  records: readonly PyRecord[],
  normalise: (as: 'message' | 'modal' | 'commands', value: unknown) => Json,
  read: (r: PyRecord) => string,
): Expected {
  const actual: Expected = { messages: [], modals: [], commands: [], routes: [], reads: {} };
  for (const r of records) {
    if (r.kind === 'message') actual.messages.push(normalise('message', r.body));
    else if (r.kind === 'modal') actual.modals.push(normalise('modal', r.body));
    else if (r.kind === 'commands') actual.commands = normalise('commands', r.body);
    else if (r.kind === 'route' && typeof r.custom_id === 'string') actual.routes.push(r.custom_id);
    else if (r.kind === 'read') (actual.reads[String(r.modal)] ??= []).push(read(r));
  }
  return actual;
}

/** The library a check runs programs against. */
export interface PythonStandin {
  /** For sentences: "the hikari check". */
  library: string;
  /** The folder holding the stand-in's package (copied beside the program). */
  dir: string;
  /** The package's import name, which no program file may shadow (`hikari`, `discord`). */
  package: string;
  /** Reads one record line; JSON.parse unless the library sends integers past 2^53. */
  parse?: (line: string) => PyRecord;
}

/** How every stand-in records what it sends (JSON lines) and drives coroutines, copied beside it. */
const RECORD = { name: 'standin_record', file: new URL('./standin_record.py', import.meta.url) };

function readTree(dir: string): ProgramFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__pycache__' ? [] : readTree(full);
    return entry.name.endsWith('.py') ? [{ path: full, text: readFileSync(full, 'utf8') }] : [];
  });
}

/** Fails with the Debian package to install when there is no python3. */
export function requirePython(library: string): void {
  const run = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(
      `python3 is missing: the ${library} check runs the program with it. Install Debian's "python3-minimal" (apt-get install python3-minimal).`,
    );
}

// Runs the entry file as __main__ and turns an exception into "file:line: Type: message" at the
// innermost frame inside the program's folder (where the program went wrong, not the stand-in).
const BOOT = String.raw`
import sys
standin, folder, entry = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path[:0] = [standin, folder]
sys.argv = [entry]
def where(e):
    tb, at = e.__traceback__, None
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if name.startswith(folder + '/'):
            at = (name[len(folder) + 1:], tb.tb_lineno)
        tb = tb.tb_next
    return at
try:
    with open(entry, 'rb') as f:
        code = compile(f.read(), entry, 'exec')
    exec(code, {'__name__': '__main__', '__file__': entry, '__builtins__': __builtins__})
except SystemExit:
    raise
except BaseException as e:
    at = where(e) or (entry[len(folder) + 1:], 0)
    msg = str(e).replace('\n', ' ')
    sys.stderr.write('CHECK-ERROR\t%s:%d: %s: %s\n' % (at[0], at[1], type(e).__name__, msg))
    sys.exit(1)
`;

/**
 * Writes the program with the stand-in into a temp folder, compiles every file, runs the first
 * one and returns the records it printed. Nothing but that program (and the modules it imports)
 * runs: python3 is started isolated (-I), without site (-S) and without writing bytecode (-B).
 */
export function runPythonProgram(
  standin: PythonStandin,
  program: string | readonly ProgramFile[],
): CheckRun {
  requirePython(standin.library);
  const reserved = new RegExp(`^(${standin.package}|sitecustomize|usercustomize)(\\.py|/)`);
  const parse = standin.parse ?? ((line: string) => JSON.parse(line) as PyRecord);
  const files = typeof program === 'string' ? [{ path: 'bot.py', text: program }] : program;
  if (files.length === 0) throw new Error('no program to check');
  for (const file of files)
    if (!/^[\w-]+(\/[\w-]+)*\.py$/.test(file.path) || reserved.test(file.path))
      throw new Error(
        `${file.path}: a program file must be a relative .py path that does not shadow ${standin.package}, sitecustomize or usercustomize`,
      );
  const root = mkdtempSync(join(tmpdir(), `codegen-${standin.package}-`));
  try {
    const standinCopy = join(root, 'standin');
    const folder = join(root, 'program');
    for (const file of readTree(standin.dir)) {
      const to = join(standinCopy, relative(standin.dir, file.path));
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, file.text, 'utf8');
    }
    mkdirSync(standinCopy, { recursive: true });
    writeFileSync(
      join(standinCopy, `${RECORD.name}.py`),
      readFileSync(RECORD.file, 'utf8'),
      'utf8',
    );
    for (const file of files) {
      const to = join(folder, file.path);
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, file.text, 'utf8');
    }
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8', HOME: root };
    const common = { cwd: folder, encoding: 'utf8' as const, timeout: 30_000, env };
    const paths = files.map((f) => join(folder, f.path));
    const compiled = spawnSync('python3', ['-I', '-m', 'py_compile', ...paths], common);
    if (compiled.status !== 0) {
      const text = (compiled.stderr || compiled.error?.message || '').split(`${folder}/`).join('');
      const at = /File "([^"]+)", line (\d+)/.exec(text);
      const last = text.trim().split('\n').pop() ?? '';
      return {
        records: [],
        error: at ? `${at[1]}:${at[2]}: ${last.trim()}` : `syntax check failed: ${text.trim()}`,
        output: text,
      };
    }
    const run = spawnSync(
      'python3',
      ['-I', '-S', '-B', '-c', BOOT, standinCopy, folder, paths[0]!],
      {
        ...common,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const records: PyRecord[] = [];
    const other: string[] = [];
    for (const line of run.stdout.split('\n')) {
      if (line.startsWith('{"kind":')) records.push(parse(line));
      else if (line) other.push(line);
    }
    const stderr = run.stderr.split(`${folder}/`).join('');
    const reported = /^CHECK-ERROR\t(.*)$/m.exec(stderr)?.[1];
    let error: string | undefined;
    if (run.error) error = `python3 did not finish: ${run.error.message}`;
    else if (reported) error = reported;
    else if (run.status !== 0) error = `python3 exited with ${run.status}: ${stderr.trim()}`;
    return { records, error, output: [...other, stderr].join('\n').trim() };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
