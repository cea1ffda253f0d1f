// The authorize URL a social SDK client opens, built from the authorization arguments, with every
// finding at the field it belongs to and the advice Discord gives. Nothing here is sent anywhere.
import type { FieldProblem } from '../rules/field-problem';
import { severityOf } from '../rules/field-problem';
import type { Platform, SdkField } from './fields';
import {
  customSchemeProblem,
  INTEGRATION_TYPES,
  parseClientId,
  parseIntegrationType,
  redirectUri,
} from './fields';
import { challengeProblem } from './pkce';
import { scopeFindings, splitScopes } from './scopes';

export const AUTHORIZE_ENDPOINT = 'https://discord.com/oauth2/authorize';

/** The form's fields as typed (empty string: not set). */
export interface SdkAuthArgs {
  platform: Platform;
  clientId: string;
  scopes: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  /** `''`, `'0'` or `'1'`. */
  integrationType: string;
  customScheme: string;
}

export interface SdkAuthResult {
  /** The URL when no finding is an error. */
  url: string | null;
  redirectUri: string | null;
  findings: FieldProblem<SdkField>[];
}

export const REFRESH_GRANT_DEPRECATED =
  'The refresh-token grant for provisional-account OIDC is deprecated: re-authenticate instead.';

// encodeURIComponent writes a space as %20, the form Discord documents for `scope` (URLSearchParams
// would write "+").
const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** The authorize URL for these arguments, or null with the errors that keep it from being built. */
export function buildAuthorizeUrl(args: SdkAuthArgs): SdkAuthResult {
  const findings: FieldProblem<SdkField>[] = [];
  const error = (field: SdkField, message: string) =>
    findings.push({ field, severity: 'error', message });
  const warn = (field: SdkField, message: string) =>
    findings.push({ field, severity: 'warning', message });
  const note = (field: SdkField, message: string) =>
    findings.push({ field, severity: 'note', message });

  const clientId = parseClientId(args.clientId);
  if (!clientId.ok) error('clientId', clientId.message);
  findings.push(...scopeFindings(args.scopes));
  if (args.state !== '')
    warn('state', 'Leave state unset in the SDK: it generates a secure random value itself.');
  if (args.nonce !== '') note('nonce', 'A nonce is useful for backends that use ID tokens.');

  const mobile = args.platform === 'mobile';
  const challenge = args.codeChallenge.trim();
  if (challenge !== '') {
    const problem = challengeProblem(challenge);
    if (problem) error('codeChallenge', problem);
  } else if (mobile) {
    error(
      'codeChallenge',
      args.customScheme === ''
        ? 'PKCE is mandatory on mobile: generate a verifier and put its challenge here.'
        : 'PKCE is mandatory for a mobile app with a custom scheme: generate a verifier and put its challenge here.',
    );
  } else {
    warn('codeChallenge', 'A code challenge is needed for the token-exchange flow.');
  }

  const integration = parseIntegrationType(args.integrationType);
  if (!integration.ok) error('integrationType', integration.message);

  const scheme = args.customScheme.trim();
  const schemeProblem = customSchemeProblem(scheme);
  if (schemeProblem) error('customScheme', schemeProblem);
  else if (scheme !== '' && !mobile)
    warn('customScheme', 'A custom scheme is for mobile redirects; desktop uses the loopback.');

  const scopes = splitScopes(args.scopes);
  if (scopes.includes('openid')) note('url', REFRESH_GRANT_DEPRECATED);

  if (!clientId.ok || findings.some((f) => severityOf(f) === 'error'))
    return {
      url: null,
      redirectUri: clientId.ok ? redirectOf(args, clientId.text) : null,
      findings,
    };

  const redirect = redirectOf(args, clientId.text);
  const parts = [
    param('response_type', 'code'),
    param('client_id', clientId.text),
    param('scope', scopes.join(' ')),
    param('redirect_uri', redirect),
  ];
  if (challenge !== '')
    parts.push(param('code_challenge', challenge), param('code_challenge_method', 'S256'));
  if (args.state !== '') parts.push(param('state', args.state));
  if (args.nonce !== '') parts.push(param('nonce', args.nonce));
  if (integration.ok && integration.value !== null) {
    parts.push(param('integration_type', String(integration.value)));
    note('integrationType', `${INTEGRATION_TYPES[integration.value]}.`);
  }
  return { url: `${AUTHORIZE_ENDPOINT}?${parts.join('&')}`, redirectUri: redirect, findings };
}

function redirectOf(args: SdkAuthArgs, clientId: string): string {
  const scheme = args.customScheme.trim();
  return redirectUri(args.platform, clientId, customSchemeProblem(scheme) ? '' : scheme);
}
