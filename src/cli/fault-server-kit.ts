// For the fault tests: a small Discord stand-in on 127.0.0.1 that fails in one way per test. Each
// request is recorded (method, path, headers, body) and answered by the test's handler, which
// gets how many requests to that method and path came before it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
export type Handler = (seen: Seen, res: ServerResponse, nth: number) => void;

export interface FaultServer {
  apiBase: string;
  requests: Seen[];
  /** The handler for the next test; requests it does not answer are left hanging. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Starts the stand-in; close() drops every connection, answered or not. */
export async function startFaultServer(): Promise<FaultServer> {
  const requests: Seen[] = [];
  const sockets = new Set<Socket>();
  let handler: Handler = () => {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen: Seen = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').replace(/^\/api\/v10/, ''),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const nth = requests.filter((r) => r.method === seen.method && r.path === seen.path).length;
      requests.push(seen);
      handler(seen, res, nth);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api/v10`,
    requests,
    handle(next) {
      requests.length = 0;
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers with JSON. */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
