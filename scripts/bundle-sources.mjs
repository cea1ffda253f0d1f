// Which source files make up the JavaScript the first load fetches: `node scripts/bundle-sources.mjs [dir]`
// after `vite build --sourcemap --outDir dir` lists, per source file, the bytes it adds to the
// entry chunk and its static imports (raw, and gzip of that file's code on its own, which overstates
// a little since gzip shares context across a chunk).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const dir = process.argv[2] ?? 'dist';
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

const rows = new Map();
for (const chunk of initialChunks(entries)) {
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
const kB = (n) => (n / 1000).toFixed(1).padStart(7);
for (const row of sized) console.log(`${kB(row.raw)} ${kB(row.gzip)}  ${row.name}`);
const total = sized.reduce((n, r) => ({ raw: n.raw + r.raw, gzip: n.gzip + r.gzip }), {
  raw: 0,
  gzip: 0,
});
console.log(
  `${kB(total.raw)} ${kB(total.gzip)}  total of ${sized.length} sources (raw, gzip each alone, kB)`,
);
