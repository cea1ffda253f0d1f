import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NodeKey } from '../../model';
import { docOf, message, text } from '../../model/testing/fixtures';

// The setup file loads the chunk for every editor test; these start from a page that has not got
// it yet: fresh modules, so tree-later's lazy module has loaded nothing.
beforeEach(() => {
  vi.resetModules();
});

const fresh = async () => {
  const { treeOps } = await import('./tree-later');
  const { createEditorStore } = await import('./store');
  const { reducer } = await import('./reducer');
  return { treeOps, createEditorStore, reducer };
};

describe('tree actions before their chunk has arrived', () => {
  it('are answered `waiting` by the reducer, which applies the other actions at once', async () => {
    const { treeOps, reducer } = await fresh();
    expect(treeOps.get()).toBeNull();
    const doc = docOf(message(text('A')));
    const key = doc.nodes[0]!.key;
    expect(reducer(doc, { type: 'remove', key })).toMatchObject({ ok: false, waiting: true });
    const body = reducer(doc, { type: 'set-body', patch: { flags: 0 } });
    expect(body.ok).toBe(true);
  });

  it('wait in the store and apply once it arrives, with the actions after them, in order', async () => {
    const { treeOps, createEditorStore } = await fresh();
    const store = createEditorStore({ doc: docOf(message(text('A'), text('B'))) });
    const [a, b] = store.getState().doc.nodes.map((n) => n.key) as [NodeKey, NodeKey];

    const first = store.getState().dispatch({ type: 'remove', key: a });
    // A light action made after it waits too, so the two apply in the order they were made.
    const second = store.getState().dispatch({ type: 'update', key: b, patch: { content: 'C' } });
    expect(first).toMatchObject({ ok: false, waiting: true });
    expect(second).toMatchObject({ ok: false, waiting: true });
    expect(store.getState().doc.nodes).toHaveLength(2);
    expect(store.getState().notice).toBeNull();

    await treeOps.arrived;
    await vi.waitFor(() => expect(store.getState().doc.nodes).toHaveLength(1));
    expect(store.getState().doc.nodes[0]!.props.content).toBe('C');
    expect(store.getState().history.past).toHaveLength(2);
    // Once it is there, an action applies at once.
    const now = store.getState().dispatch({ type: 'update', key: b, patch: { content: 'D' } });
    expect(now.ok).toBe(true);
  });

  it('keeps an undo or redo pressed meanwhile behind the actions before it', async () => {
    const { treeOps, createEditorStore } = await fresh();
    const store = createEditorStore({ doc: docOf(message(text('A'), text('B'))) });
    const [a, b] = store.getState().doc.nodes.map((n) => n.key) as [NodeKey, NodeKey];
    // An edit and a remove that wait, then undo, undo, redo.
    store.getState().dispatch({ type: 'update', key: b, patch: { content: 'C' } });
    store.getState().dispatch({ type: 'remove', key: a });
    store.getState().undo();
    store.getState().undo();
    store.getState().redo();
    // Nothing is undone ahead of the edits it follows.
    expect(store.getState().doc.nodes.map((n) => n.props.content)).toEqual(['A', 'B']);

    await treeOps.arrived;
    // The remove, then its undo (A is back), the edit's undo (B again), and the edit's redo.
    await vi.waitFor(() => expect(store.getState().history.future).toHaveLength(1));
    expect(store.getState().doc.nodes.map((n) => n.props.content)).toEqual(['A', 'C']);
    store.getState().redo();
    expect(store.getState().doc.nodes.map((n) => n.props.content)).toEqual(['C']);
  });
});
