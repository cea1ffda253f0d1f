import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_CHANNEL_ID,
  FAKE_FORBIDDEN_CHANNEL_ID,
  FAKE_GUILD_ID,
  FAKE_THREAD_ID,
} from './constants';
import { FAKE_MEMBERS, FAKE_ROLES, FAKE_ROLE_COUNTS } from './guild';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api } from './test-kit';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(() => fake.close());

const guild = `/guilds/${FAKE_GUILD_ID}`;

describe('the fake Discord, guild reads', () => {
  it("answers a channel with its guild id, and a thread's too", async () => {
    const res = await api(fake, 'GET', `/channels/${FAKE_CHANNEL_ID}`);
    expect(res).toMatchObject({
      status: 200,
      body: { id: FAKE_CHANNEL_ID, guild_id: FAKE_GUILD_ID, name: 'trail-talk', type: 0 },
    });
    const thread = await api(fake, 'GET', `/channels/${FAKE_THREAD_ID}`);
    expect(thread.body).toMatchObject({ guild_id: FAKE_GUILD_ID, type: 11 });
  });

  it('lists roles (with @everyone as the guild id), channels without threads, and members', async () => {
    const roles = await api(fake, 'GET', `${guild}/roles`);
    expect(roles.status).toBe(200);
    expect(roles.body).toEqual(FAKE_ROLES);
    expect(roles.body[0]).toMatchObject({ id: FAKE_GUILD_ID, name: '@everyone' });
    const channels = await api(fake, 'GET', `${guild}/channels`);
    expect(channels.body.map((c: { name: string }) => c.name)).toEqual([
      'Trails',
      'trail-talk',
      'staff-only',
      'Campfire',
    ]);
    const members = await api(fake, 'GET', `${guild}/members?limit=100`);
    expect(members.body).toEqual(FAKE_MEMBERS);
    const one = await api(fake, 'GET', `${guild}/members?limit=1`);
    expect(one.body).toHaveLength(1);
  });

  it('answers as Discord does to a bad token, an unknown guild, a hidden channel and a bad limit', async () => {
    expect((await api(fake, 'GET', `${guild}/roles`, { token: 'nope' })).status).toBe(401);
    expect(await api(fake, 'GET', `/guilds/1300000000000000999/channels`)).toMatchObject({
      status: 404,
      body: { code: 10004, message: 'Unknown Guild' },
    });
    expect(await api(fake, 'GET', `/channels/${FAKE_FORBIDDEN_CHANNEL_ID}`)).toMatchObject({
      status: 403,
      body: { code: 50001 },
    });
    expect(await api(fake, 'GET', `/channels/1300000000000000998`)).toMatchObject({
      status: 404,
      body: { code: 10003 },
    });
    for (const limit of ['0', '1001', 'x'])
      expect((await api(fake, 'GET', `${guild}/members?limit=${limit}`)).body, limit).toMatchObject(
        { code: 50035 },
      );
    expect((await api(fake, 'POST', `${guild}/roles`, { json: {} })).status).toBe(405);
  });

  it("counts each role's members, leaving @everyone out, for the bot only", async () => {
    const counts = await api(fake, 'GET', `${guild}/roles/member-counts`);
    expect(counts).toMatchObject({ status: 200, body: FAKE_ROLE_COUNTS });
    expect(Object.keys(counts.body)).not.toContain(FAKE_GUILD_ID);
    expect(Object.keys(counts.body).sort()).toEqual(
      FAKE_ROLES.filter((r) => r.id !== FAKE_GUILD_ID)
        .map((r) => r.id)
        .sort(),
    );
    expect((await api(fake, 'GET', `${guild}/roles/member-counts`, { token: 'x' })).status).toBe(
      401,
    );
    expect(
      (await api(fake, 'GET', '/guilds/1300000000000000999/roles/member-counts')).body,
    ).toMatchObject({ code: 10004 });
  });
});
