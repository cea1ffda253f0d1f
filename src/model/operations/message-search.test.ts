import { describe, expect, it } from 'vitest';
import type { SearchForm } from './message-search';
import { EMPTY_SEARCH, searchPages, searchRequest } from './message-search';
import { readSearchAnswer } from './search-answer';

const GUILD = '1300000000000000010';
const A = '1300000000000000031';
const B = '1300000000000000032';
const form = (over: Partial<SearchForm> = {}): SearchForm => ({
  ...EMPTY_SEARCH,
  guildId: GUILD,
  ...over,
});
const query = (over: Partial<SearchForm>) => {
  const built = searchRequest(form(over));
  if (!built.ok) throw new Error(JSON.stringify(built.problems));
  return [...new URLSearchParams(built.request.path.split('?')[1]).entries()];
};
const fields = (over: Partial<SearchForm>) => {
  const built = searchRequest(form(over));
  return built.ok ? [] : built.problems.map((p) => p.field);
};
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `13000000000${String(i).padStart(7, '0')}`).join('\n');

describe('searchRequest', () => {
  it('asks for the first page of 25 by default, with the bot token', () => {
    expect(searchRequest(form())).toEqual({
      ok: true,
      request: {
        method: 'GET',
        path: `/guilds/${GUILD}/messages/search?limit=25&offset=0`,
        auth: 'bot',
      },
    });
  });

  it('sends every filter, lists as the parameter repeated and negations with a dash', () => {
    expect(
      query({
        content: 'trail & map',
        authorIds: `${A}, ${B}`,
        authorTypes: { user: 'with', bot: 'without', webhook: 'any' },
        channelIds: A,
        mentions: B,
        mentionEveryone: 'false',
        pinned: 'true',
        has: { image: 'with', link: 'without', poll: 'any' },
        maxId: B,
        minId: A,
        sortBy: 'relevance',
        sortOrder: 'asc',
        includeNsfw: true,
        limit: '10',
        offset: '20',
      }),
    ).toEqual([
      ['content', 'trail & map'],
      ['author_id', A],
      ['author_id', B],
      ['author_type', 'user'],
      ['author_type', '-bot'],
      ['channel_id', A],
      ['mentions', B],
      ['mention_everyone', 'false'],
      ['pinned', 'true'],
      ['has', 'image'],
      ['has', '-link'],
      ['max_id', B],
      ['min_id', A],
      ['sort_by', 'relevance'],
      ['sort_order', 'asc'],
      ['include_nsfw', 'true'],
      ['limit', '10'],
      ['offset', '20'],
    ]);
  });

  it('takes limit 1 to 25 and offset 0 to 9975, refusing one past each end', () => {
    expect(fields({ limit: '0' })).toEqual(['limit']);
    expect(fields({ limit: '1' })).toEqual([]);
    expect(fields({ limit: '25' })).toEqual([]);
    expect(fields({ limit: '26' })).toEqual(['limit']);
    expect(fields({ offset: '-1' })).toEqual(['offset']);
    expect(fields({ offset: '0' })).toEqual([]);
    expect(fields({ offset: '9975' })).toEqual([]);
    expect(fields({ offset: '9976' })).toEqual(['offset']);
  });

  it('takes content up to 1024 characters and lists up to their bounds', () => {
    expect(fields({ content: 'x'.repeat(1023) })).toEqual([]);
    expect(fields({ content: 'x'.repeat(1024) })).toEqual([]);
    expect(fields({ content: 'x'.repeat(1025) })).toEqual(['content']);
    expect(fields({ authorIds: ids(100) })).toEqual([]);
    expect(fields({ authorIds: ids(101) })).toEqual(['authorIds']);
    expect(fields({ mentions: ids(101) })).toEqual(['mentions']);
    expect(fields({ channelIds: ids(500) })).toEqual([]);
    expect(fields({ channelIds: ids(501) })).toEqual(['channelIds']);
  });

  it('refuses bad ids, a repeated id and an empty range before sending', () => {
    expect(fields({ guildId: 'x', authorIds: 'me', maxId: '1', channelIds: `${A} ${A}` })).toEqual([
      'guildId',
      'authorIds',
      'channelIds',
      'maxId',
    ]);
    expect(fields({ maxId: A, minId: A })).toEqual(['minId']);
    expect(fields({ maxId: B, minId: A })).toEqual([]);
  });
});

describe('searchPages', () => {
  it('says page n of m and where Next and Previous go', () => {
    expect(searchPages(0, 0, 25)).toEqual({ page: 1, pages: 1, next: null, previous: null });
    expect(searchPages(60, 0, 25)).toEqual({ page: 1, pages: 3, next: 25, previous: null });
    expect(searchPages(60, 25, 25)).toEqual({ page: 2, pages: 3, next: 50, previous: 0 });
    expect(searchPages(60, 50, 25)).toEqual({ page: 3, pages: 3, next: null, previous: 25 });
    expect(searchPages(7, 3, 2)).toEqual({ page: 2, pages: 4, next: 5, previous: 1 });
  });

  it('never goes past offset 9975, however many results there are', () => {
    expect(searchPages(50000, 9950, 25)).toEqual({
      page: 399,
      pages: 400,
      next: 9975,
      previous: 9925,
    });
    expect(searchPages(50000, 9975, 25)).toEqual({
      page: 400,
      pages: 400,
      next: null,
      previous: 9950,
    });
    expect(searchPages(50000, 9974, 1).next).toBe(9975);
    expect(searchPages(50000, 9975, 1).next).toBeNull();
  });
});

describe('readSearchAnswer', () => {
  const msg = (id: string, extra = {}) => ({ id, content: 'hi', ...extra });
  it('takes the hit of each group and the total', () => {
    expect(
      readSearchAnswer({
        total_results: 2,
        doing_deep_historical_index: false,
        messages: [[msg('1')], [msg('0'), msg('2', { hit: true })]],
      }),
    ).toEqual({ ok: true, answer: { total: 2, hits: [msg('1'), msg('2', { hit: true })] } });
  });

  it('reports an answer of another shape', () => {
    expect(readSearchAnswer({ messages: [] })).toMatchObject({ ok: false });
    expect(readSearchAnswer({ total_results: 1, messages: [msg('1')] })).toMatchObject({
      ok: false,
      reason: "Result 1 of Discord's answer is not a list of messages.",
    });
    expect(readSearchAnswer({ total_results: 1, messages: [[]] })).toMatchObject({ ok: false });
    expect(readSearchAnswer({ total_results: 1, messages: [[{ content: 'x' }]] })).toMatchObject({
      ok: false,
    });
    expect(readSearchAnswer('x')).toMatchObject({ ok: false });
  });
});
