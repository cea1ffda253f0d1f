// The serenity check: compiles a Rust program against the serenity stand-in (standin/) with plain
// rustc in a fresh temp folder, runs it, and returns the JSON records it printed (messages sent,
// modals shown, commands registered, custom_ids routed) with rustc's errors and warnings, each
// naming the file and line. Runs nothing but the program it is given; no network, no crates.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STANDIN = fileURLToPath(new URL('./standin/', import.meta.url));
const STANDIN_FILES = [
  'lib.rs',
  'json.rs',
  'model.rs',
  'builder.rs',
  'runtime.rs',
  'async_trait.rs',
  'tokio.rs',
];

/** One line the program printed: what the bot sent, or a custom_id its handler answered. */
export type SerenityRecord =
  | { kind: 'message'; body: unknown }
  | { kind: 'modal'; body: unknown }
  | { kind: 'commands'; body: unknown[] }
  | { kind: 'route'; custom_id: string };

export interface SerenityCheckResult {
  /** Compile errors (file:line:col: message), or why the program failed to run. Empty when fine. */
  errors: string[];
  /** rustc's warnings on the program, file:line:col: message. */
  warnings: string[];
  records: SerenityRecord[];
}

const RUSTC_MISSING =
  'rustc was not found: install the Debian package `rustc` (apt-get install rustc; the check ' +
  'targets rustc 1.63, edition 2021, with no crates).';

function rustc(cwd: string, args: string[]): { ok: boolean; diagnostics: string[] } {
  const run = spawnSync(
    'rustc',
    ['--edition', '2021', '--error-format=short', '-C', 'opt-level=0', ...args],
    {
      cwd,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (run.error) {
    if ((run.error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(RUSTC_MISSING);
    throw run.error;
  }
  const diagnostics = `${run.stderr}`
    .split('\n')
    .map((line) => line.split(`${cwd}/`).join(''))
    .filter((line) => /^[^\s].*:\d+:\d+: (error|warning)/.test(line));
  if (run.status !== 0 && diagnostics.length === 0)
    diagnostics.push(`rustc failed: ${`${run.stderr}`.trim().slice(0, 2000)}`);
  return { ok: run.status === 0, diagnostics };
}

/** Compiles `source` (a bot's main.rs) against the stand-in, runs it and reads its records. */
export function checkSerenity(source: string): SerenityCheckResult {
  const dir = mkdtempSync(join(tmpdir(), 'serenity-check-'));
  try {
    for (const file of STANDIN_FILES) copyFileSync(join(STANDIN, file), join(dir, file));
    writeFileSync(join(dir, 'main.rs'), source);
    const steps: string[][] = [
      ['--crate-type=proc-macro', '--crate-name=async_trait', 'async_trait.rs'],
      ['--crate-type=lib', '--crate-name=tokio', 'tokio.rs'],
      ['--crate-type=lib', '--crate-name=serenity', '--extern', 'async_trait', '-L', '.', 'lib.rs'],
    ];
    for (const step of steps) {
      const built = rustc(dir, step);
      if (!built.ok) return { errors: built.diagnostics, warnings: [], records: [] };
    }
    const program = rustc(dir, [
      '--crate-type=bin',
      '--extern',
      'serenity',
      '--extern',
      'tokio',
      '-L',
      '.',
      '-o',
      'bot',
      'main.rs',
    ]);
    const errors = program.diagnostics.filter((d) => /: error/.test(d));
    const warnings = program.diagnostics.filter((d) => /: warning/.test(d));
    if (!program.ok) return { errors, warnings, records: [] };
    const run = spawnSync(join(dir, 'bot'), [], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '' },
    });
    const records: SerenityRecord[] = [];
    const runErrors: string[] = [];
    for (const [i, line] of `${run.stdout}`.split('\n').entries()) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line) as SerenityRecord);
      } catch {
        runErrors.push(`main.rs printed a line that is not JSON (stdout line ${i + 1}): ${line}`);
      }
    }
    if (run.status !== 0)
      runErrors.push(
        `main.rs exited with ${run.status ?? run.signal}: ${`${run.stderr}`.trim().slice(0, 2000)}`,
      );
    return { errors: runErrors, warnings, records };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Keys serenity always writes whose written value Discord reads the same as the key left out.
const FALSE_BY_DEFAULT = new Set([
  'tts',
  'enforce_nonce',
  'disabled',
  'animated',
  'inline',
  'nsfw',
  'autocomplete',
]);
const EMPTY_BY_DEFAULT = new Set([
  'embeds',
  'sticker_ids',
  'choices',
  'options',
  'channel_types',
  'roles',
  'name_localizations',
  'description_localizations',
]);

/**
 * The one normalisation between what serenity sends and the sample payloads, applied to both
 * sides: serenity's builders write some fields even when unset (null for an unset Option without
 * `skip_serializing_if`; `false`, `[]` or `{}` for fields it always writes), where the samples
 * leave them out, and Discord reads either the same. So it drops nulls, drops the keys above at
 * their default, drops a command option's `required: false`, and writes an embed `timestamp` as
 * one ISO form (serenity writes `...:00Z`, the sample `...:00.000Z`: the same instant).
 */
export function normaliseForDiscord(value: unknown, inCommandOption = false): unknown {
  if (Array.isArray(value)) return value.map((v) => normaliseForDiscord(v, inCommandOption));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const isOption = inCommandOption && typeof record.type === 'number';
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) {
    if (v === null) continue;
    if (FALSE_BY_DEFAULT.has(key) && v === false) continue;
    if (EMPTY_BY_DEFAULT.has(key) && Array.isArray(v) && v.length === 0) continue;
    if (
      EMPTY_BY_DEFAULT.has(key) &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      Object.keys(v).length === 0
    )
      continue;
    if (isOption && key === 'required' && v === false) continue;
    if (key === 'timestamp' && typeof v === 'string') {
      out[key] = new Date(v).toISOString();
      continue;
    }
    out[key] = normaliseForDiscord(v, inCommandOption || key === 'options');
  }
  return out;
}
