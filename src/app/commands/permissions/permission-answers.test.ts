import { describe, expect, it } from 'vitest';
import type { Answer } from '../../discord/answers';
import type { PermissionsCall, PermissionsResult } from './permission-answers';
import { permissionsAnswer } from './permission-answers';
import { BEARER_HELP } from './bearer-token';
import { APP, BEARER, COMMAND, GUILD, MOD_ROLE, role } from './permission-test-kit';

const answer = (status: number, body: unknown = null): Answer => ({
  status,
  body,
  retryAfter: null,
});
const LOAD: PermissionsCall = { kind: 'load-one', label: '/ban', isDefault: false };
const SAVE: PermissionsCall = { kind: 'save', label: '/ban' };
const body = (id: string, permissions: unknown[]) => ({
  id,
  application_id: APP,
  guild_id: GUILD,
  permissions,
});

const message = (result: PermissionsResult): string => result.message;

describe('permissionsAnswer', () => {
  it('reads the loaded entries', () => {
    expect(
      permissionsAnswer(LOAD, answer(200, body(COMMAND, [role(MOD_ROLE)])), 'bot', []),
    ).toEqual({
      kind: 'loaded',
      entries: [role(MOD_ROLE)],
      own: true,
      message: 'Loaded 1 entry of /ban.',
    });
  });

  it('shows 10066 on a load as no entries of its own, not as an error', () => {
    const none = answer(404, { message: 'Unknown application command permissions', code: 10066 });
    expect(permissionsAnswer(LOAD, none, 'bot', [])).toEqual({
      kind: 'loaded',
      entries: [],
      own: false,
      message: '/ban has no entries of its own in this guild; the defaults apply.',
    });
    const forDefault = permissionsAnswer(
      { kind: 'load-one', label: 'All commands', isDefault: true },
      none,
      'bot',
      [],
    );
    expect(message(forDefault)).toContain('The application has no default entries in this guild');
  });

  it('says what a saved list is', () => {
    const saved = permissionsAnswer(
      SAVE,
      answer(200, body(COMMAND, [role(GUILD, false), role(MOD_ROLE)])),
      'bearer',
      [],
    );
    expect(saved).toMatchObject({ kind: 'saved', message: 'Saved 2 entries for /ban.' });
  });

  it("lists every command's entries", () => {
    const list = [body(COMMAND, [role(MOD_ROLE)]), body(APP, [role(GUILD, false)])];
    expect(permissionsAnswer({ kind: 'load-all' }, answer(200, list), 'bot', [])).toEqual({
      kind: 'loaded-all',
      list: [
        { id: COMMAND, permissions: [role(MOD_ROLE)] },
        { id: APP, permissions: [role(GUILD, false)] },
      ],
      message: 'Loaded the entries of 2 commands in this guild.',
    });
    expect(message(permissionsAnswer({ kind: 'load-all' }, answer(200, []), 'bot', []))).toBe(
      'No command of the application has entries in this guild: every command follows its default_member_permissions.',
    );
  });

  it('says an unknown command (10063) was deleted or is not here', () => {
    const unknown = answer(404, { message: 'Unknown application command', code: 10063 });
    expect(message(permissionsAnswer(LOAD, unknown, 'bot', []))).toBe(
      'Discord does not know this command (404, Unknown application command, code 10063): it was deleted, or it is not a command of this application in this guild. Load the commands again.',
    );
  });

  it('says a bot token cannot edit permissions (403, 50001), and what to get', () => {
    const refused = answer(403, { message: 'Missing Access', code: 50001 });
    const text = message(permissionsAnswer(SAVE, refused, 'bearer', []));
    expect(text).toContain(
      'Discord refused to edit the permissions (403, Missing Access, code 50001).',
    );
    expect(text).toContain('A bot token cannot edit them');
    expect(text).not.toContain('…');
    expect(text).toContain(BEARER_HELP);
    expect(message(permissionsAnswer(LOAD, refused, 'bot', []))).toContain(
      'Discord refused to show the permissions (403, Missing Access, code 50001)',
    );
  });

  it('words a 401 for the token that was sent, and hides it', () => {
    const unauthorized = answer(401, { message: `401: Unauthorized ${BEARER}`, code: 0 });
    const bearer = message(permissionsAnswer(SAVE, unauthorized, 'bearer', [BEARER]));
    expect(bearer).toContain('Discord refused the Bearer token (401, Unauthorized [hidden])');
    expect(bearer).not.toContain(BEARER);
    expect(message(permissionsAnswer(LOAD, answer(401), 'bot', []))).toBe(
      "Discord refused the bot token (401): copy the bot's token again from the Developer Portal (Bot › Reset Token).",
    );
  });

  it('lists each field error of a 50035 with its path', () => {
    const invalid = answer(400, {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        permissions: {
          '3': {
            id: {
              _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value "x" is not snowflake.' }],
            },
          },
          _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }],
        },
      },
    });
    const result = permissionsAnswer(SAVE, invalid, 'bearer', []);
    expect(result).toEqual({
      kind: 'failed',
      message: 'Discord refused the entries (400, Invalid Form Body) with 2 errors:',
      errors: [
        {
          path: 'permissions[3].id',
          code: 'NUMBER_TYPE_COERCE',
          message: 'Value "x" is not snowflake.',
        },
        {
          path: 'permissions',
          code: 'BASE_TYPE_MAX_LENGTH',
          message: 'Must be 100 or fewer in length.',
        },
      ],
    });
  });

  it("passes the relay's own refusal on as the relay's", () => {
    const relay = answer(403, {
      message: 'Requests must come from this page.',
      code: 0,
      relay: true,
    });
    expect(message(permissionsAnswer(SAVE, relay, 'bearer', []))).toBe(
      "The app's relay refused the request (403): Requests must come from this page.",
    );
  });

  it("leaves the rest to explain's wording", () => {
    expect(message(permissionsAnswer(LOAD, answer(500), 'bot', []))).toContain(
      'Discord had a problem on its side (500)',
    );
    expect(message(permissionsAnswer(LOAD, answer(404), 'bot', []))).toContain(
      'The relay answered 404 without a Discord error',
    );
  });

  it('says an answer that is not a permissions list is not one', () => {
    expect(permissionsAnswer(LOAD, answer(200, '<html>'), 'bot', [])).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('not with command permissions'),
    });
  });
});
