// The requests of command registration, to the app's relay: the bot's application, a scope's
// list (with every localization), a bulk overwrite, and create, edit, delete and get of one
// command. Pure: the session decides when, these say what.
import type { RelayRequest } from '../send/requests';
import { RELAY_PREFIX } from '../send/requests';

/** Where a set is registered: an application's global commands, or those of one guild. */
export interface Scope {
  applicationId: string;
  guildId: string | null;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const auth = (token: string) => ({ Authorization: `Bot ${token}` });

/** The list path of a scope, on the relay. */
export const scopePath = ({ applicationId, guildId }: Scope): string =>
  guildId === null
    ? `${RELAY_PREFIX}/applications/${applicationId}/commands`
    : `${RELAY_PREFIX}/applications/${applicationId}/guilds/${guildId}/commands`;

const withBody = (
  method: RelayRequest['method'],
  url: string,
  token: string,
  body: unknown,
): RelayRequest => ({
  method,
  url,
  headers: { ...auth(token), ...JSON_HEADERS },
  body: JSON.stringify(body),
});

/** GET the token's own application (its id is the one every command path takes). */
export const applicationRequest = (token: string): RelayRequest => ({
  method: 'GET',
  url: `${RELAY_PREFIX}/applications/@me`,
  headers: auth(token),
  body: null,
});

/** GET what a scope has registered, with all localizations (as a design holds them). */
export const listRequest = (token: string, scope: Scope): RelayRequest => ({
  method: 'GET',
  url: `${scopePath(scope)}?with_localizations=true`,
  headers: auth(token),
  body: null,
});

/** PUT the whole set: Discord creates, changes and deletes to match it. */
export const syncRequest = (token: string, scope: Scope, set: unknown[]): RelayRequest =>
  withBody('PUT', scopePath(scope), token, set);

/** POST one command: new (201), or overwriting the one of the same type and name (200). */
export const createRequest = (token: string, scope: Scope, command: unknown): RelayRequest =>
  withBody('POST', scopePath(scope), token, command);

/** PATCH one registered command with only the fields that change. */
export const editRequest = (
  token: string,
  scope: Scope,
  id: string,
  patch: Record<string, unknown>,
): RelayRequest => withBody('PATCH', `${scopePath(scope)}/${id}`, token, patch);

/** DELETE one registered command (and, with it, its permissions). */
export const deleteRequest = (token: string, scope: Scope, id: string): RelayRequest => ({
  method: 'DELETE',
  url: `${scopePath(scope)}/${id}`,
  headers: auth(token),
  body: null,
});

/** GET one registered command. */
export const getRequest = (token: string, scope: Scope, id: string): RelayRequest => ({
  method: 'GET',
  url: `${scopePath(scope)}/${id}`,
  headers: auth(token),
  body: null,
});
