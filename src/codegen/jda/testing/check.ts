// The JDA check: compiles a Java program together with the JDA 6.4.2 stand-in (standin/) in a fresh
// temp folder with Debian's javac, runs it with java, and returns the JSON the stand-in recorded
// (messages sent, modals shown, commands registered, handlers that answered, modal values read).
// Compiler errors come back as one error naming the program's file and line. Node only; no network.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Debian package that provides javac and java. */
export const JDK_PACKAGE = 'openjdk-17-jdk-headless';
export const JDA_VERSION = '6.4.2';

const STANDIN = fileURLToPath(new URL('./standin', import.meta.url));
/** Flags that make javac/java start fast enough for a test (C1 only, serial GC). */
const FAST_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export type JdaRecord =
  | { kind: 'message'; body: unknown }
  | { kind: 'modal'; body: unknown }
  /** `guild`: the guild's id for a guild's command set (Guild#updateCommands), else absent. */
  | { kind: 'commands'; body: unknown; guild?: string }
  | { kind: 'route'; custom_id?: string; command?: string }
  | { kind: 'read'; modal: string; custom_id: string; getter: string };

export interface JdaRun {
  records: JdaRecord[];
  /** What the program itself printed. */
  stdout: string;
}

/** The program did not compile; `message` lists each error as `File.java:line: error: ...`. */
export class JdaCompileError extends Error {
  override name = 'JdaCompileError';
}

/** The program compiled but failed while running (an exception, a listener that threw, a timeout). */
export class JdaRunError extends Error {
  override name = 'JdaRunError';
}

export interface JdaCheckOptions {
  /** The class whose main() runs; `Example` unless told. */
  mainClass?: string;
  timeoutMs?: number;
}

/**
 * Compiles and runs `files` (path inside the program, e.g. `Example.java`, to its source text) with
 * the stand-in and returns its records. Throws JdaCompileError, JdaRunError, or an Error naming
 * the Debian package when javac is missing.
 */
export function runJdaProgram(
  files: Readonly<Record<string, string>>,
  options: JdaCheckOptions = {},
): JdaRun {
  requireJdk();
  const mainClass = options.mainClass ?? 'Example';
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(mainClass))
    throw new Error(`not a Java class name: ${mainClass}`);
  const root = mkdtempSync(join(tmpdir(), 'jda-check-'));
  try {
    const programDir = join(root, 'program');
    const outDir = join(root, 'out');
    mkdirSync(outDir);
    mkdirSync(programDir);
    const sources: string[] = [];
    for (const [name, text] of Object.entries(files)) {
      if (!/^[\w$-]+(\/[\w$-]+)*\.java$/.test(name))
        throw new Error(`program file names must be relative .java paths: ${name}`);
      const path = join(programDir, ...name.split('/'));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      sources.push(path);
    }
    sources.push(...javaFiles(STANDIN));
    const argFile = join(root, 'sources.txt');
    writeFileSync(argFile, sources.map((s) => `"${s.split(sep).join('/')}"`).join('\n'));

    const javac = spawnSync(
      'javac',
      [
        ...FAST_JVM.map((f) => `-J${f}`),
        '--release',
        '17',
        '-encoding',
        'UTF-8',
        '-nowarn',
        '-Xmaxerrs',
        '20',
        '-d',
        outDir,
        `@${argFile}`,
      ],
      { encoding: 'utf8', timeout: options.timeoutMs ?? 60_000 },
    );
    if (javac.error) throw javac.error;
    if (javac.status !== 0)
      throw new JdaCompileError(compileErrors(javac.stderr || javac.stdout, programDir));

    const recordsPath = join(root, 'records.jsonl');
    writeFileSync(recordsPath, '');
    const java = spawnSync('java', [...FAST_JVM, '-cp', outDir, mainClass], {
      encoding: 'utf8',
      timeout: options.timeoutMs ?? 30_000,
      // In the program's folder: the files a printed bot uploads are read from where it runs.
      cwd: programDir,
      // Only what java needs; the program must not see the caller's secrets.
      env: { PATH: process.env['PATH'] ?? '', JDA_STANDIN_RECORDS: recordsPath, LANG: 'C.UTF-8' },
    });
    if (java.error) throw new JdaRunError(`${mainClass} did not finish: ${java.error.message}`);
    if (java.status !== 0)
      throw new JdaRunError(
        `${mainClass} exited with status ${String(java.status)}:\n${java.stderr.trim()}`,
      );
    const records = readFileSync(recordsPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => parseJsonKeepingSnowflakes(line) as JdaRecord);
    return { records, stdout: java.stdout };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Throws an error naming the Debian package when javac cannot be run (with `path` as PATH). */
export function requireJdk(path: string = process.env['PATH'] ?? ''): void {
  const probe = spawnSync('javac', ['-version'], { encoding: 'utf8', env: { PATH: path } });
  if (probe.error || probe.status !== 0)
    throw new Error(
      `javac was not found: the JDA check needs a JDK 17 (Debian: apt-get install ${JDK_PACKAGE})`,
    );
}

function javaFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...javaFiles(path));
    else if (entry.name.endsWith('.java')) out.push(path);
  }
  return out.sort();
}

