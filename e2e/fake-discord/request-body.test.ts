import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, parseBody } from './request-body';

async function multipart(form: FormData): Promise<[Buffer, string]> {
  const res = new Response(form);
  return [Buffer.from(await res.arrayBuffer()), res.headers.get('content-type') ?? ''];
}

describe('parseBody', () => {
  it('reads payload_json sent as a JSON blob, and files under any name', async () => {
    const form = new FormData();
    form.append('payload_json', new Blob(['{"content":"x"}'], { type: 'application/json' }));
    form.append('files[2]', new Blob(['abc']), 'a.txt');
    form.append('file', new Blob(['de']), 'b.txt');
    const parsed = await parseBody(...(await multipart(form)));
    expect(parsed).toMatchObject({ ok: true, json: { content: 'x' } });
    expect(parsed.files.map((f) => [f.field, f.index, f.filename, f.size])).toEqual([
      ['files[2]', 2, 'a.txt', 3],
      ['file', null, 'b.txt', 2],
    ]);
  });

  it('answers a file over 10 MiB with 413 code 40005', async () => {
    const form = new FormData();
    form.append('files[0]', new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]), 'big.bin');
    const parsed = await parseBody(...(await multipart(form)));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toEqual({
      status: 413,
      body: { message: 'Request entity too large', code: 40005 },
    });
  });

  it('answers bad payload_json and a body that is not JSON with 50109', async () => {
    const form = new FormData();
    form.append('payload_json', '{oops');
    const bad = await parseBody(...(await multipart(form)));
    expect(!bad.ok && bad.error.body.code).toBe(50109);
    const text = await parseBody(Buffer.from('content=x'), 'application/x-www-form-urlencoded');
    expect(!text.ok && text.error.body.code).toBe(50109);
  });

  it('gives null JSON for an empty body', async () => {
    expect(await parseBody(Buffer.alloc(0), undefined)).toEqual({
      ok: true,
      json: null,
      files: [],
    });
  });
});
