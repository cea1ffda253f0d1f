// The folder as the designs list, against an in-memory folder: what is listed, what is written
// back (and how it is laid out), what is never written, and what happens when the disk changes.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { emptyMessage, walk } from '../../model';
import { FakeFolderApi } from './fake-folder-api';
import { FolderDesigns } from './folder-designs';
import { newFilePath } from './file-kinds';

const sample = (name: string) =>
  readFileSync(new URL(`../../../e2e/fixtures/studio/${name}`, import.meta.url), 'utf8');

const FILES = {
  'messages/coyote.json': sample('messages/coyote.json'),
  'commands/global.json': sample('commands/global.json'),
  'package.json': sample('package.json'),
  'broken.json': sample('broken.json'),
};

async function opened(files: Record<string, string> = FILES) {
  const api = new FakeFolderApi(files);
  const folder = await FolderDesigns.open(api, { saveDelayMs: 1 });
  if (typeof folder === 'string') throw new Error(folder);
  return { api, folder, manager: folder.manager };
}

const idOf = (folder: FolderDesigns, path: string) =>
  folder.manager.getSnapshot().designs.find((d) => d.name === path)!.id;

/** Sets the first Text Display's content in the design's editor store. */
function typeInto(folder: FolderDesigns, path: string, content: string) {
  const store = folder.manager.store(idOf(folder, path));
  let key = '';
  walk(store.getState().doc.nodes, (n) => {
    if (key === '' && n.kind === 'text-display') key = n.key;
  });
  store.getState().dispatch({ type: 'update', key, patch: { content } });
}

describe('FolderDesigns', () => {
  it('lists the design files as designs and the others with what they are', async () => {
    const { folder, manager } = await opened();
    expect(manager.getSnapshot().designs.map((d) => d.name)).toEqual([
      'commands/global.json',
      'messages/coyote.json',
    ]);
    const { labels, others } = folder.state.getState();
    expect(Object.values(labels).sort()).toEqual(['command set', 'message']);
    expect(others.map((o) => [o.path, o.label])).toEqual([
      ['broken.json', 'not JSON'],
      ['package.json', 'not a design'],
    ]);
    expect(others[0]!.reason).toMatch(/line 6, column 1/);
  });

  it('opens a file without writing it', async () => {
    const { api, folder, manager } = await opened();
    manager.switchTo(idOf(folder, 'messages/coyote.json'));
    manager.flush();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.writes).toEqual([]);
  });

  it('writes an edit back as a one-line change, laid out like the file', async () => {
    const { api, folder } = await opened();
    typeInto(folder, 'messages/coyote.json', 'A tame coyote');
    await vi.waitFor(() => expect(api.writes).toHaveLength(1));
    const before = FILES['messages/coyote.json'].split('\n');
    const after = api.files.get('messages/coyote.json')!.split('\n');
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      '          "content": "A tame coyote"',
    ]);
    expect(api.writes[0]!.baseRev).not.toBeNull();
  });

  it('shows a change made on disk when the page has no edits to the file', async () => {
    const { api, folder, manager } = await opened();
    const id = idOf(folder, 'messages/coyote.json');
    const text = FILES['messages/coyote.json'].replace('What would you like to do?', 'Pick one');
    api.disk('messages/coyote.json', text);
    await vi.waitFor(() =>
      expect(JSON.stringify(manager.store(id).getState().doc)).toContain('Pick one'),
    );
    expect(manager.getSnapshot().conflicts).toEqual([]);
    expect(api.writes).toEqual([]);
  });

  it('asks when the disk changed under unsaved edits, and keeps mine as a new file', async () => {
    const { api, folder, manager } = await opened();
    const id = idOf(folder, 'messages/coyote.json');
    const theirs = FILES['messages/coyote.json'].replace('What would you like', 'What now');
    // The write is refused (409): the file changed on disk after the page read it.
    api.files.set('messages/coyote.json', theirs);
    typeInto(folder, 'messages/coyote.json', 'Mine');
    await vi.waitFor(() => expect(manager.getSnapshot().conflicts.map((c) => c.id)).toEqual([id]));
    expect(api.files.get('messages/coyote.json')).toBe(theirs);
    manager.keepMineAsCopy(id);
    await vi.waitFor(() => expect(api.files.has('messages/coyote copy.json')).toBe(true));
    expect(api.files.get('messages/coyote copy.json')).toContain('"content": "Mine"');
    expect(api.files.get('messages/coyote.json')).toBe(theirs);
    expect(JSON.stringify(manager.store(id).getState().doc)).toContain('What now');
  });

  it('takes the file on disk when the person chooses theirs, writing nothing', async () => {
    const { api, folder, manager } = await opened();
    const id = idOf(folder, 'messages/coyote.json');
    api.files.set('messages/coyote.json', FILES['messages/coyote.json'].replace('wild', 'calm'));
    typeInto(folder, 'messages/coyote.json', 'Mine');
    await vi.waitFor(() => expect(manager.getSnapshot().conflicts).toHaveLength(1));
    manager.takeTheirs(id);
    manager.flush();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.writes).toEqual([]);
    expect(JSON.stringify(manager.store(id).getState().doc)).toContain('calm coyote');
  });

  it('creates a new design as a new file, refusing names that exist or leave the folder', async () => {
    const { api, folder, manager } = await opened();
    expect(newFilePath('messages/coyote', folder.paths())).toMatchObject({ ok: false });
    expect(newFilePath('../outside', folder.paths())).toMatchObject({ ok: false });
    expect(newFilePath('a\\b', folder.paths())).toMatchObject({ ok: false });
    const path = newFilePath('messages/hello', folder.paths());
    expect(path).toEqual({ ok: true, path: 'messages/hello.json' });
    const id = folder.create('messages/hello.json', emptyMessage(true), 'message');
    expect(manager.getSnapshot().currentId).toBe(id);
    await vi.waitFor(() => expect(api.files.has('messages/hello.json')).toBe(true));
    expect(api.writes[0]!.baseRev).toBeNull();
    expect(api.files.get('messages/hello.json')!.endsWith('}\n')).toBe(true);
  });

  it('deletes the file of a deleted design, at the rev the page saw', async () => {
    const { api, folder, manager } = await opened();
    manager.remove(idOf(folder, 'commands/global.json'));
    await vi.waitFor(() => expect(api.removals).toEqual(['commands/global.json']));
    expect(api.files.has('commands/global.json')).toBe(false);
  });

  it('never writes a bad file, and writes the person’s fix once it is valid JSON', async () => {
    const { api, folder } = await opened();
    expect(folder.textOf('broken.json')).toBe(FILES['broken.json']);
    folder.manager.flush();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.writes).toEqual([]);
    const fixed = '{\n  "content": "whole again"\n}\n';
    expect(await folder.saveOther('broken.json', fixed)).toBeNull();
    expect(api.files.get('broken.json')).toBe(fixed);
    await vi.waitFor(() =>
      expect(folder.manager.getSnapshot().designs.map((d) => d.name)).toContain('broken.json'),
    );
  });

  it('lists a file added on disk and drops one removed there', async () => {
    const { api, folder, manager } = await opened();
    api.disk('messages/new.json', '{ "content": "hi" }');
    api.disk('commands/global.json', undefined);
    await vi.waitFor(() =>
      expect(manager.getSnapshot().designs.map((d) => d.name)).toEqual([
        'messages/coyote.json',
        'messages/new.json',
      ]),
    );
    expect(folder.state.getState().others).toHaveLength(2);
  });
});
