// "Load all": every command of the application that has entries in this guild, with its entries.
import type { CommandPermissions, PermissionEntry } from './permission-entries';
import { commandLabel, entryLabel } from './permission-entries';

export interface AllPermissionsTableProps {
  list: readonly CommandPermissions[];
  applicationId: string;
  guildId: string;
  commands: readonly { id: string; name: string; type: number }[];
}

const entryWords = (e: PermissionEntry, guildId: string): string =>
  `${entryLabel(e, guildId)} ${e.permission ? 'allowed' : 'denied'}`;

export function AllPermissionsTable({
  list,
  applicationId,
  guildId,
  commands,
}: AllPermissionsTableProps) {
  if (list.length === 0) return null;
  const nameOf = (id: string): string => {
    if (id === applicationId) return 'All commands (application default)';
    const command = commands.find((c) => c.id === id);
    return command ? commandLabel(command) : `Command ${id} (not in this list)`;
  };
  return (
    <table className="problems perm-table" data-testid="perm-all">
      <thead>
        <tr>
          <th scope="col">Command</th>
          <th scope="col">Entries</th>
        </tr>
      </thead>
      <tbody>
        {list.map((item) => (
          <tr key={item.id} data-testid={`perm-all-row:${item.id}`}>
            <td>{nameOf(item.id)}</td>
            <td>
              {item.permissions.length === 0
                ? 'none'
                : item.permissions.map((e) => entryWords(e, guildId)).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
