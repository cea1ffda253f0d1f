// A lobby's messages: send one (`POST /lobbies/{lobby}/messages`) and read the latest
// (`GET /lobbies/{lobby}/messages`), drawn as a list of author, text and time, newest first as
// Discord sends them. Message text is shown as plain text, never as HTML.
import { useState } from 'react';
import { LIMITS } from '../../../model/limits';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import type { LobbyMessageRow } from '../../../model/operations';
import {
  METADATA_EXAMPLE,
  charCount,
  lobbyMessageRequest,
  lobbyMessagesRequest,
  readLobbyMessages,
} from '../../../model/operations';
import { OperationConsole } from '../operations/OperationConsole';
import { TextField } from '../operations/fields';
import type { SharedLobby } from './LobbiesTool';
import { LobbyIdField } from './LobbyIdField';

const FETCHED = OPERATION_LIMITS.lobby.messagesFetched;

export function SendLobbyConsole(shared: SharedLobby) {
  const [content, setContent] = useState('');
  const [metadata, setMetadata] = useState('');
  return (
    <OperationConsole
      id="lobby-send"
      title="Send a lobby message"
      auth="bearer"
      needs={
        <p>
          Sends <code>POST /lobbies/{'{lobby}'}/messages</code> as the token&rsquo;s user, who must
          be a member of the lobby.
        </p>
      }
      sendLabel="Send message"
      busy="Sending the message…"
      build={() => lobbyMessageRequest({ lobbyId: shared.lobbyId, content, metadata })}
      success={(_, body) => {
        const read = readLobbyMessages([body]);
        return read.ok ? `Discord posted message ${read.rows[0]!.id} in the lobby.` : read.reason;
      }}
    >
      <LobbyIdField {...shared} />
      <TextField
        field="content"
        label="Message"
        value={content}
        onChange={setContent}
        rows={3}
        wide
        hint={`${charCount(content)} / ${LIMITS.messageContent} characters; a message cannot be empty.`}
      />
      <TextField
        field="metadata"
        label="Metadata (JSON)"
        value={metadata}
        onChange={setMetadata}
        rows={2}
        placeholder={METADATA_EXAMPLE}
        hint="Sent along with the message to the lobby's members; empty sends none."
      />
    </OperationConsole>
  );
}

export function ReadLobbyConsole(shared: SharedLobby) {
  const [limit, setLimit] = useState('');
  return (
    <OperationConsole
      id="lobby-read"
      title="Read the latest lobby messages"
      auth="bearer"
      needs={
        <p>
          Sends <code>GET /lobbies/{'{lobby}'}/messages</code>; the token&rsquo;s user must be a
          member of the lobby. Discord answers at most {FETCHED.max} messages.
        </p>
      }
      sendLabel="Read messages"
      busy="Reading the lobby's messages…"
      build={() => lobbyMessagesRequest({ lobbyId: shared.lobbyId, limit })}
      success={(_, body) => {
        const read = readLobbyMessages(body);
        if (!read.ok) return read.reason;
        const n = read.rows.length;
        return n === 0
          ? 'The lobby has no messages yet.'
          : `Discord answered the latest ${n} message${n === 1 ? '' : 's'}, newest first.`;
      }}
      drawAnswer={(body) => <MessageList body={body} />}
    >
      <LobbyIdField {...shared} />
      <TextField
        field="limit"
        label="How many"
        value={limit}
        onChange={setLimit}
        numeric
        placeholder={`${FETCHED.default} (Discord's default)`}
        hint={`${FETCHED.min} to ${FETCHED.max}; empty asks for Discord's default of ${FETCHED.default}.`}
      />
    </OperationConsole>
  );
}

function MessageList({ body }: { body: unknown }) {
  const read = readLobbyMessages(body);
  if (!read.ok || read.rows.length === 0) return null;
  return (
    <>
      <p className="hint">Newest first, as Discord lists them; times are in your time zone.</p>
      <ol className="lobby-messages" data-testid="lobby-messages">
        {read.rows.map((m: LobbyMessageRow) => (
          <li key={m.id} data-testid="lobby-message">
            <div className="lobby-message-head">
              <strong>{m.author ?? 'Unknown user'}</strong>{' '}
              <code className="hint">{m.authorId}</code>{' '}
              {m.sentAt && (
                <time dateTime={m.sentAt.toISOString()} className="hint">
                  {m.sentAt.toLocaleString()}
                </time>
              )}
            </div>
            <p className="lobby-message-text">{m.content}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
