import { describe, expect, it } from 'vitest';
import type { LobbyMemberRow } from './lobby-members';
import { emptyMemberRow, lobbyMembersBulkRequest, readLobbyMembers } from './lobby-members';

const LOBBY = '1300000000000000700';
const user = (n: number) => `13000000000000008${String(n).padStart(2, '0')}`;
const row = (n: number, extra: Partial<LobbyMemberRow> = {}): LobbyMemberRow => ({
  ...emptyMemberRow(),
  userId: user(n),
  ...extra,
});
const build = (rows: LobbyMemberRow[]) => lobbyMembersBulkRequest({ lobbyId: LOBBY, rows });
const problems = (rows: LobbyMemberRow[]) => {
  const built = build(rows);
  return built.ok ? [] : built.problems;
};

describe('lobbyMembersBulkRequest', () => {
  it('adds, updates and removes members in one request, sending only what each row sets', () => {
    expect(
      build([
        row(1, { flags: 'link', additionalName: 'Guide', metadata: '{"team":"red"}' }),
        row(2, { flags: 'none' }),
        row(3, { remove: true, additionalName: 'ignored', metadata: 'not json' }),
      ]),
    ).toEqual({
      ok: true,
      request: {
        method: 'POST',
        path: `/lobbies/${LOBBY}/members/bulk`,
        auth: 'bearer',
        body: [
          { id: user(1), metadata: { team: 'red' }, flags: 1, additional_name: 'Guide' },
          { id: user(2), flags: 0 },
          { id: user(3), remove_member: true },
        ],
      },
    });
  });

  it('takes 1, 24 and 25 rows and refuses 0 or 26', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i));
    for (const n of [1, 24, 25]) expect(build(rows(n)).ok, String(n)).toBe(true);
    for (const n of [0, 26])
      expect(problems(rows(n))).toEqual([
        { field: 'members', message: `List 1 to 25 members; this lists ${n}.` },
      ]);
  });

  it('takes an additional name of 1, 79 and 80 characters and refuses 81', () => {
    for (const n of [1, 79, 80])
      expect(build([row(1, { additionalName: 'n'.repeat(n) })]).ok).toBe(true);
    expect(problems([row(1, { additionalName: 'n'.repeat(81) })])).toEqual([
      {
        field: 'members.0.additionalName',
        message: 'The additional name takes at most 80 characters; it has 81.',
      },
    ]);
  });

  it("names each row's problem by its row: a bad id, a member twice, bad metadata", () => {
    expect(
      problems([row(1), { ...row(2), userId: 'sam' }, row(1), row(4, { metadata: '{"a":1}' })]).map(
        (p) => p.field,
      ),
    ).toEqual(['members.1.userId', 'members.2.userId', 'members.3.metadata']);
  });
});

describe('readLobbyMembers', () => {
  it('reads the members of the answer and refuses another shape', () => {
    expect(
      readLobbyMembers([
        { id: user(1), flags: 1, metadata: { team: 'red', n: 2 } },
        { id: user(2) },
      ]),
    ).toEqual([
      { id: user(1), flags: 1, metadata: { team: 'red' } },
      { id: user(2), flags: 0, metadata: {} },
    ]);
    expect(readLobbyMembers({ members: [] })).toBeNull();
    expect(readLobbyMembers([{ flags: 1 }])).toBeNull();
  });
});
