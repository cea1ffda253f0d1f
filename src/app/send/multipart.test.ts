import { describe, expect, it } from 'vitest';
import { planFiles, referencedFiles, withBody } from './multipart';
import type { RelayRequest } from '../discord/requests';

const file = (name: string, size = 3) => ({
  name,
  size,
  url: `blob:${name}`,
  contentType: 'image/png',
});
const request: RelayRequest = {
  method: 'POST',
  url: '/relay/channels/1/messages',
  headers: { Authorization: 'Bot t', 'Content-Type': 'application/json' },
  body: '{}',
};
const thumb = (url: string) => ({ type: 11, media: { url } });

describe('referencedFiles', () => {
  it('finds every attachment:// name once, in order, at any depth', () => {
    const body = {
      components: [thumb('attachment://b.png'), { type: 13, file: { url: 'attachment://a.pdf' } }],
      embeds: [{ image: { url: 'attachment://b.png' } }],
      content: 'attachment:// alone is no file',
    };
    expect(referencedFiles(body)).toEqual(['b.png', 'a.pdf', ' alone is no file']);
  });
});

describe('planFiles', () => {
  it('leaves a body without files as it is', () => {
    const body = { components: [thumb('https://x.example/a.png')] };
    expect(planFiles(body, { 'a.png': file('a.png') }, false)).toEqual({
      ok: true,
      plan: { body, uploads: [] },
    });
  });

  it('lists each referenced file as { id: n, filename }, keeping a description', () => {
    const body = {
      components: [thumb('attachment://b.png'), thumb('attachment://a.png')],
      attachments: [{ id: 7, filename: 'a.png', description: 'Map' }],
    };
    const result = planFiles(body, { 'a.png': file('a.png'), 'b.png': file('b.png') }, false);
    expect(result).toEqual({
      ok: true,
      plan: {
        body: {
          components: body.components,
          attachments: [
            { id: 0, filename: 'b.png' },
            { id: 1, filename: 'a.png', description: 'Map' },
          ],
        },
        uploads: [file('b.png'), file('a.png')],
      },
    });
  });

  it('sends a listed file that no component shows', () => {
    const body = { content: 'See the file', attachments: [{ id: 0, filename: 'notes.txt' }] };
    const result = planFiles(body, { 'notes.txt': file('notes.txt') }, false);
    expect(result.ok && result.plan.uploads.map((f) => f.name)).toEqual(['notes.txt']);
  });

  it('keeps the files an edited message already has, next to new ones', () => {
    const kept = { id: '123456789012345678', filename: 'old.png' };
    const body = {
      components: [thumb('attachment://old.png'), thumb('attachment://new.png')],
      attachments: [kept],
    };
    const result = planFiles(body, { 'new.png': file('new.png') }, true);
    expect(result.ok && result.plan.body.attachments).toEqual([
      kept,
      { id: 0, filename: 'new.png' },
    ]);
  });

  it('refuses a reference to a file that is not attached', () => {
    const result = planFiles({ components: [thumb('attachment://gone.png')] }, {}, false);
    expect(result).toEqual({
      ok: false,
      reason:
        'The design shows attachment://gone.png, but no file of that name is attached to it: attach the file again in the inspector.',
    });
  });

  it('refuses files past Discord’s 25 MiB request limit', () => {
    const big = file('big.mp4', 26 * 1024 * 1024);
    const result = planFiles(
      { components: [thumb('attachment://big.mp4')] },
      { 'big.mp4': big },
      false,
    );
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('25 MiB') });
  });

  it('does not take inherited names for attached files', () => {
    const result = planFiles({ components: [thumb('attachment://toString')] }, {}, false);
    expect(result.ok).toBe(false);
  });
});

describe('withBody', () => {
  it('sends JSON when there is no file', async () => {
    const sent = await withBody(request, { body: { content: 'hi' }, uploads: [] }, () =>
      Promise.reject(new Error('no')),
    );
    expect(sent.body).toBe('{"content":"hi"}');
    expect(sent.headers['Content-Type']).toBe('application/json');
  });

  it('sends multipart with payload_json and files[n], and lets the browser set the type', async () => {
    const plan = {
      body: { attachments: [{ id: 0, filename: 'a.png' }] },
      uploads: [file('a.png')],
    };
    const sent = await withBody(request, plan, () => Promise.resolve(new Blob(['png'])));
    expect(sent.headers).toEqual({ Authorization: 'Bot t' });
    const form = sent.body as FormData;
    expect(JSON.parse(String(form.get('payload_json')))).toEqual(plan.body);
    const part = form.get('files[0]') as File;
    expect(part.name).toBe('a.png');
    expect(part.type).toBe('image/png');
    expect(await part.text()).toBe('png');
  });

  it('says which file could not be read', async () => {
    const plan = { body: {}, uploads: [file('a.png')] };
    await expect(withBody(request, plan, () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'The attached file a.png could not be read',
    );
  });
});
