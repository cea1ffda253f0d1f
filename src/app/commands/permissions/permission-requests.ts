// The three permission calls as requests to the app's relay: every command's entries in a guild
// (GET), one command's (GET) and replacing one command's (PUT). A GET may go with the bot token;
// the PUT takes a person's Bearer token (see bearer-token.ts).
import { RELAY_PREFIX } from '../../discord/requests';
import type { RelayRequest } from '../../discord/requests';
import type { PermissionEntry } from './permission-entries';

/** Who a request is sent as: the bot, or a person through an OAuth2 Bearer token. */
export type Credential = { kind: 'bot'; token: string } | { kind: 'bearer'; token: string };

const SNOWFLAKE = /^\d{17,20}$/;

/** The Authorization header of a credential (a pasted "Bot " or "Bearer " prefix is not doubled). */
export function authorization(credential: Credential): string {
  const token = credential.token.trim().replace(/^(Bot|Bearer)\s+/i, '');
  return `${credential.kind === 'bot' ? 'Bot' : 'Bearer'} ${token}`;
}

/** Why the application or guild id cannot go in a URL, or null when both can. */
export function idsProblem(applicationId: string, guildId: string): string | null {
  if (!SNOWFLAKE.test(applicationId))
    return 'The application id is a number of 17 to 20 digits (Developer Portal › General Information › Application ID).';
  if (!SNOWFLAKE.test(guildId))
    return 'The server id is a number of 17 to 20 digits (right-click the server › Copy Server ID).';
  return null;
}

const guildPath = (applicationId: string, guildId: string): string =>
  `${RELAY_PREFIX}/applications/${encodeURIComponent(applicationId)}/guilds/${encodeURIComponent(guildId)}/commands`;

/** GET the entries of every command of the application in the guild that has any. */
export function allPermissionsRequest(
  applicationId: string,
  guildId: string,
  credential: Credential,
): RelayRequest {
  return {
    method: 'GET',
    url: `${guildPath(applicationId, guildId)}/permissions`,
    headers: { Authorization: authorization(credential) },
    body: null,
  };
}

/** GET one command's entries (the application id as the command: the application-wide default). */
export function commandPermissionsRequest(
  applicationId: string,
  guildId: string,
  commandId: string,
  credential: Credential,
): RelayRequest {
  return {
    method: 'GET',
    url: `${guildPath(applicationId, guildId)}/${encodeURIComponent(commandId)}/permissions`,
    headers: { Authorization: authorization(credential) },
    body: null,
  };
}

/** PUT one command's entries: they replace every entry it had. Takes a Bearer token. */
export function putPermissionsRequest(
  applicationId: string,
  guildId: string,
  commandId: string,
  entries: readonly PermissionEntry[],
  bearerToken: string,
): RelayRequest {
  const permissions = entries.map(({ id, type, permission }) => ({ id, type, permission }));
  return {
    method: 'PUT',
    url: `${guildPath(applicationId, guildId)}/${encodeURIComponent(commandId)}/permissions`,
    headers: {
      Authorization: authorization({ kind: 'bearer', token: bearerToken }),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ permissions }),
  };
}
