// The install links a Commands design needs: its commands only work once the app is installed
// where they live, with the applications.commands scope. A guild set needs the app in that guild;
// a global set needs a guild install, a user install or both, as its commands' integration_types
// say. No bot scope: commands work without a bot user.
import type { Node } from '../document/document';

export interface CommandInstall {
  /** 0 guild install, 1 user install. */
  integrationType: 0 | 1;
  /** A sentence naming where the install goes and why. */
  label: string;
  /** The install form's parameters, named as Discord names them (no client_id: the caller's). */
  params: Record<string, string>;
}

/** The integration types a command is installed with; absent means the app's default, a guild install. */
function typesOf(command: Node): (0 | 1)[] {
  const types = command.props.integration_types;
  if (!Array.isArray(types)) return [0];
  return [0, 1].filter((t): t is 0 | 1 => types.includes(t));
}

/**
 * The installs a set of commands needs: one for a guild set (that guild, its choice locked), else
 * one per integration type its commands use, guild install first; none for an empty set.
 */
export function commandInstalls(set: {
  guildId: string | null;
  nodes: readonly Node[];
}): CommandInstall[] {
  if (set.nodes.length === 0) return [];
  if (set.guildId !== null)
    return [
      {
        integrationType: 0,
        label: `Install to guild ${set.guildId}, where these commands are registered`,
        params: {
          scope: 'applications.commands',
          integration_type: '0',
          guild_id: set.guildId,
          disable_guild_select: 'true',
        },
      },
    ];
  const used = new Set(set.nodes.flatMap(typesOf));
  const out: CommandInstall[] = [];
  if (used.has(0))
    out.push({
      integrationType: 0,
      label: 'Install to a server (guild install)',
      params: { scope: 'applications.commands', integration_type: '0' },
    });
  if (used.has(1))
    out.push({
      integrationType: 1,
      label: 'Install for a user (user install)',
      params: { scope: 'applications.commands', integration_type: '1' },
    });
  return out;
}
