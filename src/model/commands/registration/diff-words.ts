// A diff's consequences in sentences, the same on the page and on the command line: renames drop
// permissions, deletes drop them for good, creates count against the day's cap, and a command both
// global and in a guild shows twice there.
import { COMMAND_LIMITS } from '../../limits';
import { plural } from '../../text';
import type { CommandDiff, CommandRef } from './diff';

const TYPE_SUFFIX: Record<number, string> = { 2: ' (user)', 3: ' (message)', 4: ' (entry point)' };

/** `/ping` for a slash command, `Report (message)` for the others. */
export const commandLabel = (ref: CommandRef): string =>
  ref.type === 1 ? `/${ref.name}` : `${ref.name}${TYPE_SUFFIX[ref.type] ?? ` (type ${ref.type})`}`;

const quoted = (ref: CommandRef): string => `"${commandLabel(ref)}"`;

/** Commands that will show twice in a guild: registered both globally and in that guild. */
export interface Doubled {
  /** Which side is being designed: a guild set doubled by global commands, or the reverse. */
  designed: 'guild' | 'global';
  /** The guild both copies show in. */
  guildId: string;
  refs: readonly CommandRef[];
}

/** What a person should know before a diff is applied (see sharedWithGuild for `doubled`). */
export function diffWarnings(diff: CommandDiff, doubled: Doubled | null = null): string[] {
  const warnings: string[] = [];
  const renamed = new Set(diff.renames.map((r) => r.from));
  for (const { from, to } of diff.renames)
    warnings.push(
      `${quoted(from)} -> ${quoted(to)} looks like a rename: Discord deletes ${quoted(from)} and creates ${quoted(to)}, and the command's permissions are dropped.`,
    );
  for (const ref of diff.deleted)
    if (!renamed.has(ref))
      warnings.push(`Deleting ${quoted(ref)} also deletes the permissions set on it.`);
  if (diff.created.length > 0)
    warnings.push(
      `${plural(diff.created.length, 'new command')} count${diff.created.length === 1 ? 's' : ''} against the ${COMMAND_LIMITS.createsPerDay} creates a day.`,
    );
  for (const ref of doubled?.refs ?? [])
    warnings.push(
      doubled?.designed === 'guild'
        ? `${quoted(ref)} is also a global command: members of this guild will see both copies.`
        : `${quoted(ref)} is also registered in guild ${doubled?.guildId ?? ''}: members of that guild will see both copies.`,
    );
  return warnings;
}
