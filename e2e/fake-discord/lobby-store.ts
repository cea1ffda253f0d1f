// The fake's lobbies: created or joined by secret, their members and their messages (newest
// last here; the route answers newest first, as Discord does). Forgotten on reset.

export interface FakeLobbyMember {
  id: string;
  metadata: Record<string, string> | null;
  flags: number;
  additional_name?: string;
}

export interface FakeLobbyMessage {
  id: string;
  type: 0;
  content: string;
  lobby_id: string;
  channel_id: string;
  author: {
    id: string;
    username: string;
    global_name: string | null;
    discriminator: '0';
    avatar: null;
  };
  metadata?: Record<string, string>;
  flags: number;
  application_id: string;
}

export interface FakeLobby {
  id: string;
  application_id: string;
  secret: string;
  metadata: Record<string, string> | null;
  members: FakeLobbyMember[];
  messages: FakeLobbyMessage[];
  idleTimeoutSeconds: number;
}

export class LobbyStore {
  readonly byId = new Map<string, FakeLobby>();

  bySecret(secret: string): FakeLobby | undefined {
    for (const lobby of this.byId.values()) if (lobby.secret === secret) return lobby;
    return undefined;
  }
}

/** A lobby as Discord answers it (its secret and messages are not part of the object). */
export function lobbyObject(lobby: FakeLobby) {
  return {
    id: lobby.id,
    application_id: lobby.application_id,
    metadata: lobby.metadata,
    members: lobby.members,
  };
}