/** javac's errors, each `File.java:12: error: ...` with the program's own path. */
function compileErrors(output: string, programDir: string): string {
  const lines = output.split('\n');
  const errors: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const match = /^(.*\.java):(\d+): error: (.*)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, file = '', line = '', text = ''] = match;
    const shown = file.startsWith(programDir)
      ? relative(programDir, file).split(sep).join('/')
      : `stand-in ${relative(STANDIN, file).split(sep).join('/')}`;
    const detail = lines
      .slice(i + 1, i + 4)
      .filter((l) => /^\s+(symbol|location|required|found|reason)/.test(l))
      .map((l) => l.trim());
    errors.push([`${shown}:${line}: error: ${text}`, ...detail].join('\n  '));
  }
  return `the program does not compile against JDA ${JDA_VERSION}:\n${
    errors.length > 0 ? errors.join('\n') : output.trim()
  }`;
}

/**
 * JSON.parse, except that integers too long for a JS number (snowflakes JDA writes as numbers,
 * such as a custom emoji's id) are read as strings, so nothing is rounded.
 */
export function parseJsonKeepingSnowflakes(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      continue;
    }
    const number =
      c === '-' || (c >= '0' && c <= '9')
        ? /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
        : null;
    if (number) {
      const token = number[0];
      const digits = token.replace('-', '');
      out += /^\d+$/.test(digits) && digits.length > 15 ? `"${token}"` : token;
      i += token.length - 1;
      continue;
    }
    out += c;
  }
  return JSON.parse(out);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The one place where JDA's JSON and the sample payloads are allowed to differ, applied to both
 * sides before they are compared. Each rule is a way JDA 6.4.2 writes a body that Discord reads
 * the same as the sample:
 * - JDA's DataObject keeps nulls (a label's or gallery item's `description`,
 *   `default_member_permissions` of a command everyone may use): null is read as absent.
 * - JDA always writes these defaults, which Discord assumes when they are absent: `disabled`,
 *   `spoiler`, `default` (select option), `tts`, `nsfw`, embed field `inline`, command option
 *   `required` and `autocomplete` (false); select menus' `min_values`/`max_values` (1); empty
 *   `content`, `embeds`, `options` and localization maps; a custom emoji's `animated` (false).
 * - `allowed_mentions`: `replied_user` only matters on a reply (these are not), and JDA's default
 *   `{parse: [users, roles, everyone]}` is what Discord does when the field is absent.
 * - attachments: JDA adds `content_type` (always application/octet-stream; Discord looks at the
 *   upload) and an empty `description`.
 * - poll answers: JDA numbers them (`answer_id` 1..n), the ids Discord gives them anyway.
 * - a custom emoji (one with an id): Discord finds it by id and ignores `name`; JDA writes the id
 *   as a number (read as a string by parseJsonKeepingSnowflakes).
 * - commands: JDA writes `contexts` and `integration_types` as strings ("0") and always sends
 *   them; `contexts` [0,1,2] is Discord's default for a new command and `integration_types` [0]
 *   JDA's default (Discord's is the app's install settings: see the README's list of limits).
 * - an embed `timestamp` is compared as an instant (JDA writes ISO_INSTANT without millis).
 */
export function normaliseForDiscord(value: unknown, path: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseForDiscord(item, path));
  if (!isObject(value)) return value;
  const inCommands = path[0] === 'commands';
  const out: Record<string, unknown> = {};
  const isEmoji = path[path.length - 1] === 'emoji';
  const isSelect = [3, 5, 6, 7, 8].includes(value['type'] as number) && 'custom_id' in value;
  for (const [key, raw] of Object.entries(value)) {
    let v: unknown = raw;
    if (v === null) continue;
    if (v === false && ['disabled', 'spoiler', 'default', 'tts', 'nsfw', 'inline'].includes(key))
      continue;
    if (inCommands && v === false && (key === 'required' || key === 'autocomplete')) continue;
    if (isSelect && (key === 'min_values' || key === 'max_values') && v === 1) continue;
    if (v === '' && (key === 'content' || key === 'description')) continue;
    if (Array.isArray(v) && v.length === 0 && ['embeds', 'options', 'components'].includes(key))
      continue;
    if (isObject(v) && Object.keys(v).length === 0 && key.endsWith('_localizations')) continue;
    if (key === 'content_type' || key === 'answer_id' || key === 'replied_user') continue;
    if (isEmoji && 'id' in value && (key === 'name' || (key === 'animated' && v === false)))
      continue;
    if (isEmoji && key === 'id' && typeof v === 'number') v = String(v);
    if (inCommands && (key === 'contexts' || key === 'integration_types') && Array.isArray(v)) {
      const numbers = v.map(Number).sort();
      if (numbers.join() === (key === 'contexts' ? '0,1,2' : '0')) continue;
      v = numbers;
    }
    if (key === 'timestamp' && typeof v === 'string') v = new Date(v).toISOString();
    if (key === 'allowed_mentions' && isObject(v)) {
      const parse = Array.isArray(v['parse']) ? [...v['parse']].sort().join() : '';
      const keys = Object.keys(v).filter((k) => k !== 'replied_user');
      if (keys.length === 1 && parse === 'everyone,roles,users') continue;
    }
    out[key] = normaliseForDiscord(v, [...path, key]);
  }
  return out;
}
