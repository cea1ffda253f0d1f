// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_KNOWN_PERMISSIONS } from '../../../model/commands';
import InstallTool from './InstallTool';

afterEach(cleanup);

const APP = '1234567890123456789';
const AUTHORIZE = 'https://discord.com/oauth2/authorize';
const byId = (id: string) => screen.getByTestId(id);
const input = (id: string) => byId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });
const url = () => screen.queryByTestId('install-url')?.textContent ?? null;

function open(query: Record<string, string> = {}) {
  render(<InstallTool params={new URLSearchParams(query)} />);
}

describe('the install link tool', () => {
  it('builds a bot link from the ticked scope and permissions, the integer following the grid', () => {
    open({ client_id: APP });
    expect(url()).toBeNull();
    expect(within(byId('install-problem:scope')).getByText(/Pick at least one scope/)).toBeTruthy();
    fireEvent.click(byId('scope:bot'));
    fireEvent.click(byId('permission:SEND_MESSAGES'));
    fireEvent.click(byId('permission:PIN_MESSAGES'));
    expect(input('install-permissions').value).toBe('2251799813687296');
    expect(byId('install-permission-bits').textContent).toBe(
      'Bits set: 11 SEND_MESSAGES, 51 PIN_MESSAGES.',
    );
    expect(url()).toBe(`${AUTHORIZE}?client_id=${APP}&permissions=2251799813687296&scope=bot`);
    expect(byId('install-open').getAttribute('rel')).toBe('noopener noreferrer');
    expect(byId('install-open').getAttribute('target')).toBe('_blank');
    expect(byId('install-summary').textContent).toBe(
      'This link adds the bot to a server with 2 permissions; installs the app’s commands in the server.',
    );
  });

  it('ticks the bits of a pasted integer, and offers bad bits to untick', () => {
    open({ client_id: APP, scope: 'bot' });
    type('install-permissions', ((1n << 52n) | (1n << 47n) | 8n).toString());
    expect(input('permission:BYPASS_SLOWMODE').checked).toBe(true);
    expect(input('permission:ADMINISTRATOR').checked).toBe(true);
    expect(input('permission:SEND_MESSAGES').checked).toBe(false);
    expect(byId('install-problem:permissions').textContent).toContain('sets bit 47');
    expect(url()).toBeNull();
    fireEvent.click(byId('permission:bit-47'));
    expect(input('install-permissions').value).toBe(((1n << 52n) | 8n).toString());
    expect(screen.queryByTestId('install-problem:permissions')).toBeNull();
    expect(url()).toContain('permissions=4503599627370504&');
  });

  it('selects every permission and clears them', () => {
    open({ client_id: APP, scope: 'bot' });
    fireEvent.click(byId('install-permissions-all'));
    expect(input('install-permissions').value).toBe(ALL_KNOWN_PERMISSIONS.toString());
    fireEvent.click(byId('install-permissions-clear'));
    expect(input('install-permissions').value).toBe('');
    expect(url()).toBe(`${AUTHORIZE}?client_id=${APP}&scope=bot`);
  });

  it('shows the channel kinds, 2FA and the 2026 notes in the calculator', () => {
    open({ client_id: APP, scope: 'bot' });
    expect(byId('permission-legend').textContent).toContain('T text-like channels');
    const pin = byId('permission:PIN_MESSAGES').closest('label')!;
    expect(pin.textContent).toContain('bots need it to pin messages');
    expect(pin.querySelector('.perm-ch')?.textContent).toBe('T');
    expect(byId('permission:KICK_MEMBERS').closest('label')?.textContent).toContain('2FA');
  });

  it('requires a redirect URI once a scope beyond bot is ticked', () => {
    open({ client_id: APP, scope: 'bot' });
    expect(screen.queryByTestId('install-redirect_uri')).toBeNull();
    fireEvent.click(byId('scope:identify'));
    expect(byId('install-required:redirect_uri')).toBeTruthy();
    expect(byId('install-problem:redirect_uri').textContent).toContain('enter the redirect URI');
    expect(byId('install-blocked').textContent).toContain('1 thing needs fixing');
    type('install-redirect_uri', 'https://example.com/cb');
    expect(url()).toBe(
      `${AUTHORIZE}?client_id=${APP}&response_type=code&redirect_uri=https%3A%2F%2Fexample.com%2Fcb&scope=bot%20identify`,
    );
  });

  it('prefills from the page’s query, as the Register panel links here', () => {
    open({
      client_id: APP,
      scope: 'applications.commands',
      integration_type: '0',
      guild_id: '987654321098765432',
      disable_guild_select: 'true',
    });
    expect(input('scope:applications.commands').checked).toBe(true);
    expect(input('install-integration_type:0').checked).toBe(true);
    expect(input('install-disable_guild_select').checked).toBe(true);
    expect(screen.queryByTestId('install-permissions')).toBeNull();
    expect(url()).toBe(
      `${AUTHORIZE}?client_id=${APP}&integration_type=0&scope=applications.commands&guild_id=987654321098765432&disable_guild_select=true`,
    );
  });

  it('reads a pasted link into the form, and says why other text is not one', () => {
    open();
    type('install-paste', 'https://example.com/x');
    fireEvent.click(byId('install-paste-read'));
    expect(byId('install-paste-error').textContent).toContain('goes to example.com');
    type('install-paste', `${AUTHORIZE}?client_id=${APP}&scope=bot&permissions=8&extra=1`);
    fireEvent.click(byId('install-paste-read'));
    expect(input('install-client_id').value).toBe(APP);
    expect(input('permission:ADMINISTRATOR').checked).toBe(true);
    expect(byId('install-read-notes').textContent).toContain('extra');
    expect(url()).toBe(`${AUTHORIZE}?client_id=${APP}&permissions=8&scope=bot`);
  });

  it('copies the link, and says so when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    Object.assign(navigator, { clipboard: { writeText } });
    open({ client_id: APP, scope: 'bot' });
    fireEvent.click(byId('install-copy'));
    expect(writeText).toHaveBeenCalledWith(`${AUTHORIZE}?client_id=${APP}&scope=bot`);
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    fireEvent.click(byId('install-copy'));
    expect(await screen.findByText(/The browser refused to copy/)).toBeTruthy();
  });
});
