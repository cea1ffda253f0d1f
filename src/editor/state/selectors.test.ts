import { describe, expect, it } from 'vitest';
import { convertDoc, emptyModal } from '../../model';
import {
  button,
  container,
  docOf,
  legacy,
  message,
  nodeAt,
  row,
  section,
  text,
} from '../../model/testing/fixtures';
import { docCounts, nodeIndex, selectNode, selectSelectedNode, selectSurface } from './selectors';
import { createEditorStore } from './store';

const rich = () =>
  docOf(message(container(text('Hi'), section([text('abc')], button())), row(button())));

describe('nodeIndex', () => {
  it('finds every node with its parent, slot, index and depth', () => {
    const doc = rich();
    const index = nodeIndex(doc);
    expect(index.size).toBe(7);
    const sectionNode = nodeAt(doc, 0, 'components', 1);
    expect(index.get(sectionNode.key)).toEqual({
      node: sectionNode,
      parentKey: doc.nodes[0]!.key,
      slot: 'components',
      index: 1,
      depth: 1,
    });
    const accessory = nodeAt(doc, 0, 'components', 1, 'accessory');
    expect(index.get(accessory.key)).toMatchObject({
      parentKey: sectionNode.key,
      slot: 'accessory',
      index: 0,
      depth: 2,
    });
    expect(index.get(doc.nodes[1]!.key)).toMatchObject({
      parentKey: null,
      slot: 'components',
      index: 1,
      depth: 0,
    });
  });

  it('is built once per document version', () => {
    const doc = rich();
    expect(nodeIndex(doc)).toBe(nodeIndex(doc));
    expect(nodeIndex({ ...doc })).not.toBe(nodeIndex(doc));
  });
});

describe('docCounts', () => {
  it('counts components at every depth, Text Display characters and top-level rows', () => {
    const none = { embeds: 0, embedChars: 0 };
    expect(docCounts(rich())).toEqual({ components: 7, textChars: 5, rows: 1, v2: true, ...none });
    expect(docCounts(docOf(legacy(row(button()), row(button()))))).toEqual({
      components: 4,
      textChars: 0,
      rows: 2,
      v2: false,
      ...none,
    });
    expect(docCounts(emptyModal())).toEqual({
      components: 0,
      textChars: 0,
      rows: 0,
      v2: false,
      ...none,
    });
  });

  it("counts a legacy message's embeds and the characters they share", () => {
    const doc = docOf({
      embeds: [
        { title: 'abc', fields: [{ name: 'n', value: 'vv' }] },
        { description: 'd', footer: { text: 'ff' }, author: { name: 'a' } },
      ],
    });
    expect(docCounts(doc)).toMatchObject({ embeds: 2, embedChars: 3 + 1 + 2 + 1 + 2 + 1 });
  });

  it('returns the same object for the same document', () => {
    const doc = rich();
    expect(docCounts(doc)).toBe(docCounts(doc));
  });
});

describe('selectNode', () => {
  it('keeps the identity of nodes an action did not touch', () => {
    const store = createEditorStore({ doc: rich() });
    const doc = store.getState().doc;
    const text0 = nodeAt(doc, 0, 'components', 0);
    const rowNode = doc.nodes[1]!;
    const selectText = selectNode(text0.key);
    const selectRow = selectNode(rowNode.key);
    expect(selectText(store.getState())).toBe(text0);

    store.getState().dispatch({ type: 'update', key: text0.key, patch: { content: 'Hello' } });
    expect(selectText(store.getState())).not.toBe(text0);
    expect(selectText(store.getState())?.props.content).toBe('Hello');
    expect(selectRow(store.getState())).toBe(rowNode);
    expect(selectNode(nodeAt(doc, 0, 'components', 1).key)(store.getState())).toBe(
      nodeAt(doc, 0, 'components', 1),
    );
  });

  it('gives null for no key or a key that is gone', () => {
    const store = createEditorStore({ doc: rich() });
    expect(selectNode(null)(store.getState())).toBeNull();
    expect(selectNode('gone')(store.getState())).toBeNull();
  });
});

describe('selectSelectedNode and selectSurface', () => {
  it('give the selected node and the surface', () => {
    const store = createEditorStore({ doc: rich() });
    expect(selectSelectedNode(store.getState())).toBeNull();
    const key = store.getState().doc.nodes[1]!.key;
    store.getState().select(key);
    expect(selectSelectedNode(store.getState())?.kind).toBe('action-row');
    expect(selectSurface(store.getState())).toBe('v2');
    const doc = convertDoc(store.getState().doc, 'modal').doc;
    store.getState().dispatch({ type: 'convert', to: 'modal', doc });
    expect(selectSurface(store.getState())).toBe('modal');
  });
});
