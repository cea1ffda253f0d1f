// PKCE (RFC 7636) with the S256 method, the only one the SDK uses: a verifier made of random
// unreserved characters, and its challenge BASE64URL(SHA-256(verifier)). Web Crypto works in the
// browser and in Node 20 alike, so the page and the tests run the same code.

/** RFC 7636 section 4.1: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~". */
export const VERIFIER_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const VERIFIER_MIN = 43;
export const VERIFIER_MAX = 128;
export const VERIFIER_DEFAULT_LENGTH = 64;

/** The challenge of an S256 verifier: 32 bytes in unpadded base64url, always 43 characters. */
export const CHALLENGE_LENGTH = 43;

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const systemRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

// 66 letters do not divide 256: bytes at or past 198 (3 × 66) are drawn again, so that every
// letter is equally likely.
const UNBIASED_LIMIT = 256 - (256 % VERIFIER_ALPHABET.length);

/** A fresh code verifier of `length` characters (43 to 128), from a cryptographic source. */
export function generateVerifier(
  length: number = VERIFIER_DEFAULT_LENGTH,
  random: RandomBytes = systemRandom,
): string {
  if (!Number.isInteger(length) || length < VERIFIER_MIN || length > VERIFIER_MAX)
    throw new RangeError(`A code verifier has ${VERIFIER_MIN} to ${VERIFIER_MAX} characters.`);
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && out.length < length)
        out += VERIFIER_ALPHABET[byte % VERIFIER_ALPHABET.length];
    }
  }
  return out;
}

/** What keeps a string from being a code verifier, or null when it is one. */
export function verifierProblem(verifier: string): string | null {
  if (verifier.length < VERIFIER_MIN || verifier.length > VERIFIER_MAX)
    return `A code verifier has ${VERIFIER_MIN} to ${VERIFIER_MAX} characters; this one has ${verifier.length}.`;
  if (![...verifier].every((c) => VERIFIER_ALPHABET.includes(c)))
    return 'A code verifier holds only letters, digits, "-", ".", "_" and "~".';
  return null;
}

/** What keeps a string from being an S256 challenge (43 base64url characters), or null. */
export function challengeProblem(challenge: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(challenge))
    return 'An S256 challenge is base64url: letters, digits, "-" and "_" (no padding).';
  if (challenge.length !== CHALLENGE_LENGTH)
    return `An S256 challenge has ${CHALLENGE_LENGTH} characters; this one has ${challenge.length}.`;
  return null;
}

/** Unpadded base64url (RFC 4648 section 5) of some bytes. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier: BASE64URL(SHA-256(ASCII(verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A random value for `state` (or a nonce): 32 random bytes in base64url. */
export function randomToken(random: RandomBytes = systemRandom): string {
  return base64url(random(new Uint8Array(32)));
}
