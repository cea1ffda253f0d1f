// `--env NAME`: finds the bot's config (component-studio.json, or package.json's componentStudio)
// from the current folder upward, and turns one of its environments into what `commands` needs:
// the application, the scope, the command files and the variable that holds the token. Files are
// read through the injected reader, so tests run it on an in-memory folder.
import { dirname, join, relative, resolve } from 'node:path';
import type { Environment } from '../model/environments';
import { CONFIG_FILE, readEnvironments, targetOf } from '../model/environments';
import type { ReadFile } from './validate-command';

/** An environment ready to use: where its commands go, its files as the reader takes them. */
export interface EnvTarget {
  env: Environment;
  /** The config file used, relative to the current folder (for messages). */
  configFile: string;
  applicationId: string;
  guildId: string | null;
  /** The command files: the path to read, and the name to show (relative to the current folder). */
  files: { path: string; shown: string }[];
  notes: string[];
}

/** The config's text, or null when the file is not there (any failure to read counts as absent). */
async function tryRead(read: ReadFile, path: string): Promise<string | null> {
  try {
    return await read(path);
  } catch {
    return null;
  }
}

/** Whether `path` exists: a folder cannot be read as text, and says so with EISDIR. */
async function exists(read: ReadFile, path: string): Promise<boolean> {
  try {
    await read(path);
    return true;
  } catch (err) {
    return (err as { code?: unknown } | null)?.code === 'EISDIR';
  }
}

/**
 * Finds the config from `cwd` upward: the first folder with a component-studio.json, or a
 * package.json with a componentStudio key. The search stops at the repository's root (the folder
 * holding .git) or the filesystem's root, so a config above the repository is never read.
 */
export async function findConfig(
  cwd: string,
  read: ReadFile,
): Promise<{ ok: true; dir: string; result: ReturnType<typeof readEnvironments> } | { ok: false }> {
  let dir = resolve(cwd);
  for (;;) {
    const config = await tryRead(read, join(dir, CONFIG_FILE));
    const packageJson = await tryRead(read, join(dir, 'package.json'));
    if (config !== null || packageJson !== null) {
      const result = readEnvironments({ config, packageJson });
      if (result.ok || result.source !== null) return { ok: true, dir, result };
    }
    const parent = dirname(dir);
    if (parent === dir || (await exists(read, join(dir, '.git')))) return { ok: false };
    dir = parent;
  }
}

/** Environment `name` of the config found from `cwd`, or the sentences that say why not. */
export async function resolveEnvironment(
  name: string,
  cwd: string,
  read: ReadFile,
): Promise<{ ok: true; target: EnvTarget } | { ok: false; lines: string[] }> {
  const found = await findConfig(cwd, read);
  if (!found.ok)
    return {
      ok: false,
      lines: [
        `--env ${name}: no ${CONFIG_FILE} (nor a "componentStudio" key in a package.json) was found in ${resolve(cwd)} or the folders above it, up to the repository's root. See docs/cli.md, "Environments".`,
      ],
    };
  const { dir, result } = found;
  const configFile = relative(cwd, join(dir, result.source ?? CONFIG_FILE)) || CONFIG_FILE;
  if (!result.ok)
    return {
      ok: false,
      lines: [
        `${configFile} has ${result.problems.length === 1 ? 'a problem' : 'problems'}; nothing was sent:`,
        ...result.problems.map((p) => `  ${p}`),
      ],
    };
  const env = result.environments.find((e) => e.name === name);
  if (!env) {
    const names = result.environments.map((e) => e.name).join(', ');
    return { ok: false, lines: [`${configFile} has no environment "${name}" (it has: ${names}).`] };
  }
  const files = env.commands.map((file) => {
    const path = join(dir, file);
    return { path, shown: relative(cwd, path) || file };
  });
  return {
    ok: true,
    target: { env, configFile, ...targetOf(env), files, notes: result.notes },
  };
}

/** The line that says which environment is used and where its set goes. */
export function environmentLine(t: EnvTarget): string {
  const where =
    t.env.scope === 'global'
      ? t.guildId === null
        ? 'the global commands'
        : `test guild ${t.guildId} instead of the global commands (globalToGuild)`
      : `guild ${t.guildId}`;
  return `Environment ${t.env.name} of ${t.configFile}: application ${t.applicationId}, to ${where}; token from ${t.env.tokenEnv}.`;
}
