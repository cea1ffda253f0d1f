// The social SDK's lobbies, for a user's Bearer token only: create or join by secret, send and
// read messages (newest first), and bulk add, update or remove members. Any other Authorization,
// a bot token included, answers 401 as Discord does for a token the route does not take.
import { FAKE_APPLICATION_ID, FAKE_BEARER_TOKEN } from './constants';
import { UNAUTHORIZED, fail } from './answers';
import { BodyChecks, isMap, jsonPath } from './body-checks';
import { FAKE_MEMBERS } from './guild';
import type { FakeLobby, FakeLobbyMember, FakeLobbyMessage } from './lobby-store';
import { lobbyObject } from './lobby-store';
import type { FakeRequest, FakeResponse } from './routes';
import type { FakeState } from './state';

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;

/** The user the fake Bearer token belongs to: the guild's first member. */
export const LOBBY_USER = FAKE_MEMBERS[0]!.user;

export const UNKNOWN_LOBBY = fail(404, 'Unknown Lobby', 10031);
const NOT_A_MEMBER = fail(403, 'Missing Access', 50001);
const METADATA_MAX = 1000;
const DEFAULT_IDLE_SECONDS = 300;

const ok = (body: unknown): FakeResponse => ({ status: 200, body });
const bearer = (req: FakeRequest) => req.headers.authorization === `Bearer ${FAKE_BEARER_TOKEN}`;

function memberOf(lobby: FakeLobby, id: string): FakeLobbyMember | undefined {
  return lobby.members.find((m) => m.id === id);
}

/** The lobby of the path, when the caller may use it: a Bearer token of one of its members. */
function lobbyFor(state: FakeState, req: FakeRequest, id: string): FakeLobby | FakeResponse {
  if (!bearer(req)) return UNAUTHORIZED;
  const lobby = state.lobbies.byId.get(id);
  if (!lobby) return UNKNOWN_LOBBY;
  return lobby;
}

const createOrJoin: Handler = (state, req) => {
  if (!bearer(req)) return UNAUTHORIZED;
  const body: Record<string, unknown> = isMap(req.json) ? req.json : {};
  const checks = new BodyChecks();
  const secret = checks.string('$.secret', body.secret, { min: 1, max: 250, required: true });
  const idle = checks.integer('$.idle_timeout_seconds', body.idle_timeout_seconds, 5, 604800);
  const lobbyMeta = checks.stringMap('$.lobby_metadata', body.lobby_metadata, METADATA_MAX);
  const memberMeta = checks.stringMap('$.member_metadata', body.member_metadata, METADATA_MAX);
  const refused = checks.refusal();
  if (refused) return refused;
  // A required string that passed the checks.
  const key = secret as string;
  let lobby = state.lobbies.bySecret(key);
  if (!lobby) {
    lobby = {
      id: state.nextId(),
      application_id: FAKE_APPLICATION_ID,
      secret: key,
      metadata: null,
      members: [],
      messages: [],
      idleTimeoutSeconds: DEFAULT_IDLE_SECONDS,
    };
    state.lobbies.byId.set(lobby.id, lobby);
  }
  if (lobbyMeta !== undefined) lobby.metadata = lobbyMeta;
  if (idle !== undefined) lobby.idleTimeoutSeconds = idle;
  const me = memberOf(lobby, LOBBY_USER.id);
  if (me) {
    if (memberMeta !== undefined) me.metadata = memberMeta;
  } else lobby.members.push({ id: LOBBY_USER.id, metadata: memberMeta ?? null, flags: 0 });
  return ok(lobbyObject(lobby));
};

const messages: Handler = (state, req, [id = '']) => {
  const found = lobbyFor(state, req, id);
  if ('status' in found) return found;
  if (!memberOf(found, LOBBY_USER.id)) return NOT_A_MEMBER;
  const checks = new BodyChecks();
  if (req.method === 'GET') {
    const raw = req.query.get('limit');
    const limit = checks.integer('$.limit', raw === null ? 50 : Number(raw), 1, 200) ?? 50;
    return checks.refusal() ?? ok([...found.messages].reverse().slice(0, limit));
  }
  const body: Record<string, unknown> = isMap(req.json) ? req.json : {};
  const content = checks.string('$.content', body.content, { min: 1, max: 2000, required: true });
  const metadata = checks.stringMap('$.metadata', body.metadata, METADATA_MAX);
  const refused = checks.refusal();
  if (refused) return refused;
  const message: FakeLobbyMessage = {
    id: state.nextId(),
    type: 0,
    // A required string that passed the checks.
    content: content as string,
    lobby_id: found.id,
    channel_id: found.id,
    author: { ...LOBBY_USER, discriminator: '0', avatar: null },
    ...(metadata ? { metadata } : {}),
    flags: 0,
    application_id: FAKE_APPLICATION_ID,
  };
  found.messages.push(message);
  return ok(message);
};

const bulkMembers: Handler = (state, req, [id = '']) => {
  const found = lobbyFor(state, req, id);
  if ('status' in found) return found;
  const checks = new BodyChecks();
  const entries = Array.isArray(req.json) ? req.json : null;
  if (!entries || entries.length < 1 || entries.length > 25) {
    checks.fail('$', 'too-long', 'Must be between 1 and 25 in length.');
    return checks.refusal()!;
  }
  const changes = entries.map((entry: unknown, i) => {
    const e: Record<string, unknown> = isMap(entry) ? entry : {};
    const userId = checks.string(jsonPath(i, 'id'), e.id, { min: 17, max: 20, required: true });
    if (typeof userId === 'string' && !/^\d+$/.test(userId))
      checks.fail(jsonPath(i, 'id'), 'NUMBER_TYPE_COERCE', `Value "${userId}" is not snowflake.`);
    const remove = e.remove_member === true;
    return {
      id: userId ?? '',
      remove,
      metadata: checks.stringMap(jsonPath(i, 'metadata'), e.metadata, METADATA_MAX),
      flags: checks.integer(jsonPath(i, 'flags'), e.flags, 0, 1),
      name: checks.string(jsonPath(i, 'additional_name'), e.additional_name, { min: 1, max: 80 }),
    };
  });
  const refused = checks.refusal();
  if (refused) return refused;
  for (const c of changes) {
    const existing = memberOf(found, c.id);
    if (c.remove) {
      found.members = found.members.filter((m) => m.id !== c.id);
      continue;
    }
    const member = existing ?? { id: c.id, metadata: null, flags: 0 };
    if (c.metadata !== undefined) member.metadata = c.metadata;
    if (c.flags !== undefined) member.flags = c.flags;
    if (typeof c.name === 'string') member.additional_name = c.name;
    if (!existing) found.members.push(member);
  }
  return ok(found.members);
};

const SNOWFLAKE = '(\\d{15,21})';

/** The routes of this file, for routes.ts. */
export const LOBBY_ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  { pattern: /^\/lobbies$/, methods: ['PUT'], handle: createOrJoin },
  {
    pattern: new RegExp(`^/lobbies/${SNOWFLAKE}/messages$`),
    methods: ['GET', 'POST'],
    handle: messages,
  },
  {
    pattern: new RegExp(`^/lobbies/${SNOWFLAKE}/members/bulk$`),
    methods: ['POST'],
    handle: bulkMembers,
  },
];
