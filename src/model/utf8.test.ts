import { describe, expect, it } from 'vitest';
import { decodeUtf8, notUtf8Reason } from './utf8';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)),
  );

describe('decodeUtf8', () => {
  it('decodes UTF-8 text and drops a byte order mark', () => {
    expect(decodeUtf8(bytes('Café ☕ 🎉'))).toEqual({ ok: true, text: 'Café ☕ 🎉' });
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], '[]'))).toEqual({ ok: true, text: '[]' });
  });

  it('says the offset and byte of the first thing that is not UTF-8', () => {
    // "Café" saved as Latin-1: é is the one byte 0xE9.
    expect(decodeUtf8(bytes('"Caf', [0xe9], ' au lait"'))).toEqual({
      ok: false,
      offset: 4,
      byte: 0xe9,
    });
    // Windows-1252's curly quote, a lone continuation byte, an overlong slash, a surrogate, a cut-off sequence.
    expect(decodeUtf8(bytes('ab', [0x93]))).toMatchObject({ ok: false, offset: 2 });
    expect(decodeUtf8(bytes('é', [0xc0, 0xaf]))).toMatchObject({ ok: false, offset: 2 });
    expect(decodeUtf8(bytes('x', [0xed, 0xa0, 0x80]))).toMatchObject({ ok: false, offset: 1 });
    expect(decodeUtf8(bytes('xyz', [0xe2, 0x98]))).toMatchObject({ ok: false, offset: 3 });
  });
});

describe('notUtf8Reason', () => {
  it('names the offset and the byte in hex', () => {
    expect(notUtf8Reason({ offset: 4, byte: 0xe9 })).toMatch(
      /^it is not UTF-8 text: the byte at offset 4 \(0xE9\) is not valid UTF-8/,
    );
  });
});
