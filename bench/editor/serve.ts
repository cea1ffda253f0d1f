// A static server for a production build, on loopback only: files as they are, and index.html for
// any path without a file extension (the app's routes). The build is read into memory first, so a
// request costs the server no file system calls: what the figures time is the page, not the disk.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  /** The bytes served for a URL of this server. */
  bodyOf: (url: string) => Buffer | undefined;
  close: () => Promise<void>;
}

/** Every file under `dir` by its URL path below `prefix` ("/assets/index-abc.js"). */
export function readTree(dir: string, prefix = '/'): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(`${prefix}${relative(dir, path).split(sep).join('/')}`, readFileSync(path));
  }
  return files;
}

/** Serves `dir`, and `extra` (bodies by URL path) beside it: the bench's own pages. */
export function serveStatic(
  dir: string,
  extra: Record<string, string | Buffer> = {},
): Promise<StaticServer> {
  const files = readTree(dir);
  for (const [path, body] of Object.entries(extra)) files.set(path, Buffer.from(body));
  const server = createServer((req, res) => {
    let pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.endsWith('/')) pathname += 'index.html';
    if (!files.has(pathname) && extname(pathname) === '') pathname = '/index.html';
    const body = files.get(pathname);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(pathname)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        bodyOf: (url) => files.get(decodeURIComponent(new URL(url).pathname)),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
