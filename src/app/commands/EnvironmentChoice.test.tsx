// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandsDoc } from '../../model';
import { importPayload } from '../../model';
import type { EnvironmentView } from '../../model/environments/environment';
import { instantDeps, scriptedFetch } from '../discord/test-kit';
import { createTokenStore } from '../discord/token-store';
import { EnvironmentChoice } from './EnvironmentChoice';
import { RegisterSession } from './register-session';
import type { StudioEnvironments } from './studio-environments';
import { loadEnvironments, NO_ENVIRONMENTS, studioChoice } from './studio-environments';

afterEach(cleanup);

const KEY = 'the-run-key';
const APP = '1300000000000000001';
const GUILD = '1300000000000000010';
const dev: EnvironmentView = {
  name: 'dev',
  applicationId: APP,
  tokenEnv: 'TOKEN_DEV',
  scope: 'global',
  commands: ['commands/global.json'],
  globalToGuild: GUILD,
  tokenSet: true,
};
const prod: EnvironmentView = {
  ...dev,
  name: 'prod',
  tokenEnv: 'TOKEN_PROD',
  globalToGuild: null,
  tokenSet: false,
};
const answer = {
  environments: [dev, prod],
  source: 'component-studio.json',
  problems: [],
  notes: [],
};

async function loaded() {
  const store = createStore<StudioEnvironments>(() => NO_ENVIRONMENTS);
  const { fetch, calls } = scriptedFetch({ body: answer });
  await loadEnvironments(store, KEY, fetch);
  return { store, calls };
}

describe('loadEnvironments', () => {
  it('reads GET /api/environments with the studio key', async () => {
    const { store, calls } = await loaded();
    expect(calls.map((c) => [c.url, c.headers['X-Studio-Key']])).toEqual([
      ['/api/environments', KEY],
    ]);
    expect(store.getState()).toMatchObject({
      status: 'ready',
      environments: [dev, prod],
      chosen: null,
    });
  });

  it('says the studio’s refusal, never throwing', async () => {
    const store = createStore<StudioEnvironments>(() => NO_ENVIRONMENTS);
    const { fetch } = scriptedFetch({ status: 401, body: { error: 'The key is wrong.' } });
    await loadEnvironments(store, KEY, fetch);
    expect(store.getState()).toMatchObject({
      status: 'failed',
      problems: ['The environments could not be read: The key is wrong.'],
    });
  });
});

describe('EnvironmentChoice', () => {
  it('offers the environments, one whose token is not set disabled, and fills the application', async () => {
    const { store } = await loaded();
    const tokens = createTokenStore(null);
    render(<EnvironmentChoice store={store} tokens={tokens} disabled={false} />);
    const select = screen.getByTestId<HTMLSelectElement>('register-environment');
    const options = [...select.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      ['None: type a bot token below', false],
      ['dev', false],
      ['prod (TOKEN_PROD is not set)', true],
    ]);
    expect(screen.getAllByTestId('register-environment-unset').map((p) => p.textContent)).toEqual([
      'TOKEN_PROD is not set, so environment prod cannot be used: start the studio with its bot token in that environment variable.',
    ]);
    fireEvent.change(select, { target: { value: 'dev' } });
    expect(store.getState().chosen).toBe('dev');
    expect(tokens.getState().applicationId).toBe(APP);
    expect(screen.getByTestId('register-environment-info').textContent).toBe(
      `Application ${APP}; the set goes to test guild ${GUILD}, instead of the global commands (globalToGuild). The studio adds the token from TOKEN_DEV to each request: this page never sees it.`,
    );
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByTestId('register-environment-info')).toBeNull());
    expect(store.getState().chosen).toBeNull();
  });
});

describe('RegisterSession with an environment', () => {
  it('lists the environment’s test guild through the relay with the studio key and environment, no token', async () => {
    const { store } = await loaded();
    store.setState({ chosen: 'dev' });
    const { fetch, calls } = scriptedFetch({ body: [] });
    const tokens = createTokenStore(null);
    const session = new RegisterSession(instantDeps(fetch).deps, tokens, () =>
      studioChoice(store.getState(), KEY),
    );
    const { doc } = importPayload([{ name: 'ping', description: 'Hi' }], {
      as: 'commands',
      guildId: null,
    });
    await session.list({ designId: 'd1', doc: doc as CommandsDoc, selectedKey: null });
    expect(calls.map((c) => c.url)).toEqual([
      `/relay/applications/${APP}/guilds/${GUILD}/commands?with_localizations=true`,
    ]);
    expect(calls[0]?.headers).toEqual({ 'X-Studio-Key': KEY, 'X-Studio-Env': 'dev' });
    expect(session.getState().result?.tone).toBe('success');
  });
});
