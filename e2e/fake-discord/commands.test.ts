import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDiscordClient } from './client';
import { FAKE_APPLICATION_ID, FAKE_BEARER_TOKEN, FAKE_GUILD_ID } from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api } from './test-kit';

let fake: FakeDiscord;
let client: FakeDiscordClient;
beforeAll(async () => {
  fake = await startFakeDiscord();
  client = new FakeDiscordClient(fake.url);
});
afterAll(() => fake.close());
beforeEach(() => client.reset());

const global = `/applications/${FAKE_APPLICATION_ID}/commands`;
const guild = `/applications/${FAKE_APPLICATION_ID}/guilds/${FAKE_GUILD_ID}/commands`;
const bearer = `Bearer ${FAKE_BEARER_TOKEN}`;
const slash = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} command`,
  ...extra,
});

describe('the fake Discord, application commands', () => {
  it('answers GET /applications/@me for the bot token only', async () => {
    const res = await api(fake, 'GET', '/applications/@me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: FAKE_APPLICATION_ID, bot_public: true });
    expect((await api(fake, 'GET', '/applications/@me', { token: 'nope' })).status).toBe(401);
    expect((await api(fake, 'GET', '/applications/@me', { token: null })).body).toEqual({
      message: '401: Unauthorized',
      code: 0,
    });
  });

  it('creates with 201, upserts the same type and name with 200 and the same id', async () => {
    const first = await api(fake, 'POST', guild, { json: slash('ping') });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      application_id: FAKE_APPLICATION_ID,
      guild_id: FAKE_GUILD_ID,
      type: 1,
      name: 'ping',
      default_member_permissions: null,
    });
    expect(first.body.version).toMatch(/^\d+$/);
    const again = await api(fake, 'POST', guild, { json: slash('ping', { description: 'New' }) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.version).not.toBe(first.body.version);
    // A user command may share the name: it is another type.
    const user = await api(fake, 'POST', guild, { json: { type: 2, name: 'ping' } });
    expect(user.status).toBe(201);
    expect(user.body.description).toBe('');
    const globalOne = await api(fake, 'POST', global, { json: slash('ping') });
    expect(globalOne.body).not.toHaveProperty('guild_id');
    expect((await api(fake, 'GET', guild)).body).toHaveLength(2);
    const [recorded] = await client.requests();
    expect(recorded).toMatchObject({ method: 'POST', path: guild, json: slash('ping') });
  });

  it('lists with localization dicts only when asked, else *_localized', async () => {
    const localizations = { name_localizations: { fr: 'salut' } };
    await api(fake, 'POST', global, { json: slash('hello', localizations) });
    const full = await api(fake, 'GET', `${global}?with_localizations=true`);
    expect(full.body[0].name_localizations).toEqual({ fr: 'salut' });
    expect(full.body[0]).not.toHaveProperty('name_localized');
    const plain = await api(fake, 'GET', global);
    expect(plain.body[0]).not.toHaveProperty('name_localizations');
    expect(plain.body[0].name_localized).toBe('hello');
  });

  it('gets, edits (a rename drops permissions) and deletes one command', async () => {
    const { body: made } = await api(fake, 'POST', guild, { json: slash('ping') });
    const one = `${guild}/${made.id}`;
    expect((await api(fake, 'GET', one)).body).toMatchObject({ id: made.id, name: 'ping' });
    const perms = { permissions: [{ id: FAKE_GUILD_ID, type: 1, permission: false }] };
    expect(
      (await api(fake, 'PUT', `${one}/permissions`, { json: perms, authorization: bearer })).status,
    ).toBe(200);
    const edited = await api(fake, 'PATCH', one, { json: { description: 'Edited' } });
    expect(edited.body).toMatchObject({ name: 'ping', description: 'Edited' });
    expect(edited.body.version).not.toBe(made.version);
    expect((await api(fake, 'GET', `${one}/permissions`)).status).toBe(200);
    const renamed = await api(fake, 'PATCH', one, { json: { name: 'pong' } });
    expect(renamed.body).toMatchObject({ id: made.id, name: 'pong', description: 'Edited' });
    expect((await api(fake, 'GET', `${one}/permissions`)).body.code).toBe(10066);
    const del = await api(fake, 'DELETE', one);
    expect(del.status).toBe(204);
    expect((await api(fake, 'GET', one)).body).toEqual({
      message: 'Unknown application command',
      code: 10063,
    });
    expect((await api(fake, 'PATCH', one, { json: {} })).status).toBe(404);
  });

  it('bulk overwrites a scope, keeping the ids of unchanged type and name', async () => {
    const { body: kept } = await api(fake, 'POST', guild, { json: slash('keep') });
    const { body: gone } = await api(fake, 'POST', guild, { json: slash('gone') });
    const res = await api(fake, 'PUT', guild, {
      json: [slash('keep'), slash('fresh'), { type: 3, name: 'Quote' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['keep', 'fresh', 'Quote']);
    expect(res.body[0]).toMatchObject({ id: kept.id, version: kept.version });
    expect(res.body[1].id).not.toBe(gone.id);
    expect((await api(fake, 'GET', `${guild}/${gone.id}`)).status).toBe(404);
  });

  it("answers the model's problems as 50035 with bulk paths and the size error", async () => {
    const bad = await api(fake, 'PUT', guild, { json: [slash('ok'), slash('Bad Name')] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    expect(bad.body.errors['1'].name._errors[0].code).toBeTruthy();
    expect(bad.body.errors).not.toHaveProperty('0');
    const option = (i: number) => ({
      type: 3,
      name: `o${i}`,
      description: 'd'.repeat(100),
      choices: Array.from({ length: 25 }, (_, j) => ({
        name: `${'c'.repeat(90)}${j}`,
        value: `${j}`,
      })),
    });
    const big = slash('big', { options: Array.from({ length: 5 }, (_, i) => option(i)) });
    const res = await api(fake, 'POST', global, { json: big });
    expect(res.status).toBe(400);
    expect(res.body.errors._errors).toEqual([
      { code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' },
    ]);
  });

  it('caps each type (30032) and the creates of a day (30034)', async () => {
    const users = Array.from({ length: 15 }, (_, i) => ({ type: 2, name: `user ${i}` }));
    expect((await api(fake, 'PUT', guild, { json: users })).status).toBe(200);
    const sixteenth = await api(fake, 'POST', guild, { json: { type: 2, name: 'one more' } });
    expect(sixteenth.body).toEqual({
      message: 'Maximum number of application commands reached',
      code: 30032,
    });
    const tooMany = [...users, { type: 2, name: 'extra' }];
    expect((await api(fake, 'PUT', guild, { json: tooMany })).body.code).toBe(30032);
    // 15 creates so far; 10 bulk rounds of 18 new names reach 195, then 5 more fit, not 6.
    for (let round = 0; round < 10; round += 1) {
      const set = Array.from({ length: 18 }, (_, i) => slash(`r${round}-${i}`));
      expect((await api(fake, 'PUT', guild, { json: set })).status).toBe(200);
    }
    const over = Array.from({ length: 6 }, (_, i) => slash(`last-${i}`));
    const refused = await api(fake, 'PUT', guild, { json: over });
    expect(refused.body).toEqual({
      message: 'Max number of daily application command creates has been reached (200)',
      code: 30034,
    });
    expect((await api(fake, 'PUT', guild, { json: over.slice(0, 5) })).status).toBe(200);
    expect((await api(fake, 'POST', guild, { json: slash('x') })).body.code).toBe(30034);
    // Global commands count apart from the guild's.
    expect((await api(fake, 'POST', global, { json: slash('x') })).status).toBe(201);
  });

  it('keeps command permissions per guild, edited with a Bearer token only', async () => {
    const { body: made } = await api(fake, 'POST', global, { json: slash('ping') });
    const path = `${guild}/${made.id}/permissions`;
    const perms = { permissions: [{ id: FAKE_GUILD_ID, type: 1, permission: false }] };
    const byBot = await api(fake, 'PUT', path, { json: perms });
    expect(byBot.body).toEqual({ message: 'Missing Access', code: 50001 });
    const set = await api(fake, 'PUT', path, { json: perms, authorization: bearer });
    expect(set.body).toMatchObject({ id: made.id, guild_id: FAKE_GUILD_ID, ...perms });
    const all = await api(fake, 'GET', `${guild}/permissions`);
    expect(all.body).toEqual([{ ...set.body }]);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({
      id: String(1300000000000001000n + BigInt(i)),
      type: 2,
      permission: true,
    }));
    const res = await api(fake, 'PUT', path, {
      json: { permissions: tooMany },
      authorization: bearer,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.permissions._errors).toBeDefined();
    expect((await api(fake, 'PUT', `${guild}/permissions`, { json: perms })).status).toBe(405);
    expect((await api(fake, 'GET', `${guild}/1300000000000009999/permissions`)).body.code).toBe(
      10063,
    );
    await client.reset();
    expect((await api(fake, 'GET', `${guild}/permissions`)).body).toEqual([]);
    expect((await api(fake, 'GET', global)).body).toEqual([]);
  });
});
