import { describe, expect, it } from 'vitest';
import { CHANNEL, TOKEN, scriptedFetch } from '../discord/test-kit';
import type { Scripted } from '../discord/test-kit';
import { MEMBERS_INTENT } from './guild-answers';
import { loadGuild } from './guild-load';

const GUILD = '223344556677889900';
const ROLES = [
  { id: GUILD, name: '@everyone', color: 0, position: 0 },
  { id: '223344556677889901', name: 'Guides', color: 0x1abc9c, position: 2 },
  { id: '223344556677889902', name: 'Hikers', color: 0, position: 1 },
];
const CHANNELS = [
  { id: '223344556677889910', name: 'Trails', type: 4, position: 0 },
  { id: '223344556677889911', name: 'trail-talk', type: 0, position: 1 },
  { id: '223344556677889912', name: 'Campfire', type: 2, position: 2 },
];
const MEMBERS = [
  {
    user: { id: '223344556677889920', username: 'river', global_name: 'River' },
    nick: 'River (guide)',
  },
  { user: { id: '223344556677889921', username: 'sam', global_name: null }, nick: null },
];

function run(script: Scripted[], guildId = GUILD, form = { token: TOKEN, channelId: CHANNEL }) {
  const { fetch, calls } = scriptedFetch(...script);
  const waits: number[] = [];
  const deps = {
    fetch,
    wait: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
  const result = loadGuild(deps, form, guildId, new AbortController().signal);
  return { result, calls, waits };
}

const ok = (body: unknown): Scripted => ({ status: 200, body });

describe('loadGuild', () => {
  it('reads roles, channels and 100 members of the guild typed, with the bot token', async () => {
    const { result, calls } = run([ok(ROLES), ok(CHANNELS), ok(MEMBERS)]);
    expect(await result).toEqual({
      ok: true,
      directory: {
        source: 'guild',
        guildId: GUILD,
        label: `Guild ${GUILD}`,
        users: [
          { id: '223344556677889920', name: 'River (guide)', username: 'river', bot: false },
          { id: '223344556677889921', name: 'sam', username: 'sam', bot: false },
        ],
        roles: [
          { id: '223344556677889901', name: 'Guides', color: 0x1abc9c },
          { id: '223344556677889902', name: 'Hikers', color: 0 },
        ],
        channels: [
          { id: '223344556677889911', name: 'trail-talk', type: 0 },
          { id: '223344556677889912', name: 'Campfire', type: 2 },
        ],
        notes: [],
      },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /relay/guilds/${GUILD}/roles`,
      `GET /relay/guilds/${GUILD}/channels`,
      `GET /relay/guilds/${GUILD}/members?limit=100`,
    ]);
    for (const c of calls) {
      expect(c.headers.Authorization).toBe(`Bot ${TOKEN}`);
      expect(c.credentials).toBe('omit');
    }
  });

  it("reads the guild off the send panel's channel when no guild id is typed", async () => {
    const { result, calls } = run(
      [ok({ id: CHANNEL, guild_id: GUILD }), ok(ROLES), ok(CHANNELS), ok([])],
      '',
    );
    expect(await result).toMatchObject({ ok: true, directory: { guildId: GUILD } });
    expect(calls[0]?.url).toBe(`/relay/channels/${CHANNEL}`);
    expect(calls[1]?.url).toBe(`/relay/guilds/${GUILD}/roles`);
  });

  it('says a direct message channel has no guild', async () => {
    const { result } = run([ok({ id: CHANNEL, type: 1 })], '');
    expect(await result).toEqual({
      ok: false,
      message: `Channel ${CHANNEL} is not in a guild (a direct message?): enter the guild id.`,
    });
  });

  it('keeps roles and channels when members need the Server Members intent (403 50001)', async () => {
    const { result } = run([
      ok(ROLES),
      ok(CHANNELS),
      { status: 403, body: { message: 'Missing Access', code: 50001 } },
    ]);
    const loaded = await result;
    expect(loaded).toMatchObject({ ok: true, directory: { users: [], notes: [MEMBERS_INTENT] } });
    expect(MEMBERS_INTENT).toContain('Server Members intent');
    expect(loaded.ok && loaded.directory.roles).toHaveLength(2);
  });

  it('fails in words on a bad token, an unknown guild, a hidden guild and a hidden channel', async () => {
    const cases: [Scripted, string, string][] = [
      [
        { status: 401, body: { message: '401: Unauthorized', code: 0 } },
        GUILD,
        'Discord refused the bot token (401: Unauthorized)',
      ],
      [
        { status: 404, body: { message: 'Unknown Guild', code: 10004 } },
        GUILD,
        'Discord does not know this guild (404, Unknown Guild)',
      ],
      [
        { status: 403, body: { message: 'Missing Access', code: 50001 } },
        GUILD,
        'Discord refused to read the guild (403: Missing Access, code 50001): is the bot in this server?',
      ],
      [
        { status: 403, body: { message: 'Missing Access', code: 50001 } },
        '',
        "Discord refused to show the Send panel's channel",
      ],
      [
        { status: 404, body: { message: 'Unknown Channel', code: 10003 } },
        '',
        "Discord does not know the Send panel's channel",
      ],
    ];
    for (const [answer, guildId, words] of cases) {
      const { result, calls } = run([answer], guildId);
      const loaded = await result;
      expect(loaded.ok, words).toBe(false);
      expect(!loaded.ok && loaded.message, words).toContain(words);
      expect(calls).toHaveLength(1);
    }
  });

  it('checks the token and ids before asking Discord anything', async () => {
    const cases: [string, { token: string; channelId: string }, string][] = [
      [
        GUILD,
        { token: '', channelId: CHANNEL },
        'Enter a bot token in the Send panel (Bot) first: the helper loads with it.',
      ],
      [
        GUILD,
        { token: 'has space', channelId: CHANNEL },
        'The bot token has characters a token never has (spaces or non-ASCII).',
      ],
      [
        '',
        { token: TOKEN, channelId: '' },
        'Enter the guild id, or a channel id in the Send panel to read its guild.',
      ],
      [
        '123',
        { token: TOKEN, channelId: CHANNEL },
        'The guild id is a number of 17 to 20 digits (right-click the server › Copy Server ID).',
      ],
    ];
    for (const [guildId, form, message] of cases) {
      const { result, calls } = run([ok([])], guildId, form);
      expect(await result).toEqual({ ok: false, message });
      expect(calls).toEqual([]);
    }
  });

  it('waits out one 429 and never shows the token in a message', async () => {
    const { result, waits } = run([
      { status: 429, body: { message: 'You are being rate limited.', retry_after: 0.5 } },
      ok(ROLES),
      { status: 500, body: { message: `boom ${TOKEN}`, code: 0 } },
    ]);
    const loaded = await result;
    expect(waits).toEqual([500]);
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.message).toContain('[hidden]');
    expect(JSON.stringify(loaded)).not.toContain(TOKEN);
  });
});
