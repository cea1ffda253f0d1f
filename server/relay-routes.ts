// Which Discord endpoints the relay forwards. Matching is done on the raw, still-encoded path with
// anchored patterns that allow only digits, word characters and dashes between slashes (and the
// literal `@me` of one route), so `..`, `%2F`, doubled slashes or any other endpoint can never reach
// Discord through the relay.

export type RelayMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const RELAY_METHODS: readonly RelayMethod[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

const SNOWFLAKE = '(\\d{15,21})';
const TOKEN = '([\\w-]{1,200})';
const APP = `/applications/${SNOWFLAKE}`;
const GUILD = `${APP}/guilds/${SNOWFLAKE}`;
const SERVER = `/guilds/${SNOWFLAKE}`;
const LOBBY = `/lobbies/${SNOWFLAKE}`;
// An invite code: letters, digits and dashes (vanity codes have dashes).
const INVITE = '([A-Za-z0-9-]{1,64})';

/** Every query parameter the relay forwards on some route, with the values it lets through. */
const QUERY_RULES = {
  wait: { rule: /^(true|false)$/ },
  with_components: { rule: /^(true|false)$/ },
  thread_id: { rule: /^\d{15,21}$/, expected: 'a channel id (15 to 21 digits)' },
  with_localizations: { rule: /^(true|false)$/ },
  // A guild's members and a lobby's messages: Discord's own bounds are within 1 to 1000.
  limit: { rule: /^([1-9]\d{0,2}|1000)$/, expected: 'a whole number from 1 to 1000' },
  // Search guild messages: the filters of Discord's search, each in its own shape; a list
  // filter is the parameter repeated.
  offset: { rule: /^(0|[1-9]\d{0,3})$/, expected: 'a whole number from 0 to 9999' },
  // Characters as Discord counts them: with the u flag each code point is one.
  content: { rule: /^[^\0]{1,1024}$/u, expected: '1 to 1024 characters' },
  author_id: { rule: /^\d{15,21}$/, expected: 'a user id (15 to 21 digits)' },
  author_type: { rule: /^-?(user|bot|webhook)$/, expected: 'user, bot or webhook' },
  channel_id: { rule: /^\d{15,21}$/, expected: 'a channel id (15 to 21 digits)' },
  mentions: { rule: /^\d{15,21}$/, expected: 'a user id (15 to 21 digits)' },
  mention_everyone: { rule: /^(true|false)$/ },
  pinned: { rule: /^(true|false)$/ },
  has: {
    rule: /^-?(image|sound|video|file|sticker|embed|link|poll|snapshot)$/,
    expected: 'one of image, sound, video, file, sticker, embed, link, poll or snapshot',
  },
  max_id: { rule: /^\d{15,21}$/, expected: 'a message id (15 to 21 digits)' },
  min_id: { rule: /^\d{15,21}$/, expected: 'a message id (15 to 21 digits)' },
  sort_by: { rule: /^(timestamp|relevance)$/, expected: 'timestamp or relevance' },
  sort_order: { rule: /^(asc|desc)$/, expected: 'asc or desc' },
  include_nsfw: { rule: /^(true|false)$/ },
} as const satisfies Record<string, { rule: RegExp; expected?: string }>;

type QueryParam = keyof typeof QUERY_RULES;

const SEARCH_PARAMS: readonly QueryParam[] = [
  'limit',
  'offset',
  'content',
  'author_id',
  'author_type',
  'channel_id',
  'mentions',
  'mention_everyone',
  'pinned',
  'has',
  'max_id',
  'min_id',
  'sort_by',
  'sort_order',
  'include_nsfw',
];

interface Route {
  pattern: RegExp;
  methods: readonly RelayMethod[];
  /** The query parameters forwarded on this route; any other is refused. */
  query?: readonly QueryParam[];
  /** Index of the capture group holding a webhook token, which the log never shows. */
  tokenGroup?: number;
}

const WEBHOOK_QUERY: readonly QueryParam[] = ['wait', 'with_components', 'thread_id'];

const ROUTES: readonly Route[] = [
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}/messages$`), methods: ['POST'] },
  // The mention helper reads a channel for its guild id, and a guild's roles, channels and
  // members.
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/roles$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/channels$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/members$`), methods: ['GET'], query: ['limit'] },
  {
    pattern: new RegExp(`^/channels/${SNOWFLAKE}/messages/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH'],
  },
  {
    pattern: new RegExp(`^/webhooks/${SNOWFLAKE}/${TOKEN}$`),
    methods: ['GET', 'POST'],
    query: WEBHOOK_QUERY,
    tokenGroup: 2,
  },
  {
    pattern: new RegExp(`^/webhooks/${SNOWFLAKE}/${TOKEN}/messages/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH'],
    query: WEBHOOK_QUERY,
    tokenGroup: 2,
  },
  // The application command endpoints of the Register panel. `permissions` is not a snowflake, so
  // the guild permissions list can never be taken for a command id, whatever the order here.
  { pattern: /^\/applications\/@me$/, methods: ['GET'] },
  {
    pattern: new RegExp(`^${APP}/commands$`),
    methods: ['GET', 'POST', 'PUT'],
    query: ['with_localizations'],
  },
  {
    pattern: new RegExp(`^${APP}/commands/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH', 'DELETE'],
  },
  {
    pattern: new RegExp(`^${GUILD}/commands$`),
    methods: ['GET', 'POST', 'PUT'],
    query: ['with_localizations'],
  },
  {
    pattern: new RegExp(`^${GUILD}/commands/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH', 'DELETE'],
  },
  { pattern: new RegExp(`^${GUILD}/commands/permissions$`), methods: ['GET'] },
  {
    pattern: new RegExp(`^${GUILD}/commands/${SNOWFLAKE}/permissions$`),
    methods: ['GET', 'PUT'],
  },
  // The Tools page's consoles (docs/discord-rules.md, Other operations), each one endpoint.
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}/voice-status$`), methods: ['PUT'] },
  { pattern: /^\/lobbies$/, methods: ['PUT', 'POST'] },
  { pattern: new RegExp(`^${LOBBY}/messages$`), methods: ['GET', 'POST'], query: ['limit'] },
  { pattern: new RegExp(`^${LOBBY}/members/bulk$`), methods: ['POST'] },
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}/invites$`), methods: ['GET', 'POST'] },
  { pattern: new RegExp(`^/invites/${INVITE}/target-users$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/messages/search$`), methods: ['GET'], query: SEARCH_PARAMS },
  { pattern: new RegExp(`^${SERVER}/roles/member-counts$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/members/@me$`), methods: ['PATCH'] },
];

