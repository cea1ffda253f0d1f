// The helper's list: what each row shows, what it inserts, and the search over them. Rows come in
// groups (users, roles, channels, @everyone and @here, commands, and actions that open a form);
// a search keeps the rows whose name, detail or id holds every word typed.
import type { Built } from './mention-syntax';
import {
  EVERYONE,
  HERE,
  channelMention,
  commandMention,
  roleMention,
  userMention,
} from './mention-syntax';
import type { KnownCommand, MentionDirectory } from './sources';

export type Action = 'timestamp' | 'command' | 'guild';

export type Entry =
  | {
      kind: 'mention';
      key: string;
      label: string;
      detail: string;
      /** The text inserted. */
      text: string;
      /** A role's colour, for its swatch. */
      color?: number;
    }
  /** A designed command whose id this page does not know: it opens the form with its names. */
  | { kind: 'command-without-id'; key: string; label: string; detail: string; path: string[] }
  | { kind: 'action'; key: string; label: string; detail: string; action: Action };

export interface Group {
  id: string;
  title: string;
  entries: Entry[];
  /** Rows that matched beyond the ones shown. */
  hidden: number;
}

/** Rows shown per group; the rest are reached by typing. */
export const GROUP_CAP = 50;

const VOICE = new Set([2, 13]);

const textOf = (b: Built): string | null => (b.ok ? b.text : null);

function mention(key: string, label: string, detail: string, built: Built, color?: number) {
  const text = textOf(built);
  return text === null ? null : ({ kind: 'mention', key, label, detail, text, color } as const);
}

const present = <T>(v: T | null): v is T => v !== null;

/** Every row, in its group, before any search. */
export function allGroups(
  dir: MentionDirectory,
  commands: KnownCommand[],
  canLoad: boolean,
): Group[] {
  const group = (id: string, title: string, entries: Entry[]): Group => ({
    id,
    title,
    entries,
    hidden: 0,
  });
  const users = dir.users
    .map((u) =>
      mention(
        `user:${u.id}`,
        `@${u.name}`,
        `${u.username}${u.bot ? ' · bot' : ''}`,
        userMention(u.id),
      ),
    )
    .filter(present);
  const roles = dir.roles
    .map((r) =>
      mention(
        `role:${r.id}`,
        `@${r.name.replace(/^@/, '')}`,
        'role',
        roleMention(r.id),
        r.color || undefined,
      ),
    )
    .filter(present);
  const channels = dir.channels
    .map((c) =>
      mention(
        `channel:${c.id}`,
        VOICE.has(c.type) ? `🔊 ${c.name}` : `#${c.name}`,
        channelKind(c.type),
        channelMention(c.id),
      ),
    )
    .filter(present);
  const everyone: Entry[] = [
    {
      kind: 'mention',
      key: 'everyone',
      label: EVERYONE,
      detail: 'everyone who can see the channel',
      text: EVERYONE,
    },
    {
      kind: 'mention',
      key: 'here',
      label: HERE,
      detail: 'everyone online who can see the channel',
      text: HERE,
    },
  ];
  const slash: Entry[] = commands.flatMap((c): Entry[] => {
    const label = `/${c.path.join(' ')}`;
    if (c.id === null)
      return [
        {
          kind: 'command-without-id',
          key: `design:${c.where}:${label}`,
          label,
          detail: `${c.where} · id unknown`,
          path: c.path,
        },
      ];
    const entry = mention(`command:${c.id}:${label}`, label, c.where, commandMention(c.path, c.id));
    return entry ? [entry] : [];
  });
  const actions: Entry[] = [
    {
      kind: 'action',
      key: 'timestamp',
      label: 'Timestamp…',
      detail: 'a date and time, shown in each reader’s zone',
      action: 'timestamp',
    },
    {
      kind: 'action',
      key: 'command',
      label: 'Command by id…',
      detail: 'a slash command’s name and id',
      action: 'command',
    },
  ];
  if (canLoad)
    actions.push({
      kind: 'action',
      key: 'guild',
      label: 'Load from guild…',
      detail: 'roles, channels and members of a real server',
      action: 'guild',
    });
  return [
    group('users', 'Users', users),
    group('roles', 'Roles', roles),
    group('channels', 'Channels', channels),
    group('everyone', 'Everyone', everyone),
    group('commands', 'Slash commands', slash),
    group('more', 'More', actions),
  ];
}

function channelKind(type: number): string {
  switch (type) {
    case 2:
      return 'voice channel';
    case 5:
      return 'announcement channel';
    case 13:
      return 'stage channel';
    case 15:
      return 'forum channel';
    case 16:
      return 'media channel';
    default:
      return 'channel';
  }
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The groups with only the rows matching every word of `query`, each capped at GROUP_CAP. */
export function searchGroups(groups: Group[], query: string): Group[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return groups
    .map((g) => {
      const matched = g.entries.filter((e) => {
        if (words.length === 0) return true;
        const hay = fold(`${e.label} ${e.detail} ${e.kind === 'mention' ? e.text : ''} ${g.title}`);
        return words.every((w) => hay.includes(w));
      });
      return {
        ...g,
        entries: matched.slice(0, GROUP_CAP),
        hidden: Math.max(0, matched.length - GROUP_CAP),
      };
    })
    .filter((g) => g.entries.length > 0);
}
