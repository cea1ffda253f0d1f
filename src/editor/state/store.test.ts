import { describe, expect, it } from 'vitest';
import { emptyMessage } from '../../model';
import type { Doc } from '../../model';
import { button, container, docOf, message, row, text, texts } from '../../model/testing/fixtures';
import { HISTORY_LIMIT } from './history';
import { selectCanRedo, selectCanUndo } from './selectors';
import { createEditorStore } from './store';

const root = { parentKey: null, slot: 'components' as const };

/** A store on a message with two Text Displays, and their keys. */
function twoTexts() {
  const doc = docOf(message(text('A'), text('B')));
  const store = createEditorStore({ doc });
  const [a, b] = doc.nodes.map((n) => n.key) as [string, string];
  return { doc, store, a, b };
}

const contentOf = (store: ReturnType<typeof createEditorStore>, key: string) =>
  store.getState().doc.nodes.find((n) => n.key === key)?.props.content;

describe('createEditorStore', () => {
  it('opens on a blank V2 message with nothing selected, or on the document given', () => {
    const blank = createEditorStore().getState();
    expect(blank.doc).toEqual(emptyMessage());
    expect(blank.selectedKey).toBeNull();
    expect(blank.history).toEqual({ past: [], future: [], lastGroup: null });
    const { doc, store } = twoTexts();
    expect(store.getState().doc).toBe(doc);
  });

  it('gives every call its own store', () => {
    const one = createEditorStore();
    const two = createEditorStore();
    one.getState().dispatch({ type: 'add', kind: 'text-display', target: root });
    expect(two.getState().doc.nodes).toEqual([]);
  });
});

describe('dispatch', () => {
  it('updates the document, the selection and the history', () => {
    const store = createEditorStore();
    const before = store.getState().doc;
    const result = store.getState().dispatch({ type: 'add', kind: 'container', target: root });
    const state = store.getState();
    expect(result.ok).toBe(true);
    expect(state.doc.nodes).toHaveLength(1);
    expect(state.selectedKey).toBe(state.doc.nodes[0]!.key);
    expect(state.history.past).toEqual([{ doc: before, selectedKey: null }]);
    expect(selectCanUndo(state)).toBe(true);
  });

  it('sets a notice on a refused action and leaves the document and history alone', () => {
    const store = createEditorStore();
    const before = store.getState();
    const result = before.dispatch({ type: 'add', kind: 'thumbnail', target: root });
    const after = store.getState();
    expect(result).toEqual({ ok: false, reason: "A Thumbnail can only be a Section's accessory." });
    expect(after.doc).toBe(before.doc);
    expect(after.history).toBe(before.history);
    expect(after.notice).toMatchObject({
      tone: 'refused',
      message: "A Thumbnail can only be a Section's accessory.",
    });
  });

  it('announces the same refusal twice as two notices', () => {
    const store = createEditorStore();
    store.getState().dispatch({ type: 'add', kind: 'thumbnail', target: root });
    const first = store.getState().notice!.seq;
    store.getState().dispatch({ type: 'add', kind: 'thumbnail', target: root });
    expect(store.getState().notice!.seq).toBeGreaterThan(first);
  });

  it('clears the notice on the next change that goes through', () => {
    const store = createEditorStore();
    store.getState().dispatch({ type: 'add', kind: 'thumbnail', target: root });
    store.getState().dispatch({ type: 'add', kind: 'text-display', target: root });
    expect(store.getState().notice).toBeNull();
  });

  it('keeps the selection on an update and drops it when the node goes', () => {
    const { store, a } = twoTexts();
    store.getState().select(a);
    store.getState().dispatch({ type: 'update', key: a, patch: { content: 'X' } });
    expect(store.getState().selectedKey).toBe(a);
    store.getState().dispatch({ type: 'remove', key: a });
    expect(store.getState().selectedKey).toBeNull();
  });

  it('records nothing for an action that changes nothing', () => {
    const { doc, store, a } = twoTexts();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.getState().dispatch({ type: 'convert', to: 'v2', doc });
    store.getState().dispatch({ type: 'update', key: a, patch: { content: 'A', id: undefined } });
    store.getState().dispatch({ type: 'set-body', patch: { flags: 32768, content: undefined } });
    stop();
    expect(store.getState().doc).toBe(doc);
    expect(store.getState().history.past).toEqual([]);
    expect(calls).toBe(0);
  });
});

