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

interface Route {
  pattern: RegExp;
  methods: readonly RelayMethod[];
  /** Index of the capture group holding a webhook token, which the log never shows. */
  tokenGroup?: number;
}

const ROUTES: readonly Route[] = [
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}/messages$`), methods: ['POST'] },
  // The mention helper reads a channel for its guild id, and a guild's roles, channels and
  // members (read only: nothing of a guild is ever changed through the relay).
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/roles$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/channels$`), methods: ['GET'] },
  { pattern: new RegExp(`^${SERVER}/members$`), methods: ['GET'] },
  {
    pattern: new RegExp(`^/channels/${SNOWFLAKE}/messages/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH'],
  },
  {
    pattern: new RegExp(`^/webhooks/${SNOWFLAKE}/${TOKEN}$`),
    methods: ['GET', 'POST'],
    tokenGroup: 2,
  },
  {
    pattern: new RegExp(`^/webhooks/${SNOWFLAKE}/${TOKEN}/messages/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH'],
    tokenGroup: 2,
  },
  // The application command endpoints of the Register panel. `permissions` is not a snowflake, so
  // the guild permissions list can never be taken for a command id, whatever the order here.
  { pattern: /^\/applications\/@me$/, methods: ['GET'] },
  { pattern: new RegExp(`^${APP}/commands$`), methods: ['GET', 'POST', 'PUT'] },
  {
    pattern: new RegExp(`^${APP}/commands/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH', 'DELETE'],
  },
  { pattern: new RegExp(`^${GUILD}/commands$`), methods: ['GET', 'POST', 'PUT'] },
  {
    pattern: new RegExp(`^${GUILD}/commands/${SNOWFLAKE}$`),
    methods: ['GET', 'PATCH', 'DELETE'],
  },
  { pattern: new RegExp(`^${GUILD}/commands/permissions$`), methods: ['GET'] },
  {
    pattern: new RegExp(`^${GUILD}/commands/${SNOWFLAKE}/permissions$`),
    methods: ['GET', 'PUT'],
  },
];

export const RELAY_QUERY_PARAMS = [
  'wait',
  'with_components',
  'thread_id',
  'with_localizations',
  'limit',
] as const;

const QUERY_VALUE: Record<(typeof RELAY_QUERY_PARAMS)[number], RegExp> = {
  wait: /^(true|false)$/,
  with_components: /^(true|false)$/,
  thread_id: /^\d{15,21}$/,
  with_localizations: /^(true|false)$/,
  // A guild's members, 1 to 1000 a page (Discord's own bounds).
  limit: /^([1-9]\d{0,2}|1000)$/,
};

const EXPECTED: Partial<Record<(typeof RELAY_QUERY_PARAMS)[number], string>> = {
  thread_id: 'a channel id (15 to 21 digits)',
  limit: 'a whole number from 1 to 1000',
};

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
  for (const [name, value] of params) {
    if (!(RELAY_QUERY_PARAMS as readonly string[]).includes(name)) {
      return {
        ok: false,
        status: 400,
        message: `The relay forwards only the query parameters ${RELAY_QUERY_PARAMS.join(', ')}; "${name}" is not one of them.`,
      };
    }
    const rule = QUERY_VALUE[name as (typeof RELAY_QUERY_PARAMS)[number]];
    if (!rule.test(value)) {
      const expected = EXPECTED[name as (typeof RELAY_QUERY_PARAMS)[number]] ?? 'true or false';
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
