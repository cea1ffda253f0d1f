// Who may use the studio's folder API: requests addressed to the address the server listens on
// (a page on another host name that rebinds its DNS to 127.0.0.1 gives itself away in the Host
// header), carrying the run's secret in X-Studio-Key (a page of another site cannot send a custom
// header cross-origin without a CORS preflight, which this server never grants).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the page sends the run's secret in. */
export const STUDIO_KEY_HEADER = 'x-studio-key';

/** A new run secret: 32 random bytes, base64url. */
export function newStudioKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Why this request's Host is refused (a sentence), or null when it is `127.0.0.1:PORT` or `localhost:PORT`. */
export function hostRefusal(req: IncomingMessage, port: number): string | null {
  const host = req.headers.host?.toLowerCase();
  if (host === `127.0.0.1:${port}` || host === `localhost:${port}`) return null;
  return `The studio only answers requests addressed to http://127.0.0.1:${port}; this one was addressed to ${host ? JSON.stringify(host) : 'no host'}.`;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the request carries the run's secret; compared in constant time (digests of equal length). */
export function hasStudioKey(req: IncomingMessage, key: string): boolean {
  const sent = req.headers[STUDIO_KEY_HEADER];
  if (typeof sent !== 'string' || key.length === 0) return false;
  return timingSafeEqual(digest(sent), digest(key));
}
