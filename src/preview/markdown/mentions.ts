// The names Discord shows in mention pills, looked up in the guild; unknown ids read like Discord's.
import type { GuildDirectory } from '../../model';

export function userLabel(guild: GuildDirectory, id: string): string {
  const user = guild.users.find((u) => u.id === id);
  if (!user) return '@unknown-user';
  const nick = guild.members[id]?.nick;
  return `@${nick ?? user.global_name ?? user.username}`;
}

export function roleLabel(guild: GuildDirectory, id: string): { label: string; color: number } {
  const role = guild.roles.find((r) => r.id === id);
  if (!role) return { label: '@unknown-role', color: 0 };
  return { label: role.name.startsWith('@') ? role.name : `@${role.name}`, color: role.color };
}

const VOICE_TYPES = new Set([2, 13]);

export function channelLabel(guild: GuildDirectory, id: string): { label: string; voice: boolean } {
  const channel = guild.channels.find((c) => c.id === id);
  if (!channel) return { label: '#unknown', voice: false };
  const voice = VOICE_TYPES.has(channel.type);
  return { label: voice ? channel.name : `#${channel.name}`, voice };
}

const NAVIGATION: Record<string, string> = {
  customize: 'Channels & Roles',
  browse: 'Browse Channels',
  guide: 'Server Guide',
  'linked-roles': 'Linked Roles',
};

export function navigationLabel(navigation: string): string {
  return NAVIGATION[navigation] ?? navigation;
}

/** `rgba()` of a role colour, for the pill's tinted background. */
export function roleTint(color: number, alpha: number): string {
  return `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;
}
