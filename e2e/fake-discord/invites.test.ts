import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID, FAKE_FORBIDDEN_CHANNEL_ID } from './constants';
import { readTargetUsersFile } from './invites';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';
import { api } from './test-kit';

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await startFakeDiscord();
});
beforeEach(() => fake.state.reset());
afterAll(() => fake.close());

const invites = `/channels/${FAKE_CHANNEL_ID}/invites`;
const U1 = '1300000000000000031';
const U2 = '1300000000000000032';
const HIKERS = '1300000000000000022';
const GUIDES = '1300000000000000021';

function withCsv(payload: unknown, csv: string): FormData {
  const form = new FormData();
  form.append('payload_json', JSON.stringify(payload));
  form.append('target_users_file', new Blob([csv], { type: 'text/csv' }), 'target_users.csv');
  return form;
}

async function targetUsers(code: string) {
  const res = await fetch(`${fake.apiBase}/invites/${code}/target-users`, {
    headers: { authorization: `Bot ${FAKE_BOT_TOKEN}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('the fake Discord, channel invites', () => {
  it('creates an invite with the defaults and its roles as partials', async () => {
    const res = await api(fake, 'POST', invites, { json: { role_ids: [HIKERS] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'tRa1L001',
      max_age: 86400,
      max_uses: 0,
      uses: 0,
      temporary: false,
      channel: { id: FAKE_CHANNEL_ID },
      roles: [
        { id: HIKERS, name: 'Hikers', position: 2, color: 0, icon: null, unicode_emoji: null },
      ],
    });
    expect(Object.keys(res.body.roles[0]).sort()).toEqual(
      ['color', 'colors', 'icon', 'id', 'name', 'position', 'unicode_emoji'].sort(),
    );
    const never = await api(fake, 'POST', invites, { json: { max_age: 0, max_uses: 100 } });
    expect(never.body).toMatchObject({ code: 'tRa1L002', expires_at: null, max_uses: 100 });
    const listed = await api(fake, 'GET', invites);
    expect(listed.body.map((i: { code: string }) => i.code)).toEqual(['tRa1L001', 'tRa1L002']);
  });

  it('keeps the target users of the uploaded CSV and answers them as CSV', async () => {
    const res = await api(fake, 'POST', invites, {
      form: withCsv({ max_uses: 2 }, `user_id\n${U1}\n${U2}\n`),
    });
    expect(res).toMatchObject({ status: 200, body: { code: 'tRa1L001', max_uses: 2 } });
    expect(await targetUsers('tRa1L001')).toEqual({
      status: 200,
      type: 'text/csv',
      text: `user_id\n${U1}\n${U2}\n`,
    });
    await api(fake, 'POST', invites, { json: {} });
    expect((await targetUsers('tRa1L002')).text).toBe('user_id\n');
  });

  it('refuses a bad CSV, bounds passed, a role above the bot, and unknown things', async () => {
    for (const csv of ['id\n1\n', `user_id\n${U1},River\n`, ''])
      expect(
        (await api(fake, 'POST', invites, { form: withCsv({}, csv) })).body,
        csv,
      ).toMatchObject({ code: 50035, errors: { target_users_file: {} } });
    for (const json of [
      { max_age: 604801 },
      { max_age: -1 },
      { max_uses: 101 },
      { role_ids: ['1'] },
    ])
      expect((await api(fake, 'POST', invites, { json })).body).toMatchObject({ code: 50035 });
    expect(
      await api(fake, 'POST', invites, { json: { max_age: 604800, max_uses: 0 } }),
    ).toMatchObject({
      status: 200,
    });
    expect((await api(fake, 'POST', invites, { json: { role_ids: [GUIDES] } })).body).toMatchObject(
      {
        code: 50013,
      },
    );
    expect((await api(fake, 'POST', `/channels/${FAKE_FORBIDDEN_CHANNEL_ID}/invites`)).status).toBe(
      403,
    );
    expect((await api(fake, 'POST', invites, { token: 'x', json: {} })).status).toBe(401);
    expect(await targetUsers('nope-nope')).toMatchObject({ status: 404 });
    const unknown = await api(fake, 'GET', '/invites/nope-nope/target-users');
    expect(unknown.body).toEqual({ message: 'Unknown Invite', code: 10006 });
  });

  it('reads a CSV the way Discord writes it', () => {
    expect(readTargetUsersFile(`user_id\r\n${U1}\r\n`)).toEqual([U1]);
    expect(readTargetUsersFile('user_id')).toEqual([]);
    expect(readTargetUsersFile(`user\n${U1}`)).toBeNull();
  });
});
