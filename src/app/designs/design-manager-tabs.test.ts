// Two tabs on one browser's storage: two managers on one localStorage, each with its own
// sessionStorage. The `storage` event a browser sends the other tab is receive(key) here.
import './restore-test-kit';
import './sync-test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyModal } from '../../model';
import { DesignManager, SAVE_DELAY_MS } from './design-manager';
import { FakeStorage } from './fake-storage';
import { INDEX_KEY, designKey } from './format';
import { readDesign } from './storage';

let local: FakeStorage;
let ids: number;

function tab(session = new FakeStorage()) {
  return new DesignManager({ local, session, newId: () => `d${(ids += 1)}` });
}

/** Sets the text of the design's first Text Display (adding one when there is none). */
function type(manager: DesignManager, content: string, id?: string) {
  const store = manager.store(id);
  let key = store.getState().doc.nodes[0]?.key;
  if (!key) {
    store.getState().dispatch({
      type: 'add',
      kind: 'text-display',
      target: { parentKey: null, slot: 'components', index: 0 },
    });
    key = store.getState().doc.nodes[0]!.key;
  }
  store.getState().dispatch({ type: 'update', key, patch: { content } });
}

const textIn = (manager: DesignManager, id?: string) =>
  manager.store(id).getState().doc.nodes[0]?.props.content;

function storedText(id: string) {
  const stored = readDesign(local, id);
  if (!stored.ok) throw new Error(stored.reason);
  return stored.value.doc.nodes[0]?.props.content;
}

/** One design saved by a first tab, then tab A and tab B opened on it. */
function twoTabs() {
  const setup = tab();
  type(setup, 'Old text');
  setup.flush();
  const id = setup.getSnapshot().currentId;
  return { id, a: tab(), b: tab() };
}

beforeEach(() => {
  vi.useFakeTimers();
  local = new FakeStorage();
  ids = 0;
});
afterEach(() => vi.useRealTimers());

