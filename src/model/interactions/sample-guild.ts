// A small, fixed guild that interactions are built against when the user gives no context of their
// own: a few users (one of them the app's bot), roles and channels of several types. Everything is
// constant so that a built interaction is the same JSON on every run.
import type { APICollectibles, APIRole, APIUser } from 'discord-api-types/v10';

// discord-api-types types flags as enums, which cannot hold 0 (no flags), and lacks newer fields.
/** A user as Discord puts it in `resolved.users`. */
export type DirectoryUser = Omit<APIUser, 'flags' | 'public_flags'> & {
  flags?: number;
  public_flags?: number;
  clan?: unknown;
  display_name_styles?: unknown;
};

/** A guild member without its `user`, as Discord puts it in `resolved.members`. */
export interface DirectoryMember {
  avatar: string | null;
  banner: string | null;
  collectibles: APICollectibles | null;
  communication_disabled_until: string | null;
  deaf: boolean;
  flags: number;
  joined_at: string;
  mute: boolean;
  nick: string | null;
  pending: boolean;
  premium_since: string | null;
  roles: string[];
  unusual_dm_activity_until: string | null;
}

export type DirectoryRole = Omit<APIRole, 'flags'> & { flags: number; description?: string | null };

export interface PermissionOverwrite {
  id: string;
  /** 0 role, 1 member. */
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface DirectoryChannel {
  id: string;
  /** Channel type (0 text, 2 voice, 4 category, 5 announcement, 13 stage, 15 forum, ...). */
  type: number;
  name: string;
  guild_id: string;
  parent_id: string | null;
  position: number;
  flags: number;
  nsfw?: boolean;
  topic?: string | null;
  rate_limit_per_user?: number;
  last_message_id?: string | null;
  bitrate?: number;
  user_limit?: number;
  /** Used to compute permissions; never copied into a payload. */
  permission_overwrites?: PermissionOverwrite[];
}

/** The guild an interaction happens in, and everything its selects can offer. */
export interface GuildDirectory {
  id: string;
  name: string;
  owner_id: string;
  preferred_locale: string;
  features: string[];
  /** Users in the order a user select lists them; a user without a member record left the guild. */
  users: DirectoryUser[];
  /** Member records keyed by user id. */
  members: Record<string, DirectoryMember>;
  /** Roles; the one whose id equals the guild id is @everyone. */
  roles: DirectoryRole[];
  channels: DirectoryChannel[];
}

/** Permission bits used by the sample guild and by permission computation. */
export const PERMISSION = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  BAN_MEMBERS: 1n << 2n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  USE_EXTERNAL_EMOJIS: 1n << 18n,
  CONNECT: 1n << 20n,
  SPEAK: 1n << 21n,
  MOVE_MEMBERS: 1n << 24n,
  CHANGE_NICKNAME: 1n << 26n,
  USE_APPLICATION_COMMANDS: 1n << 31n,
  CREATE_PUBLIC_THREADS: 1n << 35n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  MODERATE_MEMBERS: 1n << 40n,
} as const;

/** What Discord reports for an administrator or the owner: every bit it knows of. */
export const ALL_PERMISSIONS = (1n << 52n) - 1n;

const perms = (...names: (keyof typeof PERMISSION)[]): string =>
  names.reduce((acc, name) => acc | PERMISSION[name], 0n).toString();

export const SAMPLE_GUILD_ID = '1290000000000000001';
/** The app's id, which is also its bot user's id. */
export const SAMPLE_APPLICATION_ID = '1290000000000000100';
export const SAMPLE_USER_ID = '1290000000000000203';
export const SAMPLE_CHANNEL_ID = '1290000000000000402';
/** Fixed "now" for built interactions: 2025-06-01T12:00:00Z. */
export const SAMPLE_NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

const user = (
  id: string,
  username: string,
  global_name: string | null,
  extra: Partial<DirectoryUser> = {},
): DirectoryUser => ({
  avatar: null,
  avatar_decoration_data: null,
  clan: null,
  collectibles: null,
  discriminator: '0',
  display_name_styles: null,
  global_name,
  id,
  primary_guild: null,
  public_flags: 0,
  username,
  ...extra,
});

const member = (
  joined_at: string,
  roles: string[],
  extra: Partial<DirectoryMember> = {},
): DirectoryMember => ({
  avatar: null,
  banner: null,
  collectibles: null,
  communication_disabled_until: null,
  deaf: false,
  flags: 0,
  joined_at,
  mute: false,
  nick: null,
  pending: false,
  premium_since: null,
  roles,
  unusual_dm_activity_until: null,
  ...extra,
});

const role = (
  id: string,
  name: string,
  position: number,
  color: number,
  permissions: string,
  extra: Partial<DirectoryRole> = {},
): DirectoryRole => ({
  color,
  colors: { primary_color: color, secondary_color: null, tertiary_color: null },
  description: null,
  flags: 0,
  hoist: color !== 0,
  icon: null,
  id,
  managed: false,
  mentionable: false,
  name,
  permissions,
  position,
  unicode_emoji: null,
  ...extra,
});

