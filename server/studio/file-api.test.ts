// The folder API against real files: listing, reading, writing with revisions and conflicts,
// deleting, and every way a path could reach outside the bot's folder.
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { revOf } from './files.ts';
import type { StudioHarness } from './studio-test-kit.ts';
import { startHarness } from './studio-test-kit.ts';

let h: StudioHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const q = (path: string) => `/api/file?path=${encodeURIComponent(path)}`;
const putJson = (path: string, text: string, baseRev: string | null) =>
  h!.api(q(path), { method: 'PUT', body: JSON.stringify({ text, baseRev }) });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const message = (content: string) => `${JSON.stringify({ content }, null, 2)}\n`;

describe('GET /api/folder', () => {
  it('lists every .json file under the folder, sorted, with rev and size', async () => {
    h = await startHarness();
    h.put('messages/welcome.json', message('hi'));
    h.put('commands.json', '[]\n');
    h.put('notes.txt', 'not json');
    h.put('node_modules/pkg/package.json', '{}');
    h.put('.git/info.json', '{}');
    h.put('.vscode/settings.json', '{}');
    h.put('src/.cache/x.json', '{}');
    const res = await h.api('/api/folder');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      root: 'bot',
      files: [
        { path: 'commands.json', rev: revOf('[]\n'), size: 3 },
        { path: 'messages/welcome.json', rev: revOf(message('hi')), size: message('hi').length },
      ],
    });
  });

  it('lists a file over 5 MB as tooLarge and does not serve it', async () => {
    h = await startHarness();
    h.put('big.json', `"${'x'.repeat(5 * 1024 * 1024)}"`);
    const { files } = (await (await h.api('/api/folder')).json()) as { files: unknown[] };
    expect(files).toEqual([expect.objectContaining({ path: 'big.json', tooLarge: true })]);
    expect((await h.api(q('big.json'))).status).toBe(413);
  });

  it('does not follow symlinks that lead out of the folder', async () => {
    h = await startHarness();
    writeFileSync(join(h.outside, 'secret.json'), '{"token":"x"}');
    symlinkSync(join(h.outside, 'secret.json'), join(h.root, 'link.json'));
    symlinkSync(h.outside, join(h.root, 'out'));
    h.put('inside.json', '{}');
    symlinkSync(join(h.root, 'inside.json'), join(h.root, 'alias.json'));
    const { files } = (await (await h.api('/api/folder')).json()) as { files: { path: string }[] };
    expect(files.map((f) => f.path)).toEqual(['alias.json', 'inside.json']);
  });
});

describe('GET /api/file', () => {
  it('answers the text and its rev; 404 when missing', async () => {
    h = await startHarness();
    h.put('messages/welcome.json', message('hi'));
    const res = await h.api(q('messages/welcome.json'));
    expect(await res.json()).toEqual({
      path: 'messages/welcome.json',
      rev: revOf(message('hi')),
      text: message('hi'),
    });
    expect((await h.api(q('messages/missing.json'))).status).toBe(404);
  });

  it.each([
    ['..', '../outside/secret.json'],
    ['.. in the middle', 'messages/../../outside/secret.json'],
    ['an absolute path', '/etc/passwd'],
    ['a drive path', 'C:/Windows/win.ini'],
    ['a backslash', 'messages\\..\\..\\outside\\secret.json'],
    ['NUL', 'a.json\0.txt'],
    ['an empty path', ''],
    ['a dot-folder', '.git/config.json'],
    ['node_modules', 'node_modules/pkg/package.json'],
  ])('refuses %s with 400 and a sentence', async (_what, path) => {
    h = await startHarness();
    writeFileSync(join(h.outside, 'secret.json'), '{"token":"x"}');
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await h.api(`${q(path)}&rev=0`, {
        method,
        body: method === 'PUT' ? JSON.stringify({ text: '{}', baseRev: null }) : undefined,
      });
      expect(res.status, method).toBe(400);
      expect(await errorOf(res)).toMatch(/\.$/);
    }
    expect(readFileSync(join(h.outside, 'secret.json'), 'utf8')).toBe('{"token":"x"}');
  });

  it('refuses symlinks that lead out: a linked file, a linked folder, a new file through one', async () => {
    h = await startHarness();
    writeFileSync(join(h.outside, 'secret.json'), '{"token":"x"}');
    symlinkSync(join(h.outside, 'secret.json'), join(h.root, 'link.json'));
    symlinkSync(h.outside, join(h.root, 'out'));
    for (const path of ['link.json', 'out/secret.json']) {
      const res = await h.api(q(path));
      expect(res.status, path).toBe(400);
      expect(await errorOf(res)).toContain('symbolic link');
    }
    const created = await putJson('out/new.json', '{}', null);
    expect(created.status).toBe(400);
    const nested = await putJson('out/deeper/new.json', '{}', null);
    expect(nested.status).toBe(400);
    const overwritten = await putJson('link.json', '{}', revOf('{"token":"x"}'));
    expect(overwritten.status).toBe(400);
    expect(readdirSync(h.outside)).toEqual(['secret.json']);
    expect(readFileSync(join(h.outside, 'secret.json'), 'utf8')).toBe('{"token":"x"}');
  });
});

