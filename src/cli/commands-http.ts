// The few Discord API calls `commands` makes, through an injected fetch (Node 20's global one in
// main.ts: the packed CLI has no dependencies) and discord-call.ts (timeout, retry). Every failure
// becomes a DiscordCallError whose message is one plain sentence (plus the fields a 50035 names),
// never the token.
import { flattenDiscordErrors } from '../model';
import { commandErrorExplained } from '../model/commands';

import type { CallPolicy, Fetch } from './discord-call';
import { callDiscord, DiscordCallError } from './discord-call';

export type { CallPolicy, Fetch };
export { DiscordCallError };

export interface DiscordApi {
  /** What was done along the way (a wait after a 429, a second try after a 5xx), to print. */
  notes: readonly string[];
  get(path: string): Promise<unknown>;
  put(path: string, body: unknown): Promise<unknown>;
}

const byStatus = (tokenEnv: string): Record<number, string> => ({
  401: `The token in ${tokenEnv} is not a bot token Discord accepts: copy it again from the Developer Portal (Bot > Reset Token); the client secret is not a token.`,
  403: 'The token may not do this: check the application id, and that the app was added to the guild with the applications.commands scope.',
});

/**
 * Discord's refusal in words, its status, code and message said once: `Discord refused the
 * request (HTTP 400, code 30034: "Max number of …"). This scope has used up …`.
 */
export function describeRefusal(
  status: number,
  body: unknown,
  tokenEnv = 'DISCORD_TOKEN',
): string[] {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'number' && record.code !== 0 ? record.code : null;
  // Discord writes route errors as "401: Unauthorized": the status is said already.
  const said =
    typeof record.message === 'string'
      ? record.message.slice(0, 500).replace(new RegExp(`^\\s*${status}\\s*:\\s*`), '')
      : '';
  const what = [code === null ? '' : `code ${code}`, said ? `"${said}"` : '']
    .filter(Boolean)
    .join(': ');
  const retry =
    status === 429 && typeof record.retry_after === 'number'
      ? ` Try again in ${Math.ceil(record.retry_after)} s.`
      : '';
  const meaning = commandErrorExplained(code) ?? byStatus(tokenEnv)[status];
  const lines = [
    `Discord refused the request (HTTP ${status}${what ? `, ${what}` : ''}).${retry}${meaning ? ` ${meaning}` : ''}`,
  ];
  for (const e of flattenDiscordErrors(body))
    lines.push(`  ${e.path}: ${e.message}${e.code ? ` [${e.code}]` : ''}`);
  return lines;
}

/** An API bound to one base and bot token (read from `tokenEnv`, which a refusal names). */
export function discordApi(
  base: string,
  token: string,
  fetchFn: Fetch,
  policy: CallPolicy,
  tokenEnv = 'DISCORD_TOKEN',
): DiscordApi {
  const root = base.replace(/\/+$/, '');
  const notes: string[] = [];
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { authorization: `Bot ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await callDiscord(
      fetchFn,
      {
        root,
        method,
        path,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      policy,
      (line) => notes.push(line),
    );
    let json: unknown;
    try {
      json = res.text ? JSON.parse(res.text) : null;
    } catch {
      throw new DiscordCallError([
        `Discord answered ${method} ${path} with HTTP ${res.status} and a body that is not JSON.`,
      ]);
    }
    if (res.status < 200 || res.status > 299)
      throw new DiscordCallError(describeRefusal(res.status, json, tokenEnv));
    return json;
  }
  return {
    notes,
    get: (path) => call('GET', path),
    put: (path, body) => call('PUT', path, body),
  };
}

/** `--application-id`, else the token's own application. */
export async function applicationIdOf(api: DiscordApi, given: string | null): Promise<string> {
  if (given !== null) return given;
  const me = await api.get('/applications/@me');
  const id = (me as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !/^\d{17,20}$/.test(id))
    throw new DiscordCallError(['Discord did not say which application the token belongs to.']);
  return id;
}

/** The list path of one scope: the global commands, or one guild's. */
export const commandsPath = (applicationId: string, guildId: string | null): string =>
  guildId === null
    ? `/applications/${applicationId}/commands`
    : `/applications/${applicationId}/guilds/${guildId}/commands`;

/** Every registered command of a scope, with all their localizations. */
export async function registeredCommands(api: DiscordApi, path: string): Promise<unknown[]> {
  const list = await api.get(`${path}?with_localizations=true`);
  if (!Array.isArray(list))
    throw new DiscordCallError([`Discord answered GET ${path} with something other than a list.`]);
  return list;
}