const channel = (
  id: string,
  type: number,
  name: string,
  position: number,
  parent_id: string | null,
  extra: Partial<DirectoryChannel> = {},
): DirectoryChannel => {
  const textLike = type === 0 || type === 5 || type === 15;
  return {
    flags: 0,
    guild_id: SAMPLE_GUILD_ID,
    id,
    ...(textLike || type === 2 || type === 13
      ? { last_message_id: null, nsfw: false, rate_limit_per_user: 0 }
      : {}),
    name,
    parent_id,
    position,
    ...(textLike ? { topic: null } : {}),
    type,
    ...extra,
  };
};

const ROLE = {
  everyone: SAMPLE_GUILD_ID,
  admin: '1290000000000000301',
  moderator: '1290000000000000302',
  member: '1290000000000000303',
  bot: '1290000000000000304',
  events: '1290000000000000305',
};

const EVERYONE_PERMS = perms(
  'CREATE_INSTANT_INVITE',
  'ADD_REACTIONS',
  'VIEW_CHANNEL',
  'SEND_MESSAGES',
  'EMBED_LINKS',
  'ATTACH_FILES',
  'READ_MESSAGE_HISTORY',
  'USE_EXTERNAL_EMOJIS',
  'CONNECT',
  'SPEAK',
  'CHANGE_NICKNAME',
  'USE_APPLICATION_COMMANDS',
  'CREATE_PUBLIC_THREADS',
  'SEND_MESSAGES_IN_THREADS',
);

/** The default guild: 5 users (one bot, one who left), 6 roles, 8 channels. */
export const SAMPLE_GUILD: GuildDirectory = {
  id: SAMPLE_GUILD_ID,
  name: 'Component Studio Lab',
  owner_id: '1290000000000000201',
  preferred_locale: 'en-US',
  features: [],
  users: [
    user('1290000000000000201', 'ava.lab', 'Ava', { public_flags: 64 }),
    user('1290000000000000202', 'benji', 'Ben'),
    user('1290000000000000203', 'cleo_codes', 'Cleo', {
      avatar: '5f1e2d3c4b5a69788796a5b4c3d2e1f0',
    }),
    user('1290000000000000204', 'dev.null', null),
    user(SAMPLE_APPLICATION_ID, 'Studio Bot', null, {
      bot: true,
      discriminator: '4821',
      public_flags: 524288,
    }),
  ],
  members: {
    '1290000000000000201': member('2024-03-01T09:00:00.000000+00:00', [ROLE.admin]),
    '1290000000000000202': member(
      '2024-03-02T10:30:00.000000+00:00',
      [ROLE.moderator, ROLE.member],
      {
        nick: 'Ben (mod)',
      },
    ),
    '1290000000000000203': member('2024-11-15T18:45:12.000000+00:00', [ROLE.member, ROLE.events]),
    [SAMPLE_APPLICATION_ID]: member('2025-01-10T12:00:00.000000+00:00', [ROLE.bot]),
  },
  roles: [
    role(ROLE.everyone, '@everyone', 0, 0, EVERYONE_PERMS),
    role(ROLE.admin, 'Admin', 5, 0xe74c3c, perms('ADMINISTRATOR')),
    role(
      ROLE.moderator,
      'Moderator',
      4,
      0x3498db,
      perms('KICK_MEMBERS', 'BAN_MEMBERS', 'MANAGE_MESSAGES', 'MOVE_MEMBERS', 'MODERATE_MEMBERS'),
      { mentionable: true },
    ),
    role(ROLE.bot, 'Studio Bot', 3, 0, perms('MANAGE_MESSAGES', 'EMBED_LINKS', 'ATTACH_FILES'), {
      managed: true,
      tags: { bot_id: SAMPLE_APPLICATION_ID },
    }),
    role(ROLE.member, 'Member', 2, 0x2ecc71, '0'),
    role(ROLE.events, 'Event Pings', 1, 0, '0', { mentionable: true, unicode_emoji: '🎉' }),
  ],
  channels: [
    channel('1290000000000000401', 4, 'Text Channels', 0, null),
    channel(SAMPLE_CHANNEL_ID, 0, 'general', 0, '1290000000000000401', {
      topic: 'Say hi!',
      last_message_id: '1290000000000000999',
    }),
    channel('1290000000000000403', 0, 'bug-reports', 1, '1290000000000000401', {
      rate_limit_per_user: 30,
    }),
    channel('1290000000000000404', 5, 'announcements', 2, '1290000000000000401', {
      permission_overwrites: [
        { id: ROLE.everyone, type: 0, allow: '0', deny: perms('SEND_MESSAGES') },
        { id: ROLE.moderator, type: 0, allow: perms('SEND_MESSAGES'), deny: '0' },
      ],
    }),
    channel('1290000000000000405', 15, 'help-forum', 3, '1290000000000000401'),
    channel('1290000000000000406', 4, 'Voice Channels', 1, null),
    channel('1290000000000000407', 2, 'Lounge', 0, '1290000000000000406', {
      bitrate: 64000,
      user_limit: 0,
    }),
    channel('1290000000000000408', 13, 'Town Hall', 1, '1290000000000000406', {
      bitrate: 64000,
      user_limit: 0,
      permission_overwrites: [
        { id: ROLE.everyone, type: 0, allow: '0', deny: perms('SPEAK') },
        { id: '1290000000000000202', type: 1, allow: perms('SPEAK'), deny: '0' },
      ],
    }),
  ],
};
