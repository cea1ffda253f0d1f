// The D++ check: compiles a C++ program against the D++ stand-in (standin/dpp/, mirroring D++
// 10.1.5) with g++ -std=c++17 -Wall in a fresh temp folder, runs it, and returns the JSON the
// program would have sent to Discord (one record per line on its stdout). Also here: the one
// function that smooths over what D++ sends differently but Discord reads the same
// (normaliseForDiscord), the list of what D++ cannot send at all (withoutWhatDppCannotSend), and
// the interactive custom_ids of a payload, for the routing check. Node only; no network.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STANDIN = fileURLToPath(new URL('./standin', import.meta.url));

/** The exact compile command, with <standin> and the sources filled in. */
export const COMPILE_FLAGS = ['-std=c++17', '-Wall'] as const;

export interface DppRecord {
  kind: string;
  [key: string]: unknown;
}

export interface DppCheckResult {
  /** What the program sent, in order (see standin/dpp/cluster.h for each kind). */
  records: DppRecord[];
  /** g++ warnings, as "file:line:col: warning: ...". */
  warnings: string[];
  /** Lines the program printed that are not records. */
  otherOutput: string[];
}

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  missing: boolean;
}

function run(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs: number,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      [...args],
      {
        cwd,
        timeout: timeoutMs,
        maxBuffer: 32 * 1024 * 1024,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' },
      },
      (error, stdout, stderr) => {
        const err = error as
          (NodeJS.ErrnoException & { code?: unknown; signal?: NodeJS.Signals }) | null;
        resolve({
          code: err ? (typeof err.code === 'number' ? err.code : null) : 0,
          signal: err?.signal ?? null,
          stdout,
          stderr,
          missing: err?.code === 'ENOENT',
        });
      },
    );
  });
}

const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

/** g++'s diagnostics, with the temp folder cut off so each names the program's own file. */
function diagnostics(stderr: string, dir: string, kind: 'error' | 'warning'): string[] {
  const lines = stderr.split('\n').map((l) => l.split(`${dir}/`).join(''));
  const pattern =
    kind === 'error' ? /^[^:\s]+:\d+:\d+: (fatal )?error: / : /^[^:\s]+:\d+:\d+: warning: /;
  return lines.filter((l) => pattern.test(l));
}

/**
 * Compiles the program (its files by name; every .cpp is compiled) against the stand-in, runs it
 * and returns its records. Throws with the compiler's errors (file:line:col) when it does not
 * compile, with stderr when it fails at run time, and names the Debian package when g++ is missing.
 */
