// The discordgo check's harness (Node only): builds a Go program against the discordgo stand-in
// (./discordgo, module github.com/bwmarrin/discordgo) in a fresh temp folder, vets it, runs it,
// and returns the JSON lines it printed, parsed. Nothing is downloaded: GOPROXY=off, the module
// is wired with a go.mod `replace`, and GOCACHE/GOPATH live in the temp folder, removed after.
// It only ever builds and runs the program it is given.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STAND_IN = fileURLToPath(new URL('./discordgo', import.meta.url));

/** One line the program printed: a record of the stand-in or a route of the program. */
export interface GoRecord {
  kind: string;
  [key: string]: unknown;
}

export interface GoCheckResult {
  records: GoRecord[];
  /** What `go vet` said; '' when clean. */
  vet: string;
  /** What the program wrote on stderr (its log lines). */
  stderr: string;
}

export interface GoCheckOptions {
  /** Also run `go vet` (default true). */
  vet?: boolean;
  /** The go command (default `go` on PATH). */
  go?: string;
  /** How long the program may run, in ms (default 20 s). */
  runTimeoutMs?: number;
}

const GO_MOD = `module checkprogram

go 1.19

require github.com/bwmarrin/discordgo v0.29.0

replace github.com/bwmarrin/discordgo => ./discordgo
`;

/** The file and line of each of go's `./main.go:12:5: message` lines, said plainly. */
function explain(output: string): string {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = /^(?:\.\/)?([\w./-]+\.go):(\d+):(?:(\d+):)? (.*)$/.exec(line.trim());
      return at ? `${at[1]} line ${at[2]}: ${at[4]}` : line.trim();
    })
    .join('\n');
}

/**
 * Builds `source` (package main) with the discordgo stand-in, vets and runs it; returns every
 * line it printed on stdout, each parsed as a JSON object with a string `kind`. Throws when go is
 * missing (naming Debian's golang-go), when the program does not compile (each error with its
 * file and line), when it fails or prints anything else.
 */
