// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../model/commands';
import { SAMPLE_APP } from './app-identity';
import { AppsMenus, appsEntries } from './AppsMenus';
import { sampleTargets } from './sample-targets';
import { commandsDoc, named } from './test-helpers';

afterEach(cleanup);

const doc = commandsDoc();
const targets = sampleTargets({})!;

function renderMenus(locale: Locale = 'en-US', d = doc) {
  const onInvoke = vi.fn();
  const onSelect = vi.fn();
  render(
    <AppsMenus
      doc={d}
      locale={locale}
      app={SAMPLE_APP}
      targets={targets}
      onInvoke={onInvoke}
      onSelect={onSelect}
    />,
  );
  return { onInvoke, onSelect, user: userEvent.setup() };
}

describe('appsEntries', () => {
  it('lists the user or message commands in order, localized, with their default names', () => {
    expect(appsEntries(doc, 'user', 'fr').map((e) => [e.name, e.label])).toEqual([
      ['Show Profile', 'Voir le profil'],
      ['Invite to a walk', 'Invite to a walk'],
    ]);
    expect(appsEntries(doc, 'message', 'en-US').map((e) => e.name)).toEqual(['Report Message']);
  });
});

describe('sampleTargets', () => {
  it('opens the menus on a member other than the invoker, and on the model’s sample message', () => {
    expect(targets.user).toMatchObject({ id: '1290000000000000202', name: 'Ben (mod)' });
    expect(targets.message.author).toBe('Ava');
    expect(targets.message.content).toMatch(/nightly build/);
  });
});

describe('AppsMenus', () => {
  it("lists the user commands under Apps in a member's menu and invokes one on that member", async () => {
    const { user, onInvoke, onSelect } = renderMenus();
    await user.click(screen.getByTestId('apps-menu:user'));
    expect(screen.getByRole('menu', { name: "Ben (mod)'s menu" })).toBeTruthy();
    expect(screen.queryByTestId('apps-item:Show Profile')).toBeNull();
    await user.click(screen.getByTestId('apps-submenu'));
    expect(screen.getByTestId('apps-item:Show Profile')).toBeTruthy();
    expect(screen.queryByTestId('apps-item:Report Message')).toBeNull();
    await user.click(screen.getByTestId('apps-item:Invite to a walk'));
    const invite = named(doc, 'Invite to a walk');
    expect(onSelect).toHaveBeenCalledWith(invite.key);
    expect(onInvoke).toHaveBeenCalledWith(
      { key: invite.key, name: 'Invite to a walk', label: 'Invite to a walk' },
      'user',
    );
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the message menu on a right-click and goes through it by keyboard', async () => {
    const { user, onInvoke } = renderMenus('fr');
    fireEvent.contextMenu(screen.getByTestId('apps-menu:message'));
    expect(document.activeElement).toBe(screen.getByTestId('apps-submenu'));
    await user.keyboard('{ArrowRight}');
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(screen.getByTestId('apps-item:Report Message'));
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByTestId('apps-item:Report Message')).toBeNull();
    await user.keyboard('{Enter}');
    await new Promise((r) => requestAnimationFrame(r));
    await user.keyboard('{Enter}');
    expect(onInvoke).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Report Message' }),
      'message',
    );
  });

  it('says so when the set has no command of that type, and Escape closes the menu', async () => {
    const { user } = renderMenus('en-US', commandsDoc([{ name: 'ping', description: 'Ping' }]));
    await user.click(screen.getByTestId('apps-menu:message'));
    await user.click(screen.getByTestId('apps-submenu'));
    expect(screen.getByText('No message commands in this set')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByTestId('apps-menu:user'));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
