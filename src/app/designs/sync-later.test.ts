// The first instant of a page, before the other tabs' sync and the undo histories' writer have
// come (sync-chunk.ts): nothing done then is lost, and nothing another tab wrote then is missed.
// The chunk is held back until the test lets it arrive; each test starts on fresh modules, so
// each has its own first instant.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Manager from './design-manager';
import { FakeStorage } from './fake-storage';
import { designKey, historyKey } from './format';
import type * as Storage from './storage';

const gate = { release: null as (() => void) | null };

let DesignManager: typeof Manager.DesignManager;
let readDesign: typeof Storage.readDesign;
let local: FakeStorage;
let ids: number;

beforeEach(async () => {
  vi.resetModules();
  gate.release = null;
  vi.doMock('./sync-chunk', async (actual) => {
    await new Promise<void>((resolve) => (gate.release = resolve));
    return actual();
  });
  ({ DesignManager } = await import('./design-manager'));
  ({ readDesign } = await import('./storage'));
  // Fresh modules, so the tree actions' chunk the setup file loaded is not theirs: load it again,
  // or the edits below would wait for it (tree-later.ts) instead of applying.
  await (await import('../../editor/state/tree-later')).treeOps.load();
  local = new FakeStorage();
  ids = 0;
});

const tab = (session = new FakeStorage()) =>
  new DesignManager({ local, session, newId: () => `d${(ids += 1)}` });

/** Sets the text of the design's first Text Display (adding one when there is none). */
function type(manager: Manager.DesignManager, content: string) {
  const state = () => manager.store().getState();
  if (!state().doc.nodes[0])
    state().dispatch({
      type: 'add',
      kind: 'text-display',
      target: { parentKey: null, slot: 'components', index: 0 },
    });
  state().dispatch({ type: 'update', key: state().doc.nodes[0]!.key, patch: { content } });
}

/** Two tabs on one design: B saves "Theirs", then A's write of "Mine" meets B's newer save. */
function newerSaveMet() {
  const setup = tab();
  type(setup, 'Old');
  setup.flush();
  const id = setup.getSnapshot().currentId;
  const a = tab();
  const b = tab();
  type(b, 'Theirs');
  b.flush();
  type(a, 'Mine');
  a.flush();
  return { id, a };
}

const textIn = (manager: Manager.DesignManager) =>
  manager.store().getState().doc.nodes[0]?.props.content;

function storedText(id: string) {
  const stored = readDesign(local, id);
  if (!stored.ok) throw new Error(stored.reason);
  return stored.value.doc.nodes[0]?.props.content;
}

/** Lets the chunk arrive, and waits until it has. */
async function arrive() {
  const { syncChunk } = await import('./sync-later');
  const loading = syncChunk.load();
  await vi.waitFor(() => expect(gate.release).not.toBeNull());
  gate.release!();
  await loading;
}

describe('SyncLater', () => {
  it('keeps an edit and an undo made before its chunk arrived, the page going away at once', async () => {
    const session = new FakeStorage();
    const manager = tab(session);
    const id = manager.getSnapshot().currentId;
    type(manager, 'Kept');
    manager
      .store()
      .getState()
      .dispatch({
        type: 'add',
        kind: 'separator',
        target: {
          parentKey: null,
          slot: 'components',
          index: 1,
        },
      });
    manager.store().getState().undo();
    manager.leave();
    expect(storedText(id)).toBe('Kept');
    expect(readDesign(local, id).ok && readDesign(local, id)).toMatchObject({
      value: { doc: { nodes: [{ kind: 'text-display' }] } },
    });
    // The undo history waits for its writer, and is written when it comes.
    expect(session.items.has(historyKey(id))).toBe(false);
    await arrive();
    await vi.waitFor(() => expect(session.items.has(historyKey(id))).toBe(true));
    const reloaded = tab(session);
    expect(textIn(reloaded)).toBe('Kept');
    expect(reloaded.store().getState().history.future).toHaveLength(1);
  });

  it('sees what another tab saved, created and deleted before it listened', async () => {
    const setup = tab();
    type(setup, 'Old');
    setup.create('Going', setup.store().getState().doc);
    setup.flush();
    const [kept, going] = setup.getSnapshot().designs.map((d) => d.id);
    const a = tab();
    const b = tab();
    a.switchTo(kept!);
    b.switchTo(kept!);
    type(b, 'Newer');
    b.create('From B', b.store().getState().doc);
    b.remove(going!);
    b.flush();
    // No `storage` event reached A: it heard nothing until its sync came.
    expect(textIn(a)).toBe('Old');
    a.listen();
    await arrive();
    await vi.waitFor(() => expect(textIn(a)).toBe('Newer'));
    const names = a.getSnapshot().designs.map((d) => d.name);
    expect(names).toContain('From B');
    expect(names).not.toContain('Going');
    // What A writes next goes over nothing of B's.
    type(a, 'After both');
    a.flush();
    expect(storedText(kept!)).toBe('After both');
  });

  it('never writes over a newer save met before its chunk arrived, and keeps the edits as a copy', async () => {
    const { id, a } = newerSaveMet();
    a.flush();
    expect(storedText(id)).toBe('Theirs');
    // The page goes away before the sync came: nobody to ask, so this tab's edits become a copy.
    a.leave();
    expect(storedText(id)).toBe('Theirs');
    const copy = [...local.items.keys()]
      .filter((key) => key.startsWith(designKey('')) && key !== designKey(id))
      .map((key) => readDesign(local, key.slice(designKey('').length)))
      .find((d) => d.ok && d.value.name?.includes('this tab’s copy'));
    expect(copy?.ok && copy.value.doc.nodes[0]?.props.content).toBe('Mine');
  });

  it('asks about a newer save met before its chunk arrived, once the sync is there', async () => {
    const { id, a } = newerSaveMet();
    expect(a.getSnapshot().conflicts).toEqual([]);
    await arrive();
    await vi.waitFor(() => expect(a.getSnapshot().conflicts.map((c) => c.id)).toEqual([id]));
    a.takeTheirs(id);
    expect(textIn(a)).toBe('Theirs');
    expect(storedText(id)).toBe('Theirs');
  });
});
