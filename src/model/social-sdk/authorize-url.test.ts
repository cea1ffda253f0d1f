import { describe, expect, it } from 'vitest';
import type { SdkAuthArgs } from './authorize-url';
import { buildAuthorizeUrl, REFRESH_GRANT_DEPRECATED } from './authorize-url';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const args = (over: Partial<SdkAuthArgs> = {}): SdkAuthArgs => ({
  platform: 'desktop',
  clientId: '1234567890123456789',
  scopes: 'openid sdk.social_layer',
  state: '',
  nonce: '',
  codeChallenge: CHALLENGE,
  integrationType: '',
  customScheme: '',
  ...over,
});
const messages = (r: ReturnType<typeof buildAuthorizeUrl>, field: string, severity: string) =>
  r.findings.filter((f) => f.field === field && f.severity === severity).map((f) => f.message);

describe('buildAuthorizeUrl', () => {
  it('builds the desktop URL with %20 between scopes and the loopback redirect', () => {
    const r = buildAuthorizeUrl(args());
    expect(r.url).toBe(
      'https://discord.com/oauth2/authorize?response_type=code&client_id=1234567890123456789' +
        '&scope=openid%20sdk.social_layer&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcallback' +
        `&code_challenge=${CHALLENGE}&code_challenge_method=S256`,
    );
    expect(r.redirectUri).toBe('http://127.0.0.1/callback');
    expect(r.findings.some((f) => f.severity === 'error')).toBe(false);
  });

  it('builds the mobile URL with the default scheme or the custom one', () => {
    const r = buildAuthorizeUrl(args({ platform: 'mobile' }));
    expect(r.redirectUri).toBe('discord-1234567890123456789:/authorize/callback');
    expect(new URL(r.url ?? '').searchParams.get('redirect_uri')).toBe(r.redirectUri);
    const custom = buildAuthorizeUrl(args({ platform: 'mobile', customScheme: 'mygame' }));
    expect(custom.redirectUri).toBe('mygame:/authorize/callback');
  });

  it('adds state, nonce and integration type, encoded, in that order', () => {
    const r = buildAuthorizeUrl(args({ state: 'a b&c', nonce: 'n=1', integrationType: '1' }));
    expect(r.url).toMatch(/&state=a%20b%26c&nonce=n%3D1&integration_type=1$/);
    expect(messages(r, 'state', 'warning')).toEqual([expect.stringMatching(/Leave state unset/)]);
    expect(messages(r, 'nonce', 'note')).toEqual([expect.stringMatching(/ID tokens/)]);
  });

  it('makes PKCE mandatory on mobile and advises it on desktop', () => {
    const mobile = buildAuthorizeUrl(args({ platform: 'mobile', codeChallenge: '' }));
    expect(mobile.url).toBeNull();
    expect(messages(mobile, 'codeChallenge', 'error')).toEqual([
      expect.stringMatching(/PKCE is mandatory on mobile/),
    ]);
    const scheme = buildAuthorizeUrl(
      args({ platform: 'mobile', codeChallenge: '', customScheme: 'mygame' }),
    );
    expect(messages(scheme, 'codeChallenge', 'error')).toEqual([
      expect.stringMatching(/mandatory for a mobile app with a custom scheme/),
    ]);
    const desktop = buildAuthorizeUrl(args({ codeChallenge: '' }));
    expect(desktop.url).not.toBeNull();
    expect(desktop.url).not.toMatch(/code_challenge/);
    expect(messages(desktop, 'codeChallenge', 'warning')).toEqual([
      expect.stringMatching(/token-exchange/),
    ]);
  });

  it('refuses a bad client id, challenge, integration type or scheme at its field', () => {
    const r = buildAuthorizeUrl(
      args({
        platform: 'mobile',
        clientId: '18446744073709551616',
        codeChallenge: CHALLENGE.slice(1),
        integrationType: '2',
        customScheme: '9lives',
      }),
    );
    expect(r.url).toBeNull();
    expect(r.redirectUri).toBeNull();
    for (const field of ['clientId', 'codeChallenge', 'integrationType', 'customScheme'])
      expect(messages(r, field, 'error')).toHaveLength(1);
  });

  it('keeps the redirect of a good client id when another field is wrong', () => {
    const r = buildAuthorizeUrl(args({ platform: 'mobile', customScheme: 'bad scheme' }));
    expect(r.url).toBeNull();
    expect(r.redirectUri).toBe('discord-1234567890123456789:/authorize/callback');
  });

  it('warns that a custom scheme does nothing on desktop', () => {
    const r = buildAuthorizeUrl(args({ customScheme: 'mygame' }));
    expect(r.redirectUri).toBe('http://127.0.0.1/callback');
    expect(messages(r, 'customScheme', 'warning')).toHaveLength(1);
  });

  it('reminds that the refresh-token grant for provisional-account OIDC is deprecated', () => {
    expect(messages(buildAuthorizeUrl(args()), 'url', 'note')).toEqual([REFRESH_GRANT_DEPRECATED]);
    const noOpenid = buildAuthorizeUrl(args({ scopes: 'sdk.social_layer' }));
    expect(messages(noOpenid, 'url', 'note')).toEqual([]);
  });
});