describe('undo and redo', () => {
  it('restore the document and the selection of each step', () => {
    const { doc, store, a } = twoTexts();
    store.getState().select(a);
    store.getState().dispatch({ type: 'duplicate', key: a });
    const copy = store.getState().selectedKey;
    const duplicated = store.getState().doc;
    expect(copy).not.toBe(a);

    store.getState().undo();
    expect(store.getState().doc).toBe(doc);
    expect(store.getState().selectedKey).toBe(a);
    expect(selectCanRedo(store.getState())).toBe(true);

    store.getState().redo();
    expect(store.getState().doc).toBe(duplicated);
    expect(store.getState().selectedKey).toBe(copy);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('do nothing at either end', () => {
    const { doc, store } = twoTexts();
    store.getState().undo();
    store.getState().redo();
    expect(store.getState().doc).toBe(doc);
  });

  it('a new change after an undo clears redo', () => {
    const { store, a, b } = twoTexts();
    store.getState().dispatch({ type: 'remove', key: a });
    store.getState().undo();
    store.getState().dispatch({ type: 'remove', key: b });
    expect(store.getState().history.future).toEqual([]);
    store.getState().redo();
    expect(store.getState().doc.nodes.map((n) => n.key)).toEqual([a]);
  });
});

describe('undo grouping', () => {
  it('makes 20 updates in the same group one undo step', () => {
    const { doc, store, a } = twoTexts();
    let typed = '';
    for (let i = 0; i < 20; i += 1) {
      typed += 'x';
      store
        .getState()
        .dispatch({ type: 'update', key: a, patch: { content: typed }, group: `${a}:content` });
    }
    expect(contentOf(store, a)).toBe('x'.repeat(20));
    expect(store.getState().history.past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().doc).toBe(doc);
    store.getState().redo();
    expect(contentOf(store, a)).toBe('x'.repeat(20));
  });

  it('starts a new step for a different group', () => {
    const { store, a, b } = twoTexts();
    const type = (key: string, content: string) =>
      store
        .getState()
        .dispatch({ type: 'update', key, patch: { content }, group: `${key}:content` });
    type(a, 'A1');
    type(a, 'A12');
    type(b, 'B1');
    type(b, 'B12');
    expect(store.getState().history.past).toHaveLength(2);
    store.getState().undo();
    expect([contentOf(store, a), contentOf(store, b)]).toEqual(['A12', 'B']);
  });

  it('starts a new step after closeGroup, even in the same group', () => {
    const { store, a } = twoTexts();
    const type = (content: string) =>
      store.getState().dispatch({ type: 'update', key: a, patch: { content }, group: 'g' });
    type('one');
    store.getState().closeGroup();
    type('one two');
    expect(store.getState().history.past).toHaveLength(2);
    store.getState().undo();
    expect(contentOf(store, a)).toBe('one');
  });

  it('starts a new step after a change without a group, or after an undo', () => {
    const { store, a, b } = twoTexts();
    const type = (content: string) =>
      store.getState().dispatch({ type: 'update', key: a, patch: { content }, group: 'g' });
    type('1');
    store.getState().dispatch({ type: 'duplicate', key: b });
    type('12');
    expect(store.getState().history.past).toHaveLength(3);
    store.getState().undo();
    type('13');
    expect(store.getState().history.past).toHaveLength(3);
    store.getState().undo();
    expect(contentOf(store, a)).toBe('1');
  });

  it('groups set-body typing the same way', () => {
    const store = createEditorStore({ doc: docOf(message(row(button()))) });
    for (const title of ['F', 'Fe', 'Fee'])
      store.getState().dispatch({ type: 'set-body', patch: { content: title }, group: 'content' });
    expect(store.getState().history.past).toHaveLength(1);
  });
});

describe('grouped loads (typing in the JSON editor)', () => {
  /** The document with the first Text Display's content changed, its keys kept. */
  const edited = (doc: Doc, content: string): Doc => ({
    ...doc,
    nodes: doc.nodes.map((n, i) => (i === 0 ? { ...n, props: { ...n.props, content } } : n)),
  });

  it('makes consecutive loads in one group one undo step', () => {
    const { doc, store, a } = twoTexts();
    for (const typed of ['A1', 'A12', 'A123'])
      store.getState().dispatch({ type: 'load', doc: edited(doc, typed), group: 'json:1' });
    expect(store.getState().history.past).toHaveLength(1);
    expect(contentOf(store, a)).toBe('A123');
    store.getState().undo();
    expect(store.getState().doc).toBe(doc);
  });

  it('starts a new step for the next burst', () => {
    const { doc, store, a } = twoTexts();
    store.getState().dispatch({ type: 'load', doc: edited(doc, 'A1'), group: 'json:1' });
    store.getState().dispatch({ type: 'load', doc: edited(doc, 'A12'), group: 'json:2' });
    expect(store.getState().history.past).toHaveLength(2);
    store.getState().undo();
    expect(contentOf(store, a)).toBe('A1');
  });

  it('keeps the selection on a node that is still there, unlike a plain load', () => {
    const { doc, store, a, b } = twoTexts();
    store.getState().select(b);
    store.getState().dispatch({ type: 'load', doc: edited(doc, 'A1'), group: 'json:1' });
    expect(store.getState().selectedKey).toBe(b);
    store.getState().dispatch({
      type: 'load',
      doc: { ...doc, nodes: [doc.nodes[0]!] },
      group: 'json:1',
    });
    expect(store.getState().selectedKey).toBeNull();
    store.getState().select(a);
    store.getState().dispatch({ type: 'load', doc: edited(doc, 'A2') });
    expect(store.getState().selectedKey).toBeNull();
  });
});

describe('history length', () => {
  it(`keeps the last ${HISTORY_LIMIT} steps (at least 100) and drops the oldest`, () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    const { store, a } = twoTexts();
    const docs = [store.getState().doc];
    for (let i = 1; i <= HISTORY_LIMIT + 1; i += 1) {
      store.getState().dispatch({ type: 'update', key: a, patch: { content: `v${i}` } });
      docs.push(store.getState().doc);
    }
    expect(store.getState().history.past).toHaveLength(HISTORY_LIMIT);
    let undone = 0;
    while (selectCanUndo(store.getState())) {
      store.getState().undo();
      undone += 1;
    }
    expect(undone).toBe(HISTORY_LIMIT);
    // The first step (from the opening document) was the one dropped.
    expect(store.getState().doc).toBe(docs[1]);
    expect(contentOf(store, a)).toBe('v1');
    for (let i = 0; i < HISTORY_LIMIT; i += 1) store.getState().redo();
    expect(store.getState().doc).toBe(docs.at(-1));
  });
});

describe('ui slice', () => {
  it('toggles collapsed nodes', () => {
    const store = createEditorStore({ doc: docOf(message(container(...texts(2)))) });
    const key = store.getState().doc.nodes[0]!.key;
    store.getState().toggleCollapsed(key);
    expect(store.getState().collapsed.has(key)).toBe(true);
    store.getState().toggleCollapsed(key);
    expect(store.getState().collapsed.has(key)).toBe(false);
  });

  it('selects the node of a focus request and numbers each request', () => {
    const { store, b } = twoTexts();
    store.getState().requestFocus(b, 'content');
    const first = store.getState().focusRequest!;
    expect(store.getState().selectedKey).toBe(b);
    expect(first).toMatchObject({ key: b, field: 'content' });
    store.getState().requestFocus(b, 'content');
    expect(store.getState().focusRequest!.seq).toBeGreaterThan(first.seq);
  });

  it('shows and dismisses a notice', () => {
    const store = createEditorStore();
    store.getState().notify('info', 'Saved.');
    expect(store.getState().notice).toMatchObject({ tone: 'info', message: 'Saved.' });
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  it('does not notify subscribers when selecting the node already selected', () => {
    const { store, a } = twoTexts();
    store.getState().select(a);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.getState().select(a);
    stop();
    expect(calls).toBe(0);
  });
});
