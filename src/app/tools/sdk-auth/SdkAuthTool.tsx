// Social SDK client authorization: the arguments of AuthorizationArgs, checked as typed, a PKCE
// verifier and its S256 challenge made in the browser, the redirect for desktop or mobile, the
// authorize URL and the C++ that passes the same arguments. Nothing here is sent anywhere.
import { useCallback, useMemo, useState } from 'react';
import type { Platform, SdkAuthArgs } from '../../../model/social-sdk';
import {
  authorizationArgsCode,
  buildAuthorizeUrl,
  DEFAULT_SCOPE_SETS,
  randomToken,
} from '../../../model/social-sdk';
import type { ToolProps } from '../tool-list';
import { ToolField } from '../fields/ToolField';
import { SdkField } from './SdkField';
import { SdkResult } from './SdkResult';
import { usePkce } from './use-pkce';
import './sdk-auth.css';

/** The form's first values: the address may prefill them (never the verifier, which is secret). */
export function argsFromParams(params: URLSearchParams): SdkAuthArgs {
  const get = (name: string) => params.get(name) ?? '';
  return {
    platform: get('platform') === 'mobile' ? 'mobile' : 'desktop',
    clientId: get('client_id'),
    scopes: params.get('scope') ?? DEFAULT_SCOPE_SETS.communication,
    state: get('state'),
    nonce: get('nonce'),
    codeChallenge: get('code_challenge'),
    integrationType: get('integration_type'),
    customScheme: get('custom_scheme'),
  };
}

const PLATFORMS: { value: Platform; label: string }[] = [
  { value: 'desktop', label: 'Desktop (loopback redirect)' },
  { value: 'mobile', label: 'Mobile (URI scheme redirect)' },
];

export default function SdkAuthTool({ params }: ToolProps) {
  const [args, setArgs] = useState<SdkAuthArgs>(() => argsFromParams(params));
  const set = useCallback(
    (key: keyof SdkAuthArgs) => (value: string) => setArgs((a) => ({ ...a, [key]: value })),
    [],
  );
  const setChallenge = useMemo(() => set('codeChallenge'), [set]);
  const { pkce, failure, generate } = usePkce(setChallenge);
  const result = useMemo(() => buildAuthorizeUrl(args), [args]);
  const code = useMemo(() => authorizationArgsCode(args), [args]);
  const { findings } = result;
  const integrationKnown = ['', '0', '1'].includes(args.integrationType);

  return (
    <div className="sdk-auth" data-testid="sdk-auth">
      <fieldset className="sdk-platform">
        <legend>Platform</legend>
        {PLATFORMS.map((p) => (
          <label key={p.value}>
            <input
              type="radio"
              name="sdk-platform"
              value={p.value}
              data-testid={`sdk-platform:${p.value}`}
              checked={args.platform === p.value}
              onChange={() => setArgs((a) => ({ ...a, platform: p.value }))}
            />
            {p.label}
          </label>
        ))}
      </fieldset>
      <div className="tool-fields sdk-fields">
        <SdkField
          field="clientId"
          label="Client id (application id)"
          hint="In the SDK it defaults to the application id set on the client; the URL needs it."
          value={args.clientId}
          onChange={set('clientId')}
          findings={findings}
          placeholder="1234567890123456789"
          mono
        />
        <SdkField
          field="scopes"
          label="Scopes"
          hint="Space-separated. Request only the scopes you need."
          value={args.scopes}
          onChange={set('scopes')}
          findings={findings}
          mono
        >
          <button
            type="button"
            className="button-secondary"
            data-testid="sdk-scopes:communication"
            onClick={() => set('scopes')(DEFAULT_SCOPE_SETS.communication)}
          >
            Communication
          </button>
          <button
            type="button"
            className="button-secondary"
            data-testid="sdk-scopes:presence"
            onClick={() => set('scopes')(DEFAULT_SCOPE_SETS.presence)}
          >
            Presence
          </button>
        </SdkField>
        <SdkField
          field="codeChallenge"
          label="Code challenge (S256)"
          hint="Made from a verifier the app keeps; needed for the token exchange."
          value={args.codeChallenge}
          onChange={setChallenge}
          findings={findings}
          mono
        >
          <button type="button" data-testid="sdk-generate-pkce" onClick={generate}>
            Generate verifier and challenge
          </button>
        </SdkField>
        {failure && (
          <p role="alert" className="sdk-error">
            {failure}
          </p>
        )}
        <SdkField
          field="state"
          label="State"
          hint="Leave it unset in the SDK, which makes a secure random one. Building the URL by hand? Use a random one."
          value={args.state}
          onChange={set('state')}
          findings={findings}
          mono
        >
          <button
            type="button"
            className="button-secondary"
            data-testid="sdk-generate-state"
            onClick={() => set('state')(randomToken())}
          >
            Random state
          </button>
        </SdkField>
        <SdkField
          field="nonce"
          label="Nonce (optional)"
          value={args.nonce}
          onChange={set('nonce')}
          findings={findings}
          mono
        />
        <ToolField
          label="Integration type (optional)"
          findings={findings.filter((f) => f.field === 'integrationType')}
          findingsTestId="sdk-findings:integrationType"
        >
          {(control) => (
            <select
              {...control}
              className="form-input"
              data-testid="sdk-field:integrationType"
              value={args.integrationType}
              onChange={(e) => set('integrationType')(e.target.value)}
            >
              <option value="">Not set</option>
              <option value="0">0 — guild install</option>
              <option value="1">1 — user install</option>
              {!integrationKnown && (
                <option value={args.integrationType}>{args.integrationType.slice(0, 20)}</option>
              )}
            </select>
          )}
        </ToolField>
        <SdkField
          field="customScheme"
          label="Custom scheme (mobile, optional)"
          hint="Without one, mobile uses discord-<application id>."
          value={args.customScheme}
          onChange={set('customScheme')}
          findings={findings}
          placeholder="mygame"
          mono
        />
      </div>
      <SdkResult result={result} code={code} pkce={pkce} challenge={args.codeChallenge.trim()} />
    </div>
  );
}
