// The preview figure of `npm run bench`: render time of a 40-component message with 4000
// characters of markdown, median and p95, measured in headless Chromium on the production build.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

const TARGET_P95_MS = 8;
const OUT = fileURLToPath(new URL('../../.bench/preview', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves the built page on loopback only. */
function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = normalize(
      join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)),
    );
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function runPreviewBench(): Promise<void> {
  await build({ configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) });
  const server = await serve(OUT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.benchResult !== undefined, null, { timeout: 120_000 });
    const result = await page.evaluate(() => window.benchResult!);
    if ('error' in result) throw new Error(result.error);
    const sorted = [...result.samples].sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    const p95 = quantile(sorted, 0.95);
    console.log('\nPreview: mount of a 40-component message with 4000 characters of markdown');
    console.log(
      `(production build in headless Chromium ${browser.version()}, ${sorted.length} samples)`,
    );
    console.log(
      `  median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   max ${sorted.at(-1)!.toFixed(2)} ms`,
    );
    console.log(
      `Target: p95 under ${TARGET_P95_MS} ms: ${p95.toFixed(2)} ms -> ${p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await runPreviewBench();
