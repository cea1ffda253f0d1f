// An environment of a bot, as the command line, the studio server and the page all see it, and
// where its commands go. No zod here: the page's Register panel imports this without the schema.
import type { ConfigSource } from './config';

/** One environment of a bot: where its commands go and where its token is. */
export interface Environment {
  name: string;
  applicationId: string;
  /** The environment variable holding the bot token; the token itself is never in the config. */
  tokenEnv: string;
  /** Where the set belongs: the application's global commands, or one guild's. */
  scope: 'global' | { guild: string };
  /** The command files, relative to the config's folder; together they are the scope's whole set. */
  commands: string[];
  /** A global set sent to this guild instead (development: no daily create limit, no wait). */
  globalToGuild: string | null;
}

/** Where an environment's commands are registered: the guild is null for the global set. */
export function targetOf(env: Environment): { applicationId: string; guildId: string | null } {
  const guildId = env.scope === 'global' ? env.globalToGuild : env.scope.guild;
  return { applicationId: env.applicationId, guildId };
}

/** An environment as the studio server shows it to the page: no token, whether it is set. */
export interface EnvironmentView extends Environment {
  tokenSet: boolean;
}

/** The answer of the studio's `GET /api/environments`. */
export interface EnvironmentsAnswer {
  environments: EnvironmentView[];
  /** The file the environments came from, or null when there is none. */
  source: ConfigSource | null;
  /** Why there are none (no config, or its problems). */
  problems: string[];
  /** Such as "both files name environments: component-studio.json is used". */
  notes: string[];
}
