// Create or join a lobby: `PUT /lobbies` with its secret, an idle timeout and the lobby's and the
// joining member's metadata. The answer's lobby id is handed to the other consoles.
import { useState } from 'react';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import {
  METADATA_EXAMPLE,
  createOrJoinLobbyRequest,
  lobbyIdOf,
  readLobbyMembers,
} from '../../../model/operations';
import { isPlainObject } from '../../../model/payload/envelope';
import { OperationConsole } from '../operations/OperationConsole';
import { TextField } from '../operations/fields';
import { MembersTable } from './LobbyMembersConsole';

const LOBBY = OPERATION_LIMITS.lobby;

export function JoinLobbyConsole({ onLobby }: { onLobby: (id: string) => void }) {
  const [secret, setSecret] = useState('');
  const [idleTimeout, setIdleTimeout] = useState('');
  const [lobbyMetadata, setLobbyMetadata] = useState('');
  const [memberMetadata, setMemberMetadata] = useState('');

  return (
    <OperationConsole
      id="lobby-join"
      title="Create or join a lobby"
      auth="bearer"
      needs={
        <p>
          Sends <code>PUT /lobbies</code>: creates the application&rsquo;s lobby of this secret, or
          joins it when it exists, as the token&rsquo;s user.
        </p>
      }
      sendLabel="Create or join"
      busy="Creating or joining the lobby…"
      build={() => createOrJoinLobbyRequest({ secret, idleTimeout, lobbyMetadata, memberMetadata })}
      success={(_, body) => {
        const id = lobbyIdOf(body);
        if (!id) return 'Discord answered, but not with a lobby id.';
        const n = readLobbyMembers(isPlainObject(body) ? body.members : null)?.length ?? 0;
        return `Discord answered lobby ${id} with ${n} member${n === 1 ? '' : 's'}; its id now fills the consoles below.`;
      }}
      drawAnswer={(body) => <MembersTable body={isPlainObject(body) ? body.members : null} />}
      onResult={(result) => {
        const id = result.ok ? lobbyIdOf(result.body) : null;
        if (id) onLobby(id);
      }}
    >
      <TextField
        field="secret"
        label="Secret"
        value={secret}
        onChange={setSecret}
        hint={`1 to ${LOBBY.secret} characters; everyone who sends the same secret joins the same lobby.`}
      />
      <TextField
        field="idleTimeout"
        label="Idle timeout (seconds)"
        value={idleTimeout}
        onChange={setIdleTimeout}
        numeric
        placeholder="Discord's default"
        hint={`${LOBBY.idleTimeoutSeconds.min} to ${LOBBY.idleTimeoutSeconds.max} (7 days); empty sends none.`}
      />
      <TextField
        field="lobbyMetadata"
        label="Lobby metadata (JSON)"
        value={lobbyMetadata}
        onChange={setLobbyMetadata}
        rows={2}
        placeholder={METADATA_EXAMPLE}
        hint={`Text keys and values, at most ${LOBBY.metadata} characters together; empty sends none.`}
      />
      <TextField
        field="memberMetadata"
        label="Your member metadata (JSON)"
        value={memberMetadata}
        onChange={setMemberMetadata}
        rows={2}
        placeholder='{"team": "red"}'
        hint={`The same shape and bound, for the joining user.`}
      />
    </OperationConsole>
  );
}
