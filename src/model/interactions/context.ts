// Who, where and when an interaction happens: the context with its defaults filled from the sample
// guild, permissions computed the way Discord does, and the entity objects that interactions carry
// (member, channel, the `resolved` maps). Nothing here reads the clock or a random source.
import type {
  DirectoryChannel,
  DirectoryMember,
  DirectoryRole,
  DirectoryUser,
  GuildDirectory,
} from './sample-guild';
import {
  ALL_PERMISSIONS,
  PERMISSION,
  SAMPLE_APPLICATION_ID,
  SAMPLE_CHANNEL_ID,
  SAMPLE_GUILD,
  SAMPLE_NOW,
  SAMPLE_USER_ID,
} from './sample-guild';

/** Where and by whom an action happens. Every field is optional; defaults come from the sample guild. */
export interface InteractionContext {
  applicationId?: string;
  /** The guild with its users, members, roles and channels. Its id is the interaction's guild_id. */
  guild?: GuildDirectory;
  channelId?: string;
  /** The user who clicks, chooses or submits; must be a member of the guild. */
  userId?: string;
  locale?: string;
  guildLocale?: string;
  /** Milliseconds since 1970; the interaction's time. */
  now?: number;
  /** The interaction's id; generated from `now` when absent. */
  interactionId?: string;
  /** The id of the message whose component was used (message interactions). */
  messageId?: string;
  /** Snowflakes for new things (uploaded files); generated from `now` when absent. */
  nextId?: () => string;
  /** Upload limit in bytes in this channel. */
  attachmentSizeLimit?: number;
  /** The `hm` signature of a CDN URL; Discord signs with a secret, so the default is a stand-in. */
  signAttachmentUrl?: (path: string, expires: string, issued: string) => string;
}

export interface ResolvedContext {
  applicationId: string;
  guild: GuildDirectory;
  channel: DirectoryChannel;
  user: DirectoryUser;
  member: DirectoryMember;
  bot: DirectoryUser;
  locale: string;
  guildLocale: string;
  now: number;
  interactionId: string;
  messageId: string;
  nextId: () => string;
  attachmentSizeLimit: number;
  signAttachmentUrl: (path: string, expires: string, issued: string) => string;
}

/** Discord's default upload limit (10 MiB). */
export const DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;
const DISCORD_EPOCH = 1420070400000n;

/** The snowflake of a moment (ms since 1970) with a per-moment counter. */
export function snowflakeAt(ms: number, increment = 0): string {
  return (((BigInt(Math.floor(ms)) - DISCORD_EPOCH) << 22n) | BigInt(increment & 0xfff)).toString();
}

/** Discord's timestamp format for the moment a snowflake was made. */
export function snowflakeTime(id: string): string {
  const ms = Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
}

