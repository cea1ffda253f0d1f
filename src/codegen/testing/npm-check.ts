// For tests: what the checks of the npm libraries (carbon, dressed, discordeno) share about a
// printed TypeScript program: type-checking it against the installed library's own .d.ts; writing
// it to a fresh temp folder (with a link to the repository's node_modules, so that a bare
// `import '<library>'` finds the repository's install on any clean clone) and loading it from
// there; the fake Discord that global `fetch` is swapped for while it runs; and the interactions
// Discord would send for a design's custom_ids. Each library's testing/check.ts drives its own
// library with these; what differs because the libraries differ stays there.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A printed program: file names (relative, e.g. `bot.ts`, `src/components/ticket.ts`) to text. */
export type ProgramFiles = Readonly<Record<string, string>>;

// ---- The type check.

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  allowImportingTsExtensions: true,
  // The program is what is checked, not the library's own declarations.
  skipLibCheck: true,
};

const safe = (name: string) => name.replace(/[^\w./-]+/g, '_').replace(/\.\.+/g, '_');

/**
 * Every type error of the program, as `file:line:column message` with the offending line. The
 * files live in memory only, in a folder under node_modules/.cache (so that the library's types
 * are found from there); that folder and the ones below it exist for the compiler, so that the
 * program's files can import each other.
 */
export function typecheckProgram(label: string, files: ProgramFiles): string[] {
  const dir = join(REPO_ROOT, 'node_modules/.cache', `codegen-check-${safe(label)}`);
  const byPath = new Map(
    Object.entries(files).map(([name, code]) => [join(dir, safe(name)), { name, code }]),
  );
  const folders = new Set<string>();
  for (const path of byPath.keys())
    for (let d = dirname(path); d.startsWith(dir); d = dirname(d)) folders.add(d);
  const host = ts.createCompilerHost(OPTIONS);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.getSourceFile = (path, language, ...rest) => {
    const file = byPath.get(path);
    return file
      ? ts.createSourceFile(path, file.code, language, true, ts.ScriptKind.TS)
      : getSourceFile.call(host, path, language, ...rest);
  };
  host.fileExists = (path) => byPath.has(path) || fileExists.call(host, path);
  host.readFile = (path) => byPath.get(path)?.code ?? readFile.call(host, path);
  host.directoryExists = (path) =>
    folders.has(path.replace(/\/+$/, '')) || (directoryExists?.call(host, path) ?? true);
  const program = ts.createProgram([...byPath.keys()], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const file = d.file ? byPath.get(d.file.fileName) : undefined;
    if (!file || !d.file || d.start === undefined) return `(program) ${message}`;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    const text = file.code.split('\n')[line] ?? '';
    return `${file.name}:${line + 1}:${character + 1} ${message}\n    ${text.trim()}`;
  });
}

// ---- The program's folder.

/** A program written to a temp folder of its own. */
export interface ProgramFolder {
  dir: string;
  /**
   * Bundles the program's own files from `entry` (every package stays an ordinary import of the
   * repository's install, and a relative import must name a file of the program), imports the
   * result and gives back its exports.
   */
  load: (entry: string) => Promise<Record<string, unknown>>;
  remove: () => void;
}

/** Refuses a name that is not a plain relative path (no `.` or `..` parts, nothing absolute). */
function plainPath(name: string, ending: RegExp): string {
  if (!ending.test(name) || name.includes('\0') || name.split('/').some((p) => /^\.{0,2}$/.test(p)))
    throw new Error(`${JSON.stringify(name)}: not a plain file of the program's folder`);
  return name;
}

/**
 * Writes the program (and, with a few bytes each, the `assets` it reads from the folder it runs
 * in) to a fresh temp folder holding a link to the repository's node_modules.
 */
