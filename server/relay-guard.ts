// Who may use the relay: pages of this app, opened on this computer. A web page elsewhere could
// otherwise post to http://127.0.0.1:4173/relay/… (its Origin gives it away), or reach it under its
// own host name through DNS rebinding (its Host header gives it away), or a machine on the network
// could connect when the server listens on more than loopback (the socket's address gives it away).
import type { IncomingMessage } from 'node:http';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

/** The hosts (with port) a page of this server is served from: loopback names only. */
export function allowedHosts(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`);
}

/** Why this request may not use the relay, or null when it may. */
export function refusal(req: IncomingMessage): string | null {
  const port = req.socket.localPort;
  const prefix = 'The relay only answers pages of this app opened on this computer';
  if (!isLoopbackAddress(req.socket.remoteAddress))
    return `${prefix}; this request came from another machine.`;
  const hosts = port === undefined ? [] : allowedHosts(port);
  const host = req.headers.host?.toLowerCase();
  if (!host || !hosts.includes(host))
    return `${prefix} (http://127.0.0.1:${port ?? '<port>'}); this request was addressed to ${host ? `"${host}"` : 'no host'}.`;
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, hosts))
    return `${prefix}; this request came from a page at ${JSON.stringify(origin)}.`;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none')
    return `${prefix}; the browser says this request came from another site (${site}).`;
  return null;
}

function isOwnOrigin(origin: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && hosts.includes(url.host);
  } catch {
    return false;
  }
}
