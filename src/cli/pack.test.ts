// The package as a bot project gets it: `npm pack` here, then an install of the tarball into an
// empty project without dev dependencies, and its `component-studio` run on Node alone. Offline:
// a package with no dependencies needs nothing from the registry.
import type { SpawnSyncReturns } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnMcp } from './mcp/spawn-kit';
import type { Packed } from './pack-kit';
import { closedPort, diskSize, outsideEnv, packAndInstall, repo } from './pack-kit';

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

/** A bot's module using the library's API, as JavaScript or as TypeScript with its types. */
const typesCheck = (lang: 'js' | 'ts') => {
  const types = lang === 'ts';
  return `import { validatePayload, planSync, exportPayload, importPayload } from 'component-studio';
${types ? "import type { Problem, ValidationResult, SyncPlan } from 'component-studio';\n" : ''}
const result${types ? ': ValidationResult' : ''} = validatePayload(${JSON.stringify(makeMessage())}, { as: 'message' });
const paths${types ? ': string[]' : ''} = result.problems.map((p${types ? ': Problem' : ''}) => p.path);
const plan${types ? ': SyncPlan' : ''} = planSync([], [], { guildId: null });
const { design } = importPayload({});
export const out = [paths, plan.diff.created, design ? exportPayload(design) : null];
`;
};

