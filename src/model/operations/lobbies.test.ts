import { describe, expect, it } from 'vitest';
import {
  createOrJoinLobbyRequest,
  lobbyIdOf,
  lobbyMessageRequest,
  lobbyMessagesRequest,
  readLobbyMessages,
  snowflakeTime,
} from './lobbies';

const LOBBY = '1300000000000000700';
const join = { secret: 'campfire', idleTimeout: '', lobbyMetadata: '', memberMetadata: '' };
const problems = (built: ReturnType<typeof createOrJoinLobbyRequest>) =>
  built.ok ? [] : built.problems.map((p) => p.message);

describe('createOrJoinLobbyRequest', () => {
  it('creates or joins by secret with a Bearer token, sending only what was filled', () => {
    expect(createOrJoinLobbyRequest(join)).toEqual({
      ok: true,
      request: { method: 'PUT', path: '/lobbies', auth: 'bearer', body: { secret: 'campfire' } },
    });
    const full = createOrJoinLobbyRequest({
      ...join,
      idleTimeout: '300',
      lobbyMetadata: '{"mode":"duel"}',
      memberMetadata: '{"team":"red"}',
    });
    expect(full).toMatchObject({
      ok: true,
      request: {
        body: {
          secret: 'campfire',
          idle_timeout_seconds: 300,
          lobby_metadata: { mode: 'duel' },
          member_metadata: { team: 'red' },
        },
      },
    });
  });

  it('takes a secret of 1, 249 and 250 characters and refuses none or 251', () => {
    for (const n of [1, 249, 250])
      expect(createOrJoinLobbyRequest({ ...join, secret: 's'.repeat(n) }).ok).toBe(true);
    expect(problems(createOrJoinLobbyRequest({ ...join, secret: '' }))).toEqual([
      'Enter the secret.',
    ]);
    expect(problems(createOrJoinLobbyRequest({ ...join, secret: 's'.repeat(251) }))).toEqual([
      'The secret takes at most 250 characters; it has 251.',
    ]);
  });

  it('takes an idle timeout from 5 to 604800 seconds', () => {
    for (const t of ['5', '6', '604799', '604800'])
      expect(createOrJoinLobbyRequest({ ...join, idleTimeout: t }).ok, t).toBe(true);
    for (const t of ['4', '604801', '1.5'])
      expect(problems(createOrJoinLobbyRequest({ ...join, idleTimeout: t })), t).toEqual([
        `The idle timeout in seconds is a whole number from 5 to 604800; "${t}" is not.`,
      ]);
  });

  it('checks both metadata maps', () => {
    const built = createOrJoinLobbyRequest({ ...join, lobbyMetadata: 'x', memberMetadata: '[1]' });
    expect(built.ok ? [] : built.problems.map((p) => p.field)).toEqual([
      'lobbyMetadata',
      'memberMetadata',
    ]);
  });
});

describe('lobbyMessageRequest', () => {
  const send = { lobbyId: LOBBY, content: 'hello', metadata: '' };

  it('posts the content into the lobby', () => {
    expect(lobbyMessageRequest({ ...send, metadata: '{"kind":"chat"}' })).toEqual({
      ok: true,
      request: {
        method: 'POST',
        path: `/lobbies/${LOBBY}/messages`,
        auth: 'bearer',
        body: { content: 'hello', metadata: { kind: 'chat' } },
      },
    });
  });

  it('takes 1, 1999 and 2000 characters and refuses an empty message or 2001', () => {
    for (const n of [1, 1999, 2000])
      expect(lobbyMessageRequest({ ...send, content: 'm'.repeat(n) }).ok, String(n)).toBe(true);
    expect(problems(lobbyMessageRequest({ ...send, content: '  ' }))).toEqual([
      'Enter the message; a lobby message cannot be empty.',
    ]);
    expect(problems(lobbyMessageRequest({ ...send, content: 'm'.repeat(2001) }))).toEqual([
      'The message takes at most 2000 characters; it has 2001.',
    ]);
  });

  it('refuses a lobby id that is not a snowflake', () => {
    expect(problems(lobbyMessageRequest({ ...send, lobbyId: 'abc' }))).toEqual([
      'The lobby id is a number of 17 to 20 digits; "abc" is not.',
    ]);
  });
});

describe('lobbyMessagesRequest', () => {
  it("asks for Discord's default when the limit is blank, else 1 to 200", () => {
    expect(lobbyMessagesRequest({ lobbyId: LOBBY, limit: '' })).toMatchObject({
      ok: true,
      request: { method: 'GET', path: `/lobbies/${LOBBY}/messages`, auth: 'bearer' },
    });
    for (const limit of ['1', '2', '199', '200'])
      expect(lobbyMessagesRequest({ lobbyId: LOBBY, limit })).toMatchObject({
        ok: true,
        request: { path: `/lobbies/${LOBBY}/messages?limit=${limit}` },
      });
    for (const limit of ['0', '201'])
      expect(problems(lobbyMessagesRequest({ lobbyId: LOBBY, limit }))).toEqual([
        `The number of messages is a whole number from 1 to 200; "${limit}" is not.`,
      ]);
  });
});

describe('reading lobby answers', () => {
  it("finds a lobby's id", () => {
    expect(lobbyIdOf({ id: LOBBY, members: [] })).toBe(LOBBY);
    expect(lobbyIdOf({ id: '../x' })).toBeNull();
    expect(lobbyIdOf([])).toBeNull();
  });

  it('reads messages newest first as Discord sends them, with the time from the id', () => {
    const read = readLobbyMessages([
      { id: '1300000000000000702', content: 'second', author: { id: '1', username: 'sam' } },
      {
        id: '1300000000000000701',
        content: '<b>first</b>',
        author: { id: '2', username: 'river', global_name: 'River' },
      },
    ]);
    expect(read).toMatchObject({
      ok: true,
      rows: [
        { id: '1300000000000000702', author: 'sam', content: 'second' },
        { id: '1300000000000000701', author: 'River', content: '<b>first</b>' },
      ],
    });
    expect(readLobbyMessages({})).toMatchObject({ ok: false });
    expect(readLobbyMessages([{ id: 1 }])).toMatchObject({ ok: false });
  });

  it('reads the time a snowflake was made', () => {
    expect(snowflakeTime('175928847299117063')?.toISOString()).toBe('2016-04-30T11:18:25.796Z');
    expect(snowflakeTime('x')).toBeNull();
  });
});
