import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_APPLICATION_ID,
  FAKE_CHANNEL_ID,
  FAKE_FORBIDDEN_CHANNEL_ID,
  FAKE_GUILD_ID,
} from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api } from './test-kit';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(() => fake.close());

const CAMPFIRE = '1300000000000000103';
const status = (channel: string, json: unknown, token?: string) =>
  api(fake, 'PUT', `/channels/${channel}/voice-status`, { json, token });

describe('the fake Discord, voice channel status', () => {
  it('sets and clears the status of a voice channel with 204', async () => {
    expect((await status(CAMPFIRE, { status: 'Campfire stories' })).status).toBe(204);
    expect((await status(CAMPFIRE, { status: null })).status).toBe(204);
    expect((await status(CAMPFIRE, { status: 's'.repeat(500) })).status).toBe(204);
  });

  it('refuses 501 characters or no status with 50035', async () => {
    const long = await status(CAMPFIRE, { status: 's'.repeat(501) });
    expect(long).toMatchObject({ status: 400, body: { code: 50035 } });
    expect(long.body.errors.status._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    expect((await status(CAMPFIRE, {})).body.errors.status._errors[0].code).toBe(
      'BASE_TYPE_REQUIRED',
    );
  });

  it('answers as Discord does to a text channel, a hidden or unknown one, and a bad token', async () => {
    expect(await status(FAKE_CHANNEL_ID, { status: 'x' })).toMatchObject({
      status: 400,
      body: { code: 50024 },
    });
    expect((await status(FAKE_FORBIDDEN_CHANNEL_ID, { status: 'x' })).body.code).toBe(50001);
    expect((await status('1300000000000000998', { status: 'x' })).body.code).toBe(10003);
    expect((await status(CAMPFIRE, { status: 'x' }, 'nope')).status).toBe(401);
  });
});

describe('the fake Discord, modify current member', () => {
  const me = `/guilds/${FAKE_GUILD_ID}/members/@me`;
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it('answers the bot as a member with what was changed', async () => {
    const res = await api(fake, 'PATCH', me, {
      json: { nick: 'Trail Bot', avatar: png, bio: 'Hi' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: FAKE_APPLICATION_ID },
      nick: 'Trail Bot',
      banner: null,
    });
    expect(res.body.avatar).toMatch(/^[0-9a-f]{32}$/);
    const reset = await api(fake, 'PATCH', me, { json: { nick: null, avatar: null } });
    expect(reset.body).toMatchObject({ nick: null, avatar: null });
  });

  it('refuses a nickname of 33 characters and an image that is not a data URI', async () => {
    expect((await api(fake, 'PATCH', me, { json: { nick: 'n'.repeat(32) } })).status).toBe(200);
    const bad = await api(fake, 'PATCH', me, {
      json: { nick: 'n'.repeat(33), banner: 'https://example.com/b.png' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 50035 } });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['banner', 'nick']);
  });

  it('answers an unknown guild with 10004 and a bad token with 401', async () => {
    expect(
      (await api(fake, 'PATCH', `/guilds/1300000000000000999/members/@me`, { json: {} })).body.code,
    ).toBe(10004);
    expect((await api(fake, 'PATCH', me, { json: {}, token: 'x' })).status).toBe(401);
  });
});
