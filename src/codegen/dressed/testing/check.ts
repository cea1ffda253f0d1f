// For tests: the check a dressed printer's output must pass. It type-checks the program against
// dressed's own .d.ts, then does what `dressed build -r` and Discord would do with it, using the
// real library: in a fresh temp folder holding the program's files (and a link to the
// repository's node_modules), dressed's own build() bundles src/commands and src/components and
// parses them into the command and component arrays; installCommands(commands) registers the
// commands; every other file is a module whose send*/show* exports are called; and
// handleInteraction(commands, components, json) receives the interactions Discord would send for
// each custom_id. Global fetch is swapped for the fake Discord of ../../testing/npm-check.ts
// (dressed's callDiscord calls `fetch(request)`), so what dressed would send Discord is kept as
// JSON and nothing leaves the machine. dressed is imported with the temp folder as working directory (it loads `.env` files
// from there on import) and with dummy DISCORD_TOKEN / DISCORD_APP_ID / DISCORD_PUBLIC_KEY set
// only while the run lasts.
import { build } from 'esbuild';
import {
  APPLICATION_ID,
  CHANNEL_ID,
  RESOLVED,
  SLASH_TICKET,
  finish,
  guildInteraction,
  programFolder,
  routedInteractions,
  typecheckProgram,
  withFakeDiscord,
  type ProgramFiles,
  type RecordedRequest,
  type RoutingSamples,
} from '../../testing/npm-check';

export type { ProgramFiles, RecordedRequest, RoutingSamples };

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

/** The folders dressed's build reads handlers from; every other file is a module to call. */
const HANDLER_FOLDERS = /^src\/(commands|components|events)\//;

/** The environment dressed reads at call time, set only while a run lasts. */
const ENV = {
  DISCORD_TOKEN: 'fake.not-a-token',
  DISCORD_APP_ID: APPLICATION_ID,
  DISCORD_PUBLIC_KEY: '00'.repeat(32),
} as const;

/** An interaction as dressed's server receives it: in a guild, with Discord's upload limit. */
const rawInteraction = <D>(type: number, data: D) => ({
  ...guildInteraction(type, data),
  attachment_size_limit: 10485760,
});

/** The fake Discord's answer: the command set, or the message made. */
const answer = (request: RecordedRequest) =>
  Response.json(
    request.method === 'PUT' ? [] : { id: '555555555555555555', channel_id: CHANNEL_ID },
  );

/** Type-checks and runs a dressed program (its files under src/), recording what it sends. */
export async function checkDressed(
  files: ProgramFiles,
  routing: RoutingSamples,
  /** Files the program reads from the folder it runs in (`./name`), written with a few bytes. */
  assets: readonly string[] = [],
): Promise<CheckResult> {
  const typeErrors = typecheckProgram('dressed', files);
  for (const name of Object.keys(files))
    if (!name.startsWith('src/')) throw new Error(`${JSON.stringify(name)}: not a file under src/`);
  const folder = programFolder('dressed', files, assets);
  const answers: Record<string, unknown> = {};
  const handledBy: Record<string, string> = {};
  const complaints: string[] = [];

  const savedCwd = process.cwd();
  const savedEnv = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
  const savedConsole = { ...console };
  try {
    return await withFakeDiscord('build', answer, async (discord) => {
      process.chdir(folder.dir);
      Object.assign(process.env, ENV);
      console.log = console.info = console.debug = () => {};
      console.warn = console.error = (...args: unknown[]) => {
        const text = args.map(String).join(' ');
        // A program without src/events (or commands) is not a complaint.
        if (!/directory not found$/.test(text)) complaints.push(`${discord.during}: ${text}`);
      };

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
            handledBy[String(discord.during.replace(/^route /, ''))] = item.path;
            return run(...args);
          },
        };
      }

      // The program's other modules: each send*/show* export, in file order.
      const modules = Object.keys(files).filter((name) => !HANDLER_FOLDERS.test(name));
      for (const name of modules) {
        const exports = await folder.load(name);
        for (const [key, value] of Object.entries(exports)) {
          if (typeof value !== 'function') continue;
          discord.during = key;
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
        discord.during = 'registerCommands';
        await finish(discord.during, installCommands(commands));
      }

      // Routing: what Discord sends when each component is used and each modal submitted.
      const resolved = { components: RESOLVED, modals: RESOLVED };
      for (const { customId, type, data } of routedInteractions(routing, resolved)) {
        const raw = rawInteraction(type, data);
        discord.during = `route ${customId}`;
        await finish(discord.during, handleInteraction(commands, components, raw, undefined));
        answers[customId] = discord.callbacks[raw.id];
      }
      return { typeErrors, requests: discord.requests, answers, handledBy, complaints };
    });
  } finally {
    Object.assign(console, savedConsole);
    for (const [key, value] of Object.entries(savedEnv))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    process.chdir(savedCwd);
    folder.remove();
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
