// Get a channel's invites: each with its code, link, expiry, uses and the roles it grants (Discord
// lists them as partial roles).
import { useState } from 'react';
import { channelInvitesRequest, readChannelInvites } from '../../../model/operations';
import { OperationConsole } from '../operations/OperationConsole';
import { TextField } from '../operations/fields';

export function ChannelInvitesConsole({ channelId }: { channelId: string }) {
  const [channel, setChannel] = useState(channelId);
  return (
    <OperationConsole
      id="channel-invites"
      title="Get channel invites"
      auth="bot"
      needs={
        <p>
          A bot that can see the channel. Sends <code>GET /channels/{'{channel}'}/invites</code>.
        </p>
      }
      sendLabel="List invites"
      busy="Reading the channel's invites…"
      build={() => channelInvitesRequest({ channelId: channel })}
      success={(_, body) => {
        const read = readChannelInvites(body);
        if (!read.ok) return read.reason;
        const n = read.invites.length;
        return `The channel has ${n} invite${n === 1 ? '' : 's'}.`;
      }}
      drawAnswer={(body) => <InvitesTable body={body} />}
    >
      <TextField
        field="channelId"
        label="Channel id"
        value={channel}
        onChange={setChannel}
        placeholder="17 to 20 digits"
        numeric
      />
    </OperationConsole>
  );
}

function InvitesTable({ body }: { body: unknown }) {
  const read = readChannelInvites(body);
  if (!read.ok)
    return (
      <p className="form-problem" role="alert">
        {read.reason}
      </p>
    );
  if (read.invites.length === 0) return null;
  return (
    <table className="op-table" data-testid="channel-invites-table">
      <thead>
        <tr>
          <th scope="col">Invite</th>
          <th scope="col">Expiry</th>
          <th scope="col">Uses</th>
          <th scope="col">Roles granted</th>
        </tr>
      </thead>
      <tbody>
        {read.invites.map((invite) => (
          <tr key={invite.code}>
            <td>
              <a href={invite.link} target="_blank" rel="noopener noreferrer">
                {invite.code}
              </a>
            </td>
            <td>{invite.expiry}</td>
            <td>{invite.uses}</td>
            <td>{invite.roles.map((r) => r.name).join(', ') || 'None'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