describe('DesignManager across tabs', () => {
  it('writes nothing shared for a selection, a collapse or a notice', () => {
    const { id, a } = twoTabs();
    const state = a.store().getState();
    const key = state.doc.nodes[0]!.key;
    const writes = local.writes;
    state.select(key);
    state.toggleCollapsed(key);
    state.notify('info', 'hello');
    vi.advanceTimersByTime(SAVE_DELAY_MS * 4);
    a.saveNow();
    expect(local.writes).toBe(writes);
    // The selection is this tab's view: it comes back in this tab's session, not in another tab.
    expect(a.store(id).getState().selectedKey).toBe(key);
  });

  it('never writes a stale copy over a newer save when it only selects (the event missed)', () => {
    const { id, a, b } = twoTabs();
    type(b, 'An hour of work');
    b.flush();
    a.store().getState().select(a.store().getState().doc.nodes[0]!.key);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    a.leave();
    expect(storedText(id)).toBe('An hour of work');
  });

  it('takes another tab’s save at once when it has no unsaved edits, one undo step away', () => {
    const { id, a, b } = twoTabs();
    type(b, 'An hour of work');
    b.flush();
    a.receive(designKey(id));
    expect(textIn(a)).toBe('An hour of work');
    expect(a.store().getState().notice?.message).toMatch(/saved in another tab/);
    expect(a.getSnapshot().conflicts).toEqual([]);
    // Taking it is not an edit of this tab: nothing is written back.
    const writes = local.writes;
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(local.writes).toBe(writes);
    // An edit made afterwards builds on the other tab's work.
    type(a, 'An hour of work!');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(storedText(id)).toBe('An hour of work!');
    a.store().getState().undo();
    a.store().getState().undo();
    expect(textIn(a)).toBe('Old text');
  });

  it('does not write over a newer save when it has edits of its own, and asks', () => {
    const { id, a, b } = twoTabs();
    type(a, 'Mine');
    type(b, 'Theirs');
    b.flush();
    a.receive(designKey(id));
    expect(a.getSnapshot().conflicts.map((c) => c.id)).toEqual([id]);
    expect(textIn(a)).toBe('Mine');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    a.flush();
    expect(storedText(id)).toBe('Theirs');
  });

  it('finds the conflict when it saves, even without hearing of the other save', () => {
    const { id, a, b } = twoTabs();
    type(b, 'Theirs');
    b.flush();
    type(a, 'Mine');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(storedText(id)).toBe('Theirs');
    expect(a.getSnapshot().conflicts.map((c) => c.id)).toEqual([id]);
  });

  it('keeps this tab’s edits as a copy and the design as the other tab saved it', () => {
    const { id, a, b } = twoTabs();
    type(a, 'Mine');
    type(b, 'Theirs');
    b.flush();
    a.receive(designKey(id));
    const copy = a.keepMineAsCopy(id)!;
    expect(a.getSnapshot().conflicts).toEqual([]);
    expect(a.getSnapshot().currentId).toBe(copy);
    expect(a.getSnapshot().designs.map((d) => d.name)).toEqual([
      'Untitled design',
      'Untitled design (this tab’s copy)',
    ]);
    expect(textIn(a, copy)).toBe('Mine');
    expect(textIn(a, id)).toBe('Theirs');
    a.flush();
    expect(storedText(copy)).toBe('Mine');
    expect(storedText(id)).toBe('Theirs');
    // Tab B hears of the copy and lists it.
    b.receive(designKey(copy));
    expect(b.getSnapshot().designs.map((d) => d.id)).toEqual([id, copy]);
  });

  it('takes the other tab’s version on request, with this tab’s one undo step away', () => {
    const { id, a, b } = twoTabs();
    type(a, 'Mine');
    type(b, 'Theirs');
    b.flush();
    a.receive(designKey(id));
    type(b, 'Theirs, later');
    b.flush();
    a.takeTheirs(id);
    expect(textIn(a)).toBe('Theirs, later');
    expect(a.getSnapshot().conflicts).toEqual([]);
    a.flush();
    expect(storedText(id)).toBe('Theirs, later');
    a.store().getState().undo();
    expect(textIn(a)).toBe('Mine');
  });

  it('keeps conflicting edits as a copy when the page goes away unanswered', () => {
    const { id, a, b } = twoTabs();
    type(a, 'Mine');
    type(b, 'Theirs');
    b.flush();
    a.receive(designKey(id));
    a.leave();
    const after = tab();
    const names = after.getSnapshot().designs.map((d) => d.name);
    expect(names).toEqual(['Untitled design', 'Untitled design (this tab’s copy)']);
    expect(storedText(id)).toBe('Theirs');
    expect(textIn(after, after.getSnapshot().designs[1]!.id)).toBe('Mine');
  });

  it('reopens, after a reload, the design this tab had open, whatever the other tab opened', () => {
    const { id, a, b } = twoTabs();
    const sessionB = new FakeStorage();
    const b2 = tab(sessionB);
    a.create('Only A opened this', emptyModal());
    a.flush();
    b2.flush();
    expect(tab(sessionB).getSnapshot().currentId).toBe(id);
    expect(b.getSnapshot().currentId).toBe(id);
  });

  it('lists a design another tab created, and keeps it in the list it writes', () => {
    const { id, a, b } = twoTabs();
    const made = b.create('From B', emptyModal());
    b.flush();
    // Before tab A hears of it, its own list of designs must not drop it.
    type(a, 'Edit in A');
    a.flush();
    const listed = (JSON.parse(local.items.get(INDEX_KEY)!) as { designs: { id: string }[] })
      .designs;
    expect(listed.map((d) => d.id)).toEqual([id, made]);
    a.receive(designKey(made));
    expect(a.getSnapshot().designs.map((d) => d.name)).toEqual(['Untitled design', 'From B']);
  });

  it('drops a design another tab deleted, unless it has unsaved edits here', () => {
    const { id, a, b } = twoTabs();
    const second = b.create('Second', emptyModal());
    b.flush();
    a.receive(designKey(second));
    b.remove(second);
    a.receive(designKey(second));
    expect(a.getSnapshot().designs.map((d) => d.id)).toEqual([id]);

    type(a, 'Still editing');
    b.remove(id);
    a.receive(designKey(id));
    expect(a.getSnapshot().designs.map((d) => d.id)).toContain(id);
    a.flush();
    expect(storedText(id)).toBe('Still editing');
  });
});
