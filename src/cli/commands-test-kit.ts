// Shared by the commands tests: a fetch that answers from routes and records every call.
import type { CliIo } from './run';

export const TOKEN = 'MTIz.secret-token-never-printed';
export const APP = '1300000000000000001';
export const GUILD = '1300000000000000010';
export const globalPath = `/api/v10/applications/${APP}/commands`;
export const guildPath = `/api/v10/applications/${APP}/guilds/${GUILD}/commands`;

export interface Call {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
}
export type Route = (call: Call) => { status: number; body: unknown } | undefined;

export const slash = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} command`,
  ...extra,
});
export const registered = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `14000000000000000${name.length}`,
  application_id: APP,
  version: '1400000000000000099',
  type: 1,
  default_member_permissions: null,
  ...slash(name, extra),
});

/** A fetch that answers from `routes` (first match wins) and records every call. */
export function setup(
  routes: Route[],
  files: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  const calls: Call[] = [];
  const written: Record<string, string> = {};
  const io: CliIo = {
    read: async (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT: ${file}`);
      return text;
    },
    write: async (file, text) => {
      written[file] = text;
    },
    env: { DISCORD_TOKEN: TOKEN, ...env },
    fetch: async (url, init) => {
      const headers = init.headers as Record<string, string>;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method: init.method ?? 'GET', url, auth: headers.authorization, body };
      calls.push(call);
      for (const route of routes) {
        const answer = route(call);
        if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify({ message: '404: Not Found', code: 0 }), { status: 404 });
    },
  };
  return { io, calls, written };
}

export const me: Route = (c) =>
  c.url.endsWith('/applications/@me') ? { status: 200, body: { id: APP } } : undefined;
export const list =
  (path: string, commands: unknown[]): Route =>
  (c) =>
    c.method === 'GET' && c.url === `https://discord.com${path}?with_localizations=true`
      ? { status: 200, body: commands }
      : undefined;
export const put: Route = (c) =>
  c.method === 'PUT' && Array.isArray(c.body)
    ? { status: 200, body: c.body.map((b: object) => ({ id: '1', version: '1', ...b })) }
    : undefined;

export const before = [registered('ping'), registered('echo'), registered('old')];
export const design = JSON.stringify([
  slash('ping'),
  slash('echo', { description: 'Says it back', options: [] }),
  // The old command's description: a rename.
  slash('new', { description: 'The old command' }),
]);

export const allText = (out: { stdout: string[]; stderr: string[] }) =>
  [...out.stdout, ...out.stderr].join('\n');