describe('the packed package', () => {
  let tmp: string;
  let project: string;
  let packed: Packed;
  let env: NodeJS.ProcessEnv;
  const installed = () => join(project, 'node_modules', 'component-studio');

  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'component-studio-pack-'));
    env = outsideEnv();
    // prepack builds dist/, dist-cli/ and dist-lib/ first, so this packs a fresh build.
    ({ packed, project } = packAndInstall(tmp, env));
    const write = (file: string, value: unknown) =>
      writeFileSync(join(project, file), JSON.stringify(value, null, 2));
    write('message.json', makeMessage());
    write('command.json', makeSlashCommand());
    write('commands.json', [makeSlashCommand(), makeUserCommand()]);
    // Option types run from 1 to 11.
    write('bad-command.json', makeSlashCommand(99));
    write('permissions.json', makePermissions());
  }, 300_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const cli = (...args: string[]): SpawnSyncReturns<string> =>
    spawnSync(join(project, 'node_modules', '.bin', 'component-studio'), args, {
      cwd: project,
      env,
      encoding: 'utf8',
    });

  it('holds the designer, the CLI and the library, their licences, and nothing else', () => {
    const paths = packed.files.map((f) => f.path);
    const top = ['LICENSE', 'README.md', 'package.json'];
    expect(paths.filter((p) => !/^dist(-cli|-lib)?\//.test(p)).sort()).toEqual(top);
    expect(paths).toEqual(
      expect.arrayContaining([
        'dist/index.html',
        'dist-cli/component-studio.mjs',
        'dist-cli/THIRD-PARTY-LICENSES.txt',
        'dist-lib/index.js',
        'dist-lib/THIRD-PARTY-LICENSES.txt',
        'dist-lib/types/lib/index.d.ts',
      ]),
    );
    expect(paths.filter((p) => /^dist\/assets\/[\w.-]+\.js$/.test(p)).length).toBeGreaterThan(0);
    expect(paths.filter((p) => /^dist\/assets\/[\w.-]+\.css$/.test(p)).length).toBeGreaterThan(0);
    // No source maps, tests or TypeScript sources (declarations are not sources).
    const stray = paths.filter(
      (p) =>
        p.endsWith('.map') ||
        /\.test\./.test(p) ||
        /\.tsx?$/.test(p.replace(/\.d\.ts$/, '')) ||
        p.startsWith('src/'),
    );
    expect(stray).toEqual([]);
    const html = readFileSync(join(installed(), 'dist', 'index.html'), 'utf8');
    expect(html).not.toContain('sourceMappingURL');
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

  it('is ready to publish: a licence, a repository, its entry points', () => {
    const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(join(installed(), 'LICENSE'), 'utf8')).toContain('MIT License');
    expect(manifest.repository).toMatchObject({ url: expect.stringContaining('github.com') });
    expect(manifest.engines).toEqual({ node: expect.stringMatching(/^>=20/) });
    for (const file of [manifest.main, manifest.types] as string[])
      expect(existsSync(join(installed(), file)), file).toBe(true);
  });

  it('passes `npm publish --dry-run` without a warning, sending nothing', async () => {
    // A port just closed: npm's one request (is this version out already?) is refused, so nothing
    // can reach a registry; the placeholder token only spares the "log in" warning.
    const port = await closedPort();
    const registry = `http://127.0.0.1:${port}/`;
    const run = spawnSync(
      'npm',
      [
        'publish',
        '--dry-run',
        '--ignore-scripts',
        '--fetch-retries=0',
        `--registry=${registry}`,
        `--//127.0.0.1:${port}/:_authToken=placeholder-not-a-token`,
      ],
      { cwd: repo, env, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\bwarn|\bERR/i);
    expect(run.stderr).toContain('(dry-run)');
  });

  it("is a library: `import('component-studio')` validates a payload in Node", () => {
    const script = `import('component-studio').then(({ validatePayload }) => {
      const good = validatePayload(${JSON.stringify(makeMessage())});
      const bad = validatePayload(${JSON.stringify(makeSlashCommand(99))});
      console.log(JSON.stringify({ good, bad }));
    })`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
      env,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { good, bad } = JSON.parse(run.stdout) as Record<string, { problems: unknown[] }>;
    expect(good).toEqual({ valid: true, kind: 'message', problems: [] });
    expect(bad).toMatchObject({ valid: false, kind: 'command' });
    expect(bad?.problems).toContainEqual(
      expect.objectContaining({ path: '$.options[0].type', severity: 'error' }),
    );
  });

  it('imports nothing, and bundles for a browser without React or Node', async () => {
    const lib = readFileSync(join(installed(), 'dist-lib', 'index.js'), 'utf8');
    // As for the CLI's bundle: a specifier has no spaces or commas, printed code's text is none.
    const specifiers = [...lib.matchAll(/\b(?:from|import)\s*\(?\s*"([\w@./:-]+)"/g)];
    expect(specifiers.map((m) => m[1])).toEqual([]);
    expect(lib).not.toMatch(/\brequire\(/);
    writeFileSync(join(project, 'entry.js'), typesCheck('js'));
    const result = await build({
      absWorkingDir: project,
      entryPoints: ['entry.js'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toEqual(['node_modules/component-studio/dist-lib/index.js', 'entry.js']);
  });

  it.each([
    ['nodenext', 'nodenext'],
    ['bundler', 'esnext'],
  ])(
    'gives TypeScript its types (moduleResolution %s), and a misuse is an error',
    (resolution, module) => {
      // One run of the repository's TypeScript over a file that uses the API as typed and one that
      // misuses it: only the second may have errors, and it must.
      const good = `good-${resolution}.mts`;
      const bad = `bad-${resolution}.mts`;
      writeFileSync(join(project, good), typesCheck('ts'));
      writeFileSync(
        join(project, bad),
        `import { validatePayload } from 'component-studio';\nexport const kind: number = validatePayload({}).kind;\n`,
      );
      const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
      const run = spawnSync(
        process.execPath,
        [
          tsc,
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          'false',
          '--target',
          'es2022',
          '--module',
          module,
          '--moduleResolution',
          resolution,
          good,
          bad,
        ],
        { cwd: project, env, encoding: 'utf8' },
      );
      const errors = run.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        new RegExp(
          `^${bad.replace('.', '\\.')}\\(2,14\\): error TS2322: Type '.+' is not assignable to type 'number'`,
        ),
      );
      expect(run.status).not.toBe(0);
    },
    120_000,
  );

  it('serves the designer on ./discord with `npx component-studio studio ./discord --no-open`', async () => {
    const discord = join(project, 'discord');
    mkdirSync(discord);
    const welcome = join(discord, 'welcome.json');
    writeFileSync(welcome, `${JSON.stringify(makeMessage(), null, 2)}\n`);
    const child = spawn('npx', ['component-studio', 'studio', './discord', '--no-open'], {
      cwd: project,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((done, fail) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /http:\/\/127\.0\.0\.1:\d+\/\?key=[\w-]+/.exec(out);
          if (found) done(found[0]);
        });
        child.on('exit', (code) => fail(new Error(`studio exited ${code}: ${out}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:/);
      const { port, searchParams } = new URL(url);
      const key = searchParams.get('key')!;
      const status = (path: string, headers: Record<string, string>) =>
        new Promise<number>((done, fail) => {
          const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          });
          req.on('error', fail);
          req.end();
        });
      const host = `127.0.0.1:${port}`;
      expect(await status('/api/folder', { host, 'x-studio-key': key })).toBe(200);
      expect(
        await status('/api/folder', { host: `evil.example:${port}`, 'x-studio-key': key }),
      ).toBe(403);
      expect(await status('/api/folder', { host })).toBe(401);
      expect(await status('/api/file?path=../package.json', { host, 'x-studio-key': key })).toBe(
        400,
      );

      // The page, in Chromium: the folder's design listed, and a change on disk drawn.
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        await page.goto(url);
        await page.getByTestId('design-switcher').click();
        await page.getByTestId('design-item').filter({ hasText: 'welcome.json' }).waitFor();
        writeFileSync(
          welcome,
          `${JSON.stringify({ flags: V2, components: [{ type: 10, content: 'Changed on disk' }] }, null, 2)}\n`,
        );
        await page.getByText('Changed on disk').first().waitFor({ timeout: 5_000 });
      } finally {
        await browser.close();
      }
    } finally {
      child.kill('SIGINT');
    }
  }, 120_000);

  it('answers an MCP client: `component-studio mcp` lists its tools and validates', async () => {
    const mcp = await spawnMcp([], {}, join(installed(), 'dist-cli', 'component-studio.mjs'));
    try {
      const { tools } = await mcp.client.listTools();
      expect(tools.map((t) => t.name)).toContain('validate_payload');
      expect(tools.map((t) => t.name)).not.toContain('sync_commands');
      const result = await mcp.client.callTool({
        name: 'validate_payload',
        arguments: { payload: makeSlashCommand(99) },
      });
      const content = result.content as { type: string; text: string }[];
      const answer = JSON.parse(content[0]!.text) as {
        valid: boolean;
        problems: { path: string }[];
      };
      expect(answer.valid).toBe(false);
      expect(answer.problems.map((p) => p.path)).toContain('$.options[0].type');
    } finally {
      await mcp.close();
    }
  }, 60_000);

  it('installs at the size the README gives', () => {
    const bytes = diskSize(installed());
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const stated = /installs as ([\d.]+) MB/.exec(readme);
    expect(stated, 'README.md says "installs as N MB"').not.toBeNull();
    expect(Math.abs(bytes / 1e6 - Number(stated![1]))).toBeLessThan(0.3);
  });
});
