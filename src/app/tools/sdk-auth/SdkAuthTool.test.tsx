// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SdkAuthTool from './SdkAuthTool';

afterEach(cleanup);

const APP = '1234567890123456789';
const open = (query = '') => render(<SdkAuthTool params={new URLSearchParams(query)} />);
const field = (name: string) => screen.getByTestId(`sdk-field:${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const findings = (name: string) => screen.queryByTestId(`sdk-findings:${name}`)?.textContent ?? '';

describe('SdkAuthTool', () => {
  it('builds the desktop URL from a prefilled client id', () => {
    open(`client_id=${APP}`);
    expect(screen.getByTestId('sdk-redirect').textContent).toBe('http://127.0.0.1/callback');
    const url = new URL(screen.getByTestId('sdk-url').textContent ?? '');
    expect(url.searchParams.get('client_id')).toBe(APP);
    expect(url.searchParams.get('scope')).toBe('openid sdk.social_layer');
    expect(url.search).toContain('scope=openid%20sdk.social_layer');
    expect(findings('codeChallenge')).toMatch(/token-exchange/);
    expect(findings('scopes')).toMatch(/not documented/);
  });

  it('generates a verifier whose SHA-256 is the challenge, and shows it as the app’s secret', async () => {
    open(`client_id=${APP}&platform=mobile`);
    expect(screen.getByTestId('sdk-url-missing').textContent).toMatch(
      /one thing above needs filling in or fixing/,
    );
    expect(findings('codeChallenge')).toMatch(/PKCE is mandatory on mobile/);
    fireEvent.click(screen.getByTestId('sdk-generate-pkce'));
    const verifier = (await screen.findByTestId('sdk-verifier')).textContent ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{64}$/);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(field('codeChallenge').value).toBe(challenge);
    const url = screen.getByTestId('sdk-url').textContent ?? '';
    expect(url).toContain(`code_challenge=${challenge}&code_challenge_method=S256`);
    expect(url).not.toContain(verifier);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(
      `discord-${APP}:/authorize/callback`,
    );
    expect(screen.getByText(/never in the URL/)).toBeTruthy();
    expect(screen.getByTestId('sdk-cpp').textContent).toContain(`SetChallenge("${challenge}")`);

    type('codeChallenge', 'x');
    expect(screen.queryByTestId('sdk-verifier')).toBeNull();
    expect(screen.getByTestId('sdk-verifier-stale')).toBeTruthy();
  });

  it('refuses a bad client id and scheme at their fields, with no URL', () => {
    open('platform=mobile&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    type('clientId', '18446744073709551616');
    type('customScheme', 'my game');
    expect(findings('clientId')).toMatch(/64-bit unsigned/);
    expect(field('clientId').getAttribute('aria-invalid')).toBe('true');
    expect(findings('customScheme')).toMatch(/only letters/);
    expect(screen.queryByTestId('sdk-url')).toBeNull();
    expect(screen.getByTestId('sdk-url-missing').textContent).toMatch(/2 things above need/);
    expect(screen.getByTestId('sdk-cpp').textContent).toMatch(/ClientId left unset/);
  });

  it('fills the default scope sets and a random state, and warns about the state', () => {
    open(`client_id=${APP}`);
    fireEvent.click(screen.getByTestId('sdk-scopes:presence'));
    expect(field('scopes').value).toBe('openid sdk.social_layer_presence');
    fireEvent.click(screen.getByTestId('sdk-generate-state'));
    expect(field('state').value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(findings('state')).toMatch(/Leave state unset/);
    expect(screen.getByTestId('sdk-url').textContent).toContain(`&state=${field('state').value}`);
  });

  it('keeps a hostile state as text in the URL and the C++', async () => {
    const hostile = '"><img src=x onerror=alert(1)>");system("x';
    open(`client_id=${APP}&state=${encodeURIComponent(hostile)}&integration_type=7`);
    expect(document.querySelector('img')).toBeNull();
    const cpp = screen.getByTestId('sdk-cpp').textContent ?? '';
    expect(cpp).toContain('args.SetState("\\"><img src=x onerror=alert(1)>\\");system(\\"x");');
    expect(findings('integrationType')).toMatch(/0 \(guild install\) or 1/);
    fireEvent.change(field('integrationType'), { target: { value: '1' } });
    await waitFor(() =>
      expect(screen.getByTestId('sdk-url').textContent).toContain('integration_type=1'),
    );
  });
});
