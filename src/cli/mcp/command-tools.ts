// `diff_commands` and, with --allow-sync only, `sync_commands`: a bot's command set against the
// registered one, through the code `commands diff|sync` runs. Without --allow-sync nothing here
// reaches the network: the registered set must be given.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { diffCommands, diffWarnings } from '../../model/commands';
import { z } from '../../model/zod';
import type { CommandsArgs } from '../commands-args';
import { DEFAULT_RETRY_WAIT_S, DEFAULT_TIMEOUT_S } from '../commands-args';
import type { NetIo } from '../commands-command';
import { diffLines, diffReport, runCommands } from '../commands-command';
import { commandsPath } from '../commands-http';
import { checkText, withoutBom } from '../validate-command';
import type { Folder } from './folder';
import { readInFolder } from './folder';
import { payloadText } from './payload-tools';
import { BadInput, fail, guarded, ok } from './result';

export interface CommandToolsIo {
  allowSync: boolean;
  folder: Folder;
  net: Pick<NetIo, 'env' | 'fetch'>;
}

const SNOWFLAKE = z.string().regex(/^\d{17,20}$/, 'a Discord id is 17 to 20 digits');
const scope = {
  commands: z
    .unknown()
    .describe(
      "The local command set (a bulk overwrite body: the whole set of one scope): a JSON array, JSON text, or the path of a .json file relative to the server's working folder.",
    ),
  guild_id: SNOWFLAKE.optional().describe('The guild the set is for; without it, the global set.'),
  application_id: SNOWFLAKE.optional().describe(
    "The application; without it, the token's own (when the server fetches).",
  ),
};

/** The set's name and JSON text: inline JSON, or a file in the working folder. */
async function localSet(value: unknown, folder: Folder): Promise<{ name: string; text: string }> {
  if (typeof value === 'string' && !/^\s*[[{]/.test(value))
    return { name: value, text: await readInFolder(folder, value) };
  return { name: 'commands', text: payloadText(value, 'commands') };
}

function registeredSet(value: unknown): unknown[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(withoutBom(value));
    } catch {
      throw new BadInput('registered is not JSON: give the registered set as a JSON array.');
    }
  }
  if (!Array.isArray(list))
    throw new BadInput(
      'registered must be a JSON array of commands (what `component-studio commands pull` prints).',
    );
  return list;
}

/** Runs `commands diff|sync --json` on the set, with the real network; the report or a failure. */
async function viaCli(
  action: 'diff' | 'sync',
  args: { commands: unknown; guild_id?: string | undefined; application_id?: string | undefined },
  io: CommandToolsIo,
) {
  const { name, text } = await localSet(args.commands, io.folder);
  const cli: CommandsArgs = {
    command: 'commands',
    action,
    file: name,
    guildId: args.guild_id ?? null,
    applicationId: args.application_id ?? null,
    env: null,
    json: true,
    yes: true,
    out: null,
    timeout: DEFAULT_TIMEOUT_S,
    retryWait: DEFAULT_RETRY_WAIT_S,
  };
  const out = await runCommands(cli, async () => text, {
    ...io.net,
    write: () => Promise.reject(new Error('nothing is written')),
  });
  if (out.exitCode !== 0)
    return fail(
      [...out.stderr, ...out.stdout].map((l) => l.replace(/^component-studio: /, '')).join('\n'),
    );
  return ok(JSON.parse(out.stdout.join('\n')));
}

export function registerCommandTools(server: McpServer, token: string, io: CommandToolsIo): void {
  const sync = io.allowSync
    ? 'Without `registered`, the server fetches the registered set from Discord (DISCORD_TOKEN).'
    : 'This server was started without --allow-sync and sends nothing to Discord: `registered` is required.';
  server.registerTool(
    'diff_commands',
    {
      description: `Compares a bot's command set with the registered one, as \`component-studio commands diff\` does: which commands a sync would create, change (and which fields), delete or leave, with warnings (renames drop permissions, creates count against 200 a day). Returns { created, changed, deleted, unchanged, warnings, summary, plan }; plan is the one request a sync sends (a bulk overwrite). ${sync}`,
      inputSchema: {
        ...scope,
        registered: z
          .unknown()
          .optional()
          .describe(
            'The registered set as a JSON array (e.g. from `component-studio commands pull`).',
          ),
      },
    },
    guarded(token, async (args) => {
      if (args.registered === undefined) {
        if (!io.allowSync)
          return fail(
            'registered is required: this server was started without --allow-sync and sends nothing to Discord. Give the registered set as a JSON array (`component-studio commands pull` prints it).',
          );
        return viaCli('diff', args, io);
      }
      const registered = registeredSet(args.registered);
      const { name, text } = await localSet(args.commands, io.folder);
      const guildId = args.guild_id ?? null;
      const checked = checkText(name, text, { as: 'commands', guildId });
      if (!checked.report.valid)
        return fail(
          `${name} is not a valid command set: ${checked.report.errors.map((p) => `${p.path}: ${p.message} [${p.code}]`).join('; ')}`,
        );
      const designed = JSON.parse(withoutBom(text)) as unknown[];
      const diff = diffCommands(designed, registered);
      const where = guildId === null ? 'Global commands' : `Commands in guild ${guildId}`;
      return ok({
        ...diffReport(diff, diffWarnings(diff)),
        summary: diffLines(diff, where),
        plan: {
          request: `PUT ${commandsPath(args.application_id ?? '{application_id}', guildId)}`,
          sends: designed.length,
          effect:
            diff.created.length + diff.changed.length + diff.deleted.length === 0
              ? 'Nothing would change.'
              : 'The registered set is replaced by the local one in one bulk overwrite.',
        },
      });
    }),
  );
  if (!io.allowSync) return;
  server.registerTool(
    'sync_commands',
    {
      description:
        'Replaces the registered commands of one scope with the local set in one bulk overwrite, as `component-studio commands sync --yes` does (DISCORD_TOKEN, DISCORD_API_BASE). Run diff_commands first: deleted commands lose their permissions. Returns the diff and applied: true.',
      inputSchema: scope,
    },
    guarded(token, (args) => viaCli('sync', args, io)),
  );
}
