// The install form's fields other than scopes and permissions. A field appears when the scopes
// ticked give it a meaning, and is marked required when Discord requires it.
import { useId } from 'react';
import type { InstallForm, InstallLink } from '../../../model/oauth';
import { needsRedirect } from '../../../model/oauth';
import { FormField, Problems } from './FormField';
import type { OnChange } from './install-form';
import { problemsOn } from './install-form';

interface Props {
  form: InstallForm;
  link: InstallLink;
  onChange: OnChange;
}

function TextInput(props: {
  id: string;
  name: string;
  value: string;
  invalid: boolean;
  numeric?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={props.id}
      className="form-input"
      data-testid={`install-${props.name}`}
      value={props.value}
      placeholder={props.placeholder}
      inputMode={props.numeric ? 'numeric' : undefined}
      autoComplete="off"
      spellCheck={false}
      aria-invalid={props.invalid}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** The application's id; first, since every link needs it. */
export function ClientIdField({ form, link, onChange }: Props) {
  const id = useId();
  const problems = problemsOn(link, 'client_id');
  return (
    <FormField
      id={id}
      name="client_id"
      label="Application id (client_id)"
      required
      problems={problems}
      empty={form.clientId === ''}
    >
      <TextInput
        id={id}
        name="client_id"
        value={form.clientId}
        invalid={problems.length > 0 && form.clientId !== ''}
        numeric
        placeholder="Developer Portal › General Information › Application ID"
        onChange={(clientId) => onChange({ clientId })}
      />
    </FormField>
  );
}

/** The redirect, shown and required once a scope beyond bot and applications.commands is ticked. */
export function RedirectField({ form, link, onChange }: Props) {
  const id = useId();
  if (!needsRedirect(form.scopes)) return null;
  const problems = problemsOn(link, 'redirect_uri');
  return (
    <FormField
      id={id}
      name="redirect_uri"
      label="Redirect URI (redirect_uri)"
      required
      problems={problems}
      empty={form.redirectUri === ''}
      hint="Where Discord sends the code back; response_type=code is added for you."
    >
      <TextInput
        id={id}
        name="redirect_uri"
        value={form.redirectUri}
        invalid={problems.length > 0 && form.redirectUri !== ''}
        placeholder="https://example.com/callback"
        onChange={(redirectUri) => onChange({ redirectUri })}
      />
    </FormField>
  );
}

/** The server and its lock, the install type, state and prompt. */
export function InstallFields({ form, link, onChange }: Props) {
  const id = useId();
  const on = (field: Parameters<typeof problemsOn>[1]) => problemsOn(link, field);
  const installs = form.scopes.includes('bot') || form.scopes.includes('applications.commands');
  return (
    <div className="install-fields">
      {(installs || form.guildId !== '' || form.disableGuildSelect) && (
        <FormField
          id={`${id}-guild`}
          name="guild_id"
          label="Server id (guild_id)"
          problems={[...on('guild_id'), ...on('disable_guild_select')]}
          hint="Optional: preselects the server on Discord’s screen."
        >
          <TextInput
            id={`${id}-guild`}
            name="guild_id"
            value={form.guildId}
            invalid={on('guild_id').length > 0}
            numeric
            onChange={(guildId) => onChange({ guildId })}
          />
          <label className="install-check">
            <input
              type="checkbox"
              data-testid="install-disable_guild_select"
              checked={form.disableGuildSelect}
              onChange={(e) => onChange({ disableGuildSelect: e.target.checked })}
            />
            Only that server (disable_guild_select)
          </label>
        </FormField>
      )}
      {(installs || form.integrationType !== '') && (
        <fieldset className="tool-field install-radios" data-testid="install-integration_type">
          <legend>Install type (integration_type)</legend>
          {(
            [
              ['', 'Not set (the app’s default)'],
              ['0', '0 — guild install: to a server'],
              ['1', '1 — user install: to the person, usable everywhere they are'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="install-check">
              <input
                type="radio"
                name={`${id}-type`}
                data-testid={`install-integration_type:${value || 'unset'}`}
                checked={form.integrationType === value}
                onChange={() => onChange({ integrationType: value })}
              />
              {text}
            </label>
          ))}
          <p className="tool-hint">Applies with applications.commands (bot includes it).</p>
          <Problems name="integration_type" problems={on('integration_type')} />
        </fieldset>
      )}
      <FormField
        id={`${id}-state`}
        name="state"
        label="State (optional)"
        problems={on('state')}
        hint="Comes back unchanged with the code; use a random value to guard against forged answers."
      >
        <TextInput
          id={`${id}-state`}
          name="state"
          value={form.state}
          invalid={false}
          onChange={(state) => onChange({ state })}
        />
      </FormField>
      <FormField
        id={`${id}-prompt`}
        name="prompt"
        label="Prompt (optional)"
        problems={on('prompt')}
      >
        <select
          id={`${id}-prompt`}
          className="form-input"
          data-testid="install-prompt"
          value={form.prompt}
          onChange={(e) => onChange({ prompt: e.target.value })}
        >
          {!['', 'consent', 'none'].includes(form.prompt) && (
            <option value={form.prompt}>
              {form.prompt.slice(0, 30)} (not a prompt Discord has)
            </option>
          )}
          <option value="">Not set</option>
          <option value="consent">consent — ask again even if authorized before</option>
          <option value="none">none — skip the screen if authorized before</option>
        </select>
      </FormField>
    </div>
  );
}
