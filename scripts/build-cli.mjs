#!/usr/bin/env node
// Builds the command line as one JavaScript file, dist-cli/component-studio.mjs: src/cli and the
// model with zod bundled in, so that the package `npm pack` makes runs on Node alone, with no
// dependencies to install and no TypeScript loader. `npm pack` runs this first (prepack).
// Beside it goes THIRD-PARTY-LICENSES.txt: the licences of the packages bundled in.
import { build } from 'esbuild';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLicenceNotices } from './third-party-licenses.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-cli');
const outFile = join(outDir, 'component-studio.mjs');

// A stale file left in the folder would be packed too.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);

// The MCP SDK and ajv-formats each carry their own copy of ajv 8 (the top-level ajv is eslint's
// 6): one copy is enough, the SDK's, so that the bundle does not hold ajv twice.
const sdkAjv = join(root, 'node_modules/@modelcontextprotocol/sdk/node_modules');
const oneAjv = {
  name: 'one-ajv',
  setup(b) {
    b.onResolve({ filter: /^ajv(\/|$)/ }, (args) =>
      args.importer.includes('/node_modules/ajv-formats/') && existsSync(join(sdkAjv, 'ajv'))
        ? b.resolve(args.path, { resolveDir: sdkAjv, kind: args.kind })
        : undefined,
    );
  },
};

// Bundled packages (chokidar, sirv) import Node's modules by bare name ("fs"); the bundle names
// them all node:fs, so it is plain that it imports nothing but Node.
const builtinNames = builtinModules.filter((name) => !name.startsWith('_') && !name.includes(':'));
const nodePrefix = {
  name: 'node-prefix',
  setup(b) {
    const filter = new RegExp(`^(${builtinNames.map((n) => n.replace(/[/]/g, '\\/')).join('|')})$`);
    b.onResolve({ filter }, ({ path }) => ({ path: `node:${path}`, external: true }));
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/main.ts'],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Whitespace and syntax only: identifiers stay, so a stack trace in a bug report still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  banner: { js: '#!/usr/bin/env node' },
  metafile: true,
  plugins: [oneAjv, nodePrefix],
  logLevel: 'warning',
});
chmodSync(outFile, 0o755);

// The package has no dependencies: anything the bundle still imports must come with Node.
const builtins = new Set(builtinModules);
const output = Object.values(result.metafile.outputs)[0];
const foreign = (output?.imports ?? [])
  .map((i) => i.path)
  .filter((path) => !path.startsWith('node:') && !builtins.has(path));
if (foreign.length > 0) {
  console.error(`[build-cli] the bundle imports what Node does not have: ${foreign.join(', ')}`);
  process.exit(1);
}

const packages = writeLicenceNotices({
  root,
  metafile: result.metafile,
  file: join(outDir, 'THIRD-PARTY-LICENSES.txt'),
  bundle: 'component-studio.mjs',
  tag: '[build-cli]',
});

// On stderr, so that `npm pack --json` (which runs this first) still prints only JSON.
const size = (output?.bytes ?? 0) / 1024;
console.error(
  `[build-cli] dist-cli/component-studio.mjs, ${size.toFixed(0)} kB, bundling ${packages} package(s)`,
);
