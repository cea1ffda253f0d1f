// Application commands for a bot's code and CI: the diff between a command file and the set
// Discord has registered, and the plan a sync would carry out (the bulk overwrite it would send,
// with the warnings the page and the CLI show before anything is sent). Nothing here calls Discord:
// the caller fetches the registered set and sends the body, with its own token.
import type { ChangedCommand, CommandDiff, CommandRef } from '../model/commands/registration/diff';
import { diffCommands } from '../model/commands/registration/diff';
import { commandLabel } from '../model/commands/registration/diff-words';
import type { OtherScope } from '../model/commands/registration/sync-plan';
import { syncDiff } from '../model/commands/registration/sync-plan';
import { toPayload } from '../model/payload/to-payload';
import type { Problem } from './validate';
import { importPayload } from './payload';

export type { ChangedCommand, CommandDiff, CommandRef, OtherScope };
export { commandLabel, diffCommands };

export interface SyncPlanOptions {
  /** The scope synced: a guild's id, or null (the default) for the application's global set. */
  guildId?: string | null;
  /**
   * The other scope, for the commands that would show twice in a guild: syncing a guild's set,
   * the global commands registered (`kind: 'global'`); syncing the global set, a guild's.
   */
  other?: OtherScope;
}

export interface SyncPlan {
  /** The command file has no errors; when false, nothing should be sent (`body` is null). */
  valid: boolean;
  /** The command file's problems, as validatePayload gives them. */
  problems: Problem[];
  /** Where the overwrite goes: null for global commands, else the guild's id. */
  guildId: string | null;
  /** What the overwrite creates, changes, deletes and leaves as it is. */
  diff: CommandDiff;
  /** Renames that drop permissions, deletes, the day's create cap, commands shown twice. */
  warnings: string[];
  /**
   * The body of Discord's bulk overwrite (PUT applications/{app}/commands, or
   * .../guilds/{guild}/commands): the file's commands as the model exports them, without the
   * fields Discord adds (id, version, ...). null when the file has errors.
   */
  body: unknown[] | null;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/**
 * What syncing `local` (a command file's JSON: one command or a list) over `registered` (what
 * Discord returns for the scope) would do. Never throws; calls nothing.
 */
export function planSync(
  local: unknown,
  registered: readonly unknown[],
  options: SyncPlanOptions = {},
): SyncPlan {
  const guildId = options.guildId ?? null;
  const imported = importPayload(asList(local), { as: 'commands', guildId });
  const exported =
    imported.design && imported.valid
      ? (toPayload(imported.design, 'commands') as unknown[])
      : null;
  const { diff, warnings } = syncDiff(exported ?? asList(local), asList(registered), options.other);
  return {
    valid: imported.valid,
    problems: imported.problems,
    guildId,
    diff,
    warnings,
    body: exported,
  };
}
