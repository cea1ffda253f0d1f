import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvironments } from '../../src/model/environments/index.ts';
import type { EnvironmentsOptions } from './environments.ts';
import { environmentsRelayMiddleware, environmentsRoute } from './environments.ts';

const KEY = 'the-run-key';
const DEV_TOKEN = 'MTIz.dev-token-never-sent-to-the-page';
const APP = '1300000000000000001';
const GUILD = '1300000000000000010';
let configText = JSON.stringify({
  environments: {
    dev: {
      applicationId: APP,
      tokenEnv: 'TOKEN_DEV',
      scope: 'global',
      commands: ['c.json'],
      globalToGuild: GUILD,
    },
    prod: { applicationId: APP, tokenEnv: 'TOKEN_PROD', scope: { guild: GUILD } },
  },
});
const options: EnvironmentsOptions = {
  readConfig: async () => readEnvironments({ config: configText, packageJson: null }),
  env: { TOKEN_DEV: DEV_TOKEN },
  checkKey: (req) => req.headers['x-studio-key'] === KEY,
};

// A stand-in for the studio server: /api/ through the route, /relay/ through the middleware to a
// "relay" that answers with the headers it would forward.
let server: Server;
let base: string;
beforeAll(async () => {
  const route = environmentsRoute(options);
  const middleware = environmentsRelayMiddleware(options);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) {
      void route(req, res, url).then((done) => {
        if (!done) res.writeHead(404).end();
      });
      return;
    }
    middleware(req, res, () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ relayed: true, headers: req.headers }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const relay = (headers: Record<string, string>) =>
  fetch(`${base}/relay/applications/${APP}/commands`, { headers });

describe('GET /api/environments', () => {
  it('lists the environments without tokens, saying whether each variable is set', async () => {
    const res = await fetch(`${base}/api/environments`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(DEV_TOKEN);
    expect(JSON.parse(text)).toEqual({
      source: 'component-studio.json',
      problems: [],
      notes: [],
      environments: [
        {
          name: 'dev',
          applicationId: APP,
          tokenEnv: 'TOKEN_DEV',
          scope: 'global',
          commands: ['c.json'],
          globalToGuild: GUILD,
          tokenSet: true,
        },
        {
          name: 'prod',
          applicationId: APP,
          tokenEnv: 'TOKEN_PROD',
          scope: { guild: GUILD },
          commands: [],
          globalToGuild: null,
          tokenSet: false,
        },
      ],
    });
  });

  it('says the config’s problems instead, and leaves other paths and methods', async () => {
    const was = configText;
    configText = JSON.stringify({ environments: { dev: { applicationId: 'x' } } });
    try {
      const body = await (await fetch(`${base}/api/environments`)).json();
      expect(body.environments).toEqual([]);
      expect(body.problems[0]).toMatch(/^environments\.dev\.applicationId: must be a snowflake/);
    } finally {
      configText = was;
    }
    expect((await fetch(`${base}/api/folder`)).status).toBe(404);
    expect((await fetch(`${base}/api/environments`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the environments relay middleware', () => {
  it('adds the environment’s token, replacing the page’s Authorization, and drops the studio headers', async () => {
    const res = await relay({
      'X-Studio-Key': KEY,
      'X-Studio-Env': 'dev',
      Authorization: 'Bot from-the-page',
    });
    const body = await res.json();
    expect(body.relayed).toBe(true);
    expect(body.headers.authorization).toBe(`Bot ${DEV_TOKEN}`);
    expect(body.headers['x-studio-env']).toBeUndefined();
    expect(body.headers['x-studio-key']).toBeUndefined();
  });

  it('passes a request that names no environment untouched', async () => {
    const body = await (await relay({ Authorization: 'Bot typed-in-the-page' })).json();
    expect(body.headers.authorization).toBe('Bot typed-in-the-page');
  });

  it.each([
    [{ 'X-Studio-Env': 'dev' }, 401, /does not carry this studio run’s key/],
    [
      { 'X-Studio-Key': 'wrong', 'X-Studio-Env': 'dev' },
      401,
      /does not carry this studio run’s key/,
    ],
    [
      { 'X-Studio-Key': KEY, 'X-Studio-Env': 'staging' },
      400,
      /^There is no environment "staging" in component-studio\.json\.$/,
    ],
    [{ 'X-Studio-Key': KEY, 'X-Studio-Env': 'prod' }, 400, /^TOKEN_PROD is not set: /],
  ])('refuses %j with a sentence, relaying nothing', async (headers, status, said) => {
    const res = await relay(headers as Record<string, string>);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body).toMatchObject({ code: 0, relay: true });
    expect(body.message).toMatch(said);
    expect(body.relayed).toBeUndefined();
  });
});
