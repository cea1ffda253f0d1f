// What every caller of Discord's API from Node shares: the relay (`npm start`), the studio's
// server and the command line. One API base check (the bot token goes only to Discord, to this
// computer, or to a host the person named), one User-Agent, one wait, one wording of network errors.
import packageJson from '../package.json' with { type: 'json' };

export const DEFAULT_API_BASE = 'https://discord.com/api/v10';
/** How long a request to Discord may take before it is given up. */
export const DISCORD_TIMEOUT_MS = 30_000;
/** Discord asks bots to introduce themselves as `DiscordBot (url, version)`. */
export const DEFAULT_USER_AGENT = `DiscordBot (https://github.com/component-studio/component-studio, ${packageJson.version})`;
/** The variable that lets the token go to a host other than Discord's or this computer. */
export const API_BASE_ALLOW = 'DISCORD_API_BASE_ALLOW';

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** Discord's own API hosts: discord.com and its subdomains (canary, ptb), and discordapp.com. */
export const isDiscordHost = (hostname: string): boolean =>
  /^([a-z0-9-]+\.)*discord\.com$/.test(hostname) || hostname === 'discordapp.com';

/** Whether the host is this computer (the fake Discord of the tests, a local proxy). */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname);

/**
 * DISCORD_API_BASE as an http(s) URL without trailing slashes; throws a sentence when it is not
 * one, or when it names a host that is neither Discord's (over https) nor this computer and is not
 * in `allow` (DISCORD_API_BASE_ALLOW: host names, comma-separated).
 */
export function resolveApiBase(value: string | undefined, allow?: string): string {
  const raw = value?.trim() || DEFAULT_API_BASE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `DISCORD_API_BASE must be a URL such as ${DEFAULT_API_BASE}; it is ${JSON.stringify(raw)}.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(
      `DISCORD_API_BASE must start with http:// or https://; it is ${JSON.stringify(raw)}.`,
    );
  if (url.search || url.hash || url.username || url.password)
    throw new Error(
      'DISCORD_API_BASE must be a plain base URL, without query, fragment or credentials.',
    );
  const host = url.hostname;
  const allowed = (allow ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!isLoopbackHost(host) && !allowed.includes(host)) {
    if (!isDiscordHost(host))
      throw new Error(
        `DISCORD_API_BASE names ${host}, which is not Discord's (discord.com) nor this computer: the bot token would be sent there. If that is meant, name the host in ${API_BASE_ALLOW}=${host}.`,
      );
    // A token over plain http could be read on the way.
    if (url.protocol !== 'https:')
      throw new Error(
        `DISCORD_API_BASE must use https:// for ${host}; over http:// the bot token could be read on the way.`,
      );
  }
  return raw.replace(/\/+$/, '');
}

/** Where the token goes, in a sentence, when it is not Discord's own API; null when it is. */
export function tokenDestination(apiBase: string): string | null {
  const url = new URL(apiBase);
  if (isDiscordHost(url.hostname) && url.protocol === 'https:') return null;
  const where = isLoopbackHost(url.hostname) ? 'this computer' : `${url.host}, not Discord`;
  return `the bot token goes to ${apiBase} (DISCORD_API_BASE: ${where}).`;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the host name does not resolve (DNS)',
  EAI_AGAIN: 'the host name could not be resolved right now (DNS)',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection closed unexpectedly',
};

/** Codes that mean the request never got to the server: nothing was sent. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The first error code in an error or its causes (Node's fetch hides it in `cause`). */
export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
    e = cause;
  }
  return undefined;
}

/** Whether a failed request surely never reached the server (refused, no DNS, no route, TLS). */
export function neverConnected(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && (NEVER_CONNECTED.has(code) || /CERT|TLS|SSL/.test(code));
}

// Built from error codes only, never from an error's message, which could quote the URL and with
// it a webhook token.
/** A failed request's reason in words. */
export function networkReason(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
  const code = errorCode(error);
  if (code && NETWORK_REASONS[code]) return NETWORK_REASONS[code];
  if (code && /CERT|TLS|SSL/.test(code)) return `the TLS certificate was not accepted (${code})`;
  return code ? `network error ${code}` : 'network error';
}
