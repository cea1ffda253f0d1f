// The lobby id every console after Create or join sends to, shared by them (a created or joined
// lobby fills it).
import { TextField } from '../operations/fields';
import type { SharedLobby } from './LobbiesTool';

export function LobbyIdField({ lobbyId, setLobbyId }: SharedLobby) {
  return (
    <TextField
      field="lobbyId"
      label="Lobby id"
      value={lobbyId}
      onChange={setLobbyId}
      placeholder="Filled by Create or join"
      numeric
    />
  );
}
