// Bytes to text, strictly: a file saved as Latin-1 or Windows-1252 must be refused where it is
// read, not decoded with replacement characters that then reach Discord ("Caf\uFFFD au lait").
// The command line's reader and the designer's import both decode through here.

export type Utf8Result = { ok: true; text: string } | { ok: false; offset: number; byte: number };

/** The offset of the first byte that does not belong to valid UTF-8 (the decoder does not say). */
function firstInvalid(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (need < 0) return i;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= need; k += 1) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

/** The bytes as UTF-8 text (a leading byte order mark dropped), or where they stop being UTF-8. */
export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const offset = firstInvalid(bytes);
    return { ok: false, offset, byte: bytes[offset] ?? 0 };
  }
}

/** Why bytes that are not UTF-8 are refused, in words: "byte 4 (0xE9) is not UTF-8 …". */
export function notUtf8Reason({ offset, byte }: { offset: number; byte: number }): string {
  const hex = byte.toString(16).toUpperCase().padStart(2, '0');
  return `it is not UTF-8 text: the byte at offset ${offset} (0x${hex}) is not valid UTF-8 (saved as Latin-1 or Windows-1252?); save the file as UTF-8`;
}
