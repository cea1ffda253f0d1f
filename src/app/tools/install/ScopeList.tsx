// The scopes as a checklist in groups, each with its line on what it grants and a mark where
// Discord limits who may ask for it. Scopes a pasted link brought that Discord does not have are
// listed ticked, so that they can be unticked.
import type { ScopeAccess } from '../../../model/oauth';
import { OAUTH_SCOPES, SCOPE_GROUPS, scopeByName } from '../../../model/oauth';
import { Problems } from './FormField';

const ACCESS_MARK: Record<ScopeAccess, string | null> = {
  open: null,
  approval: 'needs approval',
  partner: 'partners only',
  unavailable: 'not available',
  sdk: 'social SDK',
};

export interface ScopeListProps {
  scopes: readonly string[];
  onChange: (scopes: string[]) => void;
  problems: readonly string[];
}

export function ScopeList({ scopes, onChange, problems }: ScopeListProps) {
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...scopes, name] : scopes.filter((s) => s !== name));
  const unknown = scopes.filter((s) => !scopeByName(s));
  return (
    <fieldset className="install-scopes" data-testid="install-scopes">
      <legend>
        Scopes <span className="install-required">(at least one)</span>
      </legend>
      <Problems name="scope" problems={problems} />
      {SCOPE_GROUPS.map((group) => (
        <fieldset key={group} className="install-scope-group">
          <legend>{group}</legend>
          {OAUTH_SCOPES.filter((s) => s.group === group).map((s) => {
            const mark = ACCESS_MARK[s.access];
            return (
              <label key={s.name} className="install-scope">
                <input
                  type="checkbox"
                  data-testid={`scope:${s.name}`}
                  checked={scopes.includes(s.name)}
                  onChange={(e) => toggle(s.name, e.target.checked)}
                />
                <span>
                  <code>{s.name}</code>
                  {mark && <span className="install-access"> {mark}</span>}
                  <span className="install-about">{s.about}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {unknown.length > 0 && (
        <fieldset className="install-scope-group">
          <legend>Not scopes Discord has</legend>
          {unknown.map((name) => (
            <label key={name} className="install-scope">
              <input type="checkbox" checked onChange={() => toggle(name, false)} />
              <code>{name.slice(0, 60)}</code>
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
