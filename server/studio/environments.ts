// The studio's environments (issue 26, part 3): `GET /api/environments` tells the page the bot's
// environments without their tokens, and a relay middleware signs a /relay/ request that names an
// environment (`X-Studio-Env`) with that environment's bot token, read here from the process's
// environment. The page never holds the token: it cannot leak into its storage, exports or links.
// Both are plugged into the studio server (its `apiRoutes` and `relayMiddleware`), which has
// checked the Host header first; the key check is the server's own, passed in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConfigRead, EnvironmentsAnswer } from '../../src/model/environments/index.ts';

export const ENV_HEADER = 'x-studio-env';
export const KEY_HEADER = 'x-studio-key';
const RELAY_PREFIX = '/relay/';
// What an HTTP header value may hold; a token with anything else is not a token.
const TOKEN_CHARS = /^[\x21-\x7e]+$/;

export interface EnvironmentsOptions {
  /** The bot's config, read again on each request so an edit shows without a restart. */
  readConfig: () => Promise<ConfigRead>;
  /** Where the tokens are: process.env in the studio, a plain object in tests. */
  env: Readonly<Record<string, string | undefined>>;
  /** The studio server's key check (X-Studio-Key, compared in constant time). */
  checkKey: (req: IncomingMessage) => boolean;
}

const tokenOf = (env: EnvironmentsOptions['env'], variable: string): string =>
  (env[variable] ?? '').trim().replace(/^Bot\s+/i, '');

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function answer(options: EnvironmentsOptions): Promise<EnvironmentsAnswer> {
  const read = await options.readConfig();
  if (!read.ok)
    return { environments: [], source: read.source, problems: read.problems, notes: [] };
  return {
    environments: read.environments.map((e) => ({
      ...e,
      tokenSet: tokenOf(options.env, e.tokenEnv) !== '',
    })),
    source: read.source,
    problems: [],
    notes: read.notes,
  };
}

/** The studio's `apiRoutes` entry: answers GET /api/environments, leaves every other path. */
export function environmentsRoute(
  options: EnvironmentsOptions,
): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  return async (req, res, url) => {
    if (url.pathname !== '/api/environments') return false;
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendJson(res, 405, { error: '/api/environments only answers GET.' });
      return true;
    }
    try {
      sendJson(res, 200, await answer(options));
    } catch {
      sendJson(res, 500, { error: 'The environments could not be read.' });
    }
    return true;
  };
}

type Next = (err?: unknown) => void;

/**
 * The studio's `relayMiddleware` entry: a /relay/ request naming an environment gets that
 * environment's `Authorization: Bot …`, replacing any the page sent; one with a wrong key, an
 * unknown environment or an unset variable is refused with a sentence (as the relay refuses, so
 * the page says it). A request naming no environment passes untouched.
 */
export function environmentsRelayMiddleware(
  options: EnvironmentsOptions,
): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  return (req, res, next) => {
    const named = req.headers[ENV_HEADER];
    if (!(req.url ?? '').startsWith(RELAY_PREFIX) || named === undefined) return next();
    const refuse = (status: number, message: string) => {
      req.resume();
      sendJson(res, status, { message, code: 0, relay: true });
    };
    if (!options.checkKey(req))
      return refuse(
        401,
        'This request names an environment but does not carry this studio run’s key: open the address the studio printed.',
      );
    const name = Array.isArray(named) ? named[0] : named;
    options
      .readConfig()
      .then((read) => {
        if (!read.ok)
          return refuse(400, `The environments cannot be read: ${read.problems[0] ?? ''}`);
        const env = read.environments.find((e) => e.name === name);
        if (!env)
          return refuse(
            400,
            `There is no environment "${name}" in ${read.source ?? 'the config'}.`,
          );
        const token = tokenOf(options.env, env.tokenEnv);
        if (token === '')
          return refuse(
            400,
            `${env.tokenEnv} is not set: start the studio with the bot token of environment ${env.name} in that environment variable.`,
          );
        if (!TOKEN_CHARS.test(token))
          return refuse(400, `${env.tokenEnv} holds characters a bot token never has.`);
        // Replaced, never combined: the page's own Authorization (if any) does not reach Discord.
        req.headers.authorization = `Bot ${token}`;
        delete req.headers[ENV_HEADER];
        delete req.headers[KEY_HEADER];
        next();
      })
      .catch(() => refuse(500, 'The environments could not be read.'));
  };
}
