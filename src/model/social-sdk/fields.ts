// The social SDK's client authorization arguments (AuthorizationArgs), one rule per field, as the
// SDK's documentation gives them (docs/discord-rules.md, Social SDK authorization). Nothing else is
// assumed: where Discord is silent (which scopes the two sdk scopes expand into) it says so.

/** Where a finding belongs: a field of the form, or the URL as a whole. */
export type SdkField =
  | 'clientId'
  | 'scopes'
  | 'state'
  | 'nonce'
  | 'codeChallenge'
  | 'integrationType'
  | 'customScheme'
  | 'url';

/** The largest 64-bit unsigned integer: ClientId is a `uint64_t`. */
export const UINT64_MAX = (1n << 64n) - 1n;

export type ClientIdResult =
  { ok: true; value: bigint; text: string } | { ok: false; message: string };

/** A decimal 64-bit unsigned integer written without sign or leading zeros (ids, snowflakes). */
export function parseUint64(raw: string, name: string): ClientIdResult {
  const text = raw.trim();
  if (text === '') return { ok: false, message: `Enter the ${name}.` };
  if (!/^\d+$/.test(text))
    return { ok: false, message: `The ${name} is a decimal number: digits 0-9 only.` };
  if (text.length > 1 && text.startsWith('0'))
    return { ok: false, message: `Write the ${name} without leading zeros.` };
  const value = BigInt(text);
  if (value > UINT64_MAX)
    return {
      ok: false,
      message: `The ${name} is a 64-bit unsigned integer: at most ${UINT64_MAX} (this is larger).`,
    };
  return { ok: true, value, text };
}

/** A ClientId is the application id: a decimal 64-bit unsigned integer. */
export function parseClientId(raw: string): ClientIdResult {
  return parseUint64(raw, 'client id');
}

export type IntegrationType = 0 | 1;

/** The two integration types: how the app is installed. */
export const INTEGRATION_TYPES: Record<IntegrationType, string> = {
  0: 'Guild install',
  1: 'User install',
};

/** `''` (not set), `'0'` or `'1'`; anything else is refused. */
export function parseIntegrationType(
  raw: string,
): { ok: true; value: IntegrationType | null } | { ok: false; message: string } {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  if (text === '0' || text === '1') return { ok: true, value: Number(text) as IntegrationType };
  return { ok: false, message: 'The integration type is 0 (guild install) or 1 (user install).' };
}

// RFC 3986 section 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;

/** A custom scheme is a URI scheme as RFC 3986 defines it (no colon, no slashes). */
export function customSchemeProblem(raw: string): string | null {
  if (raw === '') return null;
  if (raw.endsWith(':') || raw.includes('://'))
    return 'Give the scheme alone, without ":" or "://" (for example mygame).';
  if (!/^[A-Za-z]/.test(raw)) return 'A URI scheme starts with a letter (RFC 3986).';
  if (!SCHEME.test(raw))
    return 'A URI scheme holds only letters, digits, "+", "-" and "." (RFC 3986).';
  return null;
}

export type Platform = 'desktop' | 'mobile';

/** The desktop redirect: the SDK listens on the loopback address. */
export const DESKTOP_REDIRECT = 'http://127.0.0.1/callback';

/** Where Discord sends the user back: loopback on desktop, the app's URI scheme on mobile. */
export function redirectUri(platform: Platform, clientId: string, customScheme: string): string {
  if (platform === 'desktop') return DESKTOP_REDIRECT;
  const scheme = customScheme === '' ? `discord-${clientId}` : customScheme;
  return `${scheme}:/authorize/callback`;
}
