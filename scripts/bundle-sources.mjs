// Which source files make up the JavaScript the first load fetches: `node scripts/bundle-sources.mjs [dir]`
// after `vite build --sourcemap --outDir dir` lists, per source file, the bytes it adds to the
// entry chunk and its static imports (raw, and gzip of that file's code on its own, which overstates
// a little since gzip shares context across a chunk), then the first load's real gzip size against
// its budget (issue 27: at most 100 kB of JavaScript before the editor is usable). With `--check`
// it prints only that line and exits 1 when the first load is over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dir = args.find((a) => !a.startsWith('--')) ?? 'dist';
/** The most JavaScript, gzip bytes, the first load may fetch (bench/editor/run.ts has the same). */
const BUDGET = 100_000;
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

/** The chunks the entries import statically, themselves included. */
function initialChunks(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?\sfrom\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      visit(`assets/${m[1]}`);
  };
  files.forEach(visit);
  return [...seen];
}

/** Generated code per source file of one chunk. */
function codePerSource(file) {
  const code = readFileSync(join(dir, file), 'utf8');
  if (!existsSync(join(dir, `${file}.map`))) return new Map([[`(${file}, no source map)`, code]]);
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')));
  const mappings = [];
  map.eachMapping((m) => mappings.push(m));
  const perSource = new Map();
  const add = (source, text) => perSource.set(source, (perSource.get(source) ?? '') + text);
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    add(m.source ?? '(no source)', line.slice(m.generatedColumn, end));
  }
  return perSource;
}

const chunks = initialChunks(entries);
const kB = (n) => (n / 1000).toFixed(1).padStart(7);
// Each chunk gzipped on its own, as the server sends it: the figure the bench counts.
const firstLoad = chunks.reduce((n, file) => n + gzipSync(readFileSync(join(dir, file))).length, 0);
const verdict = `first load: ${kB(firstLoad).trim()} kB gzip in ${chunks.length} chunk(s), budget ${kB(BUDGET).trim()} kB`;
if (check) {
  console.log(verdict);
  process.exit(firstLoad > BUDGET ? 1 : 0);
}

const rows = new Map();
for (const chunk of chunks) {
  for (const [source, text] of codePerSource(chunk)) {
    const name = source.includes('node_modules/')
      ? source.replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+).*/, 'node_modules/$1')
      : source.replace(/^(?:\.\.\/)*(?:.*\/)?(?=src\/)/, '');
    rows.set(name, (rows.get(name) ?? '') + text);
  }
}
const sized = [...rows].map(([name, text]) => ({
  name,
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text).length,
}));
sized.sort((a, b) => b.gzip - a.gzip);
for (const row of sized) console.log(`${kB(row.raw)} ${kB(row.gzip)}  ${row.name}`);
const total = sized.reduce((n, r) => ({ raw: n.raw + r.raw, gzip: n.gzip + r.gzip }), {
  raw: 0,
  gzip: 0,
});
console.log(
  `${kB(total.raw)} ${kB(total.gzip)}  total of ${sized.length} sources (raw, gzip each alone, kB)`,
);
console.log(`${verdict}${firstLoad > BUDGET ? ' OVER BUDGET' : ''}`);
