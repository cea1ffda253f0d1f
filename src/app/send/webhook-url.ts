// A webhook URL as people copy it from Discord. It holds the webhook's token, so it is parsed here
// and only its parts travel on (through the relay); no error message ever repeats it.

export interface WebhookRef {
  id: string;
  token: string;
  /** A `?thread_id=` that was part of the URL, if any. */
  threadId: string | null;
}

export type WebhookParse = { ok: true; webhook: WebhookRef } | { ok: false; reason: string };

const HOSTS = new Set([
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
  'ptb.discordapp.com',
  'canary.discordapp.com',
]);
const PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{17,20})\/([\w-]{1,200})\/?$/;
const SNOWFLAKE = /^\d{17,20}$/;
const SHAPE = 'https://discord.com/api/webhooks/<id>/<token>';

/** The id and token of a Discord webhook URL, or why the text is not one (never quoting it). */
export function parseWebhookUrl(text: string): WebhookParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'Paste the webhook URL.' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: `That is not a URL; a webhook URL looks like ${SHAPE}.` };
  }
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname) || url.port !== '')
    return {
      ok: false,
      reason: `That URL is not on discord.com; a webhook URL looks like ${SHAPE}.`,
    };
  const match = PATH.exec(url.pathname);
  if (!match)
    return {
      ok: false,
      reason: `That Discord URL is not a webhook URL; it should look like ${SHAPE}.`,
    };
  const thread = url.searchParams.get('thread_id');
  return {
    ok: true,
    webhook: {
      id: match[1]!,
      token: match[2]!,
      threadId: thread !== null && SNOWFLAKE.test(thread) ? thread : null,
    },
  };
}
