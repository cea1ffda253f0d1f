// The package as a bot project gets it: `npm pack` here, then an install of the tarball into an
// empty project without dev dependencies, and its `component-studio` run on Node alone. Offline:
// a package with no dependencies needs nothing from the registry.
import type { SpawnSyncReturns } from 'node:child_process';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of a shell outside this repository: no npm_* variables from the `npm test`
 * that may have started vitest (npm_config_local_prefix would point npm back here), and no
 * node_modules/.bin on the PATH, so that nothing of the repository's (tsx!) can be picked up.
 */
function outsideEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
  );
  const path = (process.env.PATH ?? '').split(delimiter).filter((p) => !p.includes('node_modules'));
  return { ...env, PATH: [dirname(process.execPath), ...path].join(delimiter) };
}

interface PackedFile {
  path: string;
  size: number;
}
interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: PackedFile[];
}

// Fixture builders, not pasted blobs.
const V2 = 1 << 15;
const makeMessage = () => ({ flags: V2, components: [{ type: 10, content: 'Hello' }] });
const makeSlashCommand = (optionType = 3) => ({
  name: 'trail',
  description: 'Shows the state of a trail',
  options: [{ type: optionType, name: 'trail', description: 'Which trail', required: true }],
});
const makeUserCommand = () => ({ type: 2, name: 'Report' });
const makePermissions = () => ({
  permissions: [{ id: '123456789012345678', type: 1, permission: true }],
});

describe('the packed package', () => {
  let tmp: string;
  let project: string;
  let packed: Packed;
  let env: NodeJS.ProcessEnv;
  const installed = () => join(project, 'node_modules', 'component-studio');

  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'component-studio-pack-'));
    env = outsideEnv();
    const npm = (args: string[], cwd: string) =>
      execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

    // prepack builds dist-cli/ first, so this packs a fresh build.
    const out = npm(['pack', '--json', '--pack-destination', tmp], repo);
    [packed] = JSON.parse(out) as [Packed];

    project = join(tmp, 'bot');
    mkdirSync(project);
    npm(['init', '-y'], project);
    npm(
      ['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', join(tmp, packed.filename)],
      project,
    );
    const write = (file: string, value: unknown) =>
      writeFileSync(join(project, file), JSON.stringify(value, null, 2));
    write('message.json', makeMessage());
    write('command.json', makeSlashCommand());
    write('commands.json', [makeSlashCommand(), makeUserCommand()]);
    // Option types run from 1 to 11.
    write('bad-command.json', makeSlashCommand(99));
    write('permissions.json', makePermissions());
  }, 180_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const cli = (...args: string[]): SpawnSyncReturns<string> =>
    spawnSync(join(project, 'node_modules', '.bin', 'component-studio'), args, {
      cwd: project,
      env,
      encoding: 'utf8',
    });

  it('holds the compiled CLI, its licences, package.json and the README, nothing else', () => {
    expect(packed.files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'dist-cli/THIRD-PARTY-LICENSES.txt',
      'dist-cli/component-studio.mjs',
      'package.json',
    ]);
  });

  it('installs as one package: no dependencies, no TypeScript loader', () => {
    const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'])
      expect(manifest[field], field).toBeUndefined();
    expect(readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual([
      'component-studio',
    ]);
    expect(existsSync(join(installed(), 'node_modules'))).toBe(false);

    // Whatever the bundle still imports must come with Node.
    const bundle = readFileSync(join(installed(), 'dist-cli', 'component-studio.mjs'), 'utf8');
    expect(bundle.startsWith('#!/usr/bin/env node\n')).toBe(true);
    // A module specifier has no spaces or commas: the printers' own text ("from " inside code they
    // print) is not an import of the bundle.
    const imported = [...bundle.matchAll(/\b(?:from|import)\s*\(?\s*"([\w@./:-]+)"/g)].map(
      (m) => m[1],
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((spec) => !spec?.startsWith('node:'))).toEqual([]);
    expect(bundle).not.toContain('tsx/');
  });

  it('validates a message: exit 0, "valid"', () => {
    const run = cli('validate', 'message.json');
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('message.json: valid (message)\n');
    expect(run.status).toBe(0);
  });

  it('recognises and validates a slash command', () => {
    const run = cli('validate', 'command.json');
    expect(run.stdout).toBe('command.json: valid (command)\n');
    expect(run.status).toBe(0);
  });

  it('recognises and validates a list of commands', () => {
    const run = cli('validate', 'commands.json');
    expect(run.stdout).toBe('commands.json: valid (commands)\n');
    expect(run.status).toBe(0);
  });

  it('refuses an invalid command with exit 1 and the path of the field', () => {
    const run = cli('validate', 'bad-command.json');
    expect(run.stdout).toMatch(/^bad-command\.json: \$\.options\[0\]\.type: .+ \[[a-z0-9-]+\]$/m);
    expect(run.stdout).toMatch(/^bad-command\.json: invalid \(command, \d+ errors?\)\n$/m);
    expect(run.status).toBe(1);
  });

  it('validates command permissions with --as permissions and --json', () => {
    const run = cli('validate', '--as', 'permissions', '--json', 'permissions.json');
    expect(JSON.parse(run.stdout)).toEqual([
      { file: 'permissions.json', kind: 'permissions', valid: true, errors: [], warnings: [] },
    ]);
    expect(run.status).toBe(0);
  });

  it('runs through npx too, and exits 2 for a file that is not there', () => {
    const run = spawnSync(
      'npx',
      ['--offline', '--no', 'component-studio', 'validate', 'gone.json'],
      {
        cwd: project,
        env,
        encoding: 'utf8',
      },
    );
    expect(run.stdout).toContain('gone.json: unreadable');
    expect(run.status).toBe(2);
  });
});
