// Two operations of the bot on its own server: setting a voice channel's status (204, as Discord
// answers; a channel that is not a voice channel is refused with code 50024) and modifying its own
// member (nickname, avatar, banner, bio), answered with the member as changed.
import { createHash } from 'node:crypto';
import { FAKE_APPLICATION_ID, FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import { MISSING_ACCESS, UNAUTHORIZED, fail } from './answers';
import { BodyChecks, isMap } from './body-checks';
import { CHANNEL_INFO, FAKE_MEMBERS } from './guild';
import type { FakeRequest, FakeResponse } from './routes';
import type { FakeState } from './state';

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;

const UNKNOWN_CHANNEL = fail(404, 'Unknown Channel', 10003);
const UNKNOWN_GUILD = fail(404, 'Unknown Guild', 10004);
/** Discord's code for an action on a channel of the wrong kind. */
export const NOT_A_VOICE_CHANNEL = fail(400, 'Cannot execute action on this channel type', 50024);

const isBot = (req: FakeRequest) => req.headers.authorization === `Bot ${FAKE_BOT_TOKEN}`;

const voiceStatus: Handler = (state, req, [id = '']) => {
  if (!isBot(req)) return UNAUTHORIZED;
  const seeded = state.channels.get(id);
  const info = CHANNEL_INFO[id];
  if (!seeded && !info) return UNKNOWN_CHANNEL;
  if (seeded?.forbidden) return MISSING_ACCESS;
  if ((seeded?.type ?? info?.type) !== 2) return NOT_A_VOICE_CHANNEL;
  const body: Record<string, unknown> = isMap(req.json) ? req.json : {};
  const checks = new BodyChecks();
  checks.string('$.status', body.status, { max: 500, nullable: true, required: true });
  return checks.refusal() ?? { status: 204 };
};

const IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The hash Discord gives an uploaded image (a new one for each upload). */
function imageHash(dataUri: string): string {
  return createHash('md5').update(dataUri).digest('hex');
}

const BOT_MEMBER = FAKE_MEMBERS.find((m) => m.user.id === FAKE_APPLICATION_ID)!;

const currentMember: Handler = (_state, req, [guildId = '']) => {
  if (!isBot(req)) return UNAUTHORIZED;
  if (guildId !== FAKE_GUILD_ID) return UNKNOWN_GUILD;
  const body: Record<string, unknown> = isMap(req.json) ? req.json : {};
  const checks = new BodyChecks();
  const nick = checks.string('$.nick', body.nick, { min: 1, max: 32, nullable: true });
  const images: Record<'avatar' | 'banner', string | null | undefined> = {
    avatar: undefined,
    banner: undefined,
  };
  for (const key of ['avatar', 'banner'] as const) {
    const value = checks.string(`$.${key}`, body[key], { max: Infinity, nullable: true });
    if (typeof value === 'string' && !IMAGE.test(value))
      checks.fail(`$.${key}`, 'IMAGE_INVALID', 'Invalid image data');
    else images[key] = value;
  }
  checks.string('$.bio', body.bio, { max: Infinity, nullable: true });
  const refused = checks.refusal();
  if (refused) return refused;
  const hashed = (v: string | null | undefined) => (typeof v === 'string' ? imageHash(v) : v);
  return {
    status: 200,
    body: {
      ...BOT_MEMBER,
      ...(nick === undefined ? {} : { nick }),
      avatar: hashed(images.avatar) ?? null,
      banner: hashed(images.banner) ?? null,
    },
  };
};

const SNOWFLAKE = '(\\d{15,21})';

/** The routes of this file, for routes.ts. */
export const VOICE_MEMBER_ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  {
    pattern: new RegExp(`^/channels/${SNOWFLAKE}/voice-status$`),
    methods: ['PUT'],
    handle: voiceStatus,
  },
  {
    pattern: new RegExp(`^/guilds/${SNOWFLAKE}/members/@me$`),
    methods: ['PATCH'],
    handle: currentMember,
  },
];
