// Share links: a design's name and payload, deflated and base64url-encoded into the URL fragment,
// which browsers never send to a server. Only the name and the payload go in: nothing from the
// send panel, storage or attached files. Decoding treats the fragment as hostile: a bad link gives
// a sentence, never a throw, and a zip bomb is cut off at MAX_SHARE_BYTES. What the link holds is
// read by the model's restoreShared, as every stored design is (src/model/stored).
import { SHARE_FORMAT, restoreShared } from '../../model';
import type { SharedDesign } from '../../model';

export type { SharedDesign } from '../../model';
export const SHARE_PREFIX = '#share=';
/** Unpacked JSON beyond this is refused: no message or modal comes near it. */
export const MAX_SHARE_BYTES = 1024 * 1024;
/** Longer fragments are refused before decoding (Chromium's own URL limit is 2 MB). */
export const MAX_SHARE_CHARS = 2 * 1024 * 1024;
/** Compressed bytes fed to the decompressor at once; bounds what one step can unpack (~1032×). */
const FEED_BYTES = 512;

export type ShareDecoded = ({ ok: true } & SharedDesign) | { ok: false; reason: string };

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const DAMAGED =
  'The share link is damaged or cut short: its data does not unpack. Copy the whole link again.';

/** base64url without padding; holds for any bytes. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  return join(chunks, total);
}

function join(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The fragment token (what follows #share=) for a design. */
export async function encodeShare({ name, payload, guildId }: SharedDesign): Promise<string> {
  const json = JSON.stringify({ v: SHARE_FORMAT, name, payload, guild_id: guildId });
  const cs = new CompressionStream('deflate-raw');
  const writer = cs.writable.getWriter();
  // Not awaited: the writes finish as the output is read.
  writer.write(new TextEncoder().encode(json)).catch(() => {});
  writer.close().catch(() => {});
  return toBase64Url(await collect(cs.readable));
}

/** The whole link: the editor's address with the design in its fragment. */
export async function shareLink(origin: string, design: SharedDesign): Promise<string> {
  return `${origin}/${SHARE_PREFIX}${await encodeShare(design)}`;
}

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'damaged' | 'too-big' };

/**
 * Unpacks deflate-raw data, stopping as soon as the output passes `limit` bytes. The input goes in
 * small pieces, each after the reader asked for more, so a bomb never unpacks far past the limit.
 */
export async function inflateCapped(
  input: Uint8Array<ArrayBuffer>,
  limit: number,
): Promise<Inflated> {
  const ds = new DecompressionStream('deflate-raw');
  const writer = ds.writable.getWriter();
  const reader = ds.readable.getReader();
  let stopped = false;
  const feeding = (async () => {
    for (let at = 0; at < input.length && !stopped; at += FEED_BYTES) {
      await writer.ready;
      await writer.write(input.subarray(at, at + FEED_BYTES));
    }
    if (!stopped) await writer.close();
  })().catch(() => {
    // The reader reports the failure (a damaged stream), or it cancelled on purpose.
  });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        stopped = true;
        await reader.cancel().catch(() => {});
        await feeding;
        return { ok: false, reason: 'too-big' };
      }
      chunks.push(value);
    }
  } catch {
    stopped = true;
    await feeding;
    return { ok: false, reason: 'damaged' };
  }
  await feeding;
  return { ok: true, bytes: join(chunks, total) };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The design in a fragment token (with or without its #share= prefix). Never throws. */
export async function decodeShare(fragment: string): Promise<ShareDecoded> {
  const token = fragment.startsWith(SHARE_PREFIX) ? fragment.slice(SHARE_PREFIX.length) : fragment;
  if (token === '') return { ok: false, reason: 'The share link holds no design after #share=.' };
  if (token.length > MAX_SHARE_CHARS)
    return {
      ok: false,
      reason: `The share link is over ${mb(MAX_SHARE_CHARS)}; it was not opened.`,
    };
  if (!BASE64URL.test(token))
    return {
      ok: false,
      reason:
        'The share link is damaged: it holds characters a share link never has. Was it changed when it was copied?',
    };
  const bytes = fromBase64Url(token);
  if (!bytes) return { ok: false, reason: DAMAGED };
  let inflated: Inflated;
  try {
    inflated = await inflateCapped(bytes, MAX_SHARE_BYTES);
  } catch {
    inflated = { ok: false, reason: 'damaged' };
  }
  if (!inflated.ok)
    return {
      ok: false,
      reason:
        inflated.reason === 'too-big'
          ? `The shared design unpacks to more than ${mb(MAX_SHARE_BYTES)}, far more than any message or modal; it was not opened.`
          : DAMAGED,
    };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
  } catch {
    return { ok: false, reason: DAMAGED };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The share link unpacks to something that is not JSON.' };
  }
  return readEnvelope(value);
}

/** Reads the `{ v: 1, name, payload, guild_id? }` wrapper, through the model's restoreShared. */
export function readEnvelope(value: unknown): ShareDecoded {
  const restored = restoreShared(value);
  return restored.ok ? { ok: true, ...restored.value } : { ok: false, reason: restored.reason };
}
