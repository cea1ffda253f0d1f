// The sample guild (the one the preview draws mentions with) as the helper lists it: display
// names as Discord shows them, without the @everyone role (written `@everyone`) or categories.
import type { GuildDirectory } from '../../../../model';
import type { MentionDirectory } from './sources';

const CATEGORY = 4;

/** The helper's directory of a guild the model describes. */
export function sampleDirectory(guild: GuildDirectory): MentionDirectory {
  return {
    source: 'sample',
    guildId: guild.id,
    label: `Sample guild (${guild.name})`,
    users: guild.users.map((u) => ({
      id: u.id,
      name: guild.members[u.id]?.nick ?? u.global_name ?? u.username,
      username: u.username,
      bot: u.bot === true,
    })),
    roles: guild.roles
      .filter((r) => r.id !== guild.id)
      .map((r) => ({ id: r.id, name: r.name, color: r.color })),
    channels: guild.channels
      .filter((c) => c.type !== CATEGORY)
      .map((c) => ({ id: c.id, name: c.name, type: c.type })),
    notes: [],
  };
}