export function programFolder(
  label: string,
  files: ProgramFiles,
  assets: readonly string[] = [],
): ProgramFolder {
  const dir = mkdtempSync(join(tmpdir(), `${safe(label).replace(/[./]/g, '_')}-check-`));
  try {
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    for (const [name, code] of Object.entries(files)) {
      const path = join(dir, plainPath(name, /\.ts$/));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, code);
    }
    for (const asset of assets) {
      const path = join(dir, asset);
      const rest = relative(dir, path);
      if (rest === '' || rest === '..' || rest.startsWith('../') || rest.includes('/'))
        throw new Error(`${JSON.stringify(asset)}: not a file of the run's folder`);
      writeFileSync(path, 'bytes');
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const load = async (entry: string) => {
    const out = join(dir, '.out', `${plainPath(entry, /\.ts$/).replace(/\.ts$/, '')}.mjs`);
    await build({
      entryPoints: [join(dir, entry)],
      outfile: out,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      absWorkingDir: dir,
      plugins: [
        {
          name: 'program-files',
          setup(b) {
            b.onResolve({ filter: /^[./]/ }, (args) => {
              const path = resolve(args.importer ? dirname(args.importer) : dir, args.path);
              const hit = [
                path,
                `${path}.ts`,
                `${path.replace(/\.js$/, '')}.ts`,
                `${path}/index.ts`,
              ].find((p) => p.startsWith(`${dir}/`) && p.slice(dir.length + 1) in files);
              return hit
                ? { path: hit }
                : { errors: [{ text: `${args.path}: not a file of the program` }] };
            });
            // Every other import is a package: left to Node, which finds the repository's install.
            b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
          },
        },
      ],
    });
    return (await import(/* @vite-ignore */ pathToFileURL(out).href)) as Record<string, unknown>;
  };
  return { dir, load, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes the program to a temp folder, loads it from `entry` and removes the folder. */
export async function loadProgram(
  label: string,
  files: ProgramFiles,
  entry: string,
): Promise<Record<string, unknown>> {
  const folder = programFolder(label, files);
  try {
    return await folder.load(entry);
  } finally {
    folder.remove();
  }
}

// ---- The fake Discord.

export interface RecordedRequest {
  /** The step that was running: an export's name, `registerCommands` or `route <custom_id>`. */
  during: string;
  method: string;
  /** The route after /api/v10, e.g. /channels/1/messages. */
  route: string;
  /** The JSON body (for a multipart upload: its payload_json). */
  body: unknown;
  /** The names of the files uploaded with it. */
  files: string[];
}

/** What the fake Discord keeps while a program runs. */
export interface FakeDiscord {
  requests: RecordedRequest[];
  /** The body of each interaction callback, by interaction id. */
  callbacks: Record<string, unknown>;
  /** The step running now: recorded with each request. */
  during: string;
}

/**
 * Runs `run` with global fetch swapped for the fake Discord: it records each request (a
 * multipart upload by its payload_json and the names of its files), keeps each interaction
 * callback's body, and answers what `answer` says (given the interaction id of a callback).
 */
export async function withFakeDiscord<T>(
  during: string,
  answer: (request: RecordedRequest, callback: string | undefined) => Response,
  run: (discord: FakeDiscord) => Promise<T>,
): Promise<T> {
  const discord: FakeDiscord = { requests: [], callbacks: {}, during };
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = new URL(request.url).pathname.replace(/^\/api(\/v\d+)?/, '');
    let body: unknown;
    const files: string[] = [];
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      for (const [key, value] of form) {
        if (key === 'payload_json') body = JSON.parse(String(value));
        else if (typeof value !== 'string') files.push(value.name);
      }
    } else {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    }
    const recorded = { during: discord.during, method: request.method, route, body, files };
    discord.requests.push(recorded);
    const callback = /^\/interactions\/(\d+)\/[^/]+\/callback$/.exec(route)?.[1];
    if (callback !== undefined) discord.callbacks[callback] = body;
    return answer(recorded, callback);
  };
  try {
    return await run(discord);
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** Waits for one step; a call the library never settles fails instead of hanging the test. */
export async function finish(name: string, run: unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within 5 s`)), 5000);
  });
  try {
    await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ---- The interactions Discord sends.

export const CHANNEL_ID = '111111111111111111';
export const GUILD_ID = '444444444444444444';
export const APPLICATION_ID = '333333333333333333';
/** The id every fake pick of a user, role, mentionable, channel or file carries. */
export const PICKED_ID = '223456789012345678';
export const USER = {
  id: PICKED_ID,
  username: 'someone',
  discriminator: '0',
  avatar: null,
  global_name: null,
};

/** What Discord resolves for the picked id, in a component's or a modal's data. */
export const RESOLVED = {
  users: { [PICKED_ID]: USER },
  roles: {
    [PICKED_ID]: {
      id: PICKED_ID,
      name: 'team',
      color: 0,
      hoist: false,
      position: 1,
      permissions: '0',
      managed: false,
      mentionable: true,
      flags: 0,
    },
  },
  channels: { [PICKED_ID]: { id: PICKED_ID, type: 0, name: 'general', permissions: '0' } },
  attachments: {
    [PICKED_ID]: {
      id: PICKED_ID,
      filename: 'shot.png',
      size: 1,
      url: 'https://cdn.example.com/shot.png',
      proxy_url: 'https://cdn.example.com/shot.png',
    },
  },
};

let nextInteraction = 1;

/** What every interaction carries, with a fresh id. */
function interaction<D>(type: number, data: D) {
  const id = String(900000000000000000n + BigInt(nextInteraction++));
  return {
    id,
    application_id: APPLICATION_ID,
    type,
    data,
    channel_id: CHANNEL_ID,
    token: `token-${id}`,
    version: 1,
    app_permissions: '0',
    locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {},
    context: 0,
  };
}

/** An interaction as Discord sends it from a direct message (a user, no guild). */
export function directInteraction<D>(type: number, data: D) {
  return { ...interaction(type, data), user: USER };
}

/** An interaction as Discord sends it in a guild (a member, the channel, the message it is on). */
export function guildInteraction<D>(type: number, data: D) {
  return {
    ...interaction(type, data),
    guild_id: GUILD_ID,
    channel: { id: CHANNEL_ID, type: 0 },
    member: { user: USER, roles: [], permissions: '0', joined_at: '2026-01-01T00:00:00.000Z' },
    // A component interaction carries the message it is on.
    ...(type === 3 ? { message: { id: '555555555555555555', channel_id: CHANNEL_ID } } : {}),
    guild_locale: 'en-US',
  };
}

/** The `data` of the /ticket slash command a modal is shown from. */
export const SLASH_TICKET = { id: '5', name: 'ticket', type: 1 };

/** A modal payload, as far as the interactions of submitting it need. */
export interface ModalSample {
  custom_id: string;
  components: { type: number; component?: { type: number; custom_id: string } }[];
}

/** Samples the routing is checked on: message payloads (their components) and modal payloads. */
export interface RoutingSamples {
  messages: readonly unknown[];
  modals: readonly ModalSample[];
}

/** Every custom_id in a payload, in order (components, modal fields and the modal itself). */
export function customIds(payload: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const id = (value as { custom_id?: unknown }).custom_id;
      if (typeof id === 'string') out.push(id);
      Object.values(value).forEach(walk);
    }
  };
  walk(payload);
  return out;
}

/** A component a person can use, as found in a message design: its custom_id and type. */
export interface Interactive {
  customId: string;
  type: number;
}

/** The components of a message payload that send an interaction (those with a custom_id). */
export function interactiveComponents(payload: unknown): Interactive[] {
  const out: Interactive[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const { custom_id: customId, type } = value as { custom_id?: unknown; type?: unknown };
      if (typeof customId === 'string' && typeof type === 'number') out.push({ customId, type });
      Object.values(value).forEach(walk);
    }
  };
  walk(payload);
  return out;
}

/** What a person "submits" for a field of a modal, by component type, as Discord sends it. */
export function submittedValue(type: number): { value: unknown } | { values: string[] } {
  switch (type) {
    case 4: // text input
      return { value: 'typed text' };
    case 21: // radio group
      return { value: 'pro' };
    case 23: // checkbox
      return { value: true };
    case 3: // string select
      return { values: ['editor'] };
    case 22: // checkbox group
      return { values: ['bots', 'docs'] };
    default: // user, role, mentionable, channel selects and file uploads: ids
      return { values: [PICKED_ID] };
  }
}

/** The `data` of a MODAL_SUBMIT interaction for a modal payload, as Discord would send it. */
export function modalSubmitData(modal: ModalSample): { custom_id: string; components: unknown[] } {
  return {
    custom_id: modal.custom_id,
    components: modal.components.map((top, id) =>
      top.component
        ? {
            type: top.type,
            id: id + 1,
            component: {
              type: top.component.type,
              id: id + 100,
              custom_id: top.component.custom_id,
              ...submittedValue(top.component.type),
            },
          }
        : { type: top.type, id: id + 1 },
    ),
  };
}

/** One interaction the routing check sends: a component used (type 3) or a modal submitted (5). */
export interface Routed {
  customId: string;
  type: 3 | 5;
  data: Record<string, unknown>;
}

/**
 * The interactions Discord sends when each component of the messages is used (a select picks
 * `general` or the picked id) and each modal is submitted, in order; `resolved` is added to a
 * select's data and to a modal's where the library reads it.
 */
export function routedInteractions(
  routing: RoutingSamples,
  resolved: { components?: object; modals?: object } = {},
): Routed[] {
  const out: Routed[] = [];
  for (const message of routing.messages)
    for (const { customId, type } of interactiveComponents(message))
      out.push({
        customId,
        type: 3,
        data: {
          custom_id: customId,
          component_type: type,
          ...(type === 2
            ? {}
            : {
                values: type === 3 ? ['general'] : [PICKED_ID],
                ...(resolved.components ? { resolved: resolved.components } : {}),
              }),
        },
      });
  for (const modal of routing.modals)
    out.push({
      customId: modal.custom_id,
      type: 5,
      data: {
        ...modalSubmitData(modal),
        ...(resolved.modals ? { resolved: resolved.modals } : {}),
      },
    });
  return out;
}
