// What pack.test.ts needs to play a bot project: a shell's environment from outside this
// repository, `npm pack` of the repository, an empty project that installs the tarball offline
// and without dev dependencies, the size of a folder as `du` would add it up, and a closed port.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of a shell outside this repository: no npm_* variables from the `npm test`
 * that may have started vitest (npm_config_local_prefix would point npm back here), and no
 * node_modules/.bin on the PATH, so that nothing of the repository's (tsx!) can be picked up.
 */
export function outsideEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
  );
  const path = (process.env.PATH ?? '').split(delimiter).filter((p) => !p.includes('node_modules'));
  return { ...env, PATH: [dirname(process.execPath), ...path].join(delimiter) };
}

export interface PackedFile {
  path: string;
  size: number;
}
export interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: PackedFile[];
}

/** npm in `cwd` with the outside environment; throws (with npm's output) when it fails. */
export const npmIn = (env: NodeJS.ProcessEnv, cwd: string, args: string[]): string =>
  execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Packs the repository into `tmp` (prepack builds first) and installs it into `tmp/bot`. */
export function packAndInstall(
  tmp: string,
  env: NodeJS.ProcessEnv,
): { packed: Packed; project: string } {
  const [packed] = JSON.parse(npmIn(env, repo, ['pack', '--json', '--pack-destination', tmp])) as [
    Packed,
  ];
  const project = join(tmp, 'bot');
  mkdirSync(project);
  npmIn(env, project, ['init', '-y']);
  npmIn(env, project, [
    'install',
    '--offline',
    '--omit=dev',
    '--no-audit',
    '--no-fund',
    join(tmp, packed!.filename),
  ]);
  return { packed: packed!, project };
}

/** The bytes the files under `dir` take on disk, in 4 KiB blocks as a file system keeps them. */
export function diskSize(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += 4096 + diskSize(path);
    else bytes += Math.ceil(statSync(path).size / 4096) * 4096;
  }
  return bytes;
}

/** A port nothing listens on: taken from the system, then let go. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
