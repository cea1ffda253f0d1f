// The requests of command registration, to the app's relay: the bot's application, a scope's
// list (with every localization), a bulk overwrite, and create, edit, delete and get of one
// command. Pure: the session decides when, these say what.
import type { BotCredential, RelayRequest } from '../discord/requests';
import { RELAY_PREFIX, botRequest } from '../discord/requests';

/** Where a set is registered: an application's global commands, or those of one guild. */
export interface Scope {
  applicationId: string;
  guildId: string | null;
}

const commandsPath = ({ applicationId, guildId }: Scope): string =>
  guildId === null
    ? `/applications/${applicationId}/commands`
    : `/applications/${applicationId}/guilds/${guildId}/commands`;

/** The list path of a scope, on the relay. */
export const scopePath = (scope: Scope): string => `${RELAY_PREFIX}${commandsPath(scope)}`;

/** GET the token's own application (its id is the one every command path takes). */
export const applicationRequest = (token: BotCredential): RelayRequest =>
  botRequest('GET', '/applications/@me', token);

/** GET what a scope has registered, with all localizations (as a design holds them). */
export const listRequest = (token: BotCredential, scope: Scope): RelayRequest =>
  botRequest('GET', `${commandsPath(scope)}?with_localizations=true`, token);

/** PUT the whole set: Discord creates, changes and deletes to match it. */
export const syncRequest = (token: BotCredential, scope: Scope, set: unknown[]): RelayRequest =>
  botRequest('PUT', commandsPath(scope), token, set);

/** POST one command: new (201), or overwriting the one of the same type and name (200). */
export const createRequest = (token: BotCredential, scope: Scope, command: unknown): RelayRequest =>
  botRequest('POST', commandsPath(scope), token, command);

/** PATCH one registered command with only the fields that change. */
export const editRequest = (
  token: BotCredential,
  scope: Scope,
  id: string,
  patch: Record<string, unknown>,
): RelayRequest => botRequest('PATCH', `${commandsPath(scope)}/${id}`, token, patch);

/** DELETE one registered command (and, with it, its permissions). */
export const deleteRequest = (token: BotCredential, scope: Scope, id: string): RelayRequest =>
  botRequest('DELETE', `${commandsPath(scope)}/${id}`, token);

/** GET one registered command. */
export const getRequest = (token: BotCredential, scope: Scope, id: string): RelayRequest =>
  botRequest('GET', `${commandsPath(scope)}/${id}`, token);
