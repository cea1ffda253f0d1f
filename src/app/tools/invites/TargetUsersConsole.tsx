// Get an invite's target users: the code (or a pasted discord.gg / discord.com/invite link) in,
// Discord's CSV (header `user_id`, one id a line) out, drawn as a table with a count. A CSV of
// another shape is reported, never drawn half.
import { readTargetUsersCsv, targetUsersRequest } from '../../../model/operations';
import { OperationConsole } from '../operations/OperationConsole';
import { TextField } from '../operations/fields';

export function TargetUsersConsole({
  invite,
  onInvite,
}: {
  invite: string;
  onInvite: (value: string) => void;
}) {
  return (
    <OperationConsole
      id="target-users"
      title="Get target users of an invite"
      auth="bot"
      needs={
        <p>
          The bot token. Sends <code>GET /invites/{'{code}'}/target-users</code>; Discord answers
          with a CSV file whose only header is <code>user_id</code>. Which permission it asks for is
          not documented.
        </p>
      }
      sendLabel="Read target users"
      busy="Reading the invite's target users…"
      build={() => targetUsersRequest({ invite })}
      success={(_, body) => {
        const read = readTargetUsersCsv(body);
        if (!read.ok) return read.reason;
        const n = read.ids.length;
        return n === 0
          ? 'The invite lists no target users: anyone with the link may accept it.'
          : `${n} user${n === 1 ? '' : 's'} may accept this invite.`;
      }}
      drawAnswer={(body) => <TargetUsersTable body={body} />}
    >
      <TextField
        field="invite"
        label="Invite code or link"
        value={invite}
        onChange={onInvite}
        placeholder="aBc123 or https://discord.gg/aBc123"
        wide
      />
    </OperationConsole>
  );
}

function TargetUsersTable({ body }: { body: unknown }) {
  const read = readTargetUsersCsv(body);
  if (!read.ok)
    return (
      <p className="form-problem" role="alert">
        {read.reason}
      </p>
    );
  if (read.ids.length === 0) return null;
  return (
    <table className="op-table" data-testid="target-users-table">
      <caption className="hint">
        {read.ids.length} user id{read.ids.length === 1 ? '' : 's'}
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">User id</th>
        </tr>
      </thead>
      <tbody>
        {read.ids.map((id, i) => (
          <tr key={id}>
            <td className="num">{i + 1}</td>
            <td>
              <code>{id}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
