import './restore-test-kit';
import './sync-test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyModal } from '../../model';
import { DesignManager, SAVE_DELAY_MS, UNTITLED } from './design-manager';
import { SAVE_MAX_MS } from './design-types';
import type { DesignManagerOptions } from './design-manager';
import { FakeStorage } from './fake-storage';
import { INDEX_KEY, designKey, historyKey } from './format';

let local: FakeStorage;
let session: FakeStorage;
let ids: number;

function open(extra: Partial<DesignManagerOptions> = {}) {
  return new DesignManager({
    local,
    session,
    newId: () => `d${(ids += 1)}`,
    now: () => 42,
    ...extra,
  });
}

/** Adds a Text Display at the top level of the current design. */
function addText(manager: DesignManager, content = 'Hello') {
  const store = manager.store();
  const result = store.getState().dispatch({
    type: 'add',
    kind: 'text-display',
    target: { parentKey: null, slot: 'components', index: 0 },
  });
  if (!result.ok) throw new Error(result.reason);
  const key = store.getState().selectedKey!;
  store.getState().dispatch({ type: 'update', key, patch: { content } });
  return key;
}

beforeEach(() => {
  vi.useFakeTimers();
  local = new FakeStorage();
  session = new FakeStorage();
  ids = 0;
});
afterEach(() => vi.useRealTimers());

