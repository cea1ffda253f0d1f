// `component-studio studio`: one small Node http server on 127.0.0.1 (no Vite at run time) serving
// the built designer with the security headers `vite preview` sends, the relay under /relay/, and
// the folder API under /api/ that lets the page edit the JSON files of one folder of a bot's
// repository. Every request must be addressed to the address it listens on (DNS rebinding), and
// every /api/ request must carry the run's secret.
import { existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { DEFAULT_API_BASE } from '../discord-api.ts';
import { RELAY_PREFIX, createRelay, sendJson } from '../relay.ts';
import type { RelayHandler } from '../relay.ts';
import { securityHeaders } from '../security-headers.ts';
import { watchFolder } from './events.ts';
import { createFileApi } from './file-api.ts';
import { hasStudioKey, hostRefusal, newStudioKey } from './guard.ts';

export { STUDIO_KEY_HEADER, hasStudioKey, hostRefusal, newStudioKey } from './guard.ts';
export type { RelayHandler } from '../relay.ts';

/** An extra /api/ handler, run after the Host and key checks; true when it answered. */
export type ApiRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export interface StudioOptions {
  /** The bot's folder whose JSON files the page edits. */
  dir: string;
  /** The built designer (`vite build`'s output), with its index.html. */
  distDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The run's secret; a new random one by default. */
  key?: string;
  /** Discord's API base for the relay (resolveApiBase of DISCORD_API_BASE); Discord's by default. */
  apiBase?: string;
  /** One line per relay request and per API write (method, path, status); never a key or token. */
  log?: (line: string) => void;
  apiRoutes?: ApiRoute[];
  /** Connect-style handlers run before the relay for /relay/ requests, after the Host check. */
  relayMiddleware?: RelayHandler[];
}

export interface Studio {
  /** `http://127.0.0.1:PORT/?key=KEY`, the address to open. */
  url: string;
  key: string;
  port: number;
  close(): Promise<void>;
}

/** How long start-up waits for the watcher's first scan before answering anyway. */
const WATCH_READY_MS = 1500;

/** Starts the studio; rejects with a sentence when the folder, the designer or the port is unusable. */
export async function startStudio(options: StudioOptions): Promise<Studio> {
  const log = options.log ?? (() => {});
  const realRoot = await realFolder(options.dir);
  if (!existsSync(join(options.distDir, 'index.html')))
    throw new Error(
      `The built designer is missing (${join(options.distDir, 'index.html')}); run \`npm run build\` first.`,
    );
  const key = options.key ?? newStudioKey();
  const relay = createRelay({ apiBase: options.apiBase ?? DEFAULT_API_BASE, log });
  const relayChain = [...(options.relayMiddleware ?? []), relay];
  const statics = sirv(options.distDir, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) =>
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  const events = watchFolder(realRoot, log);
  const routes: ApiRoute[] = [createFileApi({ realRoot, log }), ...(options.apiRoutes ?? [])];
  let port = 0;

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, error: string) => {
    req.resume();
    sendJson(res, status, { error });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refused = hostRefusal(req, port);
    if (refused) return refuse(req, res, 403, refused);
    securityHeaders(req, res, () => {});
    const raw = req.url ?? '/';
    if (!raw.startsWith('/')) return refuse(req, res, 400, 'The request names no path.');
    const url = new URL(`http://127.0.0.1:${port}${raw}`);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      if (!hasStudioKey(req, key))
        return refuse(
          req,
          res,
          401,
          "This request does not carry the studio's key (X-Studio-Key); open the address the studio printed.",
        );
      if (url.pathname === '/api/events') {
        if (req.method !== 'GET') return refuse(req, res, 405, 'Events are only read (GET).');
        req.resume();
        return events.subscribe(res);
      }
      for (const route of routes) if (await route(req, res, url)) return;
      return refuse(req, res, 404, `The studio has no ${url.pathname}.`);
    }
    if (
      raw === RELAY_PREFIX ||
      raw.startsWith(`${RELAY_PREFIX}/`) ||
      raw.startsWith(`${RELAY_PREFIX}?`)
    )
      return runChain(relayChain, req, res);
    statics(req, res, () => refuse(req, res, 404, 'Not found.'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'The studio failed to answer.' });
      else res.destroy();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${options.port} is in use; pick another with --port, or leave it out for a free one.`
            : `The studio could not listen on 127.0.0.1 (${error.code ?? 'error'}).`,
        ),
      ),
    );
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  port = (server.address() as AddressInfo).port;
  await Promise.race([
    events.ready,
    new Promise((done) => setTimeout(done, WATCH_READY_MS).unref()),
  ]);

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/?key=${key}`,
    key,
    port,
    close: () =>
      (closing ??= (async () => {
        await events.close();
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
      })()),
  };
}

async function realFolder(dir: string): Promise<string> {
  const absolute = resolve(dir);
  const real = await realpath(absolute).catch(() => null);
  if (!real || !(await stat(real)).isDirectory())
    throw new Error(
      `${absolute} is not a folder; name the folder that holds the bot's JSON files.`,
    );
  return real;
}

/** Runs connect-style handlers in turn; the last one's next() is a 404. */
function runChain(chain: readonly RelayHandler[], req: IncomingMessage, res: ServerResponse): void {
  const step = (i: number) => (err?: unknown) => {
    if (err !== undefined || i >= chain.length) {
      req.resume();
      sendJson(res, err === undefined ? 404 : 500, {
        error: err === undefined ? 'Not found.' : 'The relay failed.',
      });
      return;
    }
    chain[i]!(req, res, step(i + 1));
  };
  step(0)();
}
