import { describe, expect, it } from 'vitest';
import { convertDoc, emptyModal, walk } from '../../model';
import type { Doc, Node, SlotName } from '../../model';
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

describe('nodeIndex from the version before', () => {
  /** The index as a walk of the whole document gives it: the oracle. */
  const walked = (doc: Doc) => {
    const map = new Map<string, unknown>();
    const depths = new Map<string, number>();
    walk(doc.nodes, (node, parent, slot, index) => {
      const depth = parent ? depths.get(parent.key)! + 1 : 0;
      depths.set(node.key, depth);
      map.set(node.key, {
        node,
        parentKey: parent?.key ?? null,
        slot: slot ?? 'components',
        index,
        depth,
      });
    });
    return map;
  };
  const withProps = (node: Node, props: Record<string, unknown>): Node => ({
    ...node,
    props: { ...node.props, ...props },
  });
  const withSlot = (node: Node, name: SlotName, children: Node[]): Node => ({
    ...node,
    slots: { ...node.slots, [name]: children },
  });

  it("an edit of a field gives the new version's index, sharing the sites it did not change", () => {
    const doc = rich();
    const before = nodeIndex(doc);
    const box = doc.nodes[0]!;
    const sec = box.slots.components![1]!;
    const deep = sec.slots.components![0]!;
    const typed = withProps(deep, { content: 'abcd' });
    const next = {
      ...doc,
      nodes: [
        withSlot(box, 'components', [
          box.slots.components![0]!,
          withSlot(sec, 'components', [typed]),
        ]),
        doc.nodes[1]!,
      ],
    };
    const after = nodeIndex(next);
    expect(after).toEqual(walked(next));
    expect(after.get(typed.key)!.node).toBe(typed);
    // A node the edit did not copy keeps its site; the version before keeps its own index.
    expect(after.get(doc.nodes[1]!.key)).toBe(before.get(doc.nodes[1]!.key));
    expect(before.get(deep.key)!.node).toBe(deep);
    expect(before).toEqual(walked(doc));
  });

  it('a change of the tree is indexed again whole: removed, added, moved', () => {
    const doc = docOf(message(container(text('a'), text('b'), text('c')), row(button())));
    const [box, tail] = doc.nodes as [Node, Node];
    const [a, b, c] = box.slots.components! as [Node, Node, Node];
    const [added] = docOf(message(text('new'))).nodes as [Node];
    const changes: Node[][] = [
      [withSlot(box, 'components', [b, c]), tail],
      [withSlot(box, 'components', [b, a, c]), tail],
      [withSlot(box, 'components', [a, b, c, added]), tail],
      [withSlot(box, 'components', [a, b, added]), tail],
      [withSlot(withSlot(box, 'components', [a, b]), 'accessory', [c]), tail],
      [box],
      [tail, box],
    ];
    for (const nodes of changes) {
      // Each change from the same version before, which is indexed again first.
      const before = { ...doc };
      nodeIndex(before);
      const changed = { ...doc, nodes };
      expect(nodeIndex(changed)).toEqual(walked(changed));
    }
  });

  it('follows a run of keystrokes through the store', () => {
    const doc = rich();
    const store = createEditorStore({ doc });
    const key = nodeAt(doc, 0, 'components', 1, 'components', 0).key;
    for (const content of ['a', 'ab', 'abc', 'abcd']) {
      store.getState().dispatch({ type: 'update', key, patch: { content } });
      const now = store.getState().doc;
      expect(nodeIndex(now)).toEqual(walked(now));
    }
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