/** A 64-hex-digit digest; a deterministic stand-in for secrets Discord computes (FNV-1a rounds). */
export function pseudoDigest(input: string): string {
  let out = '';
  for (let round = 0; round < 8; round += 1) {
    let h = 0x811c9dc5 ^ round;
    for (let i = 0; i < input.length; i += 1) {
      h ^= input.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

/** A token shaped like Discord's (base64 of `interaction:<id>:<secret>`). */
export function interactionToken(id: string): string {
  const raw = `interaction:${id}:${pseudoDigest(id)}`;
  return btoa(raw).replace(/=+$/, '');
}

/** The context with defaults, or a sentence saying why it cannot be used. */
export function resolveContext(context: InteractionContext): ResolvedContext | { error: string } {
  const guild = context.guild ?? SAMPLE_GUILD;
  const applicationId = context.applicationId ?? SAMPLE_APPLICATION_ID;
  const userId = context.userId ?? SAMPLE_USER_ID;
  const user = guild.users.find((u) => u.id === userId);
  const member = guild.members[userId];
  if (!user || !member) return { error: `User ${userId} is not a member of the guild.` };
  const channelId = context.channelId ?? SAMPLE_CHANNEL_ID;
  const channel = guild.channels.find((c) => c.id === channelId) ?? stubChannel(guild, channelId);
  const bot = guild.users.find((u) => u.id === applicationId) ?? {
    id: applicationId,
    username: 'App',
    discriminator: '0000',
    global_name: null,
    avatar: null,
    bot: true,
  };
  const now = context.now ?? SAMPLE_NOW;
  let counter = 0;
  return {
    applicationId,
    guild,
    channel,
    user,
    member,
    bot,
    locale: context.locale ?? 'en-US',
    guildLocale: context.guildLocale ?? guild.preferred_locale,
    now,
    interactionId: context.interactionId ?? snowflakeAt(now),
    // The message was sent a minute before anyone used it.
    messageId: context.messageId ?? snowflakeAt(now - 60_000),
    nextId:
      context.nextId ??
      (() => {
        counter += 1;
        return snowflakeAt(now, counter);
      }),
    attachmentSizeLimit: context.attachmentSizeLimit ?? DEFAULT_ATTACHMENT_SIZE_LIMIT,
    signAttachmentUrl:
      context.signAttachmentUrl ?? ((path, ex, is) => pseudoDigest(`${path}?${ex}&${is}`)),
  };
}

function stubChannel(guild: GuildDirectory, id: string): DirectoryChannel {
  return {
    id,
    type: 0,
    name: 'channel',
    guild_id: guild.id,
    parent_id: null,
    position: 0,
    flags: 0,
  };
}

function guildPermissions(guild: GuildDirectory, userId: string): bigint {
  if (userId === guild.owner_id) return ALL_PERMISSIONS;
  const member = guild.members[userId];
  if (!member) return 0n;
  let bits = 0n;
  for (const role of guild.roles) {
    if (role.id === guild.id || member.roles.includes(role.id)) bits |= BigInt(role.permissions);
  }
  return bits & PERMISSION.ADMINISTRATOR ? ALL_PERMISSIONS : bits;
}

/** A member's permissions in a channel: roles, then @everyone, role and member overwrites. */
export function permissionsIn(
  guild: GuildDirectory,
  userId: string,
  channel: DirectoryChannel,
): string {
  let bits = guildPermissions(guild, userId);
  if (bits === ALL_PERMISSIONS) return bits.toString();
  const overwrites = channel.permission_overwrites ?? [];
  const roles = guild.members[userId]?.roles ?? [];
  const apply = (allow: bigint, deny: bigint) => {
    bits = (bits & ~deny) | allow;
  };
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guild.id);
  if (everyone) apply(BigInt(everyone.allow), BigInt(everyone.deny));
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && o.id !== guild.id && roles.includes(o.id)) {
      allow |= BigInt(o.allow);
      deny |= BigInt(o.deny);
    }
  }
  apply(allow, deny);
  const own = overwrites.find((o) => o.type === 1 && o.id === userId);
  if (own) apply(BigInt(own.allow), BigInt(own.deny));
  return bits.toString();
}

/** A channel as interactions carry it: its fields plus the invoking user's permissions there. */
export function channelPayload(ctx: ResolvedContext, channel: DirectoryChannel) {
  const { permission_overwrites: _ignored, ...fields } = channel;
  return { ...fields, permissions: permissionsIn(ctx.guild, ctx.user.id, channel) };
}

/** A member as `resolved.members` carries it: no `user`, no `deaf`/`mute`, with permissions. */
export function resolvedMember(ctx: ResolvedContext, userId: string) {
  const member = ctx.guild.members[userId];
  if (!member) return null;
  const { deaf: _deaf, mute: _mute, ...fields } = member;
  return { ...fields, permissions: permissionsIn(ctx.guild, userId, ctx.channel) };
}

/** The invoking member as the interaction's top-level `member`. */
export function invokingMember(ctx: ResolvedContext) {
  return {
    ...ctx.member,
    permissions: permissionsIn(ctx.guild, ctx.user.id, ctx.channel),
    user: ctx.user,
  };
}

export interface ResolvedData {
  users?: Record<string, DirectoryUser>;
  members?: Record<string, NonNullable<ReturnType<typeof resolvedMember>>>;
  roles?: Record<string, DirectoryRole>;
  channels?: Record<string, ReturnType<typeof channelPayload>>;
  attachments?: Record<string, ResolvedAttachment>;
}

export interface ResolvedAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type: string;
  width?: number;
  height?: number;
  placeholder?: string;
  placeholder_version?: number;
  ephemeral: true;
}

/** Adds the entities named by `ids` to `into` (users bring their member record when they have one). */
export function addResolved(
  ctx: ResolvedContext,
  ids: readonly string[],
  into: ResolvedData,
): void {
  for (const id of ids) {
    const user = ctx.guild.users.find((u) => u.id === id);
    if (user) {
      (into.users ??= {})[id] = user;
      const member = resolvedMember(ctx, id);
      if (member) (into.members ??= {})[id] = member;
      continue;
    }
    const role = ctx.guild.roles.find((r) => r.id === id);
    if (role) {
      (into.roles ??= {})[id] = role;
      continue;
    }
    const channel = ctx.guild.channels.find((c) => c.id === id);
    if (channel) (into.channels ??= {})[id] = channelPayload(ctx, channel);
  }
}
