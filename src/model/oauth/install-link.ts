// An install or authorization link from its form, with Discord's rules checked first: which
// parameters go together, which are required once a scope asks for a code back, and which are
// left out because Discord would ignore them (each such choice is said in a note).
import type { FieldProblem } from '../rules/field-problem';
import { readPermissionInteger } from './permission-integer';
import { needsRedirect, scopeByName } from './scopes';

export const AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';

/** The form as typed: every value a string, '' for "not set". */
export interface InstallForm {
  clientId: string;
  scopes: readonly string[];
  permissions: string;
  guildId: string;
  disableGuildSelect: boolean;
  /** '' (not sent), '0' guild install or '1' user install. */
  integrationType: string;
  redirectUri: string;
  state: string;
  /** '', 'consent' or 'none'. */
  prompt: string;
}

export type InstallField =
  | 'client_id'
  | 'scope'
  | 'permissions'
  | 'guild_id'
  | 'disable_guild_select'
  | 'integration_type'
  | 'redirect_uri'
  | 'state'
  | 'prompt';

export type InstallLink =
  | { ok: true; url: string; notes: string[] }
  | { ok: false; problems: FieldProblem<InstallField>[]; notes: string[] };

export const EMPTY_INSTALL_FORM: InstallForm = {
  clientId: '',
  scopes: [],
  permissions: '',
  guildId: '',
  disableGuildSelect: false,
  integrationType: '',
  redirectUri: '',
  state: '',
  prompt: '',
};

const SNOWFLAKE = /^\d{17,20}$/;
const MAX_SNOWFLAKE = (1n << 64n) - 1n;

/** What is wrong with an id, or null for a snowflake (17 to 20 digits, within 64 bits). */
export function snowflakeProblem(value: string, what: string): string | null {
  if (!SNOWFLAKE.test(value) || BigInt(value) > MAX_SNOWFLAKE)
    return `The ${what} is a number of 17 to 20 digits (Developer Portal or Copy ID); “${value.slice(0, 40)}” is not.`;
  return null;
}

// Schemes a browser would run or that carry content rather than name a place to return to.
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/** What is wrong with a redirect URI, or null for an absolute URL Discord can send a code to. */
export function redirectProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `The redirect URI must be an absolute URL, like https://example.com/callback; “${value.slice(0, 60)}” is not.`;
  }
  if (UNSAFE_SCHEMES.has(url.protocol))
    return `The redirect URI cannot be a ${url.protocol} address; use the https:// (or app scheme) address registered in the Developer Portal.`;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === '')
    return 'The redirect URI needs a host, like https://example.com/callback.';
  return null;
}

const has = (form: InstallForm, scope: string) => form.scopes.includes(scope);

function checkScopes(form: InstallForm, problems: FieldProblem<InstallField>[]): void {
  if (form.scopes.length === 0)
    problems.push({ field: 'scope', message: 'Pick at least one scope, such as bot.' });
  const unknown = form.scopes.filter((s) => !scopeByName(s));
  if (unknown.length > 0)
    problems.push({
      field: 'scope',
      message: `Discord has no scope ${unknown.map((s) => `“${s.slice(0, 40)}”`).join(', ')}.`,
    });
}

/** The link Discord's authorize screen accepts for this form, or every problem at once. */
export function buildInstallLink(form: InstallForm): InstallLink {
  const problems: FieldProblem<InstallField>[] = [];
  const notes: string[] = [];
  const params: [string, string][] = [];
  const bot = has(form, 'bot');
  const commands = bot || has(form, 'applications.commands');

  const clientId = form.clientId.trim();
  if (clientId === '')
    problems.push({ field: 'client_id', message: 'Enter the application’s id (client id).' });
  else {
    const bad = snowflakeProblem(clientId, 'client id');
    if (bad) problems.push({ field: 'client_id', message: bad });
  }
  params.push(['client_id', clientId]);
  checkScopes(form, problems);

  const permissions = form.permissions.trim();
  if (permissions !== '' && !bot)
    notes.push(
      'The permissions are only for the bot scope (the role the bot gets); they are left out.',
    );
  else if (permissions !== '') {
    const read = readPermissionInteger(permissions);
    if (!read.ok) problems.push({ field: 'permissions', message: read.reason });
    else params.push(['permissions', permissions]);
  }

  const type = form.integrationType;
  if (type !== '' && type !== '0' && type !== '1')
    problems.push({
      field: 'integration_type',
      message: `The install type is 0 (guild install) or 1 (user install), not “${type.slice(0, 20)}”.`,
    });
  else if (type !== '' && !commands)
    problems.push({
      field: 'integration_type',
      message:
        'The install type only applies with the applications.commands scope (or bot, which includes it); add one or leave the type unset.',
    });
  else if (type === '1' && bot)
    // Discord's authorize screen refuses the bot scope on a user install: there is no server
    // for a bot user to join, so such a link would only show an error.
    problems.push({
      field: 'integration_type',
      message:
        'A user install cannot add a bot: Discord refuses the bot scope with integration_type 1. Use 0 (guild install) or untick bot.',
    });
  else if (type !== '') params.push(['integration_type', type]);

  const redirect = form.redirectUri.trim();
  if (needsRedirect(form.scopes)) {
    params.push(['response_type', 'code']);
    if (redirect === '')
      problems.push({
        field: 'redirect_uri',
        message:
          'A scope beyond bot and applications.commands sends a code back: enter the redirect URI registered in the Developer Portal (OAuth2 › Redirects).',
      });
    else {
      const bad = redirectProblem(redirect);
      if (bad) problems.push({ field: 'redirect_uri', message: bad });
      else params.push(['redirect_uri', redirect]);
    }
  } else if (redirect !== '')
    notes.push(
      'An install with only bot and applications.commands needs no redirect URI; it is left out.',
    );

  params.push(['scope', form.scopes.join(' ')]);

  const guildId = form.guildId.trim();
  if (guildId !== '') {
    const bad = snowflakeProblem(guildId, 'server (guild) id');
    if (bad) problems.push({ field: 'guild_id', message: bad });
    else if (type === '1')
      problems.push({
        field: 'guild_id',
        message: 'A user install goes to the user, not a server: clear the server id or use 0.',
      });
    else {
      params.push(['guild_id', guildId]);
      if (!commands)
        notes.push('The server id only preselects a server for bot or applications.commands.');
    }
  }
  if (form.disableGuildSelect) {
    if (guildId === '')
      problems.push({
        field: 'disable_guild_select',
        message: 'Locking the server choice needs a server id to lock it to.',
      });
    else params.push(['disable_guild_select', 'true']);
  }

  if (form.state !== '') params.push(['state', form.state]);
  if (form.prompt === 'consent' || form.prompt === 'none') {
    params.push(['prompt', form.prompt]);
    if (form.prompt === 'none' && (bot || has(form, 'webhook.incoming')))
      notes.push(
        'prompt=none skips the screen only for a person who already authorized these scopes; bot and webhook.incoming always ask.',
      );
  } else if (form.prompt !== '')
    problems.push({
      field: 'prompt',
      message: `prompt is consent or none, not “${form.prompt.slice(0, 20)}”.`,
    });

  if (problems.length > 0) return { ok: false, problems, notes };
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return { ok: true, url: `${AUTHORIZE_URL}?${query}`, notes };
}
