import { describe, expect, it } from 'vitest';
import type { InstallForm, InstallLink } from './install-link';
import { AUTHORIZE_URL, EMPTY_INSTALL_FORM, buildInstallLink } from './install-link';
import { OAUTH_SCOPES, SCOPE_GROUPS, needsRedirect, scopeByName } from './scopes';

const APP = '1234567890123456789';
const GUILD = '987654321098765432';
const form = (fields: Partial<InstallForm> = {}): InstallForm => ({
  ...EMPTY_INSTALL_FORM,
  clientId: APP,
  scopes: ['bot'],
  ...fields,
});
const url = (fields: Partial<InstallForm> = {}): string => {
  const r = buildInstallLink(form(fields));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.url;
};
const problems = (fields: Partial<InstallForm>): InstallLink & { ok: false } => {
  const r = buildInstallLink(form(fields));
  if (r.ok) throw new Error(`expected problems, got ${r.url}`);
  return r;
};
const fieldsOf = (fields: Partial<InstallForm>) => problems(fields).problems.map((p) => p.field);

describe('scopes', () => {
  it('lists every scope of docs/discord-rules.md once, each explained in a line', () => {
    const facts =
      'activities.read activities.write applications.builds.read applications.builds.upload applications.commands applications.commands.update applications.commands.permissions.update applications.entitlements applications.store.update bot connections dm_channels.read email gdm.join guilds guilds.join guilds.members.read identify identify.premium messages.read relationships.read role_connections.write rpc rpc.activities.write rpc.notifications.read rpc.voice.read rpc.voice.write voice webhook.incoming openid sdk.social_layer sdk.social_layer_presence';
    expect(OAUTH_SCOPES.map((s) => s.name).sort()).toEqual(facts.split(' ').sort());
    for (const s of OAUTH_SCOPES) {
      expect(SCOPE_GROUPS).toContain(s.group);
      expect(s.about).toMatch(/^[A-Z].{15,110}\.$/);
    }
  });

  it('says plainly which are partner-only, need approval, or are the social SDK’s', () => {
    expect(scopeByName('identify.premium')).toMatchObject({ access: 'partner' });
    expect(scopeByName('identify.premium')?.about).toContain('partners only');
    expect(scopeByName('rpc')?.about).toContain('approval');
    expect(scopeByName('sdk.social_layer')).toMatchObject({ access: 'sdk', group: 'Social SDK' });
    expect(scopeByName('activities.read')?.access).toBe('unavailable');
    expect(scopeByName('nope')).toBeUndefined();
  });

  it('needs a redirect only past bot and applications.commands', () => {
    expect(needsRedirect(['bot', 'applications.commands'])).toBe(false);
    expect(needsRedirect(['bot', 'identify'])).toBe(true);
  });
});