describe('DesignManager', () => {
  it('starts a brand-new user on one blank V2 design called Untitled design', () => {
    const manager = open();
    const snap = manager.getSnapshot();
    expect(snap.firstRun).toBe(true);
    expect(snap.designs.map((d) => d.name)).toEqual([UNTITLED]);
    expect(manager.store().getState().doc.body.flags).toBe(1 << 15);
    addText(manager);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(local.items.has(designKey(snap.currentId))).toBe(true);
    expect(open().getSnapshot().firstRun).toBe(false);
  });

  it('stores nothing for a first visit left unchanged, so a reload offers the templates again', () => {
    const first = open();
    first.dismissFirstRun();
    first.store().getState().select(null);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    first.saveNow();
    first.leave();
    expect([...local.items.keys()]).toEqual([]);
    const again = open();
    expect(again.getSnapshot().firstRun).toBe(true);
    expect(again.getSnapshot().designs.map((d) => d.name)).toEqual([UNTITLED]);
  });

  it('keeps the first blank design once another design is made', () => {
    const m = open();
    const blank = m.getSnapshot().currentId;
    m.create('Second', emptyModal());
    m.flush();
    expect(local.items.has(designKey(blank))).toBe(true);
    expect(
      open()
        .getSnapshot()
        .designs.map((d) => d.name),
    ).toEqual([UNTITLED, 'Second']);
  });

  it('saves a change within the save delay, not per keystroke', () => {
    const manager = open();
    addText(manager, '');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    const before = local.writes;
    const key = addText(manager, 'H');
    for (const text of ['He', 'Hel', 'Hell', 'Hello'])
      manager
        .store()
        .getState()
        .dispatch({ type: 'update', key, patch: { content: text }, group: 'content' });
    expect(local.writes).toBe(before);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(local.writes).toBe(before + 2); // the design, then the list
    expect(local.items.get(designKey('d1'))).toContain('"Hello"');
  });

  it('saves typing when it pauses, and at most SAVE_MAX_MS after the first unsaved key', () => {
    const manager = open();
    const key = addText(manager, 'H');
    const id = manager.getSnapshot().currentId;
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    const type = (text: string, thenMs: number) => {
      manager
        .store()
        .getState()
        .dispatch({ type: 'update', key, patch: { content: text } });
      vi.advanceTimersByTime(thenMs);
    };
    // Keys 50 ms apart: no pause, so no save until SAVE_MAX_MS after the first.
    const keys = SAVE_MAX_MS / 50;
    for (let i = 1; i < keys; i += 1) type(`H${'i'.repeat(i)}`, 50);
    expect(local.items.get(designKey(id))).not.toContain('"Hi');
    type(`H${'i'.repeat(keys)}`, 50);
    expect(local.items.get(designKey(id))).toContain(`"H${'i'.repeat(keys)}"`);
    // One more key, then a pause: saved SAVE_DELAY_MS after it.
    type('Hey', SAVE_DELAY_MS - 1);
    expect(local.items.get(designKey(id))).not.toContain('"Hey"');
    vi.advanceTimersByTime(1);
    expect(local.items.get(designKey(id))).toContain('"Hey"');
  });

  it('writes the undo history only on a flush (the page hides or closes), never while typing', () => {
    const manager = open();
    const key = addText(manager, 'H');
    const id = manager.getSnapshot().currentId;
    const type = (text: string) =>
      manager
        .store()
        .getState()
        .dispatch({ type: 'update', key, patch: { content: text } });
    // Typing, then a long pause: the design is saved, its history is not.
    for (const text of ['He', 'Hel', 'Hell', 'Hello']) {
      type(text);
      vi.advanceTimersByTime(SAVE_DELAY_MS);
    }
    expect(local.items.get(designKey(id))).toContain('"Hello"');
    vi.advanceTimersByTime(60_000);
    expect(session.items.has(historyKey(id))).toBe(false);
    // A flush (the page hides) writes it whole, the latest steps included.
    type('Hello!');
    manager.flush();
    expect(session.items.get(historyKey(id))).toContain('Hello"');
    // A switch to another design writes the history of the one it leaves.
    type('Bye');
    manager.create('Second', emptyModal());
    expect(session.items.get(historyKey(id))).toContain('Hello!"');
  });

  it('restores every design, the selection and the current one’s undo history after a reload', () => {
    const first = open();
    addText(first, 'First');
    first.create('Second', emptyModal());
    addText(first, 'In the modal');
    const modal = first.store().getState();
    first.flush();

    const reloaded = open();
    const snap = reloaded.getSnapshot();
    expect(snap.designs.map((d) => d.name)).toEqual([UNTITLED, 'Second']);
    expect(snap.currentId).toBe('d2');
    const state = reloaded.store().getState();
    expect(state.doc).toEqual(modal.doc);
    expect(state.selectedKey).toBe(modal.selectedKey);
    expect(state.history.past.map((e) => e.doc)).toEqual(modal.history.past.map((e) => e.doc));
    reloaded.store().getState().undo();
    expect(reloaded.store().getState().doc).toEqual(modal.history.past.at(-1)!.doc);
    expect(reloaded.store('d1').getState().doc.nodes).toHaveLength(1);
  });

  it('renames, duplicates and deletes designs, and says so to its listeners', () => {
    const onDuplicated = vi.fn();
    const onRemoved = vi.fn();
    const m = open({ onDuplicated, onRemoved });
    const listener = vi.fn();
    m.subscribe(listener);
    const id = m.getSnapshot().currentId;
    addText(m, 'Original');
    m.rename(id, '  Launch post  ');
    expect(m.getSnapshot().designs[0]!.name).toBe('Launch post');
    m.rename(id, '   ');
    expect(m.getSnapshot().designs[0]!.name).toBe('Launch post');

    const copy = m.duplicate(id)!;
    expect(onDuplicated).toHaveBeenCalledWith(id, copy);
    expect(m.getSnapshot().currentId).toBe(copy);
    expect(m.getSnapshot().designs.map((d) => d.name)).toEqual([
      'Launch post',
      'Launch post (copy)',
    ]);
    expect(m.store(copy).getState().doc).toEqual(m.store(id).getState().doc);
    // The copy is its own design: changing it leaves the original alone.
    addText(m, 'Only in the copy');
    expect(m.store(id).getState().doc.nodes).toHaveLength(1);

    m.remove(copy);
    expect(onRemoved).toHaveBeenCalledWith(copy);
    expect(m.getSnapshot().currentId).toBe(id);
    expect(local.items.has(designKey(copy))).toBe(false);
    expect(listener).toHaveBeenCalled();
  });

  it('leaves a blank design when the last one is deleted', () => {
    const m = open();
    const id = m.getSnapshot().currentId;
    m.remove(id);
    const snap = m.getSnapshot();
    expect(snap.designs).toHaveLength(1);
    expect(snap.currentId).not.toBe(id);
    expect(snap.designs[0]!.name).toBe(UNTITLED);
  });

  it('switches designs and remembers which one was open', () => {
    const m = open();
    const a = m.getSnapshot().currentId;
    const b = m.create('B', emptyModal());
    m.switchTo(a);
    expect(m.getSnapshot().currentId).toBe(a);
    expect(JSON.parse(local.items.get(INDEX_KEY)!).currentId).toBe(a);
    expect(open().getSnapshot().currentId).toBe(a);
    m.switchTo(b);
    expect(m.store().getState().doc.surface).toBe('modal');
  });

  it('reports a full storage, keeps the work in memory, and clears the report once saving works', () => {
    const m = open();
    m.rename(m.getSnapshot().currentId, 'Kept');
    m.flush();
    local.quota = [...local.items].reduce((n, [k, v]) => n + k.length + v.length, 0) + 10;
    addText(m, 'x'.repeat(500));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(m.getSnapshot().saveError?.kind).toBe('quota');
    expect(m.store().getState().doc.nodes).toHaveLength(1);

    local.quota = Infinity;
    m.store().getState().select(null);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(m.getSnapshot().saveError).toBeNull();
    expect(local.items.get(designKey(m.getSnapshot().currentId))).toContain('x'.repeat(500));
  });

  it('works in memory when the browser gives no storage at all', () => {
    const m = new DesignManager({ local: null, session: null });
    expect(m.getSnapshot().unavailable).toBe(true);
    addText(m, 'kept');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    m.create('Another', emptyModal());
    expect(m.getSnapshot().designs).toHaveLength(2);
  });

  it('works in memory when every storage access throws', () => {
    local.broken = true;
    const m = open();
    addText(m, 'kept');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(m.getSnapshot().saveError?.kind).toBe('unavailable');
    expect(m.store().getState().doc.nodes).toHaveLength(1);
  });

  it('keeps a damaged design in storage and in the list, and opens the others', () => {
    const m = open();
    addText(m, 'good');
    m.create('Bad', emptyModal());
    m.flush();
    local.items.set(designKey('d2'), '{oops');

    const reloaded = open();
    const snap = reloaded.getSnapshot();
    expect(snap.designs.map((d) => d.id)).toEqual(['d1']);
    expect(snap.broken).toEqual([
      {
        summary: expect.objectContaining({ id: 'd2', name: 'Bad' }),
        reason: 'It is not valid JSON.',
      },
    ]);
    addText(reloaded, 'more');
    reloaded.flush();
    expect(local.items.get(designKey('d2'))).toBe('{oops');
    expect(
      JSON.parse(local.items.get(INDEX_KEY)!).designs.map((d: { id: string }) => d.id),
    ).toEqual(['d1', 'd2']);

    reloaded.discardBroken('d2');
    expect(reloaded.getSnapshot().broken).toEqual([]);
    expect(local.items.has(designKey('d2'))).toBe(false);
  });

  it('opens a design without its history when the stored history is damaged', () => {
    const m = open();
    addText(m, 'a');
    m.flush();
    session.items.set(historyKey('d1'), '{"version":2,"nodes":7}');
    const reloaded = open();
    expect(reloaded.store().getState().history.past).toEqual([]);
    expect(reloaded.store().getState().doc.nodes).toHaveLength(1);
  });

  it('saves the selection', () => {
    const m = open();
    const key = addText(m);
    m.store().getState().select(null);
    m.store().getState().select(key);
    m.flush();
    expect(open().store().getState().selectedKey).toBe(key);
  });
});

describe('DesignManager.documents', () => {
  it("gives every design's name and document as edited now, before any save", () => {
    const manager = open();
    addText(manager, 'First');
    const second = manager.create('Form', emptyModal());
    const docs = manager.documents();
    expect(docs.map((d) => [d.name, d.doc.surface])).toEqual([
      [UNTITLED, 'message'],
      ['Form', 'modal'],
    ]);
    expect(JSON.stringify(docs[0]!.doc)).toContain('First');
    expect(docs[1]!.id).toBe(second);
  });
});
