import { describe, expect, it } from 'vitest';
import type { SdkAuthArgs } from './authorize-url';
import { authorizationArgsCode, cppString } from './cpp-code';

const args = (over: Partial<SdkAuthArgs> = {}): SdkAuthArgs => ({
  platform: 'mobile',
  clientId: '18446744073709551615',
  scopes: 'openid  sdk.social_layer_presence',
  state: '',
  nonce: '',
  codeChallenge: '',
  integrationType: '',
  customScheme: '',
  ...over,
});

describe('cppString', () => {
  it('escapes quotes, backslashes, "?" and every byte outside printable ASCII in octal', () => {
    expect(cppString('plain')).toBe('"plain"');
    expect(cppString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(cppString('??=')).toBe('"\\?\\?="');
    expect(cppString('x\ny\u0000')).toBe('"x\\012y\\000"');
    // é is two bytes in UTF-8; octal escapes stop after three digits, so a digit after is safe.
    expect(cppString('é1')).toBe('"\\303\\2511"');
  });

  it('leaves no way to end the literal early', () => {
    const hostile = '");system("rm -rf /");//\r\n\u2028*/';
    const literal = cppString(hostile);
    expect(literal.slice(1, -1)).not.toMatch(/(?<!\\)"/);
    expect(literal).not.toMatch(/[\r\n\u2028]/);
  });
});

describe('authorizationArgsCode', () => {
  it('writes the setters for every argument that is set', () => {
    const code = authorizationArgsCode(
      args({
        state: 's"1',
        nonce: 'n',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        integrationType: '1',
        customScheme: 'mygame',
      }),
    );
    expect(code.split('\n')).toEqual([
      'discordpp::AuthorizationArgs args{};',
      'args.SetClientId(18446744073709551615ULL);',
      'args.SetScopes("openid sdk.social_layer_presence");',
      'args.SetState("s\\"1");',
      'args.SetNonce("n");',
      expect.stringMatching(/^\/\/ In the app/),
      expect.stringMatching(/^\/\/ keep its verifier/),
      'discordpp::AuthorizationCodeChallenge challenge{};',
      'challenge.SetChallenge("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");',
      'challenge.SetMethod(discordpp::AuthenticationCodeChallengeMethod::S256);',
      'args.SetCodeChallenge(challenge);',
      'args.SetIntegrationType(discordpp::IntegrationType::UserInstall);',
      'args.SetCustomSchemeParam("mygame");',
    ]);
  });

  it('leaves the client id unset when it is not a number, and drops a bad scheme', () => {
    const code = authorizationArgsCode(
      args({ clientId: '1); evil(', customScheme: 'x"y', integrationType: '0' }),
    );
    expect(code).toMatch(/ClientId left unset/);
    expect(code).not.toMatch(/evil|SetCustomSchemeParam/);
    expect(code).toMatch(/IntegrationType::GuildInstall/);
  });

  it('writes no custom scheme on desktop', () => {
    expect(
      authorizationArgsCode(args({ platform: 'desktop', customScheme: 'mygame' })),
    ).not.toMatch(/SetCustomSchemeParam/);
  });
});
