// `commands diff|sync|pull`: a design file against what Discord has registered, through the
// model's own diff (the page shows the same one). Reader, writer, environment and fetch are
// injected, so tests run it against a fake fetch or the fake Discord.
import type { CommandDiff, CommandRef } from '../model/commands';
import {
  commandLabel as label,
  diffCommands,
  diffWarnings,
  sharedWithGuild,
} from '../model/commands';
import { importPayload, plural, toPayload } from '../model';
import type { CommandsArgs } from './commands-args';
import type { EnvTarget } from './environments';
import { environmentLine, resolveEnvironment } from './environments';
import type { DiscordApi, Fetch } from './commands-http';
import { API_BASE_ALLOW, resolveApiBase, tokenDestination } from '../../server/discord-api';
import {
  applicationIdOf,
  commandsPath,
  DiscordCallError,
  discordApi,
  registeredCommands,
} from './commands-http';
import type { CommandOutput, ReadFile } from './validate-command';
import { EXIT } from './validate-command';
import type { SetPlan } from './commands-set';
import { readSet } from './commands-set';

export type WriteFile = (file: string, text: string) => Promise<void>;

/** What `commands` needs from the process; main.ts gives the real ones. */
export interface NetIo {
  /** Where `--env` starts looking for the config (the current folder); "." when not given. */
  cwd?: string;
  env: Readonly<Record<string, string | undefined>>;
  fetch: Fetch;
  write: WriteFile;
}

const usage = (message: string): CommandOutput => ({
  stdout: [],
  stderr: [`component-studio: ${message}`],
  exitCode: EXIT.unusable,
});

/** The diff as lines a person reads: the counts, then one line per command. */
export function diffLines(diff: CommandDiff, scope: string): string[] {
  const lines = [
    `${scope}: ${diff.created.length} to create, ${diff.changed.length} to change, ${diff.deleted.length} to delete, ${diff.unchanged.length} unchanged.`,
  ];
  for (const ref of diff.created) lines.push(`  create   ${label(ref)}`);
  for (const c of diff.changed) lines.push(`  change   ${label(c)}: ${c.fields.join(', ')}`);
  for (const ref of diff.deleted) lines.push(`  delete   ${label(ref)}`);
  for (const ref of diff.unchanged) lines.push(`  same     ${label(ref)}`);
  return lines;
}

const refs = (list: CommandRef[]) => list.map(({ type, name }) => ({ type, name }));

/** The diff as `--json` prints it (the MCP server's diff_commands too). */
export function diffReport(diff: CommandDiff, warnings: string[]) {
  return {
    created: refs(diff.created),
    changed: diff.changed.map(({ type, name, fields }) => ({ type, name, fields })),
    deleted: refs(diff.deleted),
    unchanged: refs(diff.unchanged),
    warnings,
  };
}

async function diffOrSync(args: SetPlan, api: DiscordApi, read: ReadFile): Promise<CommandOutput> {
  const set = await readSet(args, read);
  if ('exitCode' in set) return set;
  const { designed } = set;
  const applicationId = await applicationIdOf(api, args.applicationId);
  const path = commandsPath(applicationId, args.guildId);
  const registered = await registeredCommands(api, path);
  const diff = diffCommands(designed, registered);
  const warnings = diffWarnings(
    diff,
    args.guildId === null
      ? null
      : {
          designed: 'guild',
          guildId: args.guildId,
          refs: sharedWithGuild(
            await registeredCommands(api, commandsPath(applicationId, null)),
            designed,
          ),
        },
  );
  const scope =
    args.guildId === null
      ? `Global commands of application ${applicationId}`
      : `Commands of application ${applicationId} in guild ${args.guildId}`;

  let applied = false;
  const after: string[] = [];
  if (args.action === 'sync') {
    if (args.yes) {
      const answer = await api.put(path, designed);
      const count = Array.isArray(answer) ? answer.length : 0;
      applied = true;
      after.push(`Sent: Discord now has ${plural(count, 'command')} registered in this scope.`);
    } else {
      after.push('Nothing was sent: run again with --yes to apply.');
    }
  }
  if (args.json) {
    const report = {
      ...diffReport(diff, warnings),
      ...(args.action === 'sync' ? { applied } : {}),
    };
    return { stdout: [JSON.stringify(report, null, 2)], stderr: [], exitCode: EXIT.valid };
  }
  const stdout = [...args.intro, ...diffLines(diff, scope), ...set.warnings];
  for (const w of warnings) stdout.push(`warning: ${w}`);
  stdout.push(...after);
  return { stdout, stderr: [], exitCode: EXIT.valid };
}

