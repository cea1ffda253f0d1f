// Search guild messages over the fake guild's few messages (search-messages.ts): content (every
// word, any case), author ids and types, channels, mentions, @everyone, pinned, has (negatable),
// before/after ids, sort order, limit and offset at Discord's bounds, with `total_results`.
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import type { FakeRequest, FakeResponse } from './routes';
import type { FakeState } from './state';
import { UNAUTHORIZED, fail } from './answers';
import { SEARCHABLE } from './search-messages';

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;
type Message = (typeof SEARCHABLE)[number];

const UNKNOWN_GUILD = fail(404, 'Unknown Guild', 10004);
const HAS = ['image', 'sound', 'video', 'file', 'sticker', 'embed', 'link', 'poll', 'snapshot'];

const list = (m: Message, key: string): Record<string, unknown>[] =>
  Array.isArray(m[key]) ? (m[key] as Record<string, unknown>[]) : [];

function has(m: Message, kind: string): boolean {
  const types = list(m, 'attachments').map((a) => String(a.content_type ?? ''));
  switch (kind) {
    case 'image':
      return types.some((t) => t.startsWith('image/'));
    case 'sound':
      return types.some((t) => t.startsWith('audio/'));
    case 'video':
      return types.some((t) => t.startsWith('video/'));
    case 'file':
      return types.length > 0;
    case 'sticker':
      return list(m, 'sticker_items').length > 0;
    case 'embed':
      return list(m, 'embeds').length > 0;
    case 'link':
      return /https?:\/\//.test(m.content);
    case 'poll':
      return m.poll !== undefined;
    default:
      return list(m, 'message_snapshots').length > 0;
  }
}

function authorType(m: Message): string {
  if (m.webhook_id) return 'webhook';
  return (m.author as { bot?: boolean }).bot ? 'bot' : 'user';
}

/** Each negatable value (`x` or `-x`) of a repeated parameter holds for the message. */
const negatable = (values: string[], test: (v: string) => boolean) =>
  values.every((v) => (v.startsWith('-') ? !test(v.slice(1)) : test(v)));

const anyOf = (values: string[], test: (v: string) => boolean) =>
  values.length === 0 || values.some(test);

function bad(field: string, message: string): FakeResponse {
  return {
    status: 400,
    body: {
      message: 'Invalid Form Body',
      code: 50035,
      errors: { [field]: { _errors: [{ code: 'NUMBER_TYPE_MAX', message }] } },
    },
  };
}

const search: Handler = (_state, req, [guildId = '']) => {
  if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return UNAUTHORIZED;
  if (guildId !== FAKE_GUILD_ID) return UNKNOWN_GUILD;
  const q = req.query;
  const limit = Number(q.get('limit') ?? '25');
  const offset = Number(q.get('offset') ?? '0');
  if (!Number.isInteger(limit) || limit < 1 || limit > 25)
    return bad('limit', 'int value should be between 1 and 25.');
  if (!Number.isInteger(offset) || offset < 0 || offset > 9975)
    return bad('offset', 'int value should be less than or equal to 9975.');
  const content = q.get('content') ?? '';
  if ([...content].length > 1024) return bad('content', 'Must be 1024 or fewer in length.');
  const words = content.toLowerCase().split(/\s+/).filter(Boolean);
  const before = q.get('max_id');
  const after = q.get('min_id');
  for (const [field, id] of [
    ['max_id', before],
    ['min_id', after],
  ] as const)
    if (id !== null && !/^\d{15,21}$/.test(id)) return bad(field, 'Value is not snowflake.');
  const found = SEARCHABLE.filter(
    (m) =>
      words.every((w) => m.content.toLowerCase().includes(w)) &&
      anyOf(q.getAll('author_id'), (id) => m.author.id === id) &&
      negatable(q.getAll('author_type'), (t) => authorType(m) === t) &&
      anyOf(q.getAll('channel_id'), (id) => m.channel_id === id) &&
      anyOf(q.getAll('mentions'), (id) => list(m, 'mentions').some((u) => u.id === id)) &&
      (!q.has('mention_everyone') || String(m.mention_everyone) === q.get('mention_everyone')) &&
      (!q.has('pinned') || String(m.pinned) === q.get('pinned')) &&
      negatable(q.getAll('has'), (h) => HAS.includes(h) && has(m, h)) &&
      (before === null || BigInt(m.id) < BigInt(before)) &&
      (after === null || BigInt(m.id) > BigInt(after)),
  );
  // Newest first unless asked otherwise; relevance has no meaning among so few.
  if (q.get('sort_order') !== 'asc') found.reverse();
  return {
    status: 200,
    body: {
      doing_deep_historical_index: false,
      total_results: found.length,
      messages: found.slice(offset, offset + limit).map((m) => [m]),
    },
  };
};

/** The routes of this file, for routes.ts. */
export const SEARCH_ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  { pattern: /^\/guilds\/(\d{15,21})\/messages\/search$/, methods: ['GET'], handle: search },
];
