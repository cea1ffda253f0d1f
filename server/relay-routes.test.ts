import { describe, expect, it } from 'vitest';
import type { RelayMethod } from './relay-routes';
import { NOT_FORWARDED, RELAY_METHODS, matchRoute } from './relay-routes';

const ID = '1300000000000000100';

/** Each path is forwarded for its methods, without query, and refused as not forwarded for others. */
function expectExactMethods(table: readonly [string, readonly RelayMethod[]][]): void {
  for (const [path, methods] of table)
    for (const method of RELAY_METHODS)
      expect(matchRoute(method, path), `${method} ${path}`).toEqual(
        methods.includes(method)
          ? { ok: true, path, query: '', logPath: path }
          : { ok: false, status: 404, message: NOT_FORWARDED },
      );
}

describe('matchRoute', () => {
  it('masks the webhook token in the path it gives the log', () => {
    const m = matchRoute('PATCH', `/webhooks/${ID}/tok-en_1/messages/${ID}?with_components=true`);
    expect(m).toEqual({
      ok: true,
      path: `/webhooks/${ID}/tok-en_1/messages/${ID}`,
      query: 'with_components=true',
      logPath: `/webhooks/${ID}/***/messages/${ID}`,
    });
  });

  it('keeps channel paths as they are in the log', () => {
    const m = matchRoute('POST', `/channels/${ID}/messages`);
    expect(m).toMatchObject({ ok: true, logPath: `/channels/${ID}/messages`, query: '' });
  });

  it('accepts snowflakes of 15 to 21 digits only', () => {
    expect(matchRoute('POST', `/channels/${'1'.repeat(15)}/messages`).ok).toBe(true);
    expect(matchRoute('POST', `/channels/${'1'.repeat(21)}/messages`).ok).toBe(true);
    expect(matchRoute('POST', `/channels/${'1'.repeat(14)}/messages`).ok).toBe(false);
    expect(matchRoute('POST', `/channels/${'1'.repeat(22)}/messages`).ok).toBe(false);
  });

  it('refuses lowercase methods and paths with encoded characters', () => {
    expect(matchRoute('post', `/channels/${ID}/messages`)).toEqual({
      ok: false,
      status: 404,
      message: NOT_FORWARDED,
    });
    expect(matchRoute('GET', `/webhooks/${ID}/%74oken`).ok).toBe(false);
    expect(matchRoute('GET', `/webhooks/${ID}/token%00`).ok).toBe(false);
  });

  it('rebuilds the query from the allowed parameters only', () => {
    const m = matchRoute(
      'POST',
      `/webhooks/${ID}/t?wait=true&thread_id=${ID}&with_components=false`,
    );
    expect(m).toMatchObject({
      ok: true,
      query: `wait=true&thread_id=${ID}&with_components=false`,
    });
    expect(matchRoute('POST', `/webhooks/${ID}/t?wait=yes`)).toMatchObject({ status: 400 });
  });
});

