// Under `component-studio studio`, the Register panel's Environment choice: the bot's environments
// from its component-studio.json, as the studio server lists them (never a token). Choosing one
// fills the application and where the set goes, and the studio signs the calls with the token of
// that environment's variable, so no token is typed here.
import { useId } from 'react';
import { useStore } from 'zustand';
import type { EnvironmentView } from '../../model/environments/environment';
import type { TokenStore } from '../discord/token-store';
import type { EnvironmentsStore } from './studio-environments';

export interface EnvironmentChoiceProps {
  store: EnvironmentsStore;
  tokens: TokenStore;
  disabled: boolean;
}

/** Where an environment's set goes, in words. */
export function environmentWhere(env: EnvironmentView): string {
  if (env.scope !== 'global') return `the commands of guild ${env.scope.guild}`;
  return env.globalToGuild === null
    ? 'the global commands'
    : `test guild ${env.globalToGuild}, instead of the global commands (globalToGuild)`;
}

export function EnvironmentChoice({ store, tokens, disabled }: EnvironmentChoiceProps) {
  const id = useId();
  const { status, environments, problems, chosen } = useStore(store);
  const env = environments.find((e) => e.name === chosen) ?? null;
  const choose = (name: string) => {
    const picked = environments.find((e) => e.name === name) ?? null;
    store.setState({ chosen: picked?.name ?? null });
    // The application stays filled in for when the person goes back to typing a token.
    if (picked) tokens.setState({ applicationId: picked.applicationId });
  };
  return (
    <div className="form-field form-field-wide register-environment">
      <label htmlFor={id}>Environment</label>
      <select
        id={id}
        className="form-input"
        data-testid="register-environment"
        value={chosen ?? ''}
        disabled={disabled || status !== 'ready'}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">
          {status === 'loading' ? 'Reading the environments…' : 'None: type a bot token below'}
        </option>
        {environments.map((e) => (
          <option key={e.name} value={e.name} disabled={!e.tokenSet}>
            {e.tokenSet ? e.name : `${e.name} (${e.tokenEnv} is not set)`}
          </option>
        ))}
      </select>
      {env && (
        <p className="hint" data-testid="register-environment-info">
          Application <strong>{env.applicationId}</strong>; the set goes to {environmentWhere(env)}.
          The studio adds the token from <code>{env.tokenEnv}</code> to each request: this page
          never sees it.
        </p>
      )}
      {environments
        .filter((e) => !e.tokenSet)
        .map((e) => (
          // Said beside the list, not only in the disabled option that a closed list hides.
          <p key={e.name} className="hint" data-testid="register-environment-unset">
            {e.tokenEnv} is not set, so environment {e.name} cannot be used: start the studio with
            its bot token in that environment variable.
          </p>
        ))}
      {problems.map((p) => (
        <p key={p} className="hint" data-testid="register-environment-problem">
          {p}
        </p>
      ))}
    </div>
  );
}
