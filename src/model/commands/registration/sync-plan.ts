// What a sync would do, worked out once from the designed set and what the scope has registered:
// the diff and the sentences a person should read before the bulk overwrite is sent. Pure, so the
// library (src/lib) hands a bot's tests the same plan the page shows before its yes.
import type { CommandDiff } from './diff';
import { diffCommands, sharedWithGuild } from './diff';
import { diffWarnings } from './diff-words';

/** The other scope a sync is checked against: commands in both show twice in that guild. */
export type OtherScope =
  /** Syncing a guild's set: the application's global commands. */
  | { kind: 'global'; guildId: string; commands: readonly unknown[] }
  /** Syncing the global set: what one guild (where the bot is tested, say) has registered. */
  | { kind: 'guild'; guildId: string; commands: readonly unknown[] };

export interface SyncDiff {
  diff: CommandDiff;
  /** Renames, deletes, the day's create cap, commands shown twice: in sentences. */
  warnings: string[];
}

/** The diff and warnings of replacing `registered` with `designed` (one scope's lists). */
export function syncDiff(
  designed: readonly unknown[],
  registered: readonly unknown[],
  other: OtherScope | null = null,
): SyncDiff {
  const diff = diffCommands(designed, registered);
  const doubled =
    other === null
      ? null
      : other.kind === 'global'
        ? {
            designed: 'guild' as const,
            guildId: other.guildId,
            refs: sharedWithGuild(other.commands, designed),
          }
        : {
            designed: 'global' as const,
            guildId: other.guildId,
            refs: sharedWithGuild(designed, other.commands),
          };
  return { diff, warnings: diffWarnings(diff, doubled) };
}
