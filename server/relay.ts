// The local relay: the page sends bot-token requests to `/relay/<discord path>` on its own origin
// and this forwards them to Discord's API. Browsers cannot send Discord's `DiscordBot` User-Agent
// and Discord turns browser agents away, so these requests must leave from Node. The relay is a
// small, closed door: only the endpoints the app uses, only from pages of this app on this
// computer, only the headers Discord needs, and nothing about a request is ever logged but its
// method, its path with webhook tokens masked, and the status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeFetch } from './node-fetch.ts';
import { NOT_FORWARDED, RELAY_METHODS, matchRoute } from './relay-routes.ts';
import { refusal } from './relay-guard.ts';
import { DEFAULT_USER_AGENT, DISCORD_TIMEOUT_MS, networkReason } from './discord-api.ts';

export const RELAY_PREFIX = '/relay';
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'x-audit-log-reason'];

export interface RelayOptions {
  /** Discord's API base, e.g. https://discord.com/api/v10 (a trailing slash is fine). */
  apiBase: string;
  fetchImpl?: typeof fetch;
  userAgent?: string;
  /** Receives one line per forwarded or refused request, never a token. */
  log?: (line: string) => void;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

export type RelayHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** A connect-style middleware serving `/relay/…`; every other path goes to `next()`. */
export function createRelay(options: RelayOptions): RelayHandler {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const apiHost = new URL(apiBase).host;
  const fetchImpl = options.fetchImpl ?? nodeFetch;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const timeoutMs = options.timeoutMs ?? DISCORD_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const log = options.log ?? (() => {});

  async function relay(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const method = req.method ?? 'GET';
    const done = (status: number, logPath = '(not forwarded)') =>
      log(`relay ${method} ${logPath} -> ${status}`);
    // A refused request's body is read and dropped, so that a kept-alive connection stays usable.
    const refuse = (status: number, body: unknown) => {
      req.resume();
      sendJson(res, status, body);
      done(status);
    };

    const refused = refusal(req);
    if (refused) return refuse(403, { message: refused, code: 0, relay: true });
    if (!(RELAY_METHODS as readonly string[]).includes(method)) {
      res.setHeader('Allow', RELAY_METHODS.join(', '));
      return refuse(405, {
        message: `The relay forwards only ${RELAY_METHODS.join(', ')} requests; this one is ${method}.`,
        code: 0,
        relay: true,
      });
    }
    const route = matchRoute(method, rest);
    if (!route.ok) {
      return refuse(
        route.status,
        route.message === NOT_FORWARDED
          ? { message: route.message, code: 0 }
          : { message: route.message, code: 0, relay: true },
      );
    }

    let body: Buffer | undefined;
    if (method === 'GET') req.resume();
    else {
      const read = await readBody(req, maxBodyBytes);
      if (!read.ok) {
        res.setHeader('Connection', 'close');
        sendJson(res, 413, {
          message: `The request is larger than Discord accepts (${maxBodyBytes / 1024 / 1024} MiB including files).`,
          code: 40005,
          relay: true,
        });
        return done(413, route.logPath);
      }
      body = read.body;
    }

    const headers: Record<string, string> = { 'user-agent': userAgent };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const target = `${apiBase}${route.path}${route.query ? `?${route.query}` : ''}`;
    let status: number;
    try {
      const upstream = await fetchImpl(target, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await upstream.arrayBuffer());
      status = upstream.status;
      res.statusCode = status;
      upstream.headers.forEach((value, name) => {
        if (name === 'content-type' || name === 'retry-after' || name.startsWith('x-ratelimit-'))
          res.setHeader(name, value);
      });
      res.setHeader('Cache-Control', 'no-store');
      res.end(bytes);
    } catch (error) {
      status = 502;
      sendJson(res, 502, {
        message: `Could not reach Discord (${apiHost}): ${networkReason(error, timeoutMs)}.`,
        code: 0,
        relay: true,
      });
    }
    done(status, route.logPath);
  }

  return (req, res, next) => {
    const url = req.url ?? '/';
    if (
      url !== RELAY_PREFIX &&
      !url.startsWith(`${RELAY_PREFIX}/`) &&
      !url.startsWith(`${RELAY_PREFIX}?`)
    )
      return next();
    relay(req, res, url.slice(RELAY_PREFIX.length)).catch(() => {
      // Only reachable if the client went away mid-request; there is no one left to answer.
      if (!res.headersSent)
        sendJson(res, 500, { message: 'The relay failed.', code: 0, relay: true });
      else res.destroy();
    });
  };
}

/** Answers with a JSON body, never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export type BodyRead = { ok: true; body: Buffer } | { ok: false };

/** Reads a request's body up to `max` bytes; past that, drains it and says so. */
export async function readBody(req: IncomingMessage, max: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    req.resume();
    return { ok: false };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > max) {
      req.resume();
      return { ok: false };
    }
    chunks.push(buf);
  }
  return { ok: true, body: Buffer.concat(chunks) };
}
