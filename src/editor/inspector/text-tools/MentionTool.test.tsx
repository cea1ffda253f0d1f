// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../../preview/markdown/timestamp';
import { docOf, fakeServices, renderInspector } from '../test-utils';
import type { GuildLoad, KnownCommand, MentionDirectory, MentionSources } from './mention/sources';

afterEach(cleanup);

const BEN = '1290000000000000202';
const TOWN_HALL = '1290000000000000408';

async function openHelper(services = fakeServices()) {
  const { doc, node } = docOf('text-display');
  const rendered = renderInspector(doc, node.key, services);
  const user = userEvent.setup();
  const box = rendered.field('content') as HTMLTextAreaElement;
  const button = screen.getByTestId('text-tool:mention');
  const open = async () => {
    await user.click(button);
    return screen.findByTestId('mention-popover');
  };
  return { ...rendered, user, box, button, open, content: () => rendered.props().content };
}

const search = () => screen.getByTestId('mention-search');
const activeOption = () => {
  const id = search().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the Mention button', () => {
  it('opens a dialog whose search box has focus, and Escape closes it and returns focus', async () => {
    const { open, user, button, content } = await openHelper();
    const dialog = await open();
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(search()));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mention-popover')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(content()).toBe('Some text');
  });

  it('moves through the rows with the arrow keys, wrapping, and inserts the active one with Enter', async () => {
    const { open, user, box, content } = await openHelper();
    await open();
    await waitFor(() => expect(document.activeElement).toBe(search()));
    expect(activeOption()?.textContent).toContain('@Ava');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toContain('@Ben (mod)');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()?.textContent).toContain('Command by id…');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(content()).toBe(`Some text<@${BEN}>`);
    expect(screen.queryByTestId('mention-popover')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.selectionStart).toBe(`Some text<@${BEN}>`.length);
  });

  it('inserts at the caret, in place of the selection, as one undo step', async () => {
    const { open, user, box, content, store } = await openHelper();
    await user.click(box);
    box.setSelectionRange(5, 9);
    await open();
    await user.keyboard('town{Enter}');
    expect(content()).toBe(`Some <#${TOWN_HALL}>`);
    await waitFor(() => expect(box.selectionStart).toBe(`Some <#${TOWN_HALL}>`.length));
    store.getState().undo();
    expect(content()).toBe('Some text');
  });

  it('searches names, usernames and kinds, and says when nothing matches', async () => {
    const { open, user, content } = await openHelper();
    const dialog = await open();
    await user.keyboard('moder');
    const rows = within(dialog).getAllByTestId('mention-option');
    expect(rows.map((r) => r.querySelector('.mention-label')?.textContent)).toEqual(['@Moderator']);
    await user.clear(search());
    await user.keyboard('zzz');
    expect(within(dialog).getByRole('status').textContent).toBe('Nothing matches “zzz”.');
    await user.keyboard('{Enter}');
    expect(content()).toBe('Some text');
    await user.clear(search());
    await user.keyboard('here{Enter}');
    expect(content()).toBe('Some text@here');
  });

  it('picks a row with a click', async () => {
    const { open, user, content } = await openHelper();
    const dialog = await open();
    const row = within(dialog)
      .getAllByTestId('mention-option')
      .find((r) => r.dataset.key === 'everyone');
    await user.click(row!);
    expect(content()).toBe('Some text@everyone');
  });
});

describe('the timestamp picker', () => {
  it('shows every style as the preview draws it and inserts <t:unix:style>', async () => {
    const { open, user, content } = await openHelper();
    await open();
    await user.keyboard('timestamp{Enter}');
    const when = await screen.findByTestId('mention-time');
    await waitFor(() => expect(document.activeElement).toBe(when));
    await user.clear(when);
    await user.type(when, '2025-06-01T12:00:00');
    const unix = Math.floor(new Date(2025, 5, 1, 12, 0, 0).getTime() / 1000);
    for (const style of ['t', 'T', 'd', 'D', 'f', 'F'] as const)
      expect(screen.getByTestId(`mention-style:${style}`).textContent).toContain(
        formatTimestamp(unix, style, { locale: 'en-US', now: Date.now() })!,
      );
    expect(screen.getByTestId('mention-timestamp-syntax').textContent).toBe(`<t:${unix}:f>`);
    await user.click(within(screen.getByTestId('mention-style:R')).getByRole('radio'));
    await user.click(screen.getByTestId('mention-insert'));
    expect(content()).toBe(`Some text<t:${unix}:R>`);
  });

  it('says what is wrong with a half-typed date instead of inserting', async () => {
    const { open, user, content } = await openHelper();
    await open();
    await user.keyboard('timestamp{Enter}');
    const when = await screen.findByTestId('mention-time');
    await user.clear(when);
    await user.click(screen.getByTestId('mention-insert'));
    expect(screen.getByRole('alert').textContent).toBe('Pick a date and a time.');
    expect(content()).toBe('Some text');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mention-popover')).toBeNull();
  });
});

