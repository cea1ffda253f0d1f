import { describe, expect, it } from 'vitest';
import { EMPTY_INSTALL_FORM, buildInstallLink } from './install-link';
import { formFromQuery, parseInstallLink } from './parse-link';

const APP = '1234567890123456789';

describe('parseInstallLink', () => {
  it('reads a link the builder made back into the same form', () => {
    const form = {
      ...EMPTY_INSTALL_FORM,
      clientId: APP,
      scopes: ['bot', 'applications.commands', 'identify'],
      permissions: '6755399441055744',
      guildId: '987654321098765432',
      disableGuildSelect: true,
      integrationType: '0',
      redirectUri: 'https://example.com/cb?x=1',
      state: 'a b&c',
      prompt: 'consent',
    };
    const built = buildInstallLink(form);
    if (!built.ok) throw new Error('expected a link');
    expect(parseInstallLink(built.url)).toEqual({ ok: true, form, notes: [] });
  });

  it('reads + as a space, the older /api addresses and discordapp.com', () => {
    const r = parseInstallLink(
      `https://discordapp.com/api/v10/oauth2/authorize?client_id=${APP}&scope=bot+applications.commands`,
    );
    expect(r).toMatchObject({ ok: true, form: { scopes: ['bot', 'applications.commands'] } });
  });

  it('says what it left out or could not take as it was', () => {
    const r = parseInstallLink(
      `https://discord.com/oauth2/authorize?client_id=${APP}&scope=bot&foo=1&disable_guild_select=yes&response_type=token`,
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.notes).toEqual([
      'Left out what the form does not know: foo.',
      'disable_guild_select was “yes”; it is true or false.',
      'response_type was “token”; the form always asks for a code when one is needed.',
    ]);
    expect(r.form.disableGuildSelect).toBe(false);
  });

  it('refuses text that is not a Discord authorize link, saying why', () => {
    const message = (text: string) => {
      const r = parseInstallLink(text);
      if (r.ok) throw new Error('expected a refusal');
      return r.message;
    };
    expect(message('  ')).toBe('Paste a link to read it.');
    expect(message('discord.com/oauth2/authorize?client_id=1')).toContain('That is not a link');
    expect(message('javascript:alert(1)')).toBe('An install link starts with https://.');
    expect(message('https://evil.example/oauth2/authorize')).toContain('goes to evil.example');
    expect(message('https://discord.com/channels/1/2')).toContain('not to the authorize page');
  });
});

describe('formFromQuery', () => {
  it('prefills from the Tools page’s query, named as Discord names the parameters', () => {
    const { form, notes } = formFromQuery(
      new URLSearchParams({
        client_id: APP,
        scope: 'applications.commands',
        integration_type: '1',
      }),
    );
    expect(form).toEqual({
      ...EMPTY_INSTALL_FORM,
      clientId: APP,
      scopes: ['applications.commands'],
      integrationType: '1',
    });
    expect(notes).toEqual([]);
  });
});
