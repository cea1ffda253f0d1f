// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_BITS, PERMISSION_GROUPS } from '../../../model/commands';
import { slash } from '../../../model/testing/command-fixtures';
import { permissionsValue, readPermissions, togglePermission } from './permission-value';
import { byId, inspectCommand, loadAll } from './test-utils';

beforeAll(loadAll);
afterEach(cleanup);

const mode = (m: 'everyone' | 'admins' | 'custom') => byId(`permissions-mode:${m}`);
const tick = (name: string) => fireEvent.click(byId(`permission:${name}`));
const summary = () => byId('field:default_member_permissions').querySelector('.insp-hint');

describe('permission values', () => {
  it('reads absent and null as everyone, "0" as administrators only, anything else as custom', () => {
    expect(readPermissions(undefined).mode).toBe('everyone');
    expect(readPermissions(null).mode).toBe('everyone');
    expect(readPermissions('0').mode).toBe('admins');
    expect(readPermissions('8192')).toEqual({
      mode: 'custom',
      bits: 8192n,
      unknown: [],
      unreadable: false,
    });
    expect(readPermissions('-4')).toMatchObject({ mode: 'custom', unreadable: true });
  });

  it('writes bits past 2^53 exactly and keeps bits that are not permissions', () => {
    const bit60 = (1n << 60n).toString();
    expect(readPermissions(bit60).unknown).toEqual([60]);
    expect(togglePermission(bit60, 0, true)).toBe(((1n << 60n) | 1n).toString());
    expect(togglePermission(togglePermission(bit60, 0, true), 60, false)).toBe('1');
    expect(permissionsValue((1n << 52n) | (1n << 40n))).toBe('4504699138998272');
  });
});

describe('the permission picker', () => {
  it('starts at Everyone for a command without the field and offers the plain choices first', () => {
    inspectCommand([slash()]);
    expect(mode('everyone').checked).toBe(true);
    expect(summary()?.textContent).toBe('Everyone can use it.');
    expect(screen.queryByTestId('permission:BAN_MEMBERS')).toBeNull();
  });

  it('switches between everyone, administrators only and chosen permissions', () => {
    const { props, store } = inspectCommand([slash()]);
    fireEvent.click(mode('admins'));
    expect(props().default_member_permissions).toBe('0');
    expect(summary()?.textContent).toBe('Only administrators can use it.');
    fireEvent.click(mode('custom'));
    expect(mode('custom').checked).toBe(true);
    expect(props().default_member_permissions).toBe('0');
    expect(summary()?.textContent).toContain('Tick at least one permission');
    tick('BAN_MEMBERS');
    expect(props().default_member_permissions).toBe('4');
    tick('MODERATE_MEMBERS');
    expect(props().default_member_permissions).toBe(((1n << 40n) | 4n).toString());
    expect(summary()?.textContent).toBe(
      'Members with all of Ban Members and Timeout Members can use it, and administrators.',
    );
    tick('BAN_MEMBERS');
    tick('MODERATE_MEMBERS');
    // Nothing ticked is "0", and the picker stays open for the next tick.
    expect(props().default_member_permissions).toBe('0');
    expect(mode('custom').checked).toBe(true);
    fireEvent.click(mode('everyone'));
    expect('default_member_permissions' in props()).toBe(false);
    // Each choice and tick is its own undo step.
    expect(store.getState().history.past).toHaveLength(6);
    act(() => store.getState().undo());
    // "0" with nothing ticked means administrators only, whichever choice led to it.
    expect(mode('admins').checked).toBe(true);
    act(() => store.getState().undo());
    expect(props().default_member_permissions).toBe((1n << 40n).toString());
    expect(mode('custom').checked).toBe(true);
    expect(byId('permission:MODERATE_MEMBERS').checked).toBe(true);
  });

  it('groups every permission bit as Discord does, names them in words and marks 2FA', () => {
    inspectCommand([slash({ default_member_permissions: '8' })]);
    const field = byId('field:default_member_permissions');
    const legends = within(field)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent)
      .filter(Boolean);
    expect(legends).toEqual(PERMISSION_GROUPS);
    for (const p of PERMISSION_BITS) expect(byId(`permission:${p.name}`)).toBeTruthy();
    const ban = byId('permission:BAN_MEMBERS').closest('label')!;
    expect(ban.textContent).toBe('Ban Members2FA');
    expect(byId('permission:SEND_MESSAGES').closest('label')!.textContent).toBe('Send Messages');
    expect(byId('permission:ADMINISTRATOR').checked).toBe(true);
  });

  it('keeps an imported bit that is no permission, names it, and lets it be unticked', async () => {
    const value = ((1n << 60n) | 4n).toString();
    const { props } = inspectCommand([slash({ default_member_permissions: value })]);
    const odd = byId('permission:bit-60');
    expect(odd.checked).toBe(true);
    expect(odd.closest('label')!.textContent).toBe('Bit 60 (kept as imported)');
    await screen.findByText(/sets bit 60, which is not a permission/, {
      selector: '.cmd-problems li',
    });
    tick('KICK_MEMBERS');
    expect(props().default_member_permissions).toBe(((1n << 60n) | 6n).toString());
    tick('bit-60');
    expect(props().default_member_permissions).toBe('6');
    expect(screen.queryByTestId('permission:bit-60')).toBeNull();
  });

  it('starts the picker empty on a value that is no permission set, and replaces it', async () => {
    const { props } = inspectCommand([slash({ default_member_permissions: 'abc' })]);
    expect(mode('custom').checked).toBe(true);
    expect(summary()?.textContent).toContain('Not a permission set Discord accepts');
    await screen.findByText(/is not a whole number in decimal digits/, {
      selector: '.cmd-problems li',
    });
    tick('MANAGE_GUILD');
    expect(props().default_member_permissions).toBe('32');
  });
});
