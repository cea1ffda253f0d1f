#!/usr/bin/env node
// Builds the command line as one JavaScript file, dist-cli/component-studio.mjs: src/cli and the
// model with zod bundled in, so that the package `npm pack` makes runs on Node alone, with no
// dependencies to install and no TypeScript loader. `npm pack` runs this first (prepack).
// Beside it goes THIRD-PARTY-LICENSES.txt: the licences of the packages bundled in.
import { build } from 'esbuild';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-cli');
const outFile = join(outDir, 'component-studio.mjs');

// A stale file left in the folder would be packed too.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);

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
  plugins: [nodePrefix],
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

/** The package a bundled input belongs to, as the folder that holds its package.json. */
function packageDir(input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match ? join(root, match[1]) : null;
}

/**
 * Some small packages (sirv, @polka/url) ship no licence file; their readme's License section is
 * the notice they publish, so that is what goes beside the bundle.
 */
function readmeLicence(dir) {
  const readme = ['readme.md', 'README.md'].find((f) => existsSync(join(dir, f)));
  if (!readme) return null;
  const match = /^##\s+Licen[cs]e\s*\n([^]*?)(?=\n#|$)/im.exec(
    readFileSync(join(dir, readme), 'utf8'),
  );
  const section = match?.[1]?.replace(/\n\[[^\]]+\]:.*$/gm, '').trim();
  return section ? `(from its readme; the package has no licence file)\n${section}` : null;
}

const dirs = [...new Set(Object.keys(result.metafile.inputs).map(packageDir))].filter(Boolean);
const notices = dirs.sort().map((dir) => {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license'].find((f) =>
    existsSync(join(dir, f)),
  );
  const text = file ? readFileSync(join(dir, file), 'utf8').trim() : readmeLicence(dir);
  if (!text) {
    console.error(`[build-cli] ${manifest.name} is bundled but has no licence file to copy`);
    process.exit(1);
  }
  return `${manifest.name} ${manifest.version} (${manifest.license})\n\n${text}\n`;
});
writeFileSync(
  join(outDir, 'THIRD-PARTY-LICENSES.txt'),
  `component-studio.mjs bundles the following packages.\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`,
);

// On stderr, so that `npm pack --json` (which runs this first) still prints only JSON.
const size = (output?.bytes ?? 0) / 1024;
console.error(
  `[build-cli] dist-cli/component-studio.mjs, ${size.toFixed(0)} kB, bundling ${dirs.length} package(s)`,
);
