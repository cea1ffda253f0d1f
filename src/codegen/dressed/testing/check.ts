// For tests: the check a dressed printer's output must pass. It type-checks the program against
// dressed's own .d.ts, then does what `dressed build -r` and Discord would do with it, using the
// real library: in a fresh temp folder holding the program's files (and a link to the
// repository's node_modules), dressed's own build() bundles src/commands and src/components and
// parses them into the command and component arrays; installCommands(commands) registers the
// commands; every other file is a module whose send*/show* exports are called; and
// handleInteraction(commands, components, json) receives the interactions Discord would send for
// each custom_id. Global fetch is swapped for a recorder (dressed's callDiscord calls
// `fetch(request)`), so what dressed would send Discord is kept as JSON and nothing leaves the
// machine. dressed is imported with the temp folder as working directory (it loads `.env` files
// from there on import) and with dummy DISCORD_TOKEN / DISCORD_APP_ID / DISCORD_PUBLIC_KEY set
// only while the run lasts.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import {
  REPO_ROOT,
  interactiveComponents,
  modalSubmitData,
  typecheckProgram,
  type ProgramFiles,
} from '../../discordeno/testing/program';

export type { ProgramFiles };

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

export interface CheckResult {
  /** `file:line:column message` for every type error; empty when the program type-checks. */
  typeErrors: string[];
  requests: RecordedRequest[];
  /** For each custom_id dispatched: the body of the program's answer, or undefined if none. */
  answers: Record<string, unknown>;
  /** For each custom_id dispatched: the file of the handler dressed ran for it. */
  handledBy: Record<string, string>;
  /** What dressed logged with console.error / console.warn (a handler that threw, no handler). */
  complaints: string[];
}

/** Samples the routing is checked on: message payloads (their components) and modal payloads. */
export interface RoutingSamples {
  messages: readonly unknown[];
  modals: readonly {
    custom_id: string;
    components: { type: number; component?: { type: number; custom_id: string } }[];
  }[];
}

/** The folders dressed's build reads handlers from; every other file is a module to call. */
const HANDLER_FOLDERS = /^src\/(commands|components|events)\//;