async function pull(args: CommandsArgs, api: DiscordApi, write: WriteFile): Promise<CommandOutput> {
  const applicationId = await applicationIdOf(api, args.applicationId);
  const registered = await registeredCommands(api, commandsPath(applicationId, args.guildId));
  const result = importPayload(registered, { as: 'commands', guildId: args.guildId });
  const stderr = result.problems.map(
    (p) => `component-studio: warning: the registered set at ${p.path}: ${p.message} [${p.code}]`,
  );
  // Through the model, so that output-only fields (id, version, ...) are gone as in an export.
  const list = result.doc ? toPayload(result.doc, 'commands') : registered;
  const json = JSON.stringify(list, null, 2);
  if (args.out === null) return { stdout: [json], stderr, exitCode: EXIT.valid };
  try {
    await write(args.out, `${json}\n`);
  } catch (err) {
    return usage(`Cannot write ${args.out}: ${err instanceof Error ? err.message : String(err)}.`);
  }
  const count = Array.isArray(list) ? list.length : 0;
  return {
    stdout: [`Wrote ${plural(count, 'command')} to ${args.out}.`],
    stderr,
    exitCode: EXIT.valid,
  };
}

/** Hides the token wherever it might appear (an echoed header, a proxy's error page). */
function scrub(out: CommandOutput, token: string): CommandOutput {
  const clean = (lines: string[]) => lines.map((l) => l.split(token).join('[token]'));
  return { ...out, stdout: clean(out.stdout), stderr: clean(out.stderr) };
}

/** Runs one `commands` action; never throws. */
export async function runCommands(
  args: CommandsArgs,
  read: ReadFile,
  io: NetIo,
): Promise<CommandOutput> {
  let target: EnvTarget | null = null;
  if (args.env !== null) {
    const found = await resolveEnvironment(args.env, io.cwd ?? '.', read);
    if (!found.ok) {
      const [first = '', ...rest] = found.lines;
      const out = usage(first);
      return { ...out, stderr: [...out.stderr, ...rest] };
    }
    target = found.target;
    if (args.action !== 'pull' && target.files.length === 0)
      return usage(
        `Environment ${args.env} of ${target.configFile} names no command files ("commands": [...]), so there is nothing to ${args.action}.`,
      );
  }
  const tokenEnv = target?.env.tokenEnv ?? 'DISCORD_TOKEN';
  const token = io.env[tokenEnv]?.trim() ?? '';
  if (token === '')
    return usage(
      `${tokenEnv} is not set: put the bot token (Developer Portal > Bot > Reset Token) in that environment variable.`,
    );
  // Checked here, before any request: fetch would only say "Headers.append: invalid value".
  if (/[\r\n]/.test(token))
    return usage(
      `The token in ${tokenEnv} contains a line break: copy it again as one line (Developer Portal > Bot > Reset Token).`,
    );
  if (/[^\x21-\x7e]/.test(token))
    return usage(
      `The token in ${tokenEnv} contains a space, a control character or a character outside ASCII, which no bot token has: copy it again.`,
    );
  let base: string;
  try {
    base = resolveApiBase(io.env.DISCORD_API_BASE, io.env[API_BASE_ALLOW]);
  } catch (err) {
    return usage(err instanceof Error ? err.message : String(err));
  }
  const destination = tokenDestination(base);
  const api = discordApi(
    base,
    token,
    io.fetch,
    { timeoutMs: args.timeout * 1000, maxRetryWaitMs: args.retryWait * 1000 },
    tokenEnv,
  );
  const scoped = target
    ? { ...args, applicationId: target.applicationId, guildId: target.guildId }
    : args;
  const notes = [...(destination ? [destination] : []), ...(target?.notes ?? [])];
  const said = () => [...notes, ...api.notes].map((n) => `component-studio: note: ${n}`);
  try {
    const out =
      scoped.action === 'pull'
        ? await pull(scoped, api, io.write)
        : await diffOrSync(
            {
              ...scoped,
              action: scoped.action,
              files: target ? target.files : [{ path: args.file ?? '', shown: args.file ?? '' }],
              intro: target ? [environmentLine(target)] : [],
            },
            api,
            read,
          );
    return scrub({ ...out, stderr: [...said(), ...out.stderr] }, token);
  } catch (err) {
    const [first = 'The request failed.', ...rest] =
      err instanceof DiscordCallError ? err.lines : [String(err)];
    const out = usage(first);
    return scrub({ ...out, stderr: [...said(), ...out.stderr, ...rest] }, token);
  }
}
