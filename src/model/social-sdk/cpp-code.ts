// The C++ a developer writes to pass the same arguments to the SDK (AuthorizationArgs setters).
// Every typed value goes into a string literal escaped byte by byte, so no input can end the
// literal or add code; the client id is only written once it is known to be a number.
import type { SdkAuthArgs } from './authorize-url';
import { customSchemeProblem, parseClientId, parseIntegrationType } from './fields';
import { splitScopes } from './scopes';

/** A C++ string literal for any text: printable ASCII as is, every other byte in octal. */
export function cppString(text: string): string {
  let out = '"';
  for (const byte of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(byte);
    if (c === '"' || c === '\\') out += `\\${c}`;
    // "?" is escaped so that no "??x" trigraph forms in older compilers.
    else if (c === '?') out += '\\?';
    else if (byte >= 0x20 && byte < 0x7f) out += c;
    // Three octal digits always: an octal escape stops after three, unlike "\x".
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out}"`;
}

const INTEGRATION_ENUM = { 0: 'GuildInstall', 1: 'UserInstall' } as const;

/** The calls that set these arguments on a `discordpp::AuthorizationArgs`. */
export function authorizationArgsCode(args: SdkAuthArgs): string {
  const lines = ['discordpp::AuthorizationArgs args{};'];
  const clientId = parseClientId(args.clientId);
  if (clientId.ok) lines.push(`args.SetClientId(${clientId.text}ULL);`);
  else lines.push('// ClientId left unset: it defaults to the application id set on the client.');
  lines.push(`args.SetScopes(${cppString(splitScopes(args.scopes).join(' '))});`);
  if (args.state !== '') lines.push(`args.SetState(${cppString(args.state)});`);
  if (args.nonce !== '') lines.push(`args.SetNonce(${cppString(args.nonce)});`);
  const challenge = args.codeChallenge.trim();
  if (challenge !== '')
    lines.push(
      "// In the app, take the challenge from the SDK's authorization code verifier generator and",
      '// keep its verifier for the token exchange. This one matches the verifier made on the page.',
      'discordpp::AuthorizationCodeChallenge challenge{};',
      `challenge.SetChallenge(${cppString(challenge)});`,
      'challenge.SetMethod(discordpp::AuthenticationCodeChallengeMethod::S256);',
      'args.SetCodeChallenge(challenge);',
    );
  const integration = parseIntegrationType(args.integrationType);
  if (integration.ok && integration.value !== null)
    lines.push(
      `args.SetIntegrationType(discordpp::IntegrationType::${INTEGRATION_ENUM[integration.value]});`,
    );
  const scheme = args.customScheme.trim();
  if (args.platform === 'mobile' && scheme !== '' && customSchemeProblem(scheme) === null)
    lines.push(`args.SetCustomSchemeParam(${cppString(scheme)});`);
  return lines.join('\n');
}