export function checkGoProgram(source: string, options: GoCheckOptions = {}): GoCheckResult {
  const go = options.go ?? 'go';
  const dir = mkdtempSync(join(tmpdir(), 'discordgo-check-'));
  // The module sits below the temp folder: go ignores a go.mod in the temp root (TMPDIR).
  const src = join(dir, 'program');
  try {
    mkdirSync(src);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOSUMDB: 'off',
      GOWORK: 'off',
      GOENV: 'off',
      GOTOOLCHAIN: 'local',
      GOTELEMETRY: 'off',
      CGO_ENABLED: '0',
      GOCACHE: join(dir, '.gocache'),
      GOPATH: join(dir, '.gopath'),
      TMPDIR: dir,
    };
    const run = (args: string[], timeout = 120_000) =>
      spawnSync(go, args, { cwd: src, env, encoding: 'utf8', timeout });

    const version = run(['version']);
    if (version.error || version.status !== 0)
      throw new Error(
        `go is not installed or does not run (${version.error?.message ?? version.stderr.trim()}): ` +
          'install the Debian package golang-go (apt-get install golang-go).',
      );

    cpSync(STAND_IN, join(src, 'discordgo'), {
      recursive: true,
      filter: (path) => !path.endsWith('.md'),
    });
    writeFileSync(join(src, 'go.mod'), GO_MOD);
    writeFileSync(join(src, 'main.go'), source);

    const build = run(['build', '-o', 'program', '.']);
    if (build.status !== 0)
      throw new Error(
        `the program does not compile against discordgo:\n${explain(build.stderr || build.stdout)}`,
      );

    let vet = '';
    if (options.vet ?? true) {
      const vetted = run(['vet', '.']);
      if (vetted.status !== 0) vet = explain(vetted.stderr || vetted.stdout);
    }

    const program = spawnSync(join(src, 'program'), [], {
      cwd: src,
      env: { PATH: env.PATH, HOME: dir, TMPDIR: dir },
      encoding: 'utf8',
      timeout: options.runTimeoutMs ?? 20_000,
    });
    if (program.error) throw new Error(`the program did not run: ${program.error.message}`);
    if (program.status !== 0)
      throw new Error(`the program failed (exit ${program.status}):\n${program.stderr.trim()}`);

    const records = program.stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => {
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new Error(`stdout line ${index + 1} is not JSON: ${line.slice(0, 200)}`);
        }
        if (!value || typeof value !== 'object' || typeof (value as GoRecord).kind !== 'string')
          throw new Error(
            `stdout line ${index + 1} is not a record with a kind: ${line.slice(0, 200)}`,
          );
        return value as GoRecord;
      });
    return { records, vet, stderr: program.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (v: Json): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * What Discord receives from a record: a message's payload_json, with the `attachments` Discord
 * derives from its files[n] parts ({id: n, filename}) when the payload names none (discordgo's
 * MessageSend has no attachments field); a modal's or a command set's body as is.
 */
export function payloadOf(record: GoRecord): Json {
  if (record.kind !== 'message' || !isObject(record.body)) return record.body;
  const files = Array.isArray(record.files) ? (record.files as { name: string }[]) : [];
  if (files.length === 0 || 'attachments' in record.body) return record.body;
  return { ...record.body, attachments: files.map((f, id) => ({ id, filename: f.name })) };
}

/**
 * The one normalisation, applied to both sides before comparing: drops the keys discordgo always
 * writes (its json tags lack omitempty) when they hold Discord's default, which Discord treats
 * as absent. Nothing else. By kind:
 * - message and modal bodies: tts false, content "", embeds/components/sticker_ids null,
 *   allowed_mentions.replied_user false, an embed's type "rich", a poll's allow_multiselect
 *   false; buttons' and selects' disabled false, selects' placeholder "", select options'
 *   description "" and default false, spoiler false on containers, files and gallery items.
 * - commands: default_member_permissions null (discordgo omits it: the same default), options,
 *   choices and channel_types null, required and autocomplete false.
 */
export function discordEquivalent(kind: 'message' | 'modal' | 'commands', value: Json): Json {
  const drop = (o: JsonObject, defaults: JsonObject): JsonObject =>
    Object.fromEntries(Object.entries(o).filter(([k, v]) => !(k in defaults && defaults[k] === v)));
  const map = (v: Json, f: (o: JsonObject) => JsonObject): Json =>
    Array.isArray(v) ? v.map((e) => (isObject(e) ? f(e) : e)) : v;

  const component = (c: JsonObject): JsonObject => {
    const type = c.type;
    let out = { ...c };
    if (type === 2) out = drop(out, { disabled: false });
    if (typeof type === 'number' && type >= 3 && type <= 8 && type !== 4) {
      out = drop(out, { disabled: false, placeholder: '' });
      out.options = map(out.options, (o) => drop(o, { description: '', default: false }));
      if (out.options === undefined) delete out.options;
    }
    if (type === 13 || type === 17) out = drop(out, { spoiler: false });
    if (type === 12) out.items = map(out.items, (i) => drop(i, { spoiler: false }));
    if ('components' in out) out.components = map(out.components, component);
    if (isObject(out.accessory)) out.accessory = component(out.accessory);
    if (isObject(out.component)) out.component = component(out.component);
    return out;
  };

  if (kind === 'commands') {
    const option = (o: JsonObject): JsonObject => {
      const out = drop(o, {
        options: null,
        choices: null,
        channel_types: null,
        required: false,
        autocomplete: false,
      });
      if ('options' in out) out.options = map(out.options, option);
      return out;
    };
    return map(value, (c) => {
      const out = drop(c, { default_member_permissions: null, options: null });
      if ('options' in out) out.options = map(out.options, option);
      return out;
    });
  }
  if (!isObject(value)) return value;
  const out = drop(value, {
    tts: false,
    content: '',
    embeds: null,
    components: null,
    sticker_ids: null,
  });
  if ('components' in out) out.components = map(out.components, component);
  if (isObject(out.allowed_mentions))
    out.allowed_mentions = drop(out.allowed_mentions, { replied_user: false });
  if ('embeds' in out) out.embeds = map(out.embeds, (e) => drop(e, { type: 'rich' }));
  if (isObject(out.poll)) out.poll = drop(out.poll, { allow_multiselect: false });
  return out;
}
