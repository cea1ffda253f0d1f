// Bulk lobby members: 1 to 25 rows, each a member to add or update (flags, an additional name,
// metadata) or to remove. Every row is checked before sending, its problems shown at its fields.
import { useContext, useRef, useState } from 'react';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import type { LobbyFlagsChoice, LobbyMemberRow } from '../../../model/operations';
import {
  emptyMemberRow,
  lobbyMembersBulkRequest,
  memberField,
  readLobbyMembers,
} from '../../../model/operations';
import { OperationConsole } from '../operations/OperationConsole';
import { CheckField, ProblemsContext, SelectField, TextField } from '../operations/fields';
import type { SharedLobby } from './LobbiesTool';
import { LobbyIdField } from './LobbyIdField';

const BULK = OPERATION_LIMITS.lobby.bulkMembers;
const NAME = OPERATION_LIMITS.lobby.additionalName;

const FLAG_OPTIONS: readonly { value: LobbyFlagsChoice; label: string }[] = [
  { value: 'keep', label: 'Leave as they are' },
  { value: 'link', label: 'Can link lobby (1)' },
  { value: 'none', label: 'No flags (0)' },
];

interface KeyedRow {
  key: number;
  row: LobbyMemberRow;
}

export function LobbyMembersConsole({ lobbyId, setLobbyId }: SharedLobby) {
  const next = useRef(1);
  const [rows, setRows] = useState<KeyedRow[]>([{ key: 0, row: emptyMemberRow() }]);
  const change = (key: number, patch: Partial<LobbyMemberRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, row: { ...r.row, ...patch } } : r)));
  const add = () => setRows((all) => [...all, { key: next.current++, row: emptyMemberRow() }]);
  const drop = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  return (
    <OperationConsole
      id="lobby-members"
      title="Add, update or remove lobby members"
      auth="bearer"
      needs={
        <p>
          Sends <code>POST /lobbies/{'{lobby}'}/members/bulk</code> with {BULK.min} to {BULK.max}{' '}
          members. A member not in the lobby is added; one in it is updated; a removed one is sent
          with its id alone.
        </p>
      }
      sendLabel="Apply to members"
      busy="Changing the lobby's members…"
      build={() => lobbyMembersBulkRequest({ lobbyId, rows: rows.map((r) => r.row) })}
      success={(_, body) => {
        const members = readLobbyMembers(body);
        if (!members) return 'Discord answered with something other than a list of members.';
        return `Discord applied the changes; the lobby has ${members.length} member${members.length === 1 ? '' : 's'}.`;
      }}
      drawAnswer={(body) => <MembersTable body={body} />}
    >
      <LobbyIdField lobbyId={lobbyId} setLobbyId={setLobbyId} />
      <div className="lobby-member-rows">
        {rows.map(({ key, row }, i) => (
          <fieldset key={key} className="lobby-member-row" data-testid={`member-row:${i}`}>
            <legend>Member {i + 1}</legend>
            <TextField
              field={memberField(i, 'userId')}
              label="User id"
              value={row.userId}
              onChange={(userId) => change(key, { userId })}
              placeholder="17 to 20 digits"
              numeric
            />
            <CheckField
              field={memberField(i, 'remove')}
              label="Remove from the lobby"
              checked={row.remove}
              onChange={(remove) => change(key, { remove })}
            />
            {row.remove ? (
              <p className="hint">Only the id is sent, with remove_member.</p>
            ) : (
              <>
                <SelectField
                  field={memberField(i, 'flags')}
                  label="Flags"
                  value={row.flags}
                  onChange={(flags) => change(key, { flags })}
                  options={FLAG_OPTIONS}
                />
                <TextField
                  field={memberField(i, 'additionalName')}
                  label="Additional name"
                  value={row.additionalName}
                  onChange={(additionalName) => change(key, { additionalName })}
                  hint={`${NAME.min} to ${NAME.max} characters; empty sends none.`}
                />
                <TextField
                  field={memberField(i, 'metadata')}
                  label="Metadata (JSON)"
                  value={row.metadata}
                  onChange={(metadata) => change(key, { metadata })}
                  placeholder='{"team": "red"}'
                />
              </>
            )}
            <div className="lobby-row-actions">
              <button
                type="button"
                className="button-secondary"
                data-testid={`member-row-remove:${i}`}
                disabled={rows.length === 1}
                onClick={() => drop(key)}
              >
                Delete row
              </button>
            </div>
          </fieldset>
        ))}
        <div className="lobby-row-actions">
          <button
            type="button"
            className="button-secondary"
            data-testid="member-row-add"
            disabled={rows.length >= BULK.max}
            onClick={add}
          >
            Add member row
          </button>
          <span className="hint">
            {rows.length} of {BULK.max} rows.
          </span>
        </div>
        <RowsProblem />
      </div>
    </OperationConsole>
  );
}

function RowsProblem() {
  const problem = useContext(ProblemsContext).find((p) => p.field === 'members');
  return problem ? (
    <p className="form-problem" data-testid="op-problem:members">
      {problem.message}
    </p>
  ) : null;
}

/** The lobby's members of an answer, as a table. */
export function MembersTable({ body }: { body: unknown }) {
  const members = readLobbyMembers(body);
  if (!members || members.length === 0) return null;
  return (
    <table className="op-table" data-testid="lobby-members-table">
      <thead>
        <tr>
          <th scope="col">User id</th>
          <th scope="col">Flags</th>
          <th scope="col">Metadata</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id}>
            <td>
              <code>{m.id}</code>
            </td>
            <td>{m.flags & 1 ? 'Can link lobby' : 'none'}</td>
            <td>
              <code>{Object.keys(m.metadata).length > 0 ? JSON.stringify(m.metadata) : '—'}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