describe('matchRoute for the application command endpoints', () => {
  const APP = '1300000000000000400';
  const GUILD = '1300000000000000500';
  const COMMAND = '1300000000000000600';
  const global = `/applications/${APP}/commands`;
  const guild = `/applications/${APP}/guilds/${GUILD}/commands`;
  const table: [string, RelayMethod[]][] = [
    ['/applications/@me', ['GET']],
    [global, ['GET', 'POST', 'PUT']],
    [`${global}/${COMMAND}`, ['GET', 'PATCH', 'DELETE']],
    [guild, ['GET', 'POST', 'PUT']],
    [`${guild}/${COMMAND}`, ['GET', 'PATCH', 'DELETE']],
    [`${guild}/permissions`, ['GET']],
    [`${guild}/${COMMAND}/permissions`, ['GET', 'PUT']],
  ];

  it('accepts each route with exactly its methods', () => {
    expectExactMethods(table);
  });

  it('does not take the guild permissions list for a command id', () => {
    // PATCH and DELETE are allowed on a command; on the permissions list they must not be.
    for (const method of ['PATCH', 'DELETE', 'PUT', 'POST'])
      expect(matchRoute(method, `${guild}/permissions`).ok, method).toBe(false);
    // There are no global permission endpoints.
    expect(matchRoute('GET', `${global}/permissions`).ok).toBe(false);
    expect(matchRoute('GET', `${global}/${COMMAND}/permissions`).ok).toBe(false);
    expect(matchRoute('PUT', `${guild}/${COMMAND}/permissions/${COMMAND}`).ok).toBe(false);
  });

  it('takes @me only in place of the application on /applications/@me', () => {
    for (const path of [
      '/applications/@me/commands',
      `/applications/${APP}/guilds/@me/commands`,
      `/applications/@me/guilds/${GUILD}/commands`,
      `${global}/@me`,
      `${guild}/@me/permissions`,
      '/applications/%40me',
      '/applications/@me/',
      '/applications/@you',
    ])
      expect(matchRoute('GET', path).ok, path).toBe(false);
  });

  it('refuses dot segments, encoded slashes and ids that are not snowflakes', () => {
    for (const path of [
      `${global}/..`,
      `${global}/../../../users/@me`,
      `${guild}/%2e%2e`,
      `${guild}/${COMMAND}%2Fpermissions`,
      `/applications/${APP}%2Fcommands`,
      `/applications/${APP}/guilds/${GUILD}%2F..%2F..%2Fcommands`,
      `${global}/`,
      `/${global}`,
      `${global}/12345`,
      `/applications/${APP}/guilds/abc/commands`,
    ])
      expect(matchRoute('GET', path).ok, path).toBe(false);
  });

  it('allows with_localizations as true or false only', () => {
    expect(matchRoute('GET', `${global}?with_localizations=true`)).toMatchObject({
      ok: true,
      query: 'with_localizations=true',
    });
    expect(matchRoute('GET', `${guild}?with_localizations=false`)).toMatchObject({
      ok: true,
      query: 'with_localizations=false',
    });
    for (const value of ['1', 'yes', 'TRUE', '', 'true,false'])
      expect(matchRoute('GET', `${global}?with_localizations=${value}`), value).toEqual({
        ok: false,
        status: 400,
        message: 'The query parameter with_localizations must be true or false.',
      });
    expect(matchRoute('GET', `${global}?locale=fr`)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('matchRoute for the guild reads of the mention helper', () => {
  const GUILD = '1300000000000000500';
  const CHANNEL = '1300000000000000100';
  const table: [string, RelayMethod[]][] = [
    [`/channels/${CHANNEL}`, ['GET']],
    [`/guilds/${GUILD}/roles`, ['GET']],
    [`/guilds/${GUILD}/channels`, ['GET']],
    [`/guilds/${GUILD}/members`, ['GET']],
  ];

  it('accepts each guild read for GET only', () => {
    expectExactMethods(table);
  });

  it('refuses the rest of a guild and of a channel', () => {
    for (const path of [
      `/guilds/${GUILD}`,
      `/guilds/${GUILD}/`,
      `/guilds/${GUILD}/roles/${GUILD}`,
      `/guilds/${GUILD}/members/${CHANNEL}`,
      `/guilds/${GUILD}/members/search`,
      `/guilds/${GUILD}/bans`,
      `/guilds/${GUILD}/channels/..`,
      `/guilds/${GUILD}%2Froles`,
      `/guilds/@me/roles`,
      `/guilds/12345/roles`,
      `/channels/${CHANNEL}/`,
      `/channels/${CHANNEL}/pins`,
      `/channels/${CHANNEL}%2F..%2Fguilds`,
    ])
      expect(matchRoute('GET', path).ok, path).toBe(false);
  });

  it('takes limit from 1 to 1000 only', () => {
    const members = `/guilds/${GUILD}/members`;
    for (const value of ['1', '100', '999', '1000'])
      expect(matchRoute('GET', `${members}?limit=${value}`), value).toMatchObject({
        ok: true,
        query: `limit=${value}`,
      });
    for (const value of ['0', '1001', '-1', '01', '1e3', '', '100,200', '10.5'])
      expect(matchRoute('GET', `${members}?limit=${value}`), value).toEqual({
        ok: false,
        status: 400,
        message: 'The query parameter limit must be a whole number from 1 to 1000.',
      });
    // `after` (paging) is not used: the helper reads the first 100 members only.
    expect(matchRoute('GET', `${members}?limit=100&after=0`)).toMatchObject({ status: 400 });
  });
});

describe("matchRoute for the Tools page's operations", () => {
  const GUILD = '1300000000000000500';
  const CHANNEL = '1300000000000000100';
  const LOBBY = '1300000000000000700';
  const table: [string, RelayMethod[]][] = [
    [`/channels/${CHANNEL}/voice-status`, ['PUT']],
    ['/lobbies', ['PUT', 'POST']],
    [`/lobbies/${LOBBY}/messages`, ['GET', 'POST']],
    [`/lobbies/${LOBBY}/members/bulk`, ['POST']],
    [`/channels/${CHANNEL}/invites`, ['GET', 'POST']],
    ['/invites/abc-DEF123/target-users', ['GET']],
    [`/guilds/${GUILD}/messages/search`, ['GET']],
    [`/guilds/${GUILD}/roles/member-counts`, ['GET']],
    [`/guilds/${GUILD}/members/@me`, ['PATCH']],
  ];

  it('accepts each operation for its own methods only', () => {
    expectExactMethods(table);
  });

  it('refuses neighbours of the operations', () => {
    for (const [method, path] of [
      ['DELETE', `/lobbies/${LOBBY}`],
      ['PUT', `/lobbies/${LOBBY}/members/${CHANNEL}`],
      ['GET', '/invites/abc%2F..'],
      ['GET', '/invites/abc/target-users/'],
      ['DELETE', '/invites/abc'],
      ['PATCH', `/guilds/${GUILD}/members/${CHANNEL}`],
      ['GET', `/guilds/${GUILD}/messages`],
      ['PUT', `/channels/${CHANNEL}/voice-status/..`],
    ] as const)
      expect(matchRoute(method, path).ok, `${method} ${path}`).toBe(false);
  });

  it("forwards the search's filters, each in its shape, and no other parameter", () => {
    const search = `/guilds/${GUILD}/messages/search`;
    const query = `content=hello+world&author_id=${CHANNEL}&author_id=${GUILD}&has=-link&has=image&sort_by=relevance&sort_order=asc&limit=25&offset=9975&pinned=true`;
    expect(matchRoute('GET', `${search}?${query}`)).toMatchObject({ ok: true, query });
    for (const [param, value] of [
      ['sort_by', 'date'],
      ['has', 'pdf'],
      ['author_id', 'me'],
      ['offset', '10000'],
      ['content', 'x'.repeat(1025)],
      ['author_type', 'robot'],
    ])
      expect(matchRoute('GET', `${search}?${param}=${value}`), param).toMatchObject({
        ok: false,
        status: 400,
      });
    // 1024 emoji are 1024 characters (2048 UTF-16 units): Discord's bound counts characters.
    const emoji = encodeURIComponent('🎧'.repeat(1024));
    expect(matchRoute('GET', `${search}?content=${emoji}`)).toMatchObject({ ok: true });
    expect(
      matchRoute('GET', `${search}?content=${encodeURIComponent('🎧'.repeat(1025))}`),
    ).toMatchObject({ ok: false, status: 400 });
    expect(matchRoute('GET', `${search}?with_localizations=true`)).toEqual({
      ok: false,
      status: 400,
      message:
        'The relay forwards only the query parameters limit, offset, content, author_id, author_type, channel_id, mentions, mention_everyone, pinned, has, max_id, min_id, sort_by, sort_order, include_nsfw on this endpoint; "with_localizations" is not one of them.',
    });
  });

  it('forwards query parameters only where the endpoint takes them', () => {
    expect(matchRoute('GET', `/lobbies/${CHANNEL}/messages?limit=200`)).toMatchObject({
      ok: true,
      query: 'limit=200',
    });
    expect(matchRoute('PUT', `/channels/${CHANNEL}/voice-status?wait=true`)).toEqual({
      ok: false,
      status: 400,
      message: 'The relay forwards no query parameters on this endpoint; "wait" is not forwarded.',
    });
    expect(matchRoute('POST', `/channels/${CHANNEL}/messages?limit=1`)).toMatchObject({
      status: 400,
    });
  });
});
