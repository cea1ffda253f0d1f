// Bulk lobby members: `POST /lobbies/{lobby}/members/bulk` adds, updates or removes 1 to 25 members
// in one request. Each row is one entry; a removed member's other fields are not sent.
import { OPERATION_LIMITS } from '../operation-limits';
import { isPlainObject } from '../payload/envelope';
import { metadataMap } from './lobby-metadata';
import type { BuiltRequest } from './request';
import { FormChecks, seg } from './request';

/** CanLinkLobby: the member may link a text channel to the lobby. */
export const CAN_LINK_LOBBY = 1;

/** `keep` sends no flags (an existing member keeps theirs). */
export type LobbyFlagsChoice = 'keep' | 'link' | 'none';

export interface LobbyMemberRow {
  userId: string;
  remove: boolean;
  flags: LobbyFlagsChoice;
  /** 1 to 80 characters; blank sends none. */
  additionalName: string;
  /** A JSON object of strings; blank sends none. */
  metadata: string;
}

export const emptyMemberRow = (): LobbyMemberRow => ({
  userId: '',
  remove: false,
  flags: 'keep',
  additionalName: '',
  metadata: '',
});

export interface LobbyMembersForm {
  lobbyId: string;
  rows: readonly LobbyMemberRow[];
}

/** The field name of one row's input, as the console's problems and test ids name it. */
export const memberField = (index: number, name: keyof LobbyMemberRow): string =>
  `members.${index}.${name}`;

/** The bulk request of every row, or every problem of every row. */
export function lobbyMembersBulkRequest(form: LobbyMembersForm): BuiltRequest {
  const checks = new FormChecks();
  const lobby = checks.id('lobbyId', form.lobbyId, 'lobby id');
  const { min, max } = OPERATION_LIMITS.lobby.bulkMembers;
  if (form.rows.length < min || form.rows.length > max)
    checks.fail('members', `List ${min} to ${max} members; this lists ${form.rows.length}.`);
  const seen = new Set<string>();
  const entries = form.rows.map((row, i) => {
    const id = checks.id(memberField(i, 'userId'), row.userId, 'user id');
    if (id !== undefined && seen.size === seen.add(id).size)
      checks.fail(memberField(i, 'userId'), `${id} is listed twice; list each member once.`);
    if (row.remove) return { id, remove_member: true };
    const name =
      row.additionalName.trim() === ''
        ? undefined
        : checks.text(memberField(i, 'additionalName'), row.additionalName, 'additional name', {
            ...OPERATION_LIMITS.lobby.additionalName,
          });
    const metadata = metadataMap(checks, memberField(i, 'metadata'), row.metadata, 'metadata');
    return {
      id,
      ...(metadata ? { metadata } : {}),
      ...(row.flags === 'keep' ? {} : { flags: row.flags === 'link' ? CAN_LINK_LOBBY : 0 }),
      ...(name === undefined ? {} : { additional_name: name }),
    };
  });
  return checks.result(() => ({
    method: 'POST',
    path: `/lobbies/${seg(lobby!)}/members/bulk`,
    auth: 'bearer',
    body: entries,
  }));
}

export interface LobbyMemberAnswer {
  id: string;
  flags: number;
  metadata: Record<string, string>;
}

/** The members of a bulk answer; null when it is not a list of lobby members. */
export function readLobbyMembers(body: unknown): LobbyMemberAnswer[] | null {
  if (!Array.isArray(body)) return null;
  const members: LobbyMemberAnswer[] = [];
  for (const m of body) {
    if (!isPlainObject(m) || typeof m.id !== 'string') return null;
    const metadata = Object.fromEntries(
      Object.entries(isPlainObject(m.metadata) ? m.metadata : {}).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      ),
    );
    members.push({ id: m.id, flags: typeof m.flags === 'number' ? m.flags : 0, metadata });
  }
  return members;
}
