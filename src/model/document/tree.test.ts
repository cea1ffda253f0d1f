import { describe, expect, it } from 'vitest';
import type { Doc, Node } from './document';
import { countNodes, makeNode } from './document';
import type { NewKind } from '../catalog/factory';
import { emptyCommands, emptyMessage, emptyModal } from '../catalog/factory';
import { newNode } from '../catalog/new-node';
import { toPayload } from '../payload/to-payload';
import { hasErrors } from '../rules/problems';
import {
  duplicateNode,
  insertNode,
  legalTargets,
  moveNode,
  removeNode,
  replaceNode,
  updateNode,
  wrapNode,
} from './tree';
import { validate } from '../rules/validate';

const root = { parentKey: null, slot: 'components' as const };

function ok(result: ReturnType<typeof insertNode>): Doc {
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

function add(doc: Doc, kind: NewKind, target: Parameters<typeof insertNode>[2] = root): Doc {
  return ok(insertNode(doc, newNode(doc, kind), target));
}

describe('insertNode', () => {
  it('adds a new Container at the top level of a V2 message and stays valid', () => {
    const doc = add(emptyMessage(), 'container');
    expect(doc.nodes).toHaveLength(1);
    expect(validate(doc).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('refuses a Thumbnail at the top level and says why', () => {
    const result = insertNode(emptyMessage(), newNode(emptyMessage(), 'thumbnail'), root);
    expect(result).toEqual({ ok: false, reason: "A Thumbnail can only be a Section's accessory." });
  });

  it('inserts at an index', () => {
    let doc = add(emptyMessage(), 'text-display');
    doc = ok(insertNode(doc, newNode(doc, 'separator'), { ...root, index: 0 }));
    expect(doc.nodes.map((n) => n.kind)).toEqual(['separator', 'text-display']);
  });

  it('refuses the 41st component', () => {
    let doc = add(emptyMessage(), 'container');
    const container = doc.nodes[0]!.key;
    while (countNodes(doc.nodes) < 40)
      doc = add(doc, 'text-display', { parentKey: container, slot: 'components' });
    const result = insertNode(doc, newNode(doc, 'text-display'), root);
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('at most 40 components'),
    });
  });

  it('does not change the document it was given', () => {
    const doc = add(emptyMessage(), 'text-display');
    const before = JSON.stringify(doc);
    add(doc, 'separator');
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('moveNode', () => {
  it('moves a Text Display from a Container into a Section', () => {
    let doc = add(add(emptyMessage(), 'container'), 'section');
    const container = doc.nodes[0]!;
    doc = add(doc, 'text-display', { parentKey: container.key, slot: 'components' });
    const text = doc.nodes[0]!.slots.components![1]!;
    const section = doc.nodes[1]!;
    doc = ok(moveNode(doc, text.key, { parentKey: section.key, slot: 'components' }));
    expect(doc.nodes[1]!.slots.components!.map((n) => n.key)).toContain(text.key);
    expect(doc.nodes[0]!.slots.components).toHaveLength(1);
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('moves a Button from a row into an empty Section accessory slot', () => {
    let doc = add(add(emptyMessage(), 'action-row'), 'section');
    const row = doc.nodes[0]!;
    doc = add(doc, 'button', { parentKey: row.key, slot: 'components' });
    const section = doc.nodes[1]!;
    doc = ok(removeNodeForce(doc, section.slots.accessory![0]!));
    const button = doc.nodes[0]!.slots.components![1]!;
    doc = ok(moveNode(doc, button.key, { parentKey: section.key, slot: 'accessory' }));
    expect(doc.nodes[1]!.slots.accessory![0]!.key).toBe(button.key);
  });

  it('reorders within a slot, counting the index before the move', () => {
    let doc = add(add(add(emptyMessage(), 'text-display'), 'separator'), 'file');
    const first = doc.nodes[0]!.key;
    doc = ok(moveNode(doc, first, { ...root, index: 3 }));
    expect(doc.nodes.map((n) => n.kind)).toEqual(['separator', 'file', 'text-display']);
  });

  it('reorders inside a full row', () => {
    let doc = add(emptyMessage(), 'action-row');
    const row = doc.nodes[0]!.key;
    for (let i = 0; i < 4; i += 1) doc = add(doc, 'button', { parentKey: row, slot: 'components' });
    const last = doc.nodes[0]!.slots.components![4]!.key;
    doc = ok(moveNode(doc, last, { parentKey: row, slot: 'components', index: 0 }));
    expect(doc.nodes[0]!.slots.components![0]!.key).toBe(last);
  });

  it('refuses to move a Container into itself', () => {
    const doc = add(emptyMessage(), 'container');
    const c = doc.nodes[0]!;
    expect(moveNode(doc, c.key, { parentKey: c.key, slot: 'components' })).toMatchObject({
      ok: false,
    });
  });

  it("refuses to take a Section's only Text Display", () => {
    const doc = add(add(emptyMessage(), 'section'), 'container');
    const text = doc.nodes[0]!.slots.components![0]!;
    const result = moveNode(doc, text.key, {
      parentKey: doc.nodes[1]!.key,
      slot: 'components',
    });
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Section needs at least 1 Text Display'),
    });
  });
});

function removeNodeForce(doc: Doc, node: Node): ReturnType<typeof removeNode> {
  // A Section needs its accessory, so swap in nothing by editing the slot directly for the test.
  return {
    ok: true,
    doc: {
      ...doc,
      nodes: doc.nodes.map((n) =>
        n.slots.accessory?.[0] === node ? { ...n, slots: { ...n.slots, accessory: [] } } : n,
      ),
    },
  };
}

describe('removeNode', () => {
  it('removes a node with everything inside it', () => {
    const doc = add(emptyMessage(), 'container');
    expect(ok(removeNode(doc, doc.nodes[0]!.key)).nodes).toEqual([]);
  });

  it("refuses to remove a Label's component", () => {
    const doc = add(emptyModal(), 'label');
    const input = doc.nodes[0]!.slots.component![0]!;
    expect(removeNode(doc, input.key)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Label needs a component'),
    });
  });

  it('says when the node is gone', () => {
    expect(removeNode(emptyMessage(), 'nope')).toEqual({
      ok: false,
      reason: 'That component no longer exists.',
    });
  });
});

describe('duplicateNode', () => {
  it('copies a subtree right after it with fresh keys, custom_ids and no ids', () => {
    let doc = add(emptyMessage(), 'section');
    doc = ok(updateNode(doc, doc.nodes[0]!.key, { id: 7 }));
    doc = ok(duplicateNode(doc, doc.nodes[0]!.key));
    const [a, b] = doc.nodes;
    expect(b!.key).not.toBe(a!.key);
    expect(b!.props.id).toBeUndefined();
    expect(b!.slots.accessory![0]!.props.custom_id).not.toBe(
      a!.slots.accessory![0]!.props.custom_id,
    );
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('gives a copied command and its options fresh names', () => {
    let doc = add(emptyCommands(), 'chat-input-command');
    doc = add(doc, 'string-option', { parentKey: doc.nodes[0]!.key, slot: 'options' });
    doc = ok(duplicateNode(doc, doc.nodes[0]!.key));
    expect(doc.nodes.map((n) => n.props.name)).toEqual(['command', 'command-2']);
    expect(doc.nodes[1]!.slots.options!.map((n) => n.props.name)).toEqual(['string-2']);
    expect(validate(doc)).toEqual([]);
  });

  it('refuses when the copy would pass 40 components', () => {
    let doc = add(emptyMessage(), 'container');
    const c = doc.nodes[0]!.key;
    while (countNodes(doc.nodes) < 39)
      doc = add(doc, 'text-display', { parentKey: c, slot: 'components' });
    expect(duplicateNode(doc, c)).toMatchObject({ ok: false });
  });
});

describe('updateNode', () => {
  it('sets and removes fields', () => {
    let doc = add(emptyMessage(), 'text-display');
    const key = doc.nodes[0]!.key;
    doc = ok(updateNode(doc, key, { content: 'Hello', id: 3 }));
    doc = ok(updateNode(doc, key, { id: undefined }));
    expect(toPayload(doc)).toEqual({ flags: 32768, components: [{ type: 10, content: 'Hello' }] });
  });
});

describe('wrapping', () => {
  it('wraps a String Select dropped at the top level of a message in a new Action Row', () => {
    const doc = add(emptyMessage(), 'string-select');
    expect(doc.nodes[0]!.kind).toBe('action-row');
    expect(doc.nodes[0]!.slots.components![0]!.kind).toBe('string-select');
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('wraps a Button dropped into a Container in a new Action Row', () => {
    let doc = add(emptyMessage(), 'container');
    doc = add(doc, 'button', { parentKey: doc.nodes[0]!.key, slot: 'components' });
    expect(doc.nodes[0]!.slots.components![1]!.kind).toBe('action-row');
  });

  it('wraps a Radio Group dropped at the top level of a modal in a new Label', () => {
    const doc = add(emptyModal(), 'radio-group');
    expect(doc.nodes[0]!.kind).toBe('label');
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('wraps a Button moved out of a row to the top level', () => {
    let doc = add(emptyMessage(), 'action-row');
    const row = doc.nodes[0]!.key;
    doc = add(doc, 'button', { parentKey: row, slot: 'components' });
    const button = doc.nodes[0]!.slots.components![0]!.key;
    doc = ok(moveNode(doc, button, root));
    expect(doc.nodes[1]!.kind).toBe('action-row');
    expect(doc.nodes[1]!.slots.components![0]!.key).toBe(button);
  });

  it('does not wrap what cannot be wrapped', () => {
    expect(insertNode(emptyMessage(), newNode(emptyMessage(), 'thumbnail'), root)).toMatchObject({
      ok: false,
    });
  });
});

describe('legalTargets', () => {
  it('offers only Section accessory slots to a Thumbnail', () => {
    let doc = add(add(emptyMessage(), 'section'), 'container');
    doc = ok(removeNodeForce(doc, doc.nodes[0]!.slots.accessory![0]!));
    const targets = legalTargets(doc, newNode(doc, 'thumbnail'));
    expect(targets).toEqual([{ parentKey: doc.nodes[0]!.key, slot: 'accessory' }]);
  });
});

describe('replaceNode', () => {
  it("puts a new node in place of a Section's accessory and drops the old one", () => {
    const doc = add(emptyMessage(), 'section');
    const section = doc.nodes[0]!;
    const old = section.slots.accessory![0]!;
    const thumb = newNode(doc, 'thumbnail');
    const next = ok(replaceNode(doc, old.key, thumb));
    expect(next.nodes[0]!.slots.accessory).toEqual([thumb]);
    expect(next.nodes[0]!.slots.components![0]).toBe(section.slots.components![0]);
    expect(hasErrors(validate(next))).toBe(false);
  });

  it('moves a node from elsewhere into the place, leaving its old place', () => {
    let doc = add(add(emptyMessage(), 'section'), 'action-row');
    const row = doc.nodes[1]!.key;
    doc = add(doc, 'button', { parentKey: row, slot: 'components' });
    const moved = doc.nodes[1]!.slots.components![1]!;
    const next = ok(replaceNode(doc, doc.nodes[0]!.slots.accessory![0]!.key, moved));
    expect(next.nodes[0]!.slots.accessory![0]).toBe(moved);
    expect(next.nodes[1]!.slots.components!.map((n) => n.key)).not.toContain(moved.key);
    expect(countNodes(next.nodes)).toBe(countNodes(doc.nodes) - 1);
  });

  it('keeps the place of the replaced node when the moved node stood before it', () => {
    let doc = add(emptyMessage(), 'text-display');
    for (let i = 1; i < 4; i += 1) doc = add(doc, 'text-display');
    const [a, , c] = doc.nodes;
    const next = ok(replaceNode(doc, c!.key, a!));
    expect(next.nodes.map((n) => n.key)).toEqual([doc.nodes[1]!.key, a!.key, doc.nodes[3]!.key]);
  });

  it('refuses a node replacing itself or a component inside it', () => {
    const doc = add(emptyMessage(), 'section');
    const section = doc.nodes[0]!;
    expect(replaceNode(doc, section.key, section)).toEqual({
      ok: false,
      reason: 'A component cannot replace itself.',
    });
    expect(replaceNode(doc, section.slots.accessory![0]!.key, section)).toEqual({
      ok: false,
      reason: 'A Section cannot replace a component inside it.',
    });
  });

  it('refuses a kind the place does not take, and a node its parent cannot spare', () => {
    const doc = add(add(emptyMessage(), 'section'), 'section');
    const accessory = doc.nodes[0]!.slots.accessory![0]!.key;
    expect(replaceNode(doc, accessory, newNode(doc, 'separator'))).toEqual({
      ok: false,
      reason: "A Section's accessory is a Button or a Thumbnail.",
    });
    const other = doc.nodes[1]!.slots.accessory![0]!;
    expect(replaceNode(doc, accessory, other)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Section needs an accessory'),
    });
  });

  it("swaps a Label's component in a modal", () => {
    const doc = add(emptyModal(), 'label');
    const input = doc.nodes[0]!.slots.component![0]!;
    const select = newNode(doc, 'string-select');
    const next = ok(replaceNode(doc, input.key, select));
    expect(next.nodes[0]!.slots.component).toEqual([select]);
    expect(hasErrors(validate(next))).toBe(false);
  });

  it('says when the old node is gone', () => {
    const doc = add(emptyMessage(), 'text-display');
    expect(replaceNode(doc, 'gone', newNode(doc, 'text-display'))).toEqual({
      ok: false,
      reason: 'That component no longer exists.',
    });
  });
});

describe('wrapNode', () => {
  const container = () => makeNode('container', { accent_color: null });

  it('puts a node in a new Container at the same place', () => {
    let doc = add(add(add(emptyMessage(), 'text-display'), 'media-gallery'), 'separator');
    const gallery = doc.nodes[1]!;
    const wrapper = container();
    doc = ok(wrapNode(doc, gallery.key, wrapper));
    expect(doc.nodes.map((n) => n.kind)).toEqual(['text-display', 'container', 'separator']);
    expect(doc.nodes[1]!.key).toBe(wrapper.key);
    expect(doc.nodes[1]!.slots.components).toEqual([gallery]);
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('refuses a node already in a Container, and a Container', () => {
    const doc = add(emptyMessage(), 'container');
    const inner = doc.nodes[0]!.slots.components![0]!.key;
    const reason = 'A Container cannot hold another Container.';
    expect(wrapNode(doc, inner, container())).toEqual({ ok: false, reason });
    expect(wrapNode(doc, doc.nodes[0]!.key, container())).toEqual({ ok: false, reason });
  });

  it('refuses at the 40 limit and names it', () => {
    let doc = emptyMessage() as Doc;
    while (countNodes(doc.nodes) < 40) doc = add(doc, 'text-display');
    expect(wrapNode(doc, doc.nodes[0]!.key, container())).toEqual({
      ok: false,
      reason: 'A message holds at most 40 components (counting every level); this one has 40.',
    });
  });

  it('wraps a Section with three children when the total stays within 40', () => {
    let doc = add(emptyMessage(), 'section');
    while (countNodes(doc.nodes) < 39) doc = add(doc, 'text-display');
    const next = ok(wrapNode(doc, doc.nodes[0]!.key, container()));
    expect(countNodes(next.nodes)).toBe(40);
  });

  it('refuses a wrapper without slots and a node that is gone', () => {
    const doc = add(emptyMessage(), 'text-display');
    expect(wrapNode(doc, doc.nodes[0]!.key, makeNode('separator'))).toEqual({
      ok: false,
      reason: 'A Separator cannot hold components.',
    });
    expect(wrapNode(doc, 'gone', container())).toEqual({
      ok: false,
      reason: 'That component no longer exists.',
    });
  });
});

describe('updateNode', () => {
  it('makes new nodes on the path of the edit and keeps every other subtree as it was', () => {
    // validate() keeps results by node identity (rules/kept.ts): this is what it relies on.
    const cmd = (name: string) =>
      makeNode(
        'chat-input-command',
        { name, description: 'd' },
        {
          options: [
            makeNode(
              'subcommand',
              { name: 'a', description: 'd' },
              {
                options: [
                  makeNode('string-option', { name: 'x', description: 'd' }),
                  makeNode('string-option', { name: 'y', description: 'd' }),
                ],
              },
            ),
            makeNode('subcommand', { name: 'b', description: 'd' }),
          ],
        },
      );
    const doc: Doc = { ...emptyCommands(), nodes: [cmd('one'), cmd('two')] };
    const [first, second] = doc.nodes as [Node, Node];
    const sub = first.slots.options![0]!;
    const target = sub.slots.options![1]!;
    const next = ok(updateNode(doc, target.key, { description: 'e' }));
    const [first2, second2] = next.nodes as [Node, Node];
    const sub2 = first2.slots.options![0]!;
    expect(second2).toBe(second);
    expect(first2).not.toBe(first);
    expect(first2.props).toBe(first.props);
    expect(first2.slots.options![1]).toBe(first.slots.options![1]);
    expect(sub2).not.toBe(sub);
    expect(sub2.props).toBe(sub.props);
    expect(sub2.slots.options![0]).toBe(sub.slots.options![0]);
    expect(sub2.slots.options![1]!.props).toEqual({ name: 'y', description: 'e' });
  });
});
