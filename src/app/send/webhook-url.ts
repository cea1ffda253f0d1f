// A webhook URL as people copy it from Discord. It holds the webhook's token, so it is parsed here
// and only its parts travel on (through the relay); no error message ever repeats the token. Each
// fault has its own sentence, shown under the field as the URL is typed or pasted.

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
const WEBHOOKS_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks(?:\/(.*))?$/;
const SNOWFLAKE = /^\d{17,20}$/;
const TOKEN = /^[\w-]{1,200}$/;
const QUERY_PARAMS = new Set(['thread_id']);
const SHAPE = 'https://discord.com/api/webhooks/<id>/<token>';
const MAX_SHOWN = 40;

const refuse = (reason: string): WebhookParse => ({ ok: false, reason });
const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** Why `id` is not a webhook id, or null when it is one. Ids are not secret: it may be quoted. */
function idFault(id: string): string | null {
  if (SNOWFLAKE.test(id)) return null;
  if (/^\d+$/.test(id))
    return `The webhook id (the number after /webhooks/) has 17 to 20 digits; this one has ${id.length}. Copy the URL again from the channel settings.`;
  return `The webhook id (after /webhooks/) is a number of 17 to 20 digits; this one is “${clip(id)}”. Copy the URL again from the channel settings.`;
}

/** The id and token of a Discord webhook URL, or why the text is not one (never quoting the token). */
export function parseWebhookUrl(text: string): WebhookParse {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('Paste the webhook URL.');
  if (/^(?:(?:ptb|canary)\.)?discord(?:app)?\.com\//i.test(trimmed))
    return refuse(`The URL is missing its https:// at the start; it looks like ${SHAPE}.`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse(`That is not a URL; a webhook URL looks like ${SHAPE}.`);
  }
  if (url.protocol !== 'https:')
    return refuse(
      `A webhook URL starts with https://, not ${clip(url.protocol)}//; it looks like ${SHAPE}.`,
    );
  if (!HOSTS.has(url.hostname))
    return refuse(
      `A webhook URL is on discord.com; this one is on ${clip(url.hostname)}. It looks like ${SHAPE}.`,
    );
  if (url.port !== '' || url.username !== '' || url.password !== '')
    return refuse(
      `A webhook URL has nothing between https:// and the path but discord.com (no port, no user name); it looks like ${SHAPE}.`,
    );
  const path = WEBHOOKS_PATH.exec(url.pathname);
  if (!path)
    return refuse(
      `That Discord URL is not a webhook's: its path should start with /api/webhooks/, as in ${SHAPE}. Copy it from the channel settings › Integrations › Webhooks.`,
    );
  const [id = '', token = '', ...more] = (path[1] ?? '').split('/');
  if (id === '')
    return refuse(`The URL ends at /webhooks/: the webhook id and token are missing (${SHAPE}).`);
  const badId = idFault(id);
  if (badId) return refuse(badId);
  if (token === '')
    return refuse(
      `The URL ends after the webhook id: the token that follows it is missing (${SHAPE}).`,
    );
  if (!TOKEN.test(token))
    return refuse(
      'The webhook token (after the id) has characters a token never has (only letters, digits, - and _); copy the URL again.',
    );
  if (more.some((segment) => segment !== ''))
    return refuse(
      'The URL goes on after the token; paste the webhook URL itself, ending with the token.',
    );
  const unknown = [...new Set(url.searchParams.keys())].filter((k) => !QUERY_PARAMS.has(k));
  if (unknown.length > 0)
    return refuse(
      `The URL has ${unknown.length === 1 ? 'a query parameter' : 'query parameters'} the app does not use (${unknown.map(clip).join(', ')}); only thread_id may follow the token. The panel sets the others itself.`,
    );
  const thread = url.searchParams.get('thread_id');
  if (thread !== null && !SNOWFLAKE.test(thread))
    return refuse('The thread_id in the URL is a number of 17 to 20 digits.');
  return { ok: true, webhook: { id, token, threadId: thread } };
}

/** What is wrong with the webhook URL typed so far, for under the field; null while it is empty. */
export function webhookUrlProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseWebhookUrl(text);
  return parsed.ok ? null : parsed.reason;
}
