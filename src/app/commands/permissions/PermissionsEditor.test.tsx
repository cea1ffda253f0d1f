// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scripted } from '../../discord/test-kit';
import { scriptedFetch } from '../../discord/test-kit';
import { PermissionsEditor } from './PermissionsEditor';
import type { PermissionsCommand } from './PermissionsEditor';
import {
  ALL_CHANNELS,
  APP,
  BEARER,
  BOT_TOKEN,
  COMMAND,
  GUILD,
  MEMBER,
  MOD_ROLE,
  role,
  user,
} from './permission-test-kit';

const COMMANDS: PermissionsCommand[] = [
  { id: COMMAND, name: 'ban', type: 1, default_member_permissions: '4' },
  { id: '1300000000000000501', name: 'Report', type: 2, default_member_permissions: null },
];
const BASE = `/relay/applications/${APP}/guilds/${GUILD}/commands`;
const answerFor = (id: string, permissions: unknown[]) => ({
  id,
  application_id: APP,
  guild_id: GUILD,
  permissions,
});

function open(...script: Scripted[]) {
  const { fetch, calls } = scriptedFetch(...script);
  render(
    <PermissionsEditor
      applicationId={APP}
      guildId={GUILD}
      commands={COMMANDS}
      botToken={BOT_TOKEN}
      deps={{ fetch, wait: async () => {} }}
    />,
  );
  return calls;
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const set = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const click = (id: string) => fireEvent.click(screen.getByTestId(id));
const text = (id: string) => screen.getByTestId(id).textContent ?? '';
const cells = (id: string) =>
  within(screen.getByTestId(`perm-all-row:${id}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(cleanup);

describe('PermissionsEditor', () => {
  it('loads the entries, adds @everyone denied and a role allowed, and saves them with the Bearer token', async () => {
    const saved = [user(MEMBER), role(GUILD, false), role(MOD_ROLE)];
    const calls = open(
      { status: 200, body: answerFor(COMMAND, [user(MEMBER)]) },
      { status: 200, body: answerFor(COMMAND, saved) },
    );
    click('perm-load');
    await waitFor(() => expect(text('perm-result')).toBe('Loaded 1 entry of /ban.'));
    expect(screen.queryByTestId('perm-saved-event')).toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${BASE}/${COMMAND}/permissions`,
      headers: { Authorization: `Bot ${BOT_TOKEN}` },
    });
    expect(field('perm-entry-id:0').value).toBe(MEMBER);
    expect(field('perm-entry-type:0').value).toBe('2');

    click('perm-add-everyone');
    expect(field('perm-entry-id:1').value).toBe(GUILD);
    expect(field('perm-entry-type:1').value).toBe('1');
    expect(field('perm-entry-allow:1').value).toBe('deny');
    click('perm-add');
    set('perm-entry-id:2', MOD_ROLE);
    set('perm-entry-allow:2', 'allow');
    expect(text('perm-count')).toBe('3 / 100');
    expect(text('perm-effect')).toContain(
      `Members with role ${MOD_ROLE} can use /ban; everyone else cannot (the @everyone entry denies it).`,
    );
    expect(text('perm-effect')).toContain(`User ${MEMBER} can use /ban, whatever their roles.`);

    set('perm-bearer', `Bearer ${BEARER}`);
    click('perm-save');
    await waitFor(() => expect(text('perm-result')).toBe('Saved 3 entries for /ban.'));
    // Discord sends the app an event for the PUT; the note links to the events reference.
    expect(text('perm-saved-event')).toBe(
      'Discord now sends Application Command Permissions Update to the app.',
    );
    expect(
      within(screen.getByTestId('perm-saved-event')).getByRole('link').getAttribute('href'),
    ).toBe('/tools#events?event=APPLICATION_COMMAND_PERMISSIONS_UPDATE');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: `${BASE}/${COMMAND}/permissions`,
      headers: { Authorization: `Bearer ${BEARER}`, 'Content-Type': 'application/json' },
      credentials: 'omit',
    });
    expect(JSON.parse(String(calls[1]!.body))).toEqual({
      permissions: [
        { id: MEMBER, type: 2, permission: true },
        { id: GUILD, type: 1, permission: false },
        { id: MOD_ROLE, type: 1, permission: true },
      ],
    });
  });

  it('says when a 429 retries while it waits, and Cancel stops it with nothing more sent', async () => {
    const { fetch, calls } = scriptedFetch({ status: 429, body: { retry_after: 2 } });
    // A wait that lasts until it is cancelled.
    const wait = (_ms: number, signal: AbortSignal) =>
      new Promise<void>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('cancelled'))),
      );
    render(
      <PermissionsEditor
        applicationId={APP}
        guildId={GUILD}
        commands={COMMANDS}
        botToken={BOT_TOKEN}
        deps={{ fetch, wait }}
      />,
    );
    click('perm-load');
    await waitFor(() =>
      expect(text('perm-result')).toMatch(/^Discord asked to wait: trying again in [12]\.\d s…$/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(text('perm-result')).toBe('Cancelled: nothing more was sent.'));
    expect(calls).toHaveLength(1);
  });

  it('refuses a bot token for saving without calling fetch', () => {
    const calls = open({ status: 200, body: answerFor(COMMAND, []) });
    click('perm-add-everyone');
    for (const token of [BOT_TOKEN, `Bot ${BEARER}`]) {
      set('perm-bearer', token);
      click('perm-save');
      expect(text('perm-result')).toContain('a bot token cannot edit command permissions.');
      expect(text('perm-result')).toContain('applications.commands.permissions.update');
    }
    expect(calls).toHaveLength(0);
  });

  it('masks the Bearer token, shows it on request, and keeps it off the device', () => {
    open();
    set('perm-bearer', BEARER);
    expect(field('perm-bearer').type).toBe('password');
    click('perm-bearer-toggle');
    expect(field('perm-bearer').type).toBe('text');
    click('perm-bearer-toggle');
    expect(field('perm-bearer').type).toBe('password');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(BEARER);
  });

  it("shows the model's problems with their paths and does not save them", () => {
    const calls = open();
    click('perm-add');
    set('perm-entry-id:0', '12a');
    expect(text('perm-problems')).toContain('permissions[0].id');
    expect(text('perm-problems')).toContain('must be a snowflake');
    set('perm-bearer', BEARER);
    click('perm-save');
    expect(text('perm-result')).toBe('Fix the problem under the list before saving.');
    expect(calls).toHaveLength(0);
  });

  it('says a command without entries of its own follows the defaults', async () => {
    open({
      status: 404,
      body: { message: 'Unknown application command permissions', code: 10066 },
    });
    click('perm-load');
    await waitFor(() =>
      expect(text('perm-result')).toBe(
        '/ban has no entries of its own in this guild; the defaults apply.',
      ),
    );
    expect(text('perm-effect')).toContain('/ban has no entries of its own in this guild');
    expect(text('perm-effect')).toContain('members with Ban Members (BAN_MEMBERS) can use it');
  });

  it("lists Discord's field errors with their paths", async () => {
    open({
      status: 400,
      body: {
        code: 50035,
        message: 'Invalid Form Body',
        errors: { permissions: { '0': { id: { _errors: [{ code: 'X', message: 'Bad id.' }] } } } },
      },
    });
    click('perm-add-all-channels');
    expect(field('perm-entry-id:0').value).toBe(ALL_CHANNELS);
    expect(field('perm-entry-type:0').value).toBe('3');
    set('perm-bearer', BEARER);
    click('perm-save');
    await waitFor(() => expect(text('perm-result')).toContain('with 1 error'));
    expect(text('perm-result')).toContain('permissions[0].id Bad id. (X)');
  });

  it('loads every command’s entries into a table, and knows the application default from it', async () => {
    const calls = open({
      status: 200,
      body: [answerFor(COMMAND, [role(MOD_ROLE)]), answerFor(APP, [role(GUILD, false)])],
    });
    click('perm-load-all');
    await waitFor(() => expect(screen.getByTestId('perm-all')).toBeTruthy());
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}/permissions` });
    expect(cells(COMMAND)).toEqual(['/ban', `role ${MOD_ROLE} allowed`]);
    expect(cells(APP)).toEqual(['All commands (application default)', '@everyone denied']);
    // "Report" has no entries of its own: the application default now known applies to it.
    set('perm-command', '1300000000000000501');
    expect(text('perm-effect')).toContain('so the application-wide default entries apply to it');
    expect(text('perm-effect')).toContain('No member can use "Report"');
  });

  it('edits the application-wide default under the application id', async () => {
    const calls = open({ status: 200, body: answerFor(APP, [role(GUILD, false)]) });
    set('perm-command', APP);
    expect(text('perm-effect')).toContain('These entries apply to every command');
    click('perm-add-everyone');
    set('perm-bearer', BEARER);
    click('perm-save');
    await waitFor(() =>
      expect(text('perm-result')).toBe('Saved 1 entry for All commands (application default).'),
    );
    expect(calls[0]!.url).toBe(`${BASE}/${APP}/permissions`);
  });

  it('keeps each command’s list while another is picked, and removes entries', () => {
    open();
    click('perm-add-everyone');
    set('perm-command', '1300000000000000501');
    expect(text('perm-count')).toBe('0 / 100');
    set('perm-command', COMMAND);
    expect(text('perm-count')).toBe('1 / 100');
    click('perm-entry-remove:0');
    expect(text('perm-count')).toBe('0 / 100');
  });
});
