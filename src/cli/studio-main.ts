// The process edge of `component-studio studio`: finds the built designer beside the package,
// starts the server (server/studio/), prints its address, opens the browser, and closes cleanly on
// Ctrl-C. The address carries the run's secret: it is printed once and never logged.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE_ALLOW, resolveApiBase } from '../../server/discord-api';
import { environmentsRelayMiddleware, environmentsRoute } from '../../server/studio/environments';
import type { EnvironmentsOptions } from '../../server/studio/environments';
import { hasStudioKey, newStudioKey, startStudio } from '../../server/studio/server';
import type { StudioOptions } from '../../server/studio/server';
import type { ConfigRead } from '../model/environments';
import type { CommandOutput } from './output';
import { EXIT } from './output';
import type { StudioArgs } from './studio-args';
import { STUDIO_HELP, parseStudioArgs } from './studio-args';

/**
 * The designer `vite build` made: `<package>/dist/`. Bundled, this code is
 * `<package>/dist-cli/component-studio.mjs`; from source it is `<repository>/src/cli/studio-main.ts`.
 */
export function designerDir(moduleUrl: string): string {
  const here = dirname(fileURLToPath(moduleUrl));
  return basename(here) === 'dist-cli' ? join(here, '..', 'dist') : join(here, '..', '..', 'dist');
}

/** `studio ...` (the words after it): help, a usage error, or the server until Ctrl-C. */
export function studioCommand(argv: readonly string[]): Promise<CommandOutput> | CommandOutput {
  const args = parseStudioArgs(argv);
  if (args.command === 'help') return { stdout: [STUDIO_HELP], stderr: [], exitCode: EXIT.valid };
  if (args.command === 'error')
    return {
      stdout: [],
      stderr: [`component-studio: ${args.message}`, '', STUDIO_HELP],
      exitCode: EXIT.unusable,
    };
  return runStudio(args);
}

/** Serves until SIGINT or SIGTERM; the output is what is left to print (errors), and the exit code. */
export async function runStudio(args: StudioArgs): Promise<CommandOutput> {
  const dir = resolve(args.dir);
  const fail = (message: string): CommandOutput => ({
    stdout: [],
    stderr: [`component-studio: ${message}`],
    exitCode: EXIT.unusable,
  });
  let studio;
  // The key is made here, before the server, so the environments' relay signing can check it.
  const key = newStudioKey();
  try {
    studio = await startStudio({
      ...studioEnvironments(dir, process.env, key),
      dir,
      distDir: designerDir(import.meta.url),
      port: args.port,
      key,
      apiBase: resolveApiBase(process.env.DISCORD_API_BASE, process.env[API_BASE_ALLOW]),
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  process.stdout.write(`Component Studio is serving ${dir} on ${studio.url}\n`);
  if (args.open) openBrowser(studio.url);
  await new Promise<void>((done) => {
    const stop = () => {
      // A second Ctrl-C while closing stops at once.
      process.once('SIGINT', () => process.exit(130));
      done();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await studio.close();
  return { stdout: [], stderr: [], exitCode: EXIT.valid };
}

/**
 * The studio's environments for DIR: `GET /api/environments` and the relay signing of a request
 * that names one with the token from `env` (process.env; the e2e spec passes its own). The config
 * is read on each request, so an edit of component-studio.json shows at once; its reader is loaded
 * on first use so that it is not on the way to the first page.
 */
export function studioEnvironments(
  dir: string,
  env: EnvironmentsOptions['env'],
  key: string,
): Pick<StudioOptions, 'apiRoutes' | 'relayMiddleware'> {
  const options: EnvironmentsOptions = {
    readConfig: () => readEnvironmentsFrom(dir),
    env,
    checkKey: (req: IncomingMessage) => hasStudioKey(req, key),
  };
  return {
    apiRoutes: [environmentsRoute(options)],
    relayMiddleware: [environmentsRelayMiddleware(options)],
  };
}

/** The environments of the config found from DIR upward (see src/cli/environments.ts). */
async function readEnvironmentsFrom(dir: string): Promise<ConfigRead> {
  const { findConfig } = await import('./environments');
  const found = await findConfig(dir, (file) => readFile(file, 'utf8'));
  if (found.ok) return found.result;
  return {
    ok: false,
    source: null,
    problems: [
      `No component-studio.json (nor a "componentStudio" key in a package.json) in ${dir} or the folders above it, up to the repository's root.`,
    ],
  };
}

/** Opens the address with the platform's opener, detached; a missing opener is not an error. */
function openBrowser(url: string): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '', url]
        : ['xdg-open', url];
  try {
    const child = spawn(command!, args, { detached: true, stdio: 'ignore', windowsHide: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No browser to open: the printed address is enough.
  }
}
