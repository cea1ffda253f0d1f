// For tests: the check a hikari printer's output must pass. checkHikariProgram() writes the
// program (the files a printer prints, the first one run) with the hikari 2.6.0 stand-in
// (standin/hikari) into a fresh temp folder, syntax-checks every file with `python3 -m
// py_compile`, runs the first with python3 in isolated mode (no site, no user packages, no
// PYTHON* variables, the stand-in and the program's folder its only additions to sys.path) and
// returns the JSON records the stand-in printed. compareWithSamples() then says where those
// records differ from the sample designs, after hikariCanExpress() has taken out what hikari
// cannot express and normalise() has evened out what Discord reads the same.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignKind } from '../../../model';
import { SAMPLE_DESIGNS } from '../../testing/designs';

const STANDIN_DIR = fileURLToPath(new URL('./standin', import.meta.url));

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

/** Names a program file may not take: they would shadow the stand-in or run before the program. */
const RESERVED = /^(hikari|sitecustomize|usercustomize)(\.py|\/)/;

function readTree(dir: string): ProgramFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__pycache__' ? [] : readTree(full);
    return entry.name.endsWith('.py') ? [{ path: full, text: readFileSync(full, 'utf8') }] : [];
  });
}

/** Fails with the Debian package to install when there is no python3. */
export function requirePython(): void {
  const run = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(
      'python3 is missing: the hikari check runs the program with it. Install Debian\'s "python3-minimal" (apt-get install python3-minimal).',
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
export function checkHikariProgram(program: string | readonly ProgramFile[]): CheckRun {
  requirePython();
  const files = typeof program === 'string' ? [{ path: 'bot.py', text: program }] : program;
  if (files.length === 0) throw new Error('no program to check');
  for (const file of files)
    if (!/^[\w-]+(\/[\w-]+)*\.py$/.test(file.path) || RESERVED.test(file.path))
      throw new Error(
        `${file.path}: a program file must be a relative .py path that does not shadow hikari, sitecustomize or usercustomize`,
      );
  const root = mkdtempSync(join(tmpdir(), 'codegen-hikari-'));
  try {
    const standin = join(root, 'standin');
    const folder = join(root, 'program');
    for (const file of readTree(STANDIN_DIR)) {
      const to = join(standin, relative(STANDIN_DIR, file.path));
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, file.text, 'utf8');
    }
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
    const run = spawnSync('python3', ['-I', '-S', '-B', '-c', BOOT, standin, folder, paths[0]!], {
      ...common,
      maxBuffer: 64 * 1024 * 1024,
    });
    const records: PyRecord[] = [];
    const other: string[] = [];
    for (const line of run.stdout.split('\n')) {
      if (line.startsWith('{"kind":')) records.push(JSON.parse(line) as PyRecord);
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** What hikari 2.6.0 cannot express, as the printer's header comment will list it. */
export const HIKARI_CANNOT_EXPRESS = [
  "an attachment's description (hikari sends only id and filename)",
  "a custom emoji's name beside its id (hikari sends only the id)",
  "a Label's description (2.6.0 has no Label; a text input's label sits on the text input)",
  'a modal field other than a text input: string select, user/role/mentionable/channel select, file upload, radio group, checkbox group, checkbox',
  'a modal with no text input left (modal-choices.json is not shown at all)',
] as const;

/**
 * The sample as hikari 2.6.0 can send it: a modal's Label around a text input becomes the action
 * row with the label on the text input (Discord reads both the same), and what hikari cannot
 * express is taken out; `dropped` names each thing taken out, by HIKARI_CANNOT_EXPRESS's index.
 */
export function hikariCanExpress(
  as: DesignKind,
  payload: unknown,
): { value: Json | undefined; dropped: Set<number> } {
  const dropped = new Set<number>();
  const copy = JSON.parse(JSON.stringify(payload)) as Json;
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x);
    if (isObject(out.emoji) && out.emoji.id !== undefined && out.emoji.name !== undefined) {
      out.emoji = { id: out.emoji.id };
      dropped.add(1);
    }
    return out;
  };
  let value = walk(copy);
  if (as === 'message' && isObject(value) && Array.isArray(value.attachments))
    for (const a of value.attachments)
      if (isObject(a) && 'description' in a) {
        delete a.description;
        dropped.add(0);
      }
  if (as === 'modal' && isObject(value) && Array.isArray(value.components)) {
    const kept: Json[] = [];
    for (const c of value.components) {
      if (!isObject(c) || c.type !== 18) kept.push(c);
      else if (isObject(c.component) && c.component.type === 4) {
        if ('description' in c) dropped.add(2);
        kept.push({ type: 1, components: [{ ...c.component, label: c.label ?? '' }] });
      } else dropped.add(3);
    }
    if (!kept.some((c) => isObject(c) && c.type === 1)) {
      dropped.add(4);
      return { value: undefined, dropped };
    }
    value = { ...value, components: kept };
  }
  return { value, dropped };
}

// Per component type, the values Discord takes when a field is left out.
const COMPONENT_DEFAULTS: Record<number, JsonObject> = {
  2: { disabled: false },
  3: { disabled: false, min_values: 1, max_values: 1 },
  4: { required: true, min_length: 0, max_length: 4000 },
  5: { disabled: false, min_values: 1, max_values: 1 },
  6: { disabled: false, min_values: 1, max_values: 1 },
  7: { disabled: false, min_values: 1, max_values: 1 },
  8: { disabled: false, min_values: 1, max_values: 1 },
  11: { spoiler: false },
  13: { spoiler: false },
  17: { spoiler: false },
};
const EVERY_MENTION = ['everyone', 'roles', 'users'];

/**
 * The one place where hikari's JSON and the samples' may differ and Discord reads them the same:
 * - a field at the value Discord takes when it is left out is left out (hikari always sends
 *   disabled, spoiler, an option's default, a select's min/max_values, a text input's required
 *   and lengths, an embed field's inline, an option's required and empty localization maps);
 * - a bulk overwrite's default_member_permissions: a number is its string, null is left out
 *   (hikari sends the Permissions int, and leaves 0, its "no default", out);
 * - allowed_mentions that parse every kind and nothing more is Discord's default, left out
 *   (hikari always sends allowed_mentions; the program passes True for all three kinds);
 * - a timestamp is the instant it names (hikari prints +00:00, the samples .000Z).
 */
export function normalise(as: DesignKind, value: unknown): Json {
  const walk = (v: Json, key: string): Json => {
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (typeof v === 'string' && key === 'timestamp' && !Number.isNaN(Date.parse(v)))
      return new Date(v).toISOString();
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    const defaults =
      as !== 'commands' && as !== 'command' && typeof v.type === 'number'
        ? COMPONENT_DEFAULTS[v.type]
        : undefined;
    for (const [k, raw] of Object.entries(v)) {
      const x = walk(raw, k);
      if (defaults && k in defaults && defaults[k] === x) continue;
      if (as === 'commands' || as === 'command') {
        if (k === 'required' && x === false) continue;
        if ((k === 'name_localizations' || k === 'description_localizations') && isObject(x))
          if (Object.keys(x).length === 0) continue;
        if (k === 'default_member_permissions') {
          if (x !== null) out[k] = typeof x === 'number' ? String(x) : x;
          continue;
        }
      } else {
        if (key === 'options' && k === 'default' && x === false) continue;
        if (key === 'items' && k === 'spoiler' && x === false) continue;
        if (key === 'fields' && k === 'inline' && x === false) continue;
        if (k === 'allowed_mentions' && isObject(x) && Object.keys(x).length === 1) {
          const parse = Array.isArray(x.parse) ? [...x.parse].sort() : [];
          if (JSON.stringify(parse) === JSON.stringify(EVERY_MENTION)) continue;
        }
      }
      out[k] = x;
    }
    return out;
  };
  return walk(JSON.parse(JSON.stringify(value)) as Json, '');
}

const customIds = (v: unknown, into: string[] = []): string[] => {
  if (Array.isArray(v)) v.forEach((x) => customIds(x, into));
  else if (isObject(v)) {
    if (typeof v.custom_id === 'string' && v.type !== 4) into.push(v.custom_id);
    Object.values(v).forEach((x) => customIds(x, into));
  }
  return into;
};

export interface Expected {
  messages: Json[];
  modals: Json[];
  commands: Json;
  /** Every interactive component's custom_id in the messages, and every shown modal's. */
  routes: string[];
  /** For each shown modal, the custom_ids of the fields a submit handler reads. */
  reads: Record<string, string[]>;
}

/** What a hikari program must send for the sample designs, normalised. */
export function expectedForHikari(): Expected {
  const expected: Expected = { messages: [], modals: [], commands: [], routes: [], reads: {} };
  for (const sample of SAMPLE_DESIGNS) {
    const { value } = hikariCanExpress(sample.as, sample.payload);
    if (value === undefined) continue;
    if (sample.as === 'message') {
      expected.messages.push(normalise('message', value));
      expected.routes.push(...customIds(value));
    } else if (sample.as === 'modal' && isObject(value)) {
      expected.modals.push(normalise('modal', value));
      const id = String(value.custom_id);
      expected.routes.push(id);
      const fields: string[] = [];
      for (const row of Array.isArray(value.components) ? value.components : [])
        if (isObject(row) && Array.isArray(row.components))
          for (const c of row.components)
            if (isObject(c) && typeof c.custom_id === 'string') fields.push(c.custom_id);
      expected.reads[id] = fields;
    } else expected.commands = normalise('commands', value);
  }
  return expected;
}

/** The records, sorted out and normalised the way expectedForHikari() is. */
export function actualOf(records: readonly PyRecord[]): Expected {
  const actual: Expected = { messages: [], modals: [], commands: [], routes: [], reads: {} };
  for (const r of records) {
    if (r.kind === 'message') actual.messages.push(normalise('message', r.body));
    else if (r.kind === 'modal') actual.modals.push(normalise('modal', r.body));
    else if (r.kind === 'commands') actual.commands = normalise('commands', r.body);
    else if (r.kind === 'route' && typeof r.custom_id === 'string') actual.routes.push(r.custom_id);
    else if (r.kind === 'read') (actual.reads[String(r.modal)] ??= []).push(String(r.custom_id));
  }
  return actual;
}
