// Channel invites: created on a channel the bot can see (JSON, or multipart with `payload_json`
// and a `target_users_file` CSV), kept by code until the fake is reset; an invite's target users
// read back as the CSV Discord answers (`user_id`, then one id per line); a channel's invites
// listed with their roles as partials.
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import { FAKE_ROLES } from './guild';
import type { FakeRequest, FakeResponse } from './routes';
import type { FakeState } from './state';
import { BOT_AUTHOR } from './state';
import { MISSING_ACCESS, UNAUTHORIZED, fail } from './answers';

type Handler = (state: FakeState, req: FakeRequest, ids: string[]) => FakeResponse;

/** A partial role, as an invite lists the roles it grants. */
export interface InviteRole {
  id: string;
  name: string;
  position: number;
  color: number;
  colors: { primary_color: number; secondary_color: null; tertiary_color: null };
  icon: null;
  unicode_emoji: null;
}

export interface FakeInvite {
  code: string;
  channelId: string;
  maxAge: number;
  maxUses: number;
  temporary: boolean;
  roles: InviteRole[];
  /** The users allowed to accept, from the uploaded CSV; null when anyone may. */
  targetUsers: string[] | null;
  createdAt: Date;
}

const UNKNOWN_CHANNEL = fail(404, 'Unknown Channel', 10003);
const UNKNOWN_INVITE = fail(404, 'Unknown Invite', 10006);
const MISSING_PERMISSIONS = fail(403, 'Missing Permissions', 50013);
/** The fake's bot may grant roles up to Hikers (position 2); Trail Guides sits above it. */
const BOT_ROLE_POSITION = 2;

const invalid = (errors: Record<string, unknown>): FakeResponse => ({
  status: 400,
  body: { message: 'Invalid Form Body', code: 50035, errors },
});
const fieldError = (code: string, message: string) => ({ _errors: [{ code, message }] });

function intIn(value: unknown, fallback: number, min: number, max: number): number | null {
  if (value === undefined) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}

/** The ids of a target users CSV: the header `user_id`, one snowflake a line; null otherwise. */
export function readTargetUsersFile(text: string): string[] | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const [header, ...rows] = lines;
  if (header?.trim() !== 'user_id') return null;
  const ids = rows.map((r) => r.trim());
  return ids.every((id) => /^\d{17,20}$/.test(id)) ? [...new Set(ids)] : null;
}

function roleOf(id: unknown): InviteRole | null {
  const role = FAKE_ROLES.find((r) => r.id === id && r.id !== FAKE_GUILD_ID);
  if (!role) return null;
  const { name, position, color, icon, unicode_emoji } = role;
  return {
    id: role.id,
    name,
    position,
    color,
    colors: { primary_color: color, secondary_color: null, tertiary_color: null },
    icon,
    unicode_emoji,
  };
}

function inviteBody(invite: FakeInvite) {
  const expires =
    invite.maxAge === 0
      ? null
      : new Date(invite.createdAt.getTime() + invite.maxAge * 1000).toISOString();
  return {
    type: 0,
    code: invite.code,
    guild: { id: FAKE_GUILD_ID, name: 'Trail Friends' },
    channel: { id: invite.channelId, name: 'trail-talk', type: 0 },
    inviter: BOT_AUTHOR,
    uses: 0,
    max_uses: invite.maxUses,
    max_age: invite.maxAge,
    temporary: invite.temporary,
    created_at: invite.createdAt.toISOString(),
    expires_at: expires,
    roles: invite.roles,
  };
}

function channelRefusal(state: FakeState, req: FakeRequest, id: string): FakeResponse | null {
  if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return UNAUTHORIZED;
  const channel = state.channels.get(id);
  if (!channel) return UNKNOWN_CHANNEL;
  return channel.forbidden ? MISSING_ACCESS : null;
}

const create: Handler = (state, req, [channelId = '']) => {
  const refused = channelRefusal(state, req, channelId);
  if (refused) return refused;
  const json = (req.json ?? {}) as Record<string, unknown>;
  const maxAge = intIn(json.max_age, 86400, 0, 604800);
  const maxUses = intIn(json.max_uses, 0, 0, 100);
  if (maxAge === null)
    return invalid({ max_age: fieldError('NUMBER_TYPE_MAX', 'int value out of range 0-604800.') });
  if (maxUses === null)
    return invalid({ max_uses: fieldError('NUMBER_TYPE_MAX', 'int value out of range 0-100.') });
  const listed = json.role_ids === undefined ? [] : json.role_ids;
  if (!Array.isArray(listed))
    return invalid({ role_ids: fieldError('BASE_TYPE_LIST', 'Must be a list.') });
  const roles: InviteRole[] = [];
  for (const [i, id] of listed.entries()) {
    const role = roleOf(id);
    if (!role) return invalid({ role_ids: { [i]: fieldError('INVALID_ROLE', 'Unknown role.') } });
    if (role.position > BOT_ROLE_POSITION) return MISSING_PERMISSIONS;
    roles.push(role);
  }
  let targetUsers: string[] | null = null;
  const file = req.files.find((f) => f.field === 'target_users_file');
  if (file) {
    targetUsers = readTargetUsersFile(file.bytes.toString('utf8'));
    if (targetUsers === null)
      return invalid({
        target_users_file: fieldError(
          'INVALID_FILE',
          'The file must be a CSV with the header user_id and one user id per line.',
        ),
      });
  }
  const invite: FakeInvite = {
    code: `tRa1L${String(state.invites.size + 1).padStart(3, '0')}`,
    channelId,
    maxAge,
    maxUses,
    temporary: json.temporary === true,
    roles,
    targetUsers,
    createdAt: new Date(),
  };
  state.invites.set(invite.code, invite);
  return { status: 200, body: inviteBody(invite) };
};

const list: Handler = (state, req, [channelId = '']) =>
  channelRefusal(state, req, channelId) ?? {
    status: 200,
    body: [...state.invites.values()].filter((i) => i.channelId === channelId).map(inviteBody),
  };

const createOrList: Handler = (state, req, ids) =>
  req.method === 'POST' ? create(state, req, ids) : list(state, req, ids);

const targetUsers: Handler = (state, req, [code = '']) => {
  if (req.headers.authorization !== `Bot ${FAKE_BOT_TOKEN}`) return UNAUTHORIZED;
  const invite = state.invites.get(code);
  if (!invite) return UNKNOWN_INVITE;
  return {
    status: 200,
    body: ['user_id', ...(invite.targetUsers ?? [])].join('\n') + '\n',
    headers: { 'content-type': 'text/csv' },
  };
};

/** The routes of this file, for routes.ts. */
export const INVITE_ROUTES: { pattern: RegExp; methods: string[]; handle: Handler }[] = [
  {
    pattern: /^\/channels\/(\d{15,21})\/invites$/,
    methods: ['GET', 'POST'],
    handle: createOrList,
  },
  {
    pattern: /^\/invites\/([A-Za-z0-9-]{1,64})\/target-users$/,
    methods: ['GET'],
    handle: targetUsers,
  },
];
