// Lobbies of the social SDK, four consoles sharing one lobby id: create or join a lobby by its
// secret (its id then fills the others), send a message, read the latest messages, and add,
// update or remove members in bulk. All take a user's Bearer token, never the bot token.
import { useState } from 'react';
import type { ToolProps } from '../tool-list';
import { JoinLobbyConsole } from './JoinLobbyConsole';
import { LobbyMembersConsole } from './LobbyMembersConsole';
import { ReadLobbyConsole, SendLobbyConsole } from './LobbyMessageConsoles';
import './lobbies.css';

export default function LobbiesTool({ params }: ToolProps) {
  const [lobbyId, setLobbyId] = useState(params.get('lobby_id') ?? '');
  const shared = { lobbyId, setLobbyId };
  return (
    <div className="lobbies-tool">
      <p className="op-needs" data-testid="lobbies-auth">
        Every lobby console sends a user&rsquo;s OAuth2 access token (<code>Bearer</code>) with the
        scope <code>sdk.social_layer</code>; a bot token cannot be used. One Bearer token serves all
        four consoles. A lobby created or joined here fills its id into the other three.
      </p>
      <JoinLobbyConsole onLobby={setLobbyId} />
      <SendLobbyConsole {...shared} />
      <ReadLobbyConsole {...shared} />
      <LobbyMembersConsole {...shared} />
    </div>
  );
}

/** The lobby id shared by the consoles: one value, typed in any of them. */
export interface SharedLobby {
  lobbyId: string;
  setLobbyId: (id: string) => void;
}