describe('a command typed by hand', () => {
  it('checks the names and the id, then inserts </names:id>', async () => {
    const { open, user, content } = await openHelper();
    await open();
    await user.keyboard('command by id{Enter}');
    const names = await screen.findByTestId('mention-command-names');
    await waitFor(() => expect(document.activeElement).toBe(names));
    await user.type(names, '/Remind add');
    await user.type(screen.getByTestId('mention-command-id'), '123');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('must be lowercase ("remind")');
    await user.clear(names);
    await user.type(names, 'remind add');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(
      'The command id is a Discord id of 17 to 20 digits; this one has 3.',
    );
    await user.type(screen.getByTestId('mention-command-id'), '4567890123456789');
    await user.keyboard('{Enter}');
    expect(content()).toBe('Some text</remind add:1234567890123456789>');
  });
});

const loaded: MentionDirectory = {
  source: 'guild',
  guildId: '1300000000000000010',
  label: 'Guild 1300000000000000010',
  users: [],
  roles: [{ id: '1300000000000000021', name: '<img src=x onerror=alert(1)>', color: 0x1abc9c }],
  channels: [{ id: '1300000000000000100', name: 'trail-talk', type: 0 }],
  notes: ['Members were not loaded: turn on the Server Members intent.'],
};

function fakeSources(answer: GuildLoad, commands: KnownCommand[] = []) {
  const calls: string[] = [];
  let current: MentionDirectory | null = null;
  const sources: MentionSources = {
    commands: () => commands,
    guildAccess: () => ({ hasToken: true, channelId: '1300000000000000100', guildId: '' }),
    loadedGuild: () => current,
    loadGuild: (guildId) => {
      calls.push(guildId);
      if (answer.ok) current = answer.directory;
      return Promise.resolve(answer);
    },
    forgetGuild: () => {
      current = null;
    },
  };
  return {
    sources,
    calls,
    services: { ...fakeServices(), mentionSources: () => Promise.resolve(sources) },
  };
}

describe('what the app adds', () => {
  it('lists commands with known ids, and opens the form for a designed one without', async () => {
    const { services } = fakeSources({ ok: false, message: '' }, [
      { path: ['ping'], id: '1300000000000000600', where: 'global commands' },
      { path: ['remind', 'add'], id: null, where: 'Reminders' },
    ]);
    const { open, user, content } = await openHelper(services);
    await open();
    await user.keyboard('/remind{Enter}');
    const names = (await screen.findByTestId('mention-command-names')) as HTMLInputElement;
    expect(names.value).toBe('remind add');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('mention-command-id')),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.keyboard('/ping{Enter}');
    expect(content()).toBe('Some text</ping:1300000000000000600>');
  });

  it('loads a guild and lists its names as text, with what could not be read', async () => {
    const { services, calls } = fakeSources({ ok: true, directory: loaded });
    const { open, user, content } = await openHelper(services);
    const dialog = await open();
    await user.keyboard('load from guild{Enter}');
    await screen.findByTestId('mention-guild-id');
    await user.keyboard('{Enter}');
    await screen.findByTestId('mention-search');
    expect(calls).toEqual(['']);
    expect(within(dialog).getByTestId('mention-source').textContent).toBe(
      'Guild 1300000000000000010',
    );
    expect(within(dialog).getByText(loaded.notes[0]!)).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('@<img src=x onerror=alert(1)>')).toBeTruthy();
    await user.keyboard('trail{Enter}');
    expect(content()).toBe('Some text<#1300000000000000100>');
  });

  it("shows the guild's refusal in words and keeps the sample guild", async () => {
    const { services } = fakeSources({
      ok: false,
      message: 'Discord refused the bot token (401).',
    });
    const { open, user } = await openHelper(services);
    await open();
    await user.keyboard('load from guild{Enter}');
    await user.type(await screen.findByTestId('mention-guild-id'), '12');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('mention-guild-error').textContent).toBe(
      'The guild id is a Discord id of 17 to 20 digits; this one has 2.',
    );
    await user.clear(screen.getByTestId('mention-guild-id'));
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('mention-guild-error')).textContent).toBe(
      'Discord refused the bot token (401).',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('mention-source').textContent).toBe(
      'Sample guild (Component Studio Lab)',
    );
  });
});
