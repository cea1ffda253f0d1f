// Test harness for the relay: the relay on an ephemeral loopback server, in front of a tiny
// upstream server that records what reached "Discord" and answers as each test tells it to.
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RelayOptions } from './relay';
import { createRelay } from './relay';

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Never answer, as a server that accepted the connection and then stalls. */
  hang?: boolean;
}

export interface Harness {
  relayPort: number;
  upstreamPort: number;
  received: UpstreamRequest[];
  logs: string[];
  reply: (r: Reply | ((req: UpstreamRequest) => Reply)) => void;
  close: () => Promise<void>;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts an upstream and a relay forwarding to `http://127.0.0.1:<upstream>/api/v10`. */
export async function startHarness(options: Partial<RelayOptions> = {}): Promise<Harness> {
  const received: UpstreamRequest[] = [];
  const logs: string[] = [];
  let answer: Reply | ((req: UpstreamRequest) => Reply) = {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: '{"ok":true}',
  };
  const upstream = createServer((req, res) => {
    void readAll(req).then((body) => {
      const got = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(got);
      const r = typeof answer === 'function' ? answer(got) : answer;
      if (r.hang) return;
      res.writeHead(r.status, r.headers);
      res.end(r.body);
    });
  });
  const upstreamPort = await listen(upstream);
  const handler = createRelay({
    apiBase: `http://127.0.0.1:${upstreamPort}/api/v10/`,
    log: (line) => logs.push(line),
    ...options,
  });
  const relay = createServer((req: IncomingMessage, res: ServerResponse) =>
    handler(req, res, () => {
      res.statusCode = 418;
      res.end('next');
    }),
  );
  const relayPort = await listen(relay);
  const close = (s: Server) =>
    new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    });
  return {
    relayPort,
    upstreamPort,
    received,
    logs,
    reply: (r) => {
      answer = r;
    },
    close: async () => {
      await Promise.all([close(relay), close(upstream)]);
    },
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => unknown;
}

/** An HTTP request with full control over Host and Origin, which fetch() does not give. */
export function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `127.0.0.1:${port}`, ...init.headers },
      },
      (res) => {
        void readAll(res).then((body) =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
            json: () => JSON.parse(body.toString('utf8')),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
