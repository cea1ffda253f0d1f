// The studio on a bot's folder (issue 26): the REAL server (startStudio) on a copy of
// e2e/fixtures/studio, serving the build this run uses. Editing a Text Display is a one-line
// change of its file, a change on disk shows within a second, a bad file opens with its problems
// and stays as it was, and the folder API refuses a foreign Host, a missing key and `..`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startStudio } from '../server/studio/server';
import type { Studio } from '../server/studio/server';
import { EditorPage } from './pages/editor-page';
import { FolderPage } from './pages/folder-page';

const FIXTURE = resolve('e2e/fixtures/studio');
const DIST = resolve(process.env.E2E_OUTDIR ?? 'dist');

let dir = '';
let studio: Studio;

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  cpSync(FIXTURE, dir, { recursive: true });
  studio = await startStudio({ dir, distDir: DIST });
});

test.afterEach(async () => {
  await studio.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = (path: string) => readFileSync(join(dir, path), 'utf8');

/** The lines of `after` that are not the same line of `before` (same length asserted). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** A raw request to the studio, with the Host header given (Playwright's request fixes it). */
function raw(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: studio.port, path, headers, method: 'GET' },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

test.describe('the studio', () => {
  test('lists the folder and keeps the key out of the address bar', async ({ page }) => {
    const folder = new FolderPage(page);
    await page.goto(studio.url);
    await expect(folder.switcher).toBeVisible();
    expect(page.url()).not.toContain('key=');
    expect(await folder.rows()).toEqual([
      'commands/global.json (command set)',
      'messages/coyote.json (message)',
      'messages/legacy-welcome.json (message)',
      'messages/wrong-shape.json (message)',
      'broken.json (not JSON)',
      'package.json (not a design)',
    ]);
    // A reload keeps working: the key is kept for the tab.
    await page.reload();
    await expect(folder.switcher).toBeVisible();
  });

  test('editing a Text Display changes its file as a one-line diff', async ({ page }) => {
    const app = new EditorPage(page);
    const folder = new FolderPage(page);
    const before = file('messages/coyote.json');
    await page.goto(studio.url);
    await folder.openDesign('messages/coyote.json');
    await app.edit(app.nodes('text-display').first(), { content: '# A tame coyote' });
    await expect.poll(() => file('messages/coyote.json')).not.toBe(before);
    expect(changedLines(before, file('messages/coyote.json'))).toEqual([
      '          "content": "# A tame coyote"',
    ]);
  });

  test('a change written to the file on disk shows in the page within a second', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    const folder = new FolderPage(page);
    await page.goto(studio.url);
    await folder.openDesign('messages/coyote.json');
    await expect(app.preview.root).toContainText('What would you like to do?');
    const text = file('messages/coyote.json').replace('What would you like to do?', 'Pick one');
    writeFileSync(join(dir, 'messages/coyote.json'), text);
    await expect(app.preview.root).toContainText('Pick one', { timeout: 1000 });
    expect(file('messages/coyote.json')).toBe(text);
  });

  test('a bad file opens with its problems and stays byte-identical', async ({ page }) => {
    const folder = new FolderPage(page);
    const before = readFileSync(join(dir, 'broken.json'));
    await page.goto(studio.url);
    await folder.openOther('broken.json');
    await expect(folder.fileProblems).toContainText('Not valid JSON at line 6, column 1');
    await expect(folder.fileSave).toBeDisabled();
    await folder.fileText.fill('{ "content": ');
    await expect(folder.fileSave).toBeDisabled();
    await folder.fileClose.click();
    await page.waitForTimeout(500);
    expect(readFileSync(join(dir, 'broken.json')).equals(before)).toBe(true);
  });

  test('the folder API refuses a foreign Host, a missing key and ..', async ({ page }) => {
    const key = { 'X-Studio-Key': studio.key };
    const host = `127.0.0.1:${studio.port}`;
    expect(await raw('/api/folder', { Host: host, ...key })).toBe(200);
    expect(await raw('/api/folder', { Host: 'evil.example', ...key })).toBe(403);
    expect(await raw('/api/folder', { Host: `evil.example:${studio.port}`, ...key })).toBe(403);
    expect(await raw('/api/folder', { Host: host })).toBe(401);
    expect(await raw('/api/folder', { Host: host, 'X-Studio-Key': 'wrong' })).toBe(401);
    expect(await raw('/api/file?path=../secret.json', { Host: host, ...key })).toBe(400);
    expect(await raw('/api/file?path=messages/../../x.json', { Host: host, ...key })).toBe(400);
    // Through the page's own origin, as a script of the page would ask.
    const origin = new URL(studio.url).origin;
    const noKey = await page.request.get(`${origin}/api/folder`);
    expect(noKey.status()).toBe(401);
    const dots = await page.request.get(`${origin}/api/file?path=..%2Fsecret.json`, {
      headers: key,
    });
    expect(dots.status()).toBe(400);
  });
});
