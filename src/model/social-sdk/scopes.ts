// The Scopes argument: a space-separated list. Discord gives two default sets and says the two
// sdk scopes "expand automatically into all required scopes" without saying which; the checks
// below say so instead of guessing a list.
import type { FieldProblem, FieldSeverity } from '../rules/field-problem';
import type { SdkField } from './fields';

export const DEFAULT_SCOPE_SETS = {
  communication: 'openid sdk.social_layer',
  presence: 'openid sdk.social_layer_presence',
} as const;

export const SDK_SCOPES = ['openid', 'sdk.social_layer', 'sdk.social_layer_presence'] as const;

/** Every scope of docs/discord-rules.md (OAuth2 scopes and install links), the SDK's three last. */
export const KNOWN_SCOPES: readonly string[] = [
  'activities.read',
  'activities.write',
  'applications.builds.read',
  'applications.builds.upload',
  'applications.commands',
  'applications.commands.update',
  'applications.commands.permissions.update',
  'applications.entitlements',
  'applications.store.update',
  'bot',
  'connections',
  'dm_channels.read',
  'email',
  'gdm.join',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'identify',
  'identify.premium',
  'messages.read',
  'relationships.read',
  'role_connections.write',
  'rpc',
  'rpc.activities.write',
  'rpc.notifications.read',
  'rpc.voice.read',
  'rpc.voice.write',
  'voice',
  'webhook.incoming',
  ...SDK_SCOPES,
];

export const EXPANSION_NOT_DOCUMENTED =
  'sdk.social_layer and sdk.social_layer_presence expand automatically into all the scopes they ' +
  'need; which scopes those are is not documented, so they are not listed here.';

// RFC 6749 section 3.3: scope-token = 1*( %x21 / %x23-5B / %x5D-7E ).
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

/** The scopes of a Scopes string, in order, split on spaces. */
export function splitScopes(raw: string): string[] {
  return raw.split(/\s+/).filter((s) => s !== '');
}

/** What is wrong with, or worth knowing about, a Scopes string. */
export function scopeFindings(raw: string): FieldProblem<SdkField>[] {
  const at = (severity: FieldSeverity, message: string): FieldProblem<SdkField> => ({
    field: 'scopes',
    severity,
    message,
  });
  const scopes = splitScopes(raw);
  if (scopes.length === 0)
    return [at('error', `Enter the scopes, for example "${DEFAULT_SCOPE_SETS.communication}".`)];
  const out: FieldProblem<SdkField>[] = [];
  const bad = scopes.filter((s) => !SCOPE_TOKEN.test(s));
  if (bad.length > 0)
    out.push(at('error', `Not a scope (a scope has no quotes or backslashes): ${bad.join(', ')}.`));
  const seen = new Set<string>();
  const twice = scopes.filter((s) => (seen.has(s) ? true : (seen.add(s), false)));
  if (twice.length > 0)
    out.push(at('warning', `Asked for twice: ${[...new Set(twice)].join(', ')}.`));
  const unknown = scopes.filter((s) => SCOPE_TOKEN.test(s) && !KNOWN_SCOPES.includes(s));
  if (unknown.length > 0)
    out.push(
      at('warning', `Not a scope Discord lists: ${unknown.join(', ')}. Check the spelling.`),
    );
  const extra = [...seen].filter((s) => KNOWN_SCOPES.includes(s) && !isSdkScope(s));
  if (extra.length > 0)
    out.push(
      at(
        'warning',
        `Request only the scopes you need: ${extra.join(', ')} go beyond the default sets, and ` +
          'each extra scope needs the user to grant it.',
      ),
    );
  if (!seen.has('openid'))
    out.push(at('warning', 'Both default sets start with openid; it is missing here.'));
  if (!seen.has('sdk.social_layer') && !seen.has('sdk.social_layer_presence'))
    out.push(
      at(
        'warning',
        'Neither sdk.social_layer (communication) nor sdk.social_layer_presence (presence) is ' +
          'asked for: the SDK default sets hold one of them.',
      ),
    );
  else out.push(at('note', EXPANSION_NOT_DOCUMENTED));
  return out;
}

function isSdkScope(scope: string): boolean {
  return (SDK_SCOPES as readonly string[]).includes(scope);
}
