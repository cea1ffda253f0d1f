#!/usr/bin/env node
// Builds the package's library (src/lib, `import ... from 'component-studio'`) as one ES module,
// dist-lib/index.js, with zod bundled in and nothing imported: it runs in Node and in a bot's
// bundler alike, and never pulls in React or the DOM. Its declarations go to dist-lib/types/:
// tsc emits them (tsconfig.lib.json), then this keeps only the files the API's types reach and
// gives their relative imports the `.js` that `moduleResolution: nodenext` requires.
// `npm pack` runs this first (prepack). THIRD-PARTY-LICENSES.txt goes beside the bundle.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLicenceNotices } from './third-party-licenses.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist-lib');
const typesDir = join(outDir, 'types');
const fail = (message) => {
  console.error(`[build-lib] ${message}`);
  process.exit(1);
};

// A stale file left in the folder would be packed too.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/lib/index.ts'],
  outfile: join(outDir, 'index.js'),
  bundle: true,
  // Neither Node nor the browser: no built-ins, no `process`, so any bundler takes it as it is.
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  format: 'esm',
  // Whitespace and syntax only: identifiers stay, so a stack trace in a bug report still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

// Everything is bundled: the module imports nothing, and holds none of the page's libraries.
const output = Object.values(result.metafile.outputs)[0];
const imported = (output?.imports ?? []).map((i) => i.path);
if (imported.length > 0) fail(`the bundle still imports ${imported.join(', ')}`);
const ui = Object.keys(result.metafile.inputs).filter((input) =>
  /node_modules\/(react|react-dom|zustand|@dnd-kit|@codemirror)\//.test(input),
);
if (ui.length > 0) fail(`the bundle holds UI code: ${ui.join(', ')}`);

const packages = writeLicenceNotices({
  root,
  metafile: result.metafile,
  file: join(outDir, 'THIRD-PARTY-LICENSES.txt'),
  bundle: 'index.js',
  tag: '[build-lib]',
});

// Declarations, through the repository's own TypeScript.
try {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
} catch {
  fail('tsc could not write the declarations');
}

/** The emitted file a relative specifier names, as nodenext wants it written (with `.js`). */
function resolveSpecifier(from, spec) {
  const base = join(dirname(from), spec);
  if (existsSync(`${base}.d.ts`)) return { file: `${base}.d.ts`, spec: `${spec}.js` };
  if (existsSync(join(base, 'index.d.ts')))
    return { file: join(base, 'index.d.ts'), spec: `${spec}/index.js` };
  return null;
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
const entry = join(typesDir, 'lib', 'index.d.ts');
const reached = new Set();
const queue = [entry];
while (queue.length > 0) {
  const file = queue.pop();
  if (reached.has(file)) continue;
  reached.add(file);
  const text = readFileSync(file, 'utf8').replace(SPECIFIER, (whole, lead, quote, spec) => {
    if (!spec.startsWith('.'))
      fail(`${relative(root, file)} refers to '${spec}': the declarations must stand alone`);
    const found = resolveSpecifier(file, spec);
    if (!found) fail(`${relative(root, file)} refers to '${spec}', which was not emitted`);
    queue.push(found.file);
    return `${lead}${quote}${found.spec}${quote}`;
  });
  writeFileSync(file, text);
}

// What the API's types do not reach is not shipped.
function prune(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!reached.has(path)) rmSync(path);
  }
}
prune(typesDir);

// On stderr, so that `npm pack --json` (which runs this first) still prints only JSON.
const size = (output?.bytes ?? 0) / 1024;
console.error(
  `[build-lib] dist-lib/index.js, ${size.toFixed(0)} kB, bundling ${packages} package(s); ${reached.size} declaration files`,
);