export async function checkDppProgram(
  sources: Readonly<Record<string, string>>,
): Promise<DppCheckResult> {
  const names = Object.keys(sources);
  for (const name of names) {
    if (!SAFE_NAME.test(name) || name.split('/').includes('..'))
      throw new Error(`not a plain relative file name: ${JSON.stringify(name)}`);
  }
  const units = names.filter((n) => n.endsWith('.cpp'));
  if (units.length === 0) throw new Error('the program has no .cpp file');

  const dir = mkdtempSync(join(tmpdir(), 'dpp-check-'));
  try {
    cpSync(STANDIN, join(dir, 'standin'), { recursive: true });
    for (const name of names) {
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, sources[name] ?? '');
    }
    const compiled = await run(
      'g++',
      [...COMPILE_FLAGS, '-Istandin', ...units, '-o', 'program'],
      dir,
      120_000,
    );
    if (compiled.missing)
      throw new Error(
        'g++ is not installed: the D++ check needs the Debian package g++ (apt-get install g++).',
      );
    if (compiled.code !== 0) {
      const errors = diagnostics(compiled.stderr, dir, 'error');
      throw new Error(
        `the program does not compile with g++ ${COMPILE_FLAGS.join(' ')}:\n${(errors.length ? errors : [compiled.stderr.split(`${dir}/`).join('')]).join('\n')}`,
      );
    }
    const warnings = diagnostics(compiled.stderr, dir, 'warning');

    const ran = await run(join(dir, 'program'), [], dir, 30_000);
    if (ran.code !== 0)
      throw new Error(
        `the program failed when run (${ran.signal ? `signal ${ran.signal}` : `exit ${String(ran.code)}`}):\n${ran.stderr.trim()}`,
      );
    const records: DppRecord[] = [];
    const otherOutput: string[] = [];
    for (const line of ran.stdout.split('\n')) {
      if (line.startsWith('{"')) {
        const parsed = JSON.parse(line) as unknown;
        if (
          parsed &&
          typeof parsed === 'object' &&
          typeof (parsed as { kind?: unknown }).kind === 'string'
        ) {
          records.push(parsed as DppRecord);
          continue;
        }
      }
      if (line !== '') otherOutput.push(line);
    }
    return { records, warnings, otherOutput };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Keys whose `false` is Discord's default, per payload kind. */
const DEFAULT_FALSE: Record<'message' | 'modal' | 'commands', readonly string[]> = {
  message: ['tts', 'disabled', 'spoiler', 'animated', 'inline'],
  modal: ['disabled', 'spoiler', 'animated'],
  commands: ['nsfw', 'autocomplete', 'required'],
};

/**
 * The one normalisation, applied to D++'s record and to the sample alike: what D++ sends
 * differently but Discord reads the same.
 * - `false` where false is Discord's default (D++ writes disabled, spoiler, emoji animated, tts,
 *   field inline, nsfw, option autocomplete/required every time). Not modal `required`, whose
 *   default is true.
 * - A message's channel_id, empty nonce and type 0: D++ writes its whole message object; on
 *   create Discord takes the channel from the URL and ignores the others. Empty content,
 *   embeds, attachments and components lists are no content.
 * - Files: D++ sends "attachments": [] and the files as multipart parts; Discord attaches the
 *   parts in order, as if attachments were [{id: i, filename}].
 * - allowed_mentions: replied_user false (no reply here); parse of all three with no ids is
 *   what Discord does when allowed_mentions is absent (D++ always sends the object).
 * - An embed timestamp: "...Z" and "....000Z" are the same instant.
 * - A media gallery item: D++ builds it as a thumbnail component, so it carries "type": 11,
 *   which Discord ignores.
 * - A command's application_id (read-only), dm_permission true (the default; contexts rule),
 *   and default_member_permissions null, absent or "2147483648" (USE_APPLICATION_COMMANDS, D++'s
 *   default, which every use of a command needs anyway).
 */
export function normaliseForDiscord(
  kind: 'message' | 'modal' | 'commands',
  payload: unknown,
  files: readonly { name: string }[] = [],
): unknown {
  const value = structuredClone(payload) as Json;
  const dropFalse = new Set(DEFAULT_FALSE[kind]);
  const walk = (v: Json): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isObject(v)) return;
    for (const key of Object.keys(v)) if (v[key] === false && dropFalse.has(key)) delete v[key];
    if (v.type === 12 && Array.isArray(v.items))
      for (const item of v.items) if (isObject(item)) delete item.type;
    Object.values(v).forEach(walk);
  };
  if (kind === 'message' && isObject(value)) {
    delete value.channel_id;
    if (value.nonce === '') delete value.nonce;
    if (value.type === 0) delete value.type;
    if (Array.isArray(value.attachments) && value.attachments.length === 0 && files.length > 0)
      value.attachments = files.map((f, i) => ({ id: i, filename: f.name }));
    for (const key of ['content', 'embeds', 'attachments', 'components'])
      if (value[key] === '' || (Array.isArray(value[key]) && value[key].length === 0))
        delete value[key];
    const mentions = value.allowed_mentions;
    if (isObject(mentions)) {
      if (mentions.replied_user === false) delete mentions.replied_user;
      const parse = Array.isArray(mentions.parse) ? [...mentions.parse].sort() : [];
      if (Object.keys(mentions).length === 1 && parse.join() === 'everyone,roles,users')
        delete value.allowed_mentions;
    }
    if (Array.isArray(value.embeds))
      for (const e of value.embeds)
        if (isObject(e) && typeof e.timestamp === 'string')
          e.timestamp = new Date(e.timestamp).toISOString();
  }
  if (kind === 'commands' && Array.isArray(value)) {
    for (const c of value) {
      if (!isObject(c)) continue;
      delete c.application_id;
      if (c.dm_permission === true) delete c.dm_permission;
      if (c.default_member_permissions === null || c.default_member_permissions === '2147483648')
        delete c.default_member_permissions;
    }
  }
  walk(value);
  return value;
}

/**
 * The sample as D++ 10.1.5 can send it at best: what its API cannot express taken out (or, for
 * the file component, as D++ writes it). Each is a limit of the library, listed in ../README.md.
 * - an attachment's description: message_file_data has none and to_json(attachment) never writes one;
 * - a file component (13): D++ writes its URL under "media", Discord reads "file";
 * - a label's description: interaction_modal_response builds the label from component.label only;
 * - a label holding a file upload (19), radio group (21), checkbox group (22) or checkbox (23):
 *   D++ writes 19 as {"type":19} alone and has no 21-23 at all, so the field is left out;
 * - `required` on a modal component other than a text input: D++ writes it for text inputs only.
 */
export function withoutWhatDppCannotSend(payload: unknown): unknown {
  const value = structuredClone(payload) as Json;
  const walk = (v: Json): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isObject(v)) return;
    if (v.type === 13 && 'file' in v) {
      v.media = v.file ?? null;
      delete v.file;
    }
    if (v.type === 18) {
      delete v.description;
      if (isObject(v.component) && v.component.type !== 4) delete v.component.required;
    }
    if (Array.isArray(v.components))
      v.components = v.components.filter(
        (c) =>
          !(
            isObject(c) &&
            c.type === 18 &&
            isObject(c.component) &&
            [19, 21, 22, 23].includes(Number(c.component.type))
          ),
      );
    Object.values(v).forEach(walk);
  };
  if (isObject(value) && Array.isArray(value.attachments))
    for (const a of value.attachments) if (isObject(a)) delete a.description;
  walk(value);
  return value;
}

/** The interactions a payload invites: every button and select by custom_id, and a modal's submit. */
export function interactiveIds(
  kind: 'message' | 'modal',
  payload: unknown,
): { event: 'button_click' | 'select_click' | 'form_submit'; custom_id: string }[] {
  if (kind === 'modal')
    return isObject(payload)
      ? [{ event: 'form_submit', custom_id: String(payload.custom_id) }]
      : [];
  const found: { event: 'button_click' | 'select_click'; custom_id: string }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isObject(v)) return;
    if (typeof v.custom_id === 'string') {
      if (v.type === 2) found.push({ event: 'button_click', custom_id: v.custom_id });
      else if ([3, 5, 6, 7, 8].includes(Number(v.type)))
        found.push({ event: 'select_click', custom_id: v.custom_id });
    }
    Object.values(v).forEach(walk);
  };
  walk(payload);
  return found;
}
