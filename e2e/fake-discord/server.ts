// A small fake of Discord's HTTP API for the e2e run and the offline demo: the endpoints the app
// uses under /api/v10 (and /api, as webhook URLs are written), plus test controls under /__fake/
// that record what arrived and queue canned answers (a 429, a 500…) for the next request.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleControl } from './controls';
import type { ParsedBody } from './request-body';
import { parseBody } from './request-body';
import type { FakeResponse } from './routes';
import { handleDiscord } from './routes';
import { FakeState } from './state';

export interface FakeDiscord {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What DISCORD_API_BASE should be: `${url}/api/v10`. */
  apiBase: string;
  port: number;
  state: FakeState;
  close: () => Promise<void>;
}

export interface FakeDiscordOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** One line per API request, webhook tokens masked. */
  log?: (line: string) => void;
}

const API_PREFIX = /^\/api(\/v10)?(?=\/)/;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-audit-log-reason',
  'access-control-expose-headers':
    'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset-after, x-ratelimit-scope',
};

/** Starts the fake on 127.0.0.1 and resolves once it listens. */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const state = new FakeState();
  const server = createServer((req, res) => {
    handle(state, req, res, options.log).catch(() => {
      if (!res.headersSent)
        send(res, { status: 500, body: { message: '500: Internal Server Error', code: 0 } });
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    apiBase: `${url}/api/v10`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, answer: FakeResponse): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries({ ...CORS, ...answer.headers }))
    res.setHeader(name, value);
  if (answer.status === 204 || answer.body === undefined) {
    res.end();
    return;
  }
  if (!answer.headers?.['content-type']) res.setHeader('content-type', 'application/json');
  res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

async function handle(
  state: FakeState,
  req: IncomingMessage,
  res: ServerResponse,
  log: ((line: string) => void) | undefined,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake-discord.invalid');
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    req.resume();
    return send(res, { status: 204, headers: { 'access-control-max-age': '600' } });
  }
  const raw = await readRaw(req);
  if (url.pathname.startsWith('/__fake/'))
    return send(res, handleControl(state, method, url.pathname, raw));
  const prefix = API_PREFIX.exec(url.pathname);
  if (!prefix) return send(res, { status: 404, body: { message: '404: Not Found', code: 0 } });

  const path = url.pathname.slice(prefix[0].length);
  const headers = headersOf(req);
  const parsed: ParsedBody = await parseBody(raw, headers['content-type']);
  state.requests.push({
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    queryPairs: [...url.searchParams],
    headers,
    json: parsed.json,
    files: parsed.files.map(({ index: _index, bytes: _bytes, ...file }) => file),
  });
  const canned = state.canned.shift();
  const answer: FakeResponse = canned
    ? canned
    : !parsed.ok
      ? parsed.error
      : handleDiscord(state, {
          method,
          path,
          query: url.searchParams,
          headers,
          json: parsed.json,
          files: parsed.files,
        });
  log?.(
    `fake-discord ${method} ${path.replace(/^(\/webhooks\/\d+\/)[^/]+/, '$1***')} -> ${answer.status}`,
  );
  send(res, answer);
}