const CHANNEL_ID = '111111111111111111';
const GUILD_ID = '444444444444444444';
const APPLICATION_ID = '333333333333333333';
/** The id every fake pick of a user, role, mentionable, channel or file carries (program.ts). */
const PICKED_ID = '223456789012345678';
const USER = {
  id: PICKED_ID,
  username: 'someone',
  discriminator: '0',
  avatar: null,
  global_name: null,
};
/** What Discord resolves for a picked id, for dressed's getValues() and getField() getters. */
const RESOLVED = {
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

/** The environment dressed reads at call time, set only while a run lasts. */
const ENV = {
  DISCORD_TOKEN: 'fake.not-a-token',
  DISCORD_APP_ID: APPLICATION_ID,
  DISCORD_PUBLIC_KEY: '00'.repeat(32),
} as const;

const SLASH_TICKET = { id: '5', name: 'ticket', type: 1 };

let nextInteraction = 1;

/** A program file's path, refused unless it is a plain relative path under src/. */
function programPath(name: string): string {
  if (!/^src\/[^\0]*\.ts$/.test(name) || name.split('/').some((p) => p === '..' || p === '.'))
    throw new Error(`${JSON.stringify(name)}: not a file under src/`);
  return name;
}

/** Type-checks and runs a dressed program (its files under src/), recording what it sends. */
export async function checkDressed(
  files: ProgramFiles,
  routing: RoutingSamples,
  /** Files the program reads from the folder it runs in (`./name`), written with a few bytes. */
  assets: readonly string[] = [],
): Promise<CheckResult> {
  const typeErrors = typecheckProgram('dressed', files);
  const dir = mkdtempSync(join(tmpdir(), 'dressed-check-'));
  const requests: RecordedRequest[] = [];
  const callbacks: Record<string, unknown> = {};
  const answers: Record<string, unknown> = {};
  const handledBy: Record<string, string> = {};
  const complaints: string[] = [];
  let during = 'build';

  const savedCwd = process.cwd();
  const savedEnv = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
  const savedConsole = { ...console };
  const realFetch = globalThis.fetch;
  try {
    // The program's files, and the repository's install for its bare imports.
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    for (const [name, code] of Object.entries(files)) {
      const path = join(dir, programPath(name));
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
    process.chdir(dir);
    Object.assign(process.env, ENV);
    console.log = console.info = console.debug = () => {};
    console.warn = console.error = (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // A program without src/events (or commands) is not a complaint.
      if (!/directory not found$/.test(text)) complaints.push(`${during}: ${text}`);
    };
    globalThis.fetch = recorder(requests, callbacks, () => during);

    // Loaded here, at run time only, with the temp folder as working directory.
    const { default: dressedBuild } = await import('dressed/build');
    const { createInteraction, handleInteraction, installCommands } =
      await import('dressed/server');

    // `dressed build`: its own bundling and parsing of src/commands and src/components.
    const { commands, components } = await dressedBuild({}, { bundle: bundleLikeDressed });
    for (const item of components) {
      const run = item.exports.default;
      item.exports = {
        ...item.exports,
        default: (...args: unknown[]) => {
          handledBy[String(during.replace(/^route /, ''))] = item.path;
          return run(...args);
        },
      };
    }

    // The program's other modules: each send*/show* export, in file order.
    const modules = Object.keys(files).filter((name) => !HANDLER_FOLDERS.test(name));
    for (const name of modules) {
      const exports = await loadModule(dir, name);
      for (const [key, value] of Object.entries(exports)) {
        if (typeof value !== 'function') continue;
        during = key;
        if (key.startsWith('send')) await finish(key, value(CHANNEL_ID));
        else if (key.startsWith('show'))
          await finish(
            key,
            // A /ticket slash command, as dressed's server hands it to a command handler.
            value(createInteraction(rawInteraction(2, SLASH_TICKET) as never)),
          );
      }
    }

    // `dressed build -r`: the commands registered with one bulk overwrite.
    if (commands.length > 0) {
      during = 'registerCommands';
      await finish(during, installCommands(commands));
    }

    // Routing: what Discord sends when each component is used and each modal submitted.
    const dispatch = async (customId: string, type: number, data: Record<string, unknown>) => {
      const raw = rawInteraction(type, data);
      during = `route ${customId}`;
      await finish(during, handleInteraction(commands, components, raw, undefined));
      answers[customId] = callbacks[raw.id];
    };
    for (const message of routing.messages)
      for (const { customId, type } of interactiveComponents(message))
        await dispatch(customId, 3, {
          custom_id: customId,
          component_type: type,
          ...(type === 2
            ? {}
            : { values: type === 3 ? ['general'] : [PICKED_ID], resolved: RESOLVED }),
        });
    for (const modal of routing.modals)
      await dispatch(modal.custom_id, 5, { ...modalSubmitData(modal), resolved: RESOLVED });
    return { typeErrors, requests, answers, handledBy, complaints };
  } finally {
    globalThis.fetch = realFetch;
    Object.assign(console, savedConsole);
    for (const [key, value] of Object.entries(savedEnv))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    process.chdir(savedCwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * dressed's own bundle step (dist/server/build/bundle.js, the same options), run with the
 * repository's esbuild and with the working directory said explicitly: the esbuild service dressed
 * starts keeps the working directory of its first build, the temp folder of an earlier run.
 */
async function bundleLikeDressed(entry: string, outdir: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    minify: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    write: true,
    treeShaking: true,
    jsx: 'automatic',
    logLevel: 'error',
    packages: 'external',
    absWorkingDir: process.cwd(),
  });
}

type Json = Record<string, unknown>;

/**
 * The two differences dressed makes in a command set that Discord reads the same, for comparing
 * what it sent with a sample: (1) installCommands registers the commands in the order dressed's
 * build finds their files (the file system's order); a bulk overwrite keeps no order, so commands
 * are sorted by name. (2) dressed's CommandConfig types default_member_permissions as a string or
 * permission names, never null; null is Discord's default (everyone), the same as leaving it out.
 * Applied to both sides; any other body is returned as it is.
 */
export function normaliseCommands(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  return (body as Json[])
    .map((command) => {
      const { default_member_permissions: permissions, ...rest } = command;
      return permissions === null ? rest : command;
    })
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

/** Bundles one module of the program (its packages left to Node) into the temp folder, loads it. */
async function loadModule(dir: string, name: string): Promise<Record<string, unknown>> {
  const out = join(dir, '.out', `${name.replace(/\.ts$/, '')}.mjs`);
  await build({
    entryPoints: [join(dir, name)],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    absWorkingDir: dir,
  });
  if (relative(dir, out).startsWith('..')) throw new Error(`${name}: outside the run's folder`);
  return (await import(/* @vite-ignore */ pathToFileURL(out).href)) as Record<string, unknown>;
}

/** The fake Discord: records each request and answers it the way Discord would, briefly. */
function recorder(
  requests: RecordedRequest[],
  callbacks: Record<string, unknown>,
  during: () => string,
): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = new URL(request.url).pathname.replace(/^\/api(\/v\d+)?/, '');
    let body: unknown;
    const fileNames: string[] = [];
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      for (const [key, value] of form) {
        if (key === 'payload_json') body = JSON.parse(String(value));
        else if (typeof value !== 'string') fileNames.push(value.name);
      }
    } else {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    }
    requests.push({ during: during(), method: request.method, route, body, files: fileNames });
    const callback = /^\/interactions\/(\d+)\/[^/]+\/callback$/.exec(route);
    if (callback) callbacks[callback[1]!] = body;
    if (request.method === 'PUT') return Response.json([]);
    return Response.json({ id: '555555555555555555', channel_id: CHANNEL_ID });
  };
}

/** An interaction as Discord sends it to the interactions endpoint, in a guild. */
function rawInteraction(type: number, data: Record<string, unknown>) {
  const id = String(900000000000000000n + BigInt(nextInteraction++));
  return {
    id,
    application_id: APPLICATION_ID,
    type,
    data,
    guild_id: GUILD_ID,
    channel_id: CHANNEL_ID,
    channel: { id: CHANNEL_ID, type: 0 },
    member: { user: USER, roles: [], permissions: '0', joined_at: '2026-01-01T00:00:00.000Z' },
    // A component interaction carries the message it is on.
    ...(type === 3 ? { message: { id: '555555555555555555', channel_id: CHANNEL_ID } } : {}),
    token: `token-${id}`,
    version: 1,
    app_permissions: '0',
    attachment_size_limit: 10485760,
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {},
    context: 0,
  };
}

/** Waits for one step; a call that never settles fails instead of hanging the test. */
async function finish(name: string, run: unknown): Promise<void> {
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