describe('PUT /api/file', () => {
  it('creates a file with baseRev null (parent folders too), and refuses a second create with 409', async () => {
    h = await startHarness();
    const res = await putJson('messages/new/hello.json', message('hello'), null);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rev: revOf(message('hello')) });
    expect(readFileSync(join(h.root, 'messages/new/hello.json'), 'utf8')).toBe(message('hello'));
    const again = await putJson('messages/new/hello.json', message('other'), null);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      rev: revOf(message('hello')),
      text: message('hello'),
    });
    expect(readFileSync(join(h.root, 'messages/new/hello.json'), 'utf8')).toBe(message('hello'));
    expect(h.logs).toEqual([
      'studio PUT messages/new/hello.json -> 200',
      'studio PUT messages/new/hello.json -> 409',
    ]);
  });

  it('updates at the right rev, and answers 409 with the disk text when the file changed on disk', async () => {
    h = await startHarness();
    const file = h.put('a.json', message('one'));
    const first = await putJson('a.json', message('two'), revOf(message('one')));
    expect(first.status).toBe(200);
    const { rev } = (await first.json()) as { rev: string };
    expect(readFileSync(file, 'utf8')).toBe(message('two'));
    writeFileSync(file, message('changed by git'));
    const stale = await putJson('a.json', message('three'), rev);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      rev: revOf(message('changed by git')),
      text: message('changed by git'),
    });
    expect(readFileSync(file, 'utf8')).toBe(message('changed by git'));
  });

  it('answers 409 with rev null when the file was deleted on disk', async () => {
    h = await startHarness();
    const res = await putJson('gone.json', '{}', revOf('{}'));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ rev: null, text: null });
  });

  it('writes only .json files, only JSON text, only a well-formed body', async () => {
    h = await startHarness();
    const notJsonName = await putJson('notes.txt', '{}', null);
    expect(notJsonName.status).toBe(400);
    expect(await errorOf(notJsonName)).toContain('Only .json files');
    const notJsonText = await putJson('a.json', '{ "content": ', null);
    expect(notJsonText.status).toBe(400);
    expect(await errorOf(notJsonText)).toContain('not valid JSON');
    const badBody = await h.api(q('a.json'), { method: 'PUT', body: '{"text": 1}' });
    expect(badBody.status).toBe(400);
    h.put('target.txt', 'plain');
    symlinkSync(join(h.root, 'target.txt'), join(h.root, 'disguised.json'));
    expect((await putJson('disguised.json', '{}', revOf('plain'))).status).toBe(400);
    expect(readdirSync(h.root).sort()).toEqual(['disguised.json', 'target.txt']);
    expect(readFileSync(join(h.root, 'target.txt'), 'utf8')).toBe('plain');
  });

  it('replaces the file by a rename (a new inode), keeps its mode and leaves no temporary file', async () => {
    h = await startHarness();
    const file = h.put('a.json', message('one'));
    const { chmodSync } = await import('node:fs');
    chmodSync(file, 0o640);
    const before = statSync(file).ino;
    expect((await putJson('a.json', message('two'), revOf(message('one')))).status).toBe(200);
    expect(statSync(file).ino).not.toBe(before);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(h.root)).toEqual(['a.json']);
  });

  it('never lets a concurrent reader see half a file', async () => {
    h = await startHarness();
    const big = (n: number) => `${JSON.stringify({ n, content: 'x'.repeat(400_000) })}\n`;
    const file = h.put('big.json', big(0));
    let rev = revOf(big(0));
    let reading = true;
    let reads = 0;
    const reader = (async () => {
      while (reading) {
        JSON.parse(readFileSync(file, 'utf8'));
        reads += 1;
        await new Promise((done) => setImmediate(done));
      }
    })();
    for (let n = 1; n <= 15; n += 1) {
      const res = await putJson('big.json', big(n), rev);
      expect(res.status).toBe(200);
      ({ rev } = (await res.json()) as { rev: string });
    }
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ n: 15 });
    expect(readdirSync(h.root)).toEqual(['big.json']);
  });

  it('lets only one of two writes based on the same rev through', async () => {
    h = await startHarness();
    h.put('a.json', message('one'));
    const results = await Promise.all(
      ['two', 'three'].map((text) => putJson('a.json', message(text), revOf(message('one')))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('DELETE /api/file', () => {
  it('deletes at the right rev, refuses a stale rev with 409, a missing file with 404', async () => {
    h = await startHarness();
    const file = h.put('a.json', message('one'));
    const stale = await h.api(`${q('a.json')}&rev=${revOf(message('zero'))}`, { method: 'DELETE' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ rev: revOf(message('one')), text: message('one') });
    expect(lstatSync(file).isFile()).toBe(true);
    const done = await h.api(`${q('a.json')}&rev=${revOf(message('one'))}`, { method: 'DELETE' });
    expect(done.status).toBe(204);
    expect(readdirSync(h.root)).toEqual([]);
    const again = await h.api(`${q('a.json')}&rev=${revOf(message('one'))}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    const noRev = await h.api(q('a.json'), { method: 'DELETE' });
    expect(noRev.status).toBe(400);
  });

  it('never deletes a folder or a file outside', async () => {
    h = await startHarness();
    mkdirSync(join(h.root, 'dir.json'));
    const res = await h.api(`${q('dir.json')}&rev=x`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(statSync(join(h.root, 'dir.json')).isDirectory()).toBe(true);
  });
});
