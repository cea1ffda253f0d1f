import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CHANNEL_ID, FAKE_GUILD_ID, FAKE_THREAD_ID } from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api } from './test-kit';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(() => fake.close());

const RIVER = '1300000000000000031';
const SAM = '1300000000000000032';

async function ids(query: string): Promise<{ total: number; ids: string[] }> {
  const res = await api(fake, 'GET', `/guilds/${FAKE_GUILD_ID}/messages/search?${query}`);
  expect(res.status, query).toBe(200);
  return {
    total: res.body.total_results,
    ids: res.body.messages.map((group: { id: string }[]) => group[0]!.id.slice(-3)),
  };
}

describe('the fake Discord, guild message search', () => {
  it('finds every message newest first, in groups of one, with the total', async () => {
    const res = await api(fake, 'GET', `/guilds/${FAKE_GUILD_ID}/messages/search`);
    expect(res.body).toMatchObject({ doing_deep_historical_index: false, total_results: 7 });
    expect(res.body.messages.every((g: unknown[]) => g.length === 1)).toBe(true);
    expect(await ids('')).toEqual({
      total: 7,
      ids: ['407', '406', '405', '404', '403', '402', '401'],
    });
    expect((await ids('sort_order=asc')).ids[0]).toBe('401');
  });

  it('filters by content, author, author type, channel, mentions, @everyone, pinned and has', async () => {
    expect((await ids('content=TRAIL%20map')).ids).toEqual(['401']);
    expect((await ids(`author_id=${RIVER}&author_id=${SAM}`)).ids).toEqual([
      '406',
      '405',
      '402',
      '401',
    ]);
    expect(fake.state.requests.at(-1)?.queryPairs).toEqual([
      ['author_id', RIVER],
      ['author_id', SAM],
    ]);
    expect((await ids('author_type=bot')).ids).toEqual(['407', '403']);
    expect((await ids('author_type=-bot&author_type=-webhook')).total).toBe(4);
    expect((await ids('author_type=webhook')).ids).toEqual(['404']);
    expect((await ids(`channel_id=${FAKE_THREAD_ID}`)).ids).toEqual(['406', '404']);
    expect((await ids(`channel_id=${FAKE_CHANNEL_ID}`)).total).toBe(5);
    expect((await ids(`mentions=${RIVER}`)).ids).toEqual(['402']);
    expect((await ids('mention_everyone=true')).ids).toEqual(['407']);
    expect((await ids('pinned=true')).ids).toEqual(['405']);
    expect((await ids('has=image')).ids).toEqual(['401']);
    expect((await ids('has=embed')).ids).toEqual(['404']);
    expect((await ids('has=link')).ids).toEqual(['405']);
    expect((await ids('has=-file&has=-embed')).total).toBe(5);
    expect((await ids('min_id=1300000000000000402&max_id=1300000000000000405')).ids).toEqual([
      '404',
      '403',
    ]);
  });

  it('pages with limit and offset at their bounds, refusing one past them', async () => {
    expect(await ids('limit=2&offset=0')).toEqual({ total: 7, ids: ['407', '406'] });
    expect(await ids('limit=2&offset=6')).toEqual({ total: 7, ids: ['401'] });
    expect((await ids('limit=1')).ids).toHaveLength(1);
    expect((await ids('limit=25')).ids).toHaveLength(7);
    expect(await ids('offset=9975')).toEqual({ total: 7, ids: [] });
    const search = `/guilds/${FAKE_GUILD_ID}/messages/search`;
    for (const q of [
      'limit=0',
      'limit=26',
      'offset=-1',
      'offset=9976',
      `content=${'x'.repeat(1025)}`,
    ])
      expect((await api(fake, 'GET', `${search}?${q}`)).body, q).toMatchObject({ code: 50035 });
    expect((await api(fake, 'GET', `${search}?content=${'x'.repeat(1024)}`)).status).toBe(200);
  });

  it('answers a bad token and an unknown guild as Discord does', async () => {
    expect(
      (await api(fake, 'GET', `/guilds/${FAKE_GUILD_ID}/messages/search`, { token: 'x' })).status,
    ).toBe(401);
    expect(
      (await api(fake, 'GET', '/guilds/1300000000000000999/messages/search')).body,
    ).toMatchObject({ code: 10004 });
  });
});
