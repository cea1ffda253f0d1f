// Under `component-studio studio`, the bot's environments for the Register panel: read once from
// the studio server's GET /api/environments (which never sends a token), and the one the person
// chose. A chosen environment gives the application, where the set goes (its test guild when it
// has globalToGuild) and the credential the relay turns into that environment's token.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { EnvironmentView } from '../../model/environments/environment';
import { targetOf } from '../../model/environments/environment';
import { isPlainObject } from '../../model';
import type { Fetch } from '../discord/call-runner';
import type { BotCredential } from '../discord/requests';
import type { Scope } from './register-requests';

export interface StudioEnvironments {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  environments: EnvironmentView[];
  /** Why there are none: no config, its problems, or the server's refusal. */
  problems: string[];
  /** The chosen environment's name; null: the token typed in the panel. */
  chosen: string | null;
}

export type EnvironmentsStore = StoreApi<StudioEnvironments>;

export const NO_ENVIRONMENTS: StudioEnvironments = {
  status: 'idle',
  environments: [],
  problems: [],
  chosen: null,
};

/** What a register call needs of the chosen environment. */
export interface StudioChoice {
  environment: EnvironmentView;
  scope: Scope;
  credential: BotCredential;
}

const isView = (v: unknown): v is EnvironmentView =>
  isPlainObject(v) &&
  typeof v.name === 'string' &&
  typeof v.applicationId === 'string' &&
  typeof v.tokenEnv === 'string' &&
  (v.scope === 'global' || (isPlainObject(v.scope) && typeof v.scope.guild === 'string')) &&
  (v.globalToGuild === null || typeof v.globalToGuild === 'string') &&
  Array.isArray(v.commands) &&
  typeof v.tokenSet === 'boolean';

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

/** Reads the environments from the studio server; never throws, the failure is in the store. */
export async function loadEnvironments(
  store: EnvironmentsStore,
  key: string,
  fetch: Fetch,
): Promise<void> {
  store.setState({ status: 'loading' });
  try {
    const res = await fetch('/api/environments', { headers: { 'X-Studio-Key': key } });
    const body: unknown = await res.json();
    if (!res.ok || !isPlainObject(body)) {
      const said = isPlainObject(body) && typeof body.error === 'string' ? body.error : '';
      throw new Error(said || `The studio answered HTTP ${res.status}.`);
    }
    const environments = Array.isArray(body.environments) ? body.environments.filter(isView) : [];
    const chosen = store.getState().chosen;
    store.setState({
      status: 'ready',
      environments,
      problems: [...strings(body.problems), ...strings(body.notes)],
      chosen: environments.some((e) => e.name === chosen) ? chosen : null,
    });
  } catch (err) {
    store.setState({
      status: 'failed',
      environments: [],
      problems: [
        `The environments could not be read: ${err instanceof Error ? err.message : String(err)}`,
      ],
      chosen: null,
    });
  }
}

/** The chosen environment as a register call uses it, or null when none is chosen. */
export function studioChoice(state: StudioEnvironments, key: string | null): StudioChoice | null {
  const environment = state.environments.find((e) => e.name === state.chosen);
  if (!environment || key === null) return null;
  return {
    environment,
    scope: targetOf(environment),
    credential: { studioEnv: environment.name, studioKey: key },
  };
}

let shared: EnvironmentsStore | null = null;
/** The page's environments, kept while the panel closes and opens again. */
export function environmentsStore(): EnvironmentsStore {
  shared ??= createStore<StudioEnvironments>(() => NO_ENVIRONMENTS);
  return shared;
}
