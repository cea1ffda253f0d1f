// A guild's roles, channels and members, and a channel read for its guild id: what the mention
// helper loads with a bot token. The world is fixed (guild.ts owns the names; state.ts the
// channels the bot may post in), and the members list answers as Discord does for an app that
// has the Server Members intent.
import { FAKE_APPLICATION_ID, FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import type { FakeRequest, FakeResponse } from './routes';
import type { FakeState } from './state';
import { BOT_AUTHOR } from './state';
import { MISSING_ACCESS, UNAUTHORIZED, fail } from './answers';

const UNKNOWN_GUILD = fail(404, 'Unknown Guild', 10004);
const UNKNOWN_CHANNEL = fail(404, 'Unknown Channel', 10003);

/** The guild's roles: @everyone (the guild's own id) and three more. */
export const FAKE_ROLES = [
  { id: FAKE_GUILD_ID, name: '@everyone', color: 0, position: 0, managed: false },
  { id: '1300000000000000021', name: 'Trail Guides', color: 0x1abc9c, position: 3, managed: false },
  { id: '1300000000000000022', name: 'Hikers', color: 0, position: 2, managed: false },
  { id: '1300000000000000023', name: 'Test Bot', color: 0, position: 1, managed: true },
].map((r) => ({
  ...r,
  hoist: false,
  icon: null,
  unicode_emoji: null,
  mentionable: true,
  flags: 0,
  permissions: '0',
}));

/** Names and kinds of the channels state.ts seeds, plus a category and a voice channel. */
export const CHANNEL_INFO: Record<
  string,
  { name: string; type: number; parent_id: string | null }
> = {
  '1300000000000000099': { name: 'Trails', type: 4, parent_id: null },
  '1300000000000000100': { name: 'trail-talk', type: 0, parent_id: '1300000000000000099' },
  '1300000000000000101': { name: 'staff-only', type: 0, parent_id: '1300000000000000099' },
  '1300000000000000103': { name: 'Campfire', type: 2, parent_id: '1300000000000000099' },
};

const user = (id: string, username: string, global_name: string | null, bot = false) => ({
  id,
  username,
  global_name,
  discriminator: '0',
  avatar: null,
  ...(bot ? { bot: true } : {}),
});

/** The first members of the guild, by user id. */
export const FAKE_MEMBERS = [
  { user: user('1300000000000000031', 'river.walker', 'River'), nick: 'River (guide)' },
  { user: user('1300000000000000032', 'summit_sam', 'Sam'), nick: null },
  { user: { ...BOT_AUTHOR, id: FAKE_APPLICATION_ID }, nick: null },
].map((m) => ({
  ...m,
  roles: [],
  joined_at: '2025-01-01T12:00:00.000000+00:00',
  deaf: false,
  mute: false,
  flags: 0,
}));

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;
const SNOWFLAKE = '(\\d{15,21})';

function guildRefusal(req: FakeRequest, guildId: string): FakeResponse | null {
  if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return UNAUTHORIZED;
  return guildId === FAKE_GUILD_ID ? null : UNKNOWN_GUILD;
}

const ok = (body: unknown): FakeResponse => ({ status: 200, body });

const channel: Handler = (state, req, [id = '']) => {
  if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return UNAUTHORIZED;
  const seeded = state.channels.get(id);
  const info = CHANNEL_INFO[id];
  if (!seeded && !info) return UNKNOWN_CHANNEL;
  if (seeded?.forbidden) return MISSING_ACCESS;
  const name = info?.name ?? 'meetup-thread';
  return ok({ id, type: seeded?.type ?? info?.type, name, guild_id: FAKE_GUILD_ID });
};

const roles: Handler = (_state, req, [guildId = '']) =>
  guildRefusal(req, guildId) ?? ok(FAKE_ROLES);

const channels: Handler = (_state, req, [guildId = '']) =>
  guildRefusal(req, guildId) ??
  ok(
    Object.entries(CHANNEL_INFO).map(([id, c], position) => ({
      id,
      guild_id: FAKE_GUILD_ID,
      position,
      flags: 0,
      ...c,
    })),
  );

const members: Handler = (_state, req, [guildId = '']) => {
  const refused = guildRefusal(req, guildId);
  if (refused) return refused;
  const raw = req.query.get('limit') ?? '1';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 1000)
    return {
      status: 400,
      body: {
        message: 'Invalid Form Body',
        code: 50035,
        errors: {
          limit: {
            _errors: [
              {
                code: 'NUMBER_TYPE_MAX',
                message: 'int value should be less than or equal to 1000.',
              },
            ],
          },
        },
      },
    };
  return ok(FAKE_MEMBERS.slice(0, limit));
};

/** How many members hold each role (Discord leaves @everyone out of this answer). */
export const FAKE_ROLE_COUNTS: Record<string, number> = {
  '1300000000000000021': 1,
  '1300000000000000022': 2,
  '1300000000000000023': 1,
};

const roleCounts: Handler = (_state, req, [guildId = '']) =>
  guildRefusal(req, guildId) ?? ok(FAKE_ROLE_COUNTS);

/** The routes of this file, for routes.ts. */
export const GUILD_ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  { pattern: new RegExp(`^/channels/${SNOWFLAKE}$`), methods: ['GET'], handle: channel },
  { pattern: new RegExp(`^/guilds/${SNOWFLAKE}/roles$`), methods: ['GET'], handle: roles },
  { pattern: new RegExp(`^/guilds/${SNOWFLAKE}/channels$`), methods: ['GET'], handle: channels },
  { pattern: new RegExp(`^/guilds/${SNOWFLAKE}/members$`), methods: ['GET'], handle: members },
  {
    pattern: new RegExp(`^/guilds/${SNOWFLAKE}/roles/member-counts$`),
    methods: ['GET'],
    handle: roleCounts,
  },
];
