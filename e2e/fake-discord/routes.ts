// The Discord endpoints the app uses, answering with Discord's status codes and error bodies.
import { COMMAND_ROUTES } from './commands';
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import { GUILD_ROUTES } from './guild';
import { LOBBY_ROUTES } from './lobbies';
import { VOICE_MEMBER_ROUTES } from './voice-member';
import { INVITE_ROUTES } from './invites';
import { SEARCH_ROUTES } from './message-search';
import type { BuildContext } from './messages';
import { buildMessage } from './messages';
import type { UploadedFile } from './request-body';
import type { DiscordMessage, FakeState, FakeWebhookRecord } from './state';
import { BOT_AUTHOR } from './state';
import { MISSING_ACCESS, UNAUTHORIZED, fail } from './answers';

export interface FakeRequest {
  method: string;
  /** The route after the API prefix, e.g. `/channels/123/messages`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  json: unknown;
  files: UploadedFile[];
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const NOT_FOUND = fail(404, '404: Not Found', 0);
const METHOD_NOT_ALLOWED = fail(405, '405: Method Not Allowed', 0);
const UNKNOWN_CHANNEL = fail(404, 'Unknown Channel', 10003);
const UNKNOWN_MESSAGE = fail(404, 'Unknown Message', 10008);
const UNKNOWN_WEBHOOK = fail(404, 'Unknown Webhook', 10015);
const NOT_AUTHOR = fail(403, 'Cannot edit a message authored by another user', 50005);

const SNOWFLAKE = '(\\d{15,21})';
const ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  {
    pattern: new RegExp(`^/channels/${SNOWFLAKE}/messages$`),
    methods: ['POST'],
    handle: channelMessages,
  },
  {
    pattern: new RegExp(`^/channels/${SNOWFLAKE}/messages/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH'],
    handle: channelMessage,
  },
  {
    pattern: new RegExp(`^/webhooks/${SNOWFLAKE}/([\\w-]+)$`),
    methods: ['GET', 'POST'],
    handle: webhook,
  },
  {
    pattern: new RegExp(`^/webhooks/${SNOWFLAKE}/([\\w-]+)/messages/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH'],
    handle: webhookMessage,
  },
  ...COMMAND_ROUTES,
  ...GUILD_ROUTES,
  ...LOBBY_ROUTES,
  ...VOICE_MEMBER_ROUTES,
  ...INVITE_ROUTES,
  ...SEARCH_ROUTES,
];

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;

/** Discord's answer to one API request, given what the fake knows. */
export function handleDiscord(state: FakeState, req: FakeRequest): FakeResponse {
  for (const route of ROUTES) {
    const m = route.pattern.exec(req.path);
    if (!m) continue;
    if (!route.methods.includes(req.method)) return METHOD_NOT_ALLOWED;
    return route.handle(state, req, m.slice(1));
  }
  return NOT_FOUND;
}

const context = (state: FakeState, extra: Partial<BuildContext> & { channelId: string }) => ({
  author: BOT_AUTHOR,
  withComponents: false,
  nextId: () => state.nextId(),
  now: () => new Date().toISOString().replace('Z', '000+00:00'),
  ...extra,
});

function save(
  state: FakeState,
  built: ReturnType<typeof buildMessage>,
): FakeResponse | DiscordMessage {
  if (!built.ok) return { status: built.error.status, body: built.error.body };
  state.messages.set(built.message.id, built.message);
  return built.message;
}

function botChannel(state: FakeState, req: FakeRequest, channelId: string): FakeResponse | null {
  if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return UNAUTHORIZED;
  const channel = state.channels.get(channelId);
  if (!channel) return UNKNOWN_CHANNEL;
  if (channel.forbidden) return MISSING_ACCESS;
  return null;
}

function channelMessages(
  state: FakeState,
  req: FakeRequest,
  [channelId = '']: string[],
): FakeResponse {
  const refused = botChannel(state, req, channelId);
  if (refused) return refused;
  const saved = save(state, buildMessage(req.json, req.files, context(state, { channelId })));
  return 'status' in saved ? saved : { status: 200, body: saved };
}

function channelMessage(
  state: FakeState,
  req: FakeRequest,
  [channelId = '', id = '']: string[],
): FakeResponse {
  const refused = botChannel(state, req, channelId);
  if (refused) return refused;
  const existing = state.messages.get(id);
  if (!existing || existing.channel_id !== channelId) return UNKNOWN_MESSAGE;
  if (req.method === 'GET') return { status: 200, body: existing };
  if (existing.webhook_id || existing.author.id !== BOT_AUTHOR.id) return NOT_AUTHOR;
  const saved = save(
    state,
    buildMessage(req.json, req.files, context(state, { channelId, existing })),
  );
  return 'status' in saved ? saved : { status: 200, body: saved };
}

function findWebhook(state: FakeState, id: string, token: string): FakeWebhookRecord | null {
  const hook = state.webhooks.get(id);
  return hook && hook.token === token ? hook : null;
}

/** The channel a webhook request goes to: its own, or a thread of it named by `thread_id`. */
function webhookChannel(
  state: FakeState,
  hook: FakeWebhookRecord,
  req: FakeRequest,
): string | null {
  const threadId = req.query.get('thread_id');
  if (!threadId) return hook.channelId;
  const thread = state.channels.get(threadId);
  return thread?.type === 11 && thread.parentId === hook.channelId ? thread.id : null;
}

function webhook(
  state: FakeState,
  req: FakeRequest,
  [id = '', token = '']: string[],
): FakeResponse {
  const hook = findWebhook(state, id, token);
  if (!hook) return UNKNOWN_WEBHOOK;
  if (req.method === 'GET') {
    const { applicationId, channelId, name } = hook;
    return {
      status: 200,
      body: {
        id,
        type: 1,
        application_id: applicationId,
        channel_id: channelId,
        guild_id: FAKE_GUILD_ID,
        name,
        avatar: null,
        token,
      },
    };
  }
  let channelId = webhookChannel(state, hook, req);
  if (!channelId) return UNKNOWN_CHANNEL;
  const json = req.json as Record<string, unknown> | null;
  const threadName = json && typeof json === 'object' ? json.thread_name : undefined;
  if (typeof threadName === 'string' && threadName !== '' && !req.query.has('thread_id')) {
    channelId = state.nextId();
    state.channels.set(channelId, { id: channelId, type: 11, parentId: hook.channelId });
  }
  const username =
    json && typeof json === 'object' && typeof json.username === 'string'
      ? json.username
      : hook.name;
  const saved = save(
    state,
    buildMessage(
      req.json,
      req.files,
      context(state, {
        channelId,
        webhook: hook,
        withComponents: req.query.get('with_components') === 'true',
        author: { ...BOT_AUTHOR, id: hook.id, username, discriminator: '0000' },
      }),
    ),
  );
  if ('status' in saved) return saved;
  return req.query.get('wait') === 'true' ? { status: 200, body: saved } : { status: 204 };
}

function webhookMessage(
  state: FakeState,
  req: FakeRequest,
  [id = '', token = '', messageId = '']: string[],
): FakeResponse {
  const hook = findWebhook(state, id, token);
  if (!hook) return UNKNOWN_WEBHOOK;
  const channelId = webhookChannel(state, hook, req);
  if (!channelId) return UNKNOWN_CHANNEL;
  const existing = state.messages.get(messageId);
  // A message in a thread is found only with that thread's thread_id, as on Discord.
  if (!existing || existing.webhook_id !== hook.id || existing.channel_id !== channelId)
    return UNKNOWN_MESSAGE;
  if (req.method === 'GET') return { status: 200, body: existing };
  const saved = save(
    state,
    buildMessage(
      req.json,
      req.files,
      context(state, {
        channelId,
        webhook: hook,
        existing,
        withComponents: req.query.get('with_components') === 'true',
      }),
    ),
  );
  return 'status' in saved ? saved : { status: 200, body: saved };
}
