// The check a DisCatSharp printer's output must pass: compile the program together with the
// DisCatSharp stand-in (standin/*.cs) using mcs, run it with mono, and hand back the JSON records the
// stand-in printed (what DisCatSharp would send to Discord, the routes and the modal reads).
// Node only. Nothing but the given program is ever compiled or run, in a fresh temp folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STANDIN_DIR = fileURLToPath(new URL('./standin/', import.meta.url));

/** The exact compile command (run in the temp folder). */
export const COMPILE_COMMAND = [
  'mcs',
  '-langversion:experimental',
  '-nologo',
  '-target:exe',
  '-out:bot.exe',
  '-r:System.Core.dll',
  '*.cs',
] as const;

export type CheckRecord =
  | { kind: 'message' | 'modal' | 'commands'; body: unknown }
  | { kind: 'route'; custom_id: string }
  | { kind: 'read'; modal: string; custom_id: string; as: string };

export interface CheckResult {
  records: CheckRecord[];
}

export class CheckError extends Error {
  override name = 'CheckError';
}

function standInFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(STANDIN_DIR)) {
    if (name.endsWith('.cs'))
      files[`standin.${name}`] = readFileSync(join(STANDIN_DIR, name), 'utf8');
  }
  return files;
}

function requireTool(tool: string, debianPackage: string): void {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    throw new CheckError(
      `${tool} is not installed: install the Debian package ${debianPackage} (apt-get install ${debianPackage})`,
    );
}

/** mcs's "File.cs(12,5): error CS0117: ..." lines, as "File.cs line 12: CS0117 ...". */
function compileErrors(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => /^(.*?)\((\d+),(\d+)\): error (CS\d+): (.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]} line ${m[2]}, column ${m[3]}: ${m[4]} ${m[5]}`);
  return lines.length > 0 ? lines.join('\n') : output.trim();
}

/**
 * JSON.parse, except that integers of 16 digits or more (snowflakes, which DisCatSharp writes as
 * numbers) are kept as their digit strings instead of losing precision.
 */
export function parseKeepingSnowflakes(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
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
    const run = /^-?\d+(?![.\deE])/.exec(text.slice(i));
    if (run && !/[\d.]/.test(text[i - 1] ?? '')) {
      out += run[0].replace('-', '').length >= 16 ? `"${run[0]}"` : run[0];
      i += run[0].length - 1;
      continue;
    }
    out += c;
  }
  return JSON.parse(out);
}

/**
 * Compiles and runs a program written against DisCatSharp. `program` maps file names (Name.cs) to
 * their source. Throws a CheckError naming the file and line when it does not compile, or with the
 * program's error output when it fails while running.
 */
export function runDisCatSharpCheck(program: Record<string, string>): CheckResult {
  requireTool('mcs', 'mono-mcs');
  requireTool('mono', 'mono-runtime');
  const dir = mkdtempSync(join(tmpdir(), 'discatsharp-check-'));
  try {
    for (const [name, source] of Object.entries(program)) {
      if (!/^[A-Za-z0-9_-]+\.cs$/.test(name))
        throw new CheckError(`program file names must look like Name.cs: ${JSON.stringify(name)}`);
      writeFileSync(join(dir, name), source);
    }
    for (const [name, source] of Object.entries(standInFiles()))
      writeFileSync(join(dir, name), source);
    const files = readdirSync(dir).filter((f) => f.endsWith('.cs'));
    const [cmd, ...flags] = COMPILE_COMMAND;
    const compiled = spawnSync(cmd, [...flags.filter((f) => f !== '*.cs'), ...files], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (compiled.status !== 0)
      throw new CheckError(
        `the program does not compile:\n${compileErrors(`${compiled.stdout}\n${compiled.stderr}`)}`,
      );
    const ran = spawnSync('mono', ['bot.exe'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    if (ran.status !== 0)
      throw new CheckError(`the program failed while running:\n${ran.stderr || ran.stdout}`);
    const records = ran.stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => parseKeepingSnowflakes(line) as CheckRecord);
    return { records };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The one place where DisCatSharp's wire format is allowed to differ from the samples, applied to
 * both sides before comparing. Each rule is a difference Discord treats as no difference:
 * - null members are dropped: in these create bodies Discord reads null as "not given"
 *   (DisCatSharp writes `description: null` on labels, `answer_id: null`, `contexts: null`, ...);
 * - members holding Discord's own default are dropped: `false` for tts, enforce_nonce, disabled,
 *   default, inline, autocomplete, nsfw, animated, replied_user, and for `required` of a command
 *   option (an object without custom_id); 1 for min_values/max_values; 0 for a text input's
 *   min_length and 4000 for its max_length; an empty allowed_mentions.parse;
 * - zero-valued response-only members DisCatSharp always writes are dropped: flags, loading_state,
 *   size, height, width, and an emoji id of 0 (DisCatSharp's way of sending a unicode emoji);
 * - default_member_permissions written as a number becomes its digit string, and a `timestamp` is
 *   compared as the instant it names (DisCatSharp writes +00:00 where the sample has .000Z).
 */
export function normaliseForDiscord(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseForDiscord(item, key));
  if (value === null || typeof value !== 'object') {
    if (key === 'timestamp' && typeof value === 'string') return new Date(value).toISOString();
    if (key === 'default_member_permissions' && typeof value === 'number') return String(value);
    return value;
  }
  const obj = value as { [key: string]: Json };
  const isComponent = 'custom_id' in obj;
  const out: { [key: string]: unknown } = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === null) continue;
    if (
      v === false &&
      [
        'tts',
        'enforce_nonce',
        'disabled',
        'default',
        'inline',
        'autocomplete',
        'nsfw',
        'animated',
        'replied_user',
      ].includes(k)
    )
      continue;
    if (k === 'required' && v === false && !isComponent && 'description' in obj) continue;
    if ((k === 'min_values' || k === 'max_values') && v === 1) continue;
    if (obj.type === 4 && isComponent && k === 'min_length' && v === 0) continue;
    if (obj.type === 4 && isComponent && k === 'max_length' && v === 4000) continue;
    if (key === 'allowed_mentions' && k === 'parse' && Array.isArray(v) && v.length === 0) continue;
    if (['flags', 'loading_state', 'size', 'height', 'width'].includes(k) && v === 0) continue;
    if (key === 'emoji' && k === 'id' && v === 0) continue;
    out[k] = normaliseForDiscord(v, k);
  }
  return out;
}
