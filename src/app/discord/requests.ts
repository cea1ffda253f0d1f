// Requests to Discord as the page makes them: to the app's own relay (which forwards them to
// Discord with nothing of this origin's), checked first. The token and id checks every panel
// shares, and the small builders the panels' own requests are made of.

export interface RelayRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** On the app's own origin, under RELAY_PREFIX. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, FormData (files), or null. */
  body: string | FormData | null;
}

export const RELAY_PREFIX = '/relay';
const SNOWFLAKE = /^\d{17,20}$/;
// What an HTTP header value may hold; anything else makes fetch throw before sending.
const TOKEN_CHARS = /^[\x21-\x7e]+$/;

/** What is wrong with an id field, in a sentence; null when it is a snowflake. */
export function snowflake(value: string, what: string, hint: string): string | null {
  const v = value.trim();
  if (v === '') return `Enter the ${what}.`;
  if (!SNOWFLAKE.test(v)) return `The ${what} is a number of 17 to 20 digits (${hint}).`;
  return null;
}

/** The bot token as typed (a leading "Bot " is fine), or what is wrong with it. */
export function botToken(
  typed: string,
): { ok: true; value: string } | { ok: false; reason: string } {
  const token = typed.trim().replace(/^Bot\s+/i, '');
  if (token === '') return { ok: false, reason: 'Enter the bot token.' };
  if (!TOKEN_CHARS.test(token))
    return {
      ok: false,
      reason: 'The bot token has characters a token never has (spaces or non-ASCII).',
    };
  return { ok: true, value: token };
}

/**
 * Who a bot request is from: a bot token (checked, without its "Bot "), or under
 * `component-studio studio` an environment of the bot's config, whose token the studio server adds
 * to the relayed request (the page never holds it).
 */
export type BotCredential = string | { studioEnv: string; studioKey: string };

/** The headers that say who a bot request is from. */
export const botAuth = (credential: BotCredential): Record<string, string> =>
  typeof credential === 'string'
    ? { Authorization: `Bot ${credential}` }
    : { 'X-Studio-Key': credential.studioKey, 'X-Studio-Env': credential.studioEnv };

/** The secrets of a credential, to keep out of everything shown (the studio key too). */
export const secretsOf = (credential: BotCredential): string[] =>
  typeof credential === 'string' ? [credential] : [credential.studioKey];

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A request as the bot to `path` under the relay, with `body` as JSON when there is one. */
export function botRequest(
  method: RelayRequest['method'],
  path: string,
  token: BotCredential,
  body?: unknown,
): RelayRequest {
  const url = `${RELAY_PREFIX}${path}`;
  if (body === undefined) return { method, url, headers: botAuth(token), body: null };
  return {
    method,
    url,
    headers: { ...botAuth(token), ...JSON_HEADERS },
    body: JSON.stringify(body),
  };
}