describe('buildInstallLink', () => {
  it('builds a bot link with permissions, scopes joined by %20 and no redirect', () => {
    expect(url({ scopes: ['bot', 'applications.commands'], permissions: '2048' })).toBe(
      `${AUTHORIZE_URL}?client_id=${APP}&permissions=2048&scope=bot%20applications.commands`,
    );
    expect(url({ permissions: '0' })).toBe(
      `${AUTHORIZE_URL}?client_id=${APP}&permissions=0&scope=bot`,
    );
  });

  it('refuses a client id that is not a snowflake, at the edges of 17 and 20 digits', () => {
    expect(fieldsOf({ clientId: '' })).toEqual(['client_id']);
    expect(fieldsOf({ clientId: '1234567890123456' })).toEqual(['client_id']);
    expect(url({ clientId: '12345678901234567' })).toContain('client_id=12345678901234567&');
    expect(url({ clientId: '18446744073709551615' })).toContain('client_id=18446744073709551615&');
    expect(fieldsOf({ clientId: '18446744073709551616' })).toEqual(['client_id']);
    expect(fieldsOf({ clientId: '123456789012345678901' })).toEqual(['client_id']);
    expect(fieldsOf({ clientId: '12345678901234567a' })).toEqual(['client_id']);
  });

  it('needs a scope and refuses one Discord does not have', () => {
    expect(problems({ scopes: [] }).problems).toEqual([
      { field: 'scope', message: 'Pick at least one scope, such as bot.' },
    ]);
    expect(problems({ scopes: ['bot', 'admin'] }).problems[0]?.message).toBe(
      'Discord has no scope “admin”.',
    );
  });

  it('asks for response_type=code and a redirect URI once a scope is beyond the install ones', () => {
    const missing = problems({ scopes: ['bot', 'identify'] }).problems;
    expect(missing.map((p) => p.field)).toEqual(['redirect_uri']);
    expect(missing[0]?.message).toContain('enter the redirect URI');
    expect(url({ scopes: ['identify'], redirectUri: 'https://example.com/cb?x=1' })).toBe(
      `${AUTHORIZE_URL}?client_id=${APP}&response_type=code&redirect_uri=https%3A%2F%2Fexample.com%2Fcb%3Fx%3D1&scope=identify`,
    );
    expect(
      url({ scopes: ['openid'], redirectUri: `discord-${APP}:/authorize/callback` }),
    ).toContain('redirect_uri=discord-');
  });

  it('refuses a redirect URI that is not absolute or would run code', () => {
    const message = (redirectUri: string) =>
      problems({ scopes: ['email'], redirectUri }).problems[0]?.message;
    expect(message('/callback')).toContain('must be an absolute URL');
    expect(message('javascript:alert(1)')).toContain('cannot be a javascript: address');
    expect(message('data:text/html,x')).toContain('cannot be a data: address');
  });

  it('leaves a redirect out of a plain install and says so', () => {
    const r = buildInstallLink(form({ redirectUri: 'https://example.com/cb' }));
    expect(r).toMatchObject({ ok: true, url: `${AUTHORIZE_URL}?client_id=${APP}&scope=bot` });
    expect(r.notes[0]).toContain('needs no redirect URI');
  });

  it('sends permissions only with bot, refusing bits that are no permission', () => {
    const r = buildInstallLink(form({ scopes: ['applications.commands'], permissions: '8' }));
    expect(r).toMatchObject({
      ok: true,
      url: `${AUTHORIZE_URL}?client_id=${APP}&scope=applications.commands`,
    });
    expect(r.notes[0]).toContain('only for the bot scope');
    expect(problems({ permissions: (1n << 47n).toString() }).problems[0]).toMatchObject({
      field: 'permissions',
      message: expect.stringContaining('sets bit 47') as string,
    });
    expect(fieldsOf({ permissions: '-1' })).toEqual(['permissions']);
  });

  it('sends a guild id, and locks the choice only with one', () => {
    expect(url({ guildId: GUILD, disableGuildSelect: true })).toBe(
      `${AUTHORIZE_URL}?client_id=${APP}&scope=bot&guild_id=${GUILD}&disable_guild_select=true`,
    );
    expect(fieldsOf({ disableGuildSelect: true })).toEqual(['disable_guild_select']);
    expect(fieldsOf({ guildId: '12' })).toEqual(['guild_id']);
  });

  it('takes an integration type only with applications.commands or bot, and no bot on a user install', () => {
    expect(url({ scopes: ['applications.commands'], integrationType: '1' })).toBe(
      `${AUTHORIZE_URL}?client_id=${APP}&integration_type=1&scope=applications.commands`,
    );
    expect(url({ integrationType: '0' })).toContain('integration_type=0&scope=bot');
    expect(problems({ integrationType: '1' }).problems[0]?.message).toContain(
      'A user install cannot add a bot',
    );
    expect(
      fieldsOf({ scopes: ['identify'], redirectUri: 'https://a.example', integrationType: '0' }),
    ).toEqual(['integration_type']);
    expect(fieldsOf({ integrationType: '2' })).toEqual(['integration_type']);
    expect(
      fieldsOf({ scopes: ['applications.commands'], integrationType: '1', guildId: GUILD }),
    ).toEqual(['guild_id']);
  });

  it('sends state encoded and prompt consent or none, with a word on none and bot', () => {
    expect(url({ state: 'a b&c', prompt: 'consent' })).toBe(
      `${AUTHORIZE_URL}?client_id=${APP}&scope=bot&state=a%20b%26c&prompt=consent`,
    );
    expect(buildInstallLink(form({ prompt: 'none' })).notes[0]).toContain(
      'bot and webhook.incoming always ask',
    );
    expect(fieldsOf({ prompt: 'always' })).toEqual(['prompt']);
  });

  it('gives every problem at once', () => {
    expect(fieldsOf({ clientId: 'x', scopes: ['identify'], guildId: 'y', prompt: 'z' })).toEqual([
      'client_id',
      'redirect_uri',
      'guild_id',
      'prompt',
    ]);
  });
});
