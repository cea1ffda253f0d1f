// `commands diff|sync|pull ...` -> what to run, or a usage error. No I/O here.
import { DISCORD_TIMEOUT_MS } from '../../server/discord-api';
import { ENVIRONMENT_NAME } from '../model/environments';
import { parseWords } from './words';

export const COMMANDS_USAGE = `  commands diff FILE [--guild ID] [--application-id ID] [--json]
                    Compare FILE (a JSON array of command create bodies,
                    the whole set of one scope: global without --guild)
                    with what Discord has registered. Changes nothing.
  commands sync FILE [--guild ID] [--application-id ID] [--yes] [--json]
                    The same diff; with --yes, replace the registered set
                    with FILE in one bulk overwrite. Without --yes nothing
                    is sent.
  commands pull [--guild ID] [--application-id ID] [--out FILE]
                    Print (or write to FILE) the registered set as a JSON
                    array of create bodies, output-only fields removed.

  commands diff|sync|pull --env NAME [...]
                    Take the application id, the scope and the command
                    files (for diff and sync: no FILE) from environment
                    NAME of component-studio.json (or package.json's
                    "componentStudio"), found from the current folder up
                    to the repository's root, and the token from the
                    variable that environment names. --guild and
                    --application-id conflict with --env.

  commands diff|sync|pull [...] [--timeout SECONDS] [--retry-wait SECONDS]
                    --timeout: give up a request Discord has not answered
                    in SECONDS (default 30). --retry-wait: after a 429 that
                    asks to wait up to SECONDS (default 10), wait and try
                    again (twice at most); a 5xx is tried again once after
                    1 s. --retry-wait 0 never tries again.

  commands reads the bot token from DISCORD_TOKEN (with --env, from the
  environment's tokenEnv) and the API base from DISCORD_API_BASE (default
  https://discord.com/api/v10; a host other than Discord's or this
  computer must be named in DISCORD_API_BASE_ALLOW). Without
  --application-id, the application is the token's own.`;

/** Seconds a request may take, and the longest 429 wait sat through, unless the flags say. */
export const DEFAULT_TIMEOUT_S = DISCORD_TIMEOUT_MS / 1000;
export const DEFAULT_RETRY_WAIT_S = 10;

export type CommandsAction = 'diff' | 'sync' | 'pull';

export interface CommandsArgs {
  command: 'commands';
  action: CommandsAction;
  /** The design file; null for pull, and with --env (the environment names its files). */
  file: string | null;
  /** `--env NAME`: an environment of the bot's component-studio.json; null without. */
  env: string | null;
  /** null: the global commands. */
  guildId: string | null;
  applicationId: string | null;
  json: boolean;
  yes: boolean;
  out: string | null;
  /** `--timeout`: seconds each request may take. */
  timeout: number;
  /** `--retry-wait`: the longest 429 wait, in seconds, before trying again; 0 never tries again. */
  retryWait: number;
}

export type CommandsParse = CommandsArgs | { command: 'error'; message: string };

const SNOWFLAKE = /^\d{17,20}$/;
const ACTIONS: readonly string[] = ['diff', 'sync', 'pull'] satisfies CommandsAction[];
const isAction = (value: string): value is CommandsAction => ACTIONS.includes(value);

const error = (message: string): CommandsParse => ({ command: 'error', message });

/** A number of seconds from a flag, the default without it, or what is wrong with it. */
function seconds(flag: string, value: string | undefined, fallback: number, min: number) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > 3600)
    return `${flag} must be a number of seconds from ${min} to 3600, not '${value}'.`;
  return n;
}

/** Parses the words after `commands`; never throws. */
export function parseCommandsArgs(argv: readonly string[]): CommandsParse {
  const parsed = parseWords(argv, {
    guild: { type: 'string' },
    'application-id': { type: 'string' },
    json: { type: 'boolean', default: false },
    yes: { type: 'boolean', default: false },
    out: { type: 'string' },
    env: { type: 'string' },
    timeout: { type: 'string' },
    'retry-wait': { type: 'string' },
  });
  if ('command' in parsed) return parsed;
  const { values, positionals } = parsed;
  const [action, ...rest] = positionals;
  if (action === undefined) return error('commands needs diff, sync or pull.');
  if (!isAction(action)) return error(`Unknown commands action '${action}' (diff, sync or pull).`);
  for (const [flag, value] of [
    ['--guild', values.guild],
    ['--application-id', values['application-id']],
  ] as const) {
    // An id goes into the request's path: digits only, as Discord's snowflakes are.
    if (value !== undefined && !SNOWFLAKE.test(value))
      return error(`${flag} must be a Discord id (17 to 20 digits), not '${value}'.`);
  }
  const timeout = seconds('--timeout', values.timeout, DEFAULT_TIMEOUT_S, 0.1);
  if (typeof timeout === 'string') return error(timeout);
  const retryWait = seconds('--retry-wait', values['retry-wait'], DEFAULT_RETRY_WAIT_S, 0);
  if (typeof retryWait === 'string') return error(retryWait);
  if (values.yes && action !== 'sync') return error('--yes is for commands sync only.');
  if (values.json && action === 'pull')
    return error('pull always prints JSON; --json is not needed.');
  if (values.out !== undefined && action !== 'pull')
    return error('--out is for commands pull only.');
  const env = values.env ?? null;
  if (env !== null) {
    if (!ENVIRONMENT_NAME.test(env))
      return error(
        `--env must name an environment of the config (letters, digits, - and _), not '${env}'.`,
      );
    for (const [flag, value] of [
      ['--guild', values.guild],
      ['--application-id', values['application-id']],
    ] as const)
      if (value !== undefined)
        return error(
          `${flag} conflicts with --env ${env}: the environment sets the application and the scope (change them in component-studio.json, or drop --env).`,
        );
    if (action !== 'pull' && rest.length > 0)
      return error(
        `commands ${action} --env ${env} takes no FILE: the environment names its command files (drop --env to ${action} another file).`,
      );
  }
  if (action === 'pull') {
    if (rest.length > 0) return error('commands pull takes no FILE (use --out FILE).');
  } else if (env === null && rest.length !== 1) {
    return error(`commands ${action} takes exactly one FILE.`);
  }
  return {
    command: 'commands',
    action,
    file: action === 'pull' ? null : (rest[0] ?? null),
    env,
    guildId: values.guild ?? null,
    applicationId: values['application-id'] ?? null,
    json: values.json,
    yes: values.yes,
    out: values.out ?? null,
    timeout,
    retryWait,
  };
}
