// The token for editing command permissions, checked before anything is sent. Discord takes only
// an OAuth2 Bearer token with the scope applications.commands.permissions.update there; a bot
// token is refused (403), so a bot token is caught here, with what to get instead.

export type TokenCheck = { ok: true; token: string } | { ok: false; reason: string };

export const PERMISSIONS_SCOPE = 'applications.commands.permissions.update';

/** What to get instead, after any refusal. */
export const BEARER_HELP = `Editing command permissions takes an OAuth2 Bearer token with the scope ${PERMISSIONS_SCOPE}, issued to a user who can manage the server and its roles: authorize the application with that scope and exchange the code for an access token.`;

/** What a Bearer token is for: what to get instead after a refusal, and why a bot token won't do. */
export interface BearerPurpose {
  help: string;
  botRefused: string;
}

const PERMISSIONS_PURPOSE: BearerPurpose = {
  help: BEARER_HELP,
  botRefused: 'a bot token cannot edit command permissions.',
};

// What an HTTP header value may hold; anything else makes fetch throw before sending.
const HEADER_CHARS = /^[\x21-\x7e]+$/;
const BOT_SHAPE = /^([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const SNOWFLAKE = /^\d{17,20}$/;

/** A base64url text decoded, or null when it is not base64url. */
function decodeBase64Url(part: string): string | null {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return null;
  }
}

/** Whether a token has a bot token's shape: three base64url parts, the first the bot's id. */
export function looksLikeBotToken(token: string): boolean {
  const first = BOT_SHAPE.exec(token.trim())?.[1];
  if (first === undefined) return false;
  const decoded = decodeBase64Url(first);
  return decoded !== null && SNOWFLAKE.test(decoded);
}

const bare = (token: string, prefix: RegExp): string => token.trim().replace(prefix, '').trim();

/**
 * The Bearer token to send (without "Bearer "), or why it cannot be one: empty, a bot token (by
 * its "Bot " prefix, its shape, or being the bot token the page already has), or characters a
 * header cannot carry.
 */
export function checkBearerToken(
  value: string,
  botToken: string,
  purpose: BearerPurpose = PERMISSIONS_PURPOSE,
): TokenCheck {
  const token = bare(value, /^Bearer(\s+|$)/i);
  const refuse = (why: string): TokenCheck => ({ ok: false, reason: `${why} ${purpose.help}` });
  if (token === '') return refuse('Enter a Bearer token.');
  if (/^Bot(\s|$)/i.test(token))
    return refuse(`This is a bot token ("Bot …"): ${purpose.botRefused}`);
  if (!HEADER_CHARS.test(token))
    return {
      ok: false,
      reason:
        'The Bearer token has characters an HTTP header cannot carry (spaces, line breaks or letters outside ASCII): copy it again, with nothing around it.',
    };
  const bot = bare(botToken, /^Bot\s+/i);
  if (bot !== '' && token === bot)
    return refuse(`This is the bot token this page already has: ${purpose.botRefused}`);
  if (looksLikeBotToken(token))
    return refuse(
      `This looks like a bot token (three parts joined by dots, the first one the bot's id): ${purpose.botRefused}`,
    );
  return { ok: true, token };
}
