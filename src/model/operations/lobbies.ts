// Lobbies of the social SDK, with a user's Bearer token (scope sdk.social_layer): create or join one
// by its secret (`PUT /lobbies`), send a message into it, and read its latest messages.
import { LIMITS } from '../limits';
import { OPERATION_LIMITS } from '../operation-limits';
import { isPlainObject } from '../payload/envelope';
import { metadataMap } from './lobby-metadata';
import type { BuiltRequest } from './request';
import { FormChecks, seg } from './request';

const LOBBY = OPERATION_LIMITS.lobby;

export interface LobbyJoinForm {
  secret: string;
  /** Seconds; blank leaves Discord's default. */
  idleTimeout: string;
  /** JSON objects of strings; blank sends none. */
  lobbyMetadata: string;
  memberMetadata: string;
}

/** `PUT /lobbies`: creates the lobby of this secret, or joins it when it exists. */
export function createOrJoinLobbyRequest(form: LobbyJoinForm): BuiltRequest {
  const checks = new FormChecks();
  const secret = checks.text('secret', form.secret, 'secret', { min: 1, max: LOBBY.secret });
  const idle = checks.integer(
    'idleTimeout',
    form.idleTimeout,
    'idle timeout in seconds',
    LOBBY.idleTimeoutSeconds,
    true,
  );
  const lobbyMetadata = metadataMap(checks, 'lobbyMetadata', form.lobbyMetadata, 'lobby metadata');
  const memberMetadata = metadataMap(
    checks,
    'memberMetadata',
    form.memberMetadata,
    'member metadata',
  );
  return checks.result(() => ({
    method: 'PUT',
    path: '/lobbies',
    auth: 'bearer',
    body: {
      secret,
      ...(idle === undefined ? {} : { idle_timeout_seconds: idle }),
      ...(lobbyMetadata ? { lobby_metadata: lobbyMetadata } : {}),
      ...(memberMetadata ? { member_metadata: memberMetadata } : {}),
    },
  }));
}

export interface LobbyMessageForm {
  lobbyId: string;
  content: string;
  metadata: string;
}

/** `POST /lobbies/{lobby}/messages`: a message of 1 to 2000 characters, with optional metadata. */
export function lobbyMessageRequest(form: LobbyMessageForm): BuiltRequest {
  const checks = new FormChecks();
  const lobby = checks.id('lobbyId', form.lobbyId, 'lobby id');
  const content =
    form.content.trim() === ''
      ? checks.fail('content', 'Enter the message; a lobby message cannot be empty.')
      : checks.text('content', form.content, 'message', { max: LIMITS.messageContent });
  const metadata = metadataMap(checks, 'metadata', form.metadata, 'message metadata');
  return checks.result(() => ({
    method: 'POST',
    path: `/lobbies/${seg(lobby!)}/messages`,
    auth: 'bearer',
    body: { content, ...(metadata ? { metadata } : {}) },
  }));
}

export interface LobbyMessagesForm {
  lobbyId: string;
  /** 1 to 200; blank asks for Discord's default of 50. */
  limit: string;
}

/** `GET /lobbies/{lobby}/messages?limit=…`: the lobby's latest messages. */
export function lobbyMessagesRequest(form: LobbyMessagesForm): BuiltRequest {
  const checks = new FormChecks();
  const lobby = checks.id('lobbyId', form.lobbyId, 'lobby id');
  const { min, max } = LOBBY.messagesFetched;
  const limit = checks.integer('limit', form.limit, 'number of messages', { min, max }, true);
  return checks.result(() => ({
    method: 'GET',
    path: `/lobbies/${seg(lobby!)}/messages${limit === undefined ? '' : `?limit=${limit}`}`,
    auth: 'bearer',
  }));
}

/** The id of the lobby an answer describes (a created or joined lobby), or null. */
export function lobbyIdOf(body: unknown): string | null {
  return isPlainObject(body) && typeof body.id === 'string' && /^\d{17,20}$/.test(body.id)
    ? body.id
    : null;
}

export interface LobbyMessageRow {
  id: string;
  authorId: string;
  /** The author's display name, else username, else null. */
  author: string | null;
  content: string;
  /** When it was sent, read from the message id (a snowflake); null for an id that is not one. */
  sentAt: Date | null;
}

export type LobbyMessages = { ok: true; rows: LobbyMessageRow[] } | { ok: false; reason: string };

const DISCORD_EPOCH = 1420070400000n;

/** When a snowflake was made. */
export function snowflakeTime(id: string): Date | null {
  if (!/^\d{17,20}$/.test(id)) return null;
  return new Date(Number((BigInt(id) >> 22n) + DISCORD_EPOCH));
}

/** The messages of a lobby's answer, in Discord's order (newest first); another shape is said. */
export function readLobbyMessages(body: unknown): LobbyMessages {
  if (!Array.isArray(body))
    return { ok: false, reason: 'Discord answered with something other than a list of messages.' };
  const rows: LobbyMessageRow[] = [];
  for (const m of body) {
    if (!isPlainObject(m) || typeof m.id !== 'string' || typeof m.content !== 'string')
      return { ok: false, reason: "Discord's answer has an entry that is not a lobby message." };
    const author = isPlainObject(m.author) ? m.author : {};
    const name =
      typeof author.global_name === 'string'
        ? author.global_name
        : typeof author.username === 'string'
          ? author.username
          : null;
    rows.push({
      id: m.id,
      authorId: typeof author.id === 'string' ? author.id : '',
      author: name,
      content: m.content,
      sentAt: snowflakeTime(m.id),
    });
  }
  return { ok: true, rows };
}
