// Discord's answers (through the relay) in plain words: what went wrong and what to do about it.
// `explain` is the reading every panel falls back on after its own (register, permissions, the
// consoles and the guild loader say their particular codes first). Every text shown passes through
// `redact`, so a token that Discord or the network happens to echo never reaches the page.
import { flattenDiscordErrors, isPlainObject } from '../../model';
import type { DiscordFieldError } from '../../model';

/** Who a request goes as, for the wording of a 401: a bot token, or a webhook's own token. */
export type Sender = 'bot' | 'webhook';

export interface Answer {
  status: number;
  /** The parsed JSON body; a 2xx body that is not JSON as its text; else null. */
  body: unknown;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
}

/** How one call ended; a 429 never ends one (the runner waits it out, or says it could not). */
export type Outcome =
  | { kind: 'ok'; body: unknown; status: number }
  | { kind: 'invalid'; message: string; errors: DiscordFieldError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

const MAX_SHOWN = 300;

/** The text with every secret (and anything long enough to be one) replaced by "[hidden]". */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[hidden]');
  return out.length > MAX_SHOWN ? `${out.slice(0, MAX_SHOWN)}…` : out;
}

/**
 * Discord's own `message` and `code`, as "Unknown Channel, code 10003". Discord writes route-level
 * errors as "401: Unauthorized"; every sentence already names the status, so its number goes.
 */
export function discordSays(body: unknown, status: number): { code: number | null; text: string } {
  if (!isPlainObject(body)) return { code: null, text: '' };
  const code = typeof body.code === 'number' ? body.code : null;
  const said = typeof body.message === 'string' ? body.message : '';
  const message = said.replace(new RegExp(`^\\s*${status}\\s*:?\\s*`), '');
  const text = [message, code !== null && code !== 0 ? `code ${code}` : '']
    .filter(Boolean)
    .join(', ');
  return { code, text };
}

/** The field errors of a 50035 answer, each message with the secrets hidden. */
export function fieldErrors(body: unknown, secrets: readonly string[]): DiscordFieldError[] {
  return flattenDiscordErrors(body).map((e) => ({ ...e, message: redact(e.message, secrets) }));
}

/** "1 error", "3 errors". */
export const errorCount = (errors: readonly unknown[]): string =>
  errors.length === 1 ? '1 error' : `${errors.length} errors`;

/** Seconds to wait from a 429: `retry_after` in the body, else the Retry-After header, else 1. */
export function retrySeconds(answer: Answer): number {
  const fromBody = isPlainObject(answer.body) ? answer.body.retry_after : undefined;
  const candidates = [fromBody, answer.retryAfter === null ? undefined : Number(answer.retryAfter)];
  for (const c of candidates) if (typeof c === 'number' && Number.isFinite(c) && c >= 0) return c;
  return 1;
}

const NOT_FOUND: Record<number, string> = {
  10003:
    'Discord does not know this channel (404, Unknown Channel): check the channel id, and that the bot is in its server.',
  10008:
    'Discord does not know this message (404, Unknown Message): check the message id, and that it is in this channel or thread.',
  10015:
    'Discord does not know this webhook (404, Unknown Webhook): it was deleted, or the URL is wrong; copy it again from the channel settings.',
};

/** The relay's "Could not reach Discord (host): why." as "why (host)", to follow our own opening. */
function relayReason(text: string): string {
  const rest = text.replace(/^Could not reach Discord\s*/i, '').replace(/\.$/, '');
  const hosted = /^\(([^)]*)\):\s*(.+)$/.exec(rest);
  return hosted ? `${hosted[2]} (${hosted[1]})` : rest;
}

/** "Discord is rate limiting these requests (429): …", what a 429 said, with the secrets hidden. */
export function rateLimitText(answer: Answer, secrets: readonly string[]): string {
  const said = discordSays(answer.body, answer.status);
  const detail = said.text ? `: ${said.text}` : '';
  return redact(`Discord is rate limiting these requests (429)${detail}.`, secrets);
}

/** What an answer means; `secrets` are hidden from every message. */
export function explain(answer: Answer, mode: Sender, secrets: readonly string[]): Outcome {
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'ok', body, status };
  const said = discordSays(body, status);
  const detail = said.text ? `: ${said.text}` : '';
  const fail = (message: string): Outcome => ({
    kind: 'failed',
    message: redact(message, secrets),
  });
  if (status === 400 && said.code === 50035) {
    const errors = fieldErrors(body, secrets);
    return {
      kind: 'invalid',
      message: `Discord refused the message (400, Invalid Form Body) with ${errorCount(errors)}; click one to find it in the design.`,
      errors,
    };
  }
  if (status === 401)
    return fail(
      mode === 'bot'
        ? `Discord refused the bot token (401${detail}): copy the bot's token again from the Developer Portal (Bot › Reset Token); the client secret is not a token.`
        : `Discord refused the webhook's token (401${detail}): copy the webhook URL again.`,
    );
  if (status === 403)
    return fail(
      said.code === 50013
        ? `Discord says the bot is missing permissions (403, Missing Permissions): it needs View Channel and Send Messages there, and Attach Files for files.`
        : `Discord refused: missing access or permissions (403${detail}). Make sure the bot is in the server and can see and write in this channel.`,
    );
  if (status === 404) {
    const known = said.code !== null ? NOT_FOUND[said.code] : undefined;
    if (known) return fail(known);
    return fail(
      said.text
        ? `Discord answered 404${detail}.`
        : 'The relay answered 404 without a Discord error: is the app running with `npm start`, which serves the relay?',
    );
  }
  if (status === 413 || said.code === 40005)
    return fail(`Discord refused the files as too large (${status}${detail}).`);
  if (status === 502 && isPlainObject(body) && body.relay === true) {
    const why = relayReason(said.text);
    return fail(
      `Could not reach Discord: the network between the app's relay and Discord failed${why ? `: ${why}` : ''}.`,
    );
  }
  if (status >= 500)
    return fail(`Discord had a problem on its side (${status}${detail}); try again in a moment.`);
  return fail(`Discord refused the request (${status}${detail}).`);
}

/** The outcome of a fetch that never got an answer (offline, relay down). */
export function networkFailure(): Outcome {
  return {
    kind: 'failed',
    message:
      'Could not reach Discord: the network request to the app’s relay failed (is the app still running, and this computer online?).',
  };
}
