import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BEARER_TOKEN, FAKE_BOT_TOKEN } from './constants';
import { LOBBY_USER } from './lobbies';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import type { ApiInit } from './test-kit';
import { api } from './test-kit';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(() => fake.close());
beforeEach(() => fake.state.reset());

const bearer: ApiInit = { authorization: `Bearer ${FAKE_BEARER_TOKEN}` };
const as = (json: unknown): ApiInit => ({ ...bearer, json });
const join = (json: unknown) => api(fake, 'PUT', '/lobbies', as(json));
const user = (n: number) => `13000000000000009${String(n).padStart(2, '0')}`;

describe('the fake Discord, lobbies', () => {
  it('creates a lobby by secret and joins the same one with the same secret', async () => {
    const created = await join({ secret: 'campfire', lobby_metadata: { mode: 'duel' } });
    expect(created).toMatchObject({
      status: 200,
      body: {
        metadata: { mode: 'duel' },
        members: [{ id: LOBBY_USER.id, metadata: null, flags: 0 }],
      },
    });
    const again = await join({ secret: 'campfire', member_metadata: { team: 'red' } });
    expect(again.body.id).toBe(created.body.id);
    expect(again.body.members).toEqual([
      { id: LOBBY_USER.id, metadata: { team: 'red' }, flags: 0 },
    ]);
    expect((await join({ secret: 'other' })).body.id).not.toBe(created.body.id);
  });

  it('takes the Bearer token only: a bot token or none gets 401', async () => {
    for (const init of [
      { token: FAKE_BOT_TOKEN, json: { secret: 's' } },
      { token: null, json: { secret: 's' } },
      { authorization: 'Bearer other', json: { secret: 's' } },
    ])
      expect(await api(fake, 'PUT', '/lobbies', init)).toMatchObject({
        status: 401,
        body: { code: 0 },
      });
  });

  it('refuses a body out of bounds with 50035, naming each field', async () => {
    const refused = await join({
      secret: 's'.repeat(251),
      idle_timeout_seconds: 4,
      lobby_metadata: { k: 'v'.repeat(1000) },
      member_metadata: { n: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(50035);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'idle_timeout_seconds',
      'lobby_metadata',
      'member_metadata',
      'secret',
    ]);
    expect((await join({})).body.errors.secret._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    expect((await join({ secret: 's'.repeat(250), idle_timeout_seconds: 604800 })).status).toBe(
      200,
    );
  });

  it('keeps messages and answers the latest first, up to the limit', async () => {
    const lobby = (await join({ secret: 'campfire' })).body.id as string;
    for (const content of ['one', 'two', 'three'])
      expect(await api(fake, 'POST', `/lobbies/${lobby}/messages`, as({ content }))).toMatchObject({
        status: 200,
        body: { content, lobby_id: lobby, author: { id: LOBBY_USER.id } },
      });
    const all = await api(fake, 'GET', `/lobbies/${lobby}/messages`, bearer);
    expect(all.body.map((m: { content: string }) => m.content)).toEqual(['three', 'two', 'one']);
    const two = await api(fake, 'GET', `/lobbies/${lobby}/messages?limit=2`, bearer);
    expect(two.body).toHaveLength(2);
    for (const limit of ['0', '201'])
      expect(
        (await api(fake, 'GET', `/lobbies/${lobby}/messages?limit=${limit}`, bearer)).body.code,
      ).toBe(50035);
    for (const content of ['', 'm'.repeat(2001), undefined])
      expect((await api(fake, 'POST', `/lobbies/${lobby}/messages`, as({ content }))).status).toBe(
        400,
      );
  });

  it('answers an unknown lobby with 404, and a lobby the user left with 403', async () => {
    expect(await api(fake, 'GET', `/lobbies/1300000000000000999/messages`, bearer)).toMatchObject({
      status: 404,
      body: { message: 'Unknown Lobby', code: 10031 },
    });
    const lobby = (await join({ secret: 'campfire' })).body.id as string;
    await api(
      fake,
      'POST',
      `/lobbies/${lobby}/members/bulk`,
      as([{ id: LOBBY_USER.id, remove_member: true }]),
    );
    expect((await api(fake, 'GET', `/lobbies/${lobby}/messages`, bearer)).status).toBe(403);
  });

  it('adds, updates and removes members in bulk and answers the members', async () => {
    const lobby = (await join({ secret: 'campfire' })).body.id as string;
    const bulk = (json: unknown) => api(fake, 'POST', `/lobbies/${lobby}/members/bulk`, as(json));
    const added = await bulk([
      { id: user(1), flags: 1, additional_name: 'Guide', metadata: { team: 'red' } },
      { id: user(2) },
    ]);
    expect(added).toMatchObject({ status: 200 });
    expect(added.body).toEqual([
      { id: LOBBY_USER.id, metadata: null, flags: 0 },
      { id: user(1), metadata: { team: 'red' }, flags: 1, additional_name: 'Guide' },
      { id: user(2), metadata: null, flags: 0 },
    ]);
    const changed = await bulk([
      { id: user(1), flags: 0 },
      { id: user(2), remove_member: true },
    ]);
    expect(changed.body.map((m: { id: string }) => m.id)).toEqual([LOBBY_USER.id, user(1)]);
    expect(changed.body[1]).toMatchObject({ flags: 0, additional_name: 'Guide' });
  });

  it('refuses a bulk request of 0 or 26 entries, or an entry out of bounds', async () => {
    const lobby = (await join({ secret: 'campfire' })).body.id as string;
    const bulk = (json: unknown) => api(fake, 'POST', `/lobbies/${lobby}/members/bulk`, as(json));
    const many = Array.from({ length: 26 }, (_, i) => ({ id: user(i) }));
    expect((await bulk(many.slice(0, 25))).status).toBe(200);
    for (const json of [[], many, {}]) expect((await bulk(json)).body.code).toBe(50035);
    const bad = await bulk([{ id: user(1), additional_name: 'n'.repeat(81), flags: 2 }]);
    expect(Object.keys(bad.body.errors['0']).sort()).toEqual(['additional_name', 'flags']);
  });
});
