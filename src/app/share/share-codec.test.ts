import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importPayload, toPayload } from '../../model';
import { designExamples } from '../../model/testing/examples';
import {
  MAX_SHARE_BYTES,
  decodeShare,
  encodeShare,
  fromBase64Url,
  inflateCapped,
  readEnvelope,
  shareLink,
  toBase64Url,
} from './share-codec';

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const tokenOf = async (value: unknown) =>
  toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(value))));

const reasonOf = async (token: string) => {
  const decoded = await decodeShare(token);
  if (decoded.ok) throw new Error(`expected a refusal, got ${JSON.stringify(decoded)}`);
  return decoded.reason;
};

describe('base64url', () => {
  it('round-trips any bytes without +, / or padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it('refuses text that is not base64url', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcd=')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
    expect(fromBase64Url('ab cd')).toBeNull();
  });
});

describe('encodeShare and decodeShare', () => {
  const examples = designExamples();

  it('finds the docs examples to round-trip', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it.each(examples.map((e) => [e.file, e.json] as const))(
    'round-trips %s to the same payload',
    async (file, json) => {
      const doc = importPayload(json).doc!;
      const payload = toPayload(doc);
      const decoded = await decodeShare(await encodeShare({ name: file, payload }));
      expect(decoded).toEqual({ ok: true, name: file, payload });
      if (decoded.ok) expect(toPayload(importPayload(decoded.payload).doc!)).toEqual(payload);
    },
  );

  it('keeps names in any script, emoji included', async () => {
    const name = 'Ankündigung 🎉 — 公告 · إعلان';
    const decoded = await decodeShare(await encodeShare({ name, payload: { content: 'é' } }));
    expect(decoded).toEqual({ ok: true, name, payload: { content: 'é' } });
  });

  it('builds a link to the editor with the design in the fragment', async () => {
    const link = await shareLink('https://studio.example', {
      name: 'A',
      payload: { content: 'x' },
    });
    expect(link).toMatch(/^https:\/\/studio\.example\/#share=[A-Za-z0-9_-]+$/);
    expect(await decodeShare(link.slice(link.indexOf('#')))).toMatchObject({ ok: true, name: 'A' });
  });

  it('holds only the version, the name and the payload', async () => {
    const token = await encodeShare({ name: 'N', payload: { content: 'c' } });
    const inflated = await inflateCapped(fromBase64Url(token)!, MAX_SHARE_BYTES);
    expect(inflated.ok && JSON.parse(new TextDecoder().decode(inflated.bytes))).toEqual({
      v: 1,
      name: 'N',
      payload: { content: 'c' },
    });
  });
});

describe('decodeShare on bad links', () => {
  it('says a cut-short link is damaged', async () => {
    const token = await encodeShare({ name: 'Cut', payload: { content: 'x'.repeat(500) } });
    expect(await reasonOf(token.slice(0, Math.floor(token.length / 2)))).toMatch(/damaged/);
  });

  it('says a link with foreign characters is damaged', async () => {
    expect(await reasonOf('abc$%^')).toMatch(/characters a share link never has/);
  });

  it('says an empty link holds no design', async () => {
    expect(await reasonOf('#share=')).toMatch(/holds no design/);
  });

  it('refuses data that is not deflate, not UTF-8 or not JSON', async () => {
    expect(await reasonOf(toBase64Url(new Uint8Array([0xff, 0xfe, 0xfd, 0x00])))).toMatch(
      /damaged/,
    );
    expect(await reasonOf(toBase64Url(await deflate(new Uint8Array([0xc3, 0x28]))))).toMatch(
      /damaged/,
    );
    expect(await reasonOf(toBase64Url(await deflate(new TextEncoder().encode('{nope'))))).toMatch(
      /not JSON/,
    );
  });

  it('refuses a wrapper without version 1, a name or a payload', async () => {
    expect(await reasonOf(await tokenOf([1, 2]))).toMatch(/does not hold a design/);
    expect(await reasonOf(await tokenOf({ v: 2, name: 'a', payload: {} }))).toMatch(/newer/);
    expect(await reasonOf(await tokenOf({ name: 'a', payload: {} }))).toMatch(/version/);
    expect(await reasonOf(await tokenOf({ v: 1, name: 3, payload: {} }))).toMatch(/name/);
    expect(await reasonOf(await tokenOf({ v: 1, name: 'a' }))).toMatch(/payload/);
  });

  it('stops unpacking a zip bomb at the size cap', async () => {
    const bomb = await deflate(new Uint8Array(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    const inflated = await inflateCapped(bomb, MAX_SHARE_BYTES);
    expect(inflated).toEqual({ ok: false, reason: 'too-big' });
    expect(await reasonOf(toBase64Url(bomb))).toMatch(/unpacks to more than 1 MB/);
  });

  it('unpacks data just under the cap', async () => {
    const bytes = new Uint8Array(MAX_SHARE_BYTES).fill(0x61);
    const inflated = await inflateCapped(await deflate(bytes), MAX_SHARE_BYTES);
    expect(inflated.ok && inflated.bytes.length).toBe(MAX_SHARE_BYTES);
  });

  it('never throws on random fragments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (junk) => {
        const decoded = await decodeShare(junk);
        expect(typeof decoded.ok).toBe('boolean');
        if (!decoded.ok) expect(decoded.reason).toMatch(/[.?]$/);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on random deflated bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), async (bytes) => {
        const decoded = await decodeShare(toBase64Url(bytes));
        expect(typeof decoded.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it('reads any JSON wrapper without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readEnvelope(value);
        expect(read.ok ? typeof read.name : read.reason).toEqual(expect.any(String));
      }),
    );
  });
});