export type RouteMatch =
  | { ok: true; path: string; query: string; logPath: string }
  | { ok: false; status: 404 | 400; message: string };

export const NOT_FORWARDED = 'The relay forwards only the Discord endpoints Component Studio uses.';

function isRelayMethod(method: string): method is RelayMethod {
  return (RELAY_METHODS as readonly string[]).includes(method);
}

/** Holds when `method` and the Discord path (with query) after `/relay` are on the allow-list. */
export function matchRoute(method: string, rawPathAndQuery: string): RouteMatch {
  const q = rawPathAndQuery.indexOf('?');
  const path = q === -1 ? rawPathAndQuery : rawPathAndQuery.slice(0, q);
  const rawQuery = q === -1 ? '' : rawPathAndQuery.slice(q + 1);
  const route = ROUTES.find((r) => r.pattern.test(path));
  if (!route || !isRelayMethod(method) || !route.methods.includes(method))
    return { ok: false, status: 404, message: NOT_FORWARDED };
  const params = new URLSearchParams(rawQuery);
  const forwarded = new URLSearchParams();
  const allowed = route.query ?? [];
  for (const [name, value] of params) {
    if (!(allowed as readonly string[]).includes(name)) {
      return {
        ok: false,
        status: 400,
        message:
          allowed.length === 0
            ? `The relay forwards no query parameters on this endpoint; "${name}" is not forwarded.`
            : `The relay forwards only the query parameters ${allowed.join(', ')} on this endpoint; "${name}" is not one of them.`,
      };
    }
    const { rule, expected = 'true or false' } = QUERY_RULES[name as QueryParam] as {
      rule: RegExp;
      expected?: string;
    };
    if (!rule.test(value)) {
      return {
        ok: false,
        status: 400,
        message: `The query parameter ${name} must be ${expected}.`,
      };
    }
    forwarded.append(name, value);
  }
  return { ok: true, path, query: forwarded.toString(), logPath: redactPath(route, path) };
}

function redactPath(route: Route, path: string): string {
  if (route.tokenGroup === undefined) return path;
  const parts = path.split('/');
  // '/webhooks/{id}/{token}…' splits as ['', 'webhooks', id, token, …].
  parts[route.tokenGroup + 1] = '***';
  return parts.join('/');
}
