import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64url,
  challengeProblem,
  generateVerifier,
  randomToken,
  s256Challenge,
  VERIFIER_ALPHABET,
  verifierProblem,
} from './pkce';

// RFC 7636 Appendix B: the verifier and the S256 challenge it gives.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const nodeChallenge = (v: string) => createHash('sha256').update(v).digest('base64url');

describe('s256Challenge', () => {
  it('gives the challenge of RFC 7636 Appendix B, which node:crypto agrees with', async () => {
    expect(nodeChallenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
    await expect(s256Challenge(RFC_VERIFIER)).resolves.toBe(RFC_CHALLENGE);
  });

  it('agrees with node:crypto on generated verifiers of every length bound', async () => {
    for (const length of [43, 64, 128]) {
      const v = generateVerifier(length);
      await expect(s256Challenge(v)).resolves.toBe(nodeChallenge(v));
    }
  });
});

describe('generateVerifier', () => {
  it('makes 43 to 128 characters of the unreserved set and refuses 42 and 129', () => {
    for (const length of [43, 44, 127, 128]) {
      const v = generateVerifier(length);
      expect(v).toHaveLength(length);
      expect(verifierProblem(v)).toBeNull();
    }
    expect(() => generateVerifier(42)).toThrow(RangeError);
    expect(() => generateVerifier(129)).toThrow(RangeError);
    expect(() => generateVerifier(43.5)).toThrow(RangeError);
  });

  it('draws bytes at or past 198 again, so every letter is equally likely', () => {
    // First draw: all 255 (refused); then 0, 65, 197 (the last letter of three full rounds), 198.
    let call = 0;
    const random = (bytes: Uint8Array<ArrayBuffer>) => {
      call += 1;
      bytes.fill(call === 1 ? 255 : 0);
      if (call > 1) bytes.set([0, 65, 197, 198].slice(0, bytes.length));
      return bytes;
    };
    const v = generateVerifier(43, random);
    expect(v.slice(0, 3)).toBe(`A~~`);
    expect(v[3]).toBe('A'); // 198 was refused, the next byte (0) taken
    // The second draw gave 42 letters (one refused), so a third draw made the last one.
    expect(call).toBe(3);
  });

  it('uses every letter of the alphabet over many draws', () => {
    const seen = new Set(Array.from({ length: 40 }, () => generateVerifier(128)).join(''));
    expect(seen.size).toBe(VERIFIER_ALPHABET.length);
  });
});

describe('verifierProblem', () => {
  it('refuses 42 and 129 characters and letters outside the unreserved set', () => {
    expect(verifierProblem('a'.repeat(42))).toMatch(/43 to 128.*42/);
    expect(verifierProblem('a'.repeat(43))).toBeNull();
    expect(verifierProblem('a'.repeat(128))).toBeNull();
    expect(verifierProblem('a'.repeat(129))).toMatch(/129/);
    expect(verifierProblem(`${'a'.repeat(42)}+`)).toMatch(/only letters/);
    expect(verifierProblem(`${'a'.repeat(42)}~`)).toBeNull();
  });
});

describe('challengeProblem', () => {
  it('takes exactly 43 base64url characters', () => {
    expect(challengeProblem(RFC_CHALLENGE)).toBeNull();
    expect(challengeProblem(RFC_CHALLENGE.slice(1))).toMatch(/43.*42/);
    expect(challengeProblem(`${RFC_CHALLENGE}A`)).toMatch(/44/);
    expect(challengeProblem(`${RFC_CHALLENGE.slice(1)}=`)).toMatch(/base64url/);
    expect(challengeProblem(`${RFC_CHALLENGE.slice(1)}+`)).toMatch(/base64url/);
  });
});

describe('randomToken and base64url', () => {
  it('writes 32 random bytes as 43 unpadded base64url characters', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});
