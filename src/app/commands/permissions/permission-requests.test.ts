import { describe, expect, it } from 'vitest';
import {
  allPermissionsRequest,
  authorization,
  commandPermissionsRequest,
  idsProblem,
  putPermissionsRequest,
} from './permission-requests';
import { APP, BEARER, BOT_TOKEN, COMMAND, GUILD, MOD_ROLE, role } from './permission-test-kit';

const BASE = `/relay/applications/${APP}/guilds/${GUILD}/commands`;

describe('permission requests', () => {
  it("GETs every command's entries in the guild with the bot token", () => {
    expect(allPermissionsRequest(APP, GUILD, { kind: 'bot', token: BOT_TOKEN })).toEqual({
      method: 'GET',
      url: `${BASE}/permissions`,
      headers: { Authorization: `Bot ${BOT_TOKEN}` },
      body: null,
    });
  });

  it("GETs one command's entries, or the application default's by the application id", () => {
    expect(
      commandPermissionsRequest(APP, GUILD, COMMAND, { kind: 'bot', token: BOT_TOKEN }),
    ).toEqual({
      method: 'GET',
      url: `${BASE}/${COMMAND}/permissions`,
      headers: { Authorization: `Bot ${BOT_TOKEN}` },
      body: null,
    });
    expect(commandPermissionsRequest(APP, GUILD, APP, { kind: 'bearer', token: BEARER }).url).toBe(
      `${BASE}/${APP}/permissions`,
    );
  });

  it('PUTs the entries as { permissions } in JSON with the Bearer token', () => {
    const request = putPermissionsRequest(
      APP,
      GUILD,
      COMMAND,
      [role(GUILD, false), role(MOD_ROLE)],
      BEARER,
    );
    expect(request).toEqual({
      method: 'PUT',
      url: `${BASE}/${COMMAND}/permissions`,
      headers: { Authorization: `Bearer ${BEARER}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        permissions: [
          { id: GUILD, type: 1, permission: false },
          { id: MOD_ROLE, type: 1, permission: true },
        ],
      }),
    });
  });

  it('does not double a pasted prefix', () => {
    expect(authorization({ kind: 'bot', token: `Bot ${BOT_TOKEN}` })).toBe(`Bot ${BOT_TOKEN}`);
    expect(authorization({ kind: 'bearer', token: ` Bearer ${BEARER} ` })).toBe(`Bearer ${BEARER}`);
  });
});

describe('idsProblem', () => {
  it('says which id cannot go in the URL', () => {
    expect(idsProblem(APP, GUILD)).toBeNull();
    expect(idsProblem('', GUILD)).toContain('The application id is a number of 17 to 20 digits');
    expect(idsProblem(APP, '12/../x')).toContain('The server id is a number of 17 to 20 digits');
  });
});
