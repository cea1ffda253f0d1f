// How one select entry looks, in a popout row or in a chip: string options with emoji, label and
// description; users with avatar (and APP for bots); roles with icon or colour dot and member
// count; channels with their type icon.
import type { ReactElement } from 'react';
import type { GuildDirectory, Selectable } from '../../model';
import { assertNever } from '../../model';
import { AppTag } from '../media/AppTag';
import { Avatar, userAvatarUrl } from '../media/Avatar';
import { Emoji } from '../media/Emoji';
import {
  FolderIcon,
  ForumIcon,
  HashIcon,
  MegaphoneIcon,
  PersonIcon,
  SpeakerIcon,
} from '../media/icons';

type Channel = Extract<Selectable, { kind: 'channel' }>['channel'];
type Role = Extract<Selectable, { kind: 'role' }>['role'];

export function ChannelIcon({ channel, size }: { channel: Channel; size: number }): ReactElement {
  switch (channel.type) {
    case 2:
    case 13:
      return <SpeakerIcon size={size} />;
    case 4:
      return <FolderIcon size={size} />;
    case 5:
      return <MegaphoneIcon size={size} />;
    case 15:
    case 16:
      return <ForumIcon size={size} />;
    default:
      return <HashIcon size={size} />;
  }
}

function RoleIcon({ role, size }: { role: Role; size: number }): ReactElement {
  if (role.unicode_emoji) return <Emoji emoji={{ name: role.unicode_emoji }} />;
  const colour = role.color ? `#${role.color.toString(16).padStart(6, '0')}` : undefined;
  return (
    <span
      className="dp-role-dot"
      style={{ width: size / 2, height: size / 2, ...(colour ? { background: colour } : {}) }}
      aria-hidden="true"
    />
  );
}

function memberCount(guild: GuildDirectory | undefined, roleId: string): number | null {
  if (!guild) return null;
  return Object.values(guild.members).filter((m) => m.roles.includes(roleId)).length;
}

export interface EntityLabelProps {
  entity: Selectable;
  /** Chips draw a smaller icon and no description or count. */
  compact?: boolean;
  guild?: GuildDirectory;
}

export function EntityLabel({ entity, compact = false, guild }: EntityLabelProps): ReactElement {
  const icon = compact ? 16 : 24;
  switch (entity.kind) {
    case 'option':
      return (
        <>
          {entity.emoji !== undefined ? (
            <Emoji emoji={entity.emoji} className="dp-entity-emoji" />
          ) : null}
          <span className="dp-entity-text">
            <span className="dp-entity-label">{entity.label}</span>
            {entity.description && !compact ? (
              <span className="dp-entity-description">{entity.description}</span>
            ) : null}
          </span>
        </>
      );
    case 'user':
      return (
        <>
          <Avatar size={icon} url={userAvatarUrl(entity.user)} userId={entity.user.id} />
          <span className="dp-entity-label">{entity.label}</span>
          {entity.user.bot && !compact ? <AppTag /> : null}
        </>
      );
    case 'role': {
      const count = compact ? null : memberCount(guild, entity.role.id);
      return (
        <>
          <span className="dp-entity-icon">
            <RoleIcon role={entity.role} size={icon} />
          </span>
          <span className="dp-entity-label">{entity.label}</span>
          {count !== null ? (
            <span className="dp-entity-count" aria-label={`${count} members`}>
              <PersonIcon size={16} />
              {count}
            </span>
          ) : null}
        </>
      );
    }
    case 'channel':
      return (
        <>
          <span className="dp-entity-icon">
            <ChannelIcon channel={entity.channel} size={compact ? 16 : 20} />
          </span>
          <span className="dp-entity-label">{entity.label}</span>
        </>
      );
    default:
      return assertNever(entity);
  }
}
