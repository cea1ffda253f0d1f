// Search guild messages: `GET /guilds/{guild}/messages/search` with every filter the relay forwards,
// each checked at its bound before anything is sent; list filters are the parameter repeated, and
// author types and attachment kinds may be negated with `-`. Needs READ_MESSAGE_HISTORY and the
// MESSAGE_CONTENT privileged intent.
import { OPERATION_LIMITS } from '../operation-limits';
import type { BuiltRequest } from './request';
import { FormChecks, seg } from './request';

const LIMITS = OPERATION_LIMITS.search;

export const AUTHOR_TYPES = ['user', 'bot', 'webhook'] as const;
export type AuthorType = (typeof AUTHOR_TYPES)[number];
export const HAS_KINDS = [
  'image',
  'sound',
  'video',
  'file',
  'sticker',
  'embed',
  'link',
  'poll',
  'snapshot',
] as const;
export type HasKind = (typeof HAS_KINDS)[number];

/** A filter that is either not asked, asked for (`x`) or asked against (`-x`). */
export type Tri = 'any' | 'with' | 'without';
/** A yes/no filter: not asked, `true` or `false`. */
export type YesNo = 'any' | 'true' | 'false';

export interface SearchForm {
  guildId: string;
  content: string;
  authorIds: string;
  authorTypes: Partial<Record<AuthorType, Tri>>;
  channelIds: string;
  mentions: string;
  mentionEveryone: YesNo;
  pinned: YesNo;
  has: Partial<Record<HasKind, Tri>>;
  maxId: string;
  minId: string;
  sortBy: '' | 'timestamp' | 'relevance';
  sortOrder: '' | 'asc' | 'desc';
  includeNsfw: boolean;
  limit: string;
  offset: string;
}

export const EMPTY_SEARCH: SearchForm = {
  guildId: '',
  content: '',
  authorIds: '',
  authorTypes: {},
  channelIds: '',
  mentions: '',
  mentionEveryone: 'any',
  pinned: 'any',
  has: {},
  maxId: '',
  minId: '',
  sortBy: '',
  sortOrder: '',
  includeNsfw: false,
  limit: String(LIMITS.limit.max),
  offset: '0',
};

function tri<K extends string>(asked: Partial<Record<K, Tri>>, kinds: readonly K[]): string[] {
  return kinds.flatMap((k) =>
    asked[k] === 'with' ? [k] : asked[k] === 'without' ? [`-${k}`] : [],
  );
}

/** The search request, or the form's problems. */
export function searchRequest(form: SearchForm): BuiltRequest {
  const c = new FormChecks();
  const guild = c.id('guildId', form.guildId, 'server id');
  const content = c.text('content', form.content, 'text to find', { max: LIMITS.content });
  const authors = c.ids('authorIds', form.authorIds, 'author id', {
    min: 0,
    max: LIMITS.authorIds,
  });
  const channels = c.ids('channelIds', form.channelIds, 'channel id', {
    min: 0,
    max: LIMITS.channelIds,
  });
  const mentions = c.ids('mentions', form.mentions, 'user id', { min: 0, max: LIMITS.mentions });
  const maxId = c.id('maxId', form.maxId, 'message id', true);
  const minId = c.id('minId', form.minId, 'message id', true);
  if (maxId && minId && BigInt(minId) >= BigInt(maxId))
    c.fail('minId', 'The "after" message id must be below the "before" one, or nothing is found.');
  const limit = c.integer('limit', form.limit, 'number of results per page', LIMITS.limit);
  const offset = c.integer('offset', form.offset, 'offset', LIMITS.offset);
  return c.result(() => {
    const q = new URLSearchParams();
    if (content.trim() !== '') q.append('content', content);
    for (const id of authors) q.append('author_id', id);
    for (const t of tri(form.authorTypes, AUTHOR_TYPES)) q.append('author_type', t);
    for (const id of channels) q.append('channel_id', id);
    for (const id of mentions) q.append('mentions', id);
    if (form.mentionEveryone !== 'any') q.append('mention_everyone', form.mentionEveryone);
    if (form.pinned !== 'any') q.append('pinned', form.pinned);
    for (const h of tri(form.has, HAS_KINDS)) q.append('has', h);
    if (maxId) q.append('max_id', maxId);
    if (minId) q.append('min_id', minId);
    if (form.sortBy) q.append('sort_by', form.sortBy);
    if (form.sortOrder) q.append('sort_order', form.sortOrder);
    if (form.includeNsfw) q.append('include_nsfw', 'true');
    q.append('limit', String(limit));
    q.append('offset', String(offset));
    return {
      method: 'GET',
      path: `/guilds/${seg(guild!)}/messages/search?${q.toString()}`,
      auth: 'bot',
    };
  });
}

export interface SearchPages {
  /** 1-based. */
  page: number;
  pages: number;
  /** The offset of the next page, or null at the last one Discord can reach. */
  next: number | null;
  previous: number | null;
}

/** Where a page of `limit` results at `offset` stands among `total`; never past Discord's offset bound. */
export function searchPages(total: number, offset: number, limit: number): SearchPages {
  // Discord answers offsets up to 9975 only: results past the last reachable page cannot be read.
  const reachable = Math.min(total, LIMITS.offset.max + limit);
  const pages = Math.max(1, Math.ceil(reachable / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  const after = offset + limit;
  return {
    page,
    pages,
    next: after < total && after <= LIMITS.offset.max ? after : null,
    previous: offset > 0 ? Math.max(0, offset - limit) : null,
  };
}
