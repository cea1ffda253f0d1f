// Get guild role member counts: one server id in, a table of its roles and how many members hold
// each out (@everyone is not counted by Discord). The roles are read with the same token to name
// them; without that read the table keeps the ids.
import { useState } from 'react';
import type { RoleCountRow } from '../../../model/operations';
import {
  guildRolesRequest,
  readRoleMemberCounts,
  roleMemberCountsRequest,
} from '../../../model/operations';
import type { ToolProps } from '../tool-list';
import { OperationConsole } from '../operations/OperationConsole';
import { useDiscordCall } from '../../discord/use-discord-call';
import { TextField } from '../operations/fields';
import { runOperation } from '../operations/run-operation';

export default function RoleCountsTool({ params }: ToolProps) {
  const [guildId, setGuildId] = useState(params.get('guild_id') ?? '');
  const [roles, setRoles] = useState<unknown>(null);
  // The roles' names are read with a runner of their own, beside the console's, shown nowhere.
  const [, names] = useDiscordCall();

  return (
    <OperationConsole
      id="role-counts"
      title="Get guild role member counts"
      auth="bot"
      needs={
        <p>
          A bot in the server. Sends <code>GET /guilds/{'{guild}'}/roles/member-counts</code>, then
          reads the server&rsquo;s roles to name them.
        </p>
      }
      sendLabel="Count members"
      busy="Counting the members of each role…"
      build={() => {
        setRoles(null);
        return roleMemberCountsRequest({ guildId });
      }}
      success={(_, body) => {
        const read = readRoleMemberCounts(body, null);
        if (!read.ok) return 'Discord answered, but not with role member counts; see below.';
        const n = read.rows.length;
        return `Discord counted the members of ${n} role${n === 1 ? '' : 's'} (@everyone is not counted).`;
      }}
      onResult={(result, token) => {
        if (!result.ok) return;
        void runOperation(names, guildRolesRequest(guildId.trim()), token, {
          busy: 'Reading the roles…',
          success: () => '',
        }).then((read) => setRoles(read.ok ? read.body : null));
      }}
      drawAnswer={(body) => <CountsTable body={body} roles={roles} />}
    >
      <TextField
        field="guildId"
        label="Server id"
        value={guildId}
        onChange={setGuildId}
        placeholder="17 to 20 digits"
        numeric
      />
    </OperationConsole>
  );
}

function CountsTable({ body, roles }: { body: unknown; roles: unknown }) {
  const read = readRoleMemberCounts(body, roles);
  if (!read.ok)
    return (
      <p className="form-problem" role="alert">
        {read.reason}
      </p>
    );
  if (read.rows.length === 0) return <p>The server has no roles besides @everyone.</p>;
  return (
    <table className="op-table" data-testid="role-counts-table">
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Id</th>
          <th scope="col">Members</th>
        </tr>
      </thead>
      <tbody>
        {read.rows.map((row: RoleCountRow) => (
          <tr key={row.roleId}>
            <td>{row.name ?? <span className="hint">(name not read)</span>}</td>
            <td>
              <code>{row.roleId}</code>
            </td>
            <td className="num">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
