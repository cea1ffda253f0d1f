import { describe, expect, it } from 'vitest';
import { ComponentType as T } from './catalog';
import type { Doc, Node } from './document';
import { countNodes, makeNode } from './document';
import { emptyMessage, emptyModal, newComponent } from './factory';
import { toPayload } from './payload';
import { hasErrors } from './problems';
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
import { validate } from './validate';

const root = { parentKey: null, slot: 'components' as const };

function ok(result: ReturnType<typeof insertNode>): Doc {
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

function add(doc: Doc, type: T, target: Parameters<typeof insertNode>[2] = root): Doc {
  return ok(insertNode(doc, newComponent(doc, type), target));
}

describe('insertNode', () => {
  it('adds a new Container at the top level of a V2 message and stays valid', () => {
    const doc = add(emptyMessage(), T.Container);
    expect(doc.components).toHaveLength(1);
    expect(validate(doc).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('refuses a Thumbnail at the top level and says why', () => {
    const result = insertNode(emptyMessage(), newComponent(emptyMessage(), T.Thumbnail), root);
    expect(result).toEqual({ ok: false, reason: "A Thumbnail can only be a Section's accessory." });
  });

  it('inserts at an index', () => {
    let doc = add(emptyMessage(), T.TextDisplay);
    doc = ok(insertNode(doc, newComponent(doc, T.Separator), { ...root, index: 0 }));
    expect(doc.components.map((n) => n.type)).toEqual([T.Separator, T.TextDisplay]);
  });

  it('refuses the 41st component', () => {
    let doc = add(emptyMessage(), T.Container);
    const container = doc.components[0]!.key;
    while (countNodes(doc.components) < 40)
      doc = add(doc, T.TextDisplay, { parentKey: container, slot: 'components' });
    const result = insertNode(doc, newComponent(doc, T.TextDisplay), root);
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('at most 40 components'),
    });
  });

  it('does not change the document it was given', () => {
    const doc = add(emptyMessage(), T.TextDisplay);
    const before = JSON.stringify(doc);
    add(doc, T.Separator);
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('moveNode', () => {
  it('moves a Text Display from a Container into a Section', () => {
    let doc = add(add(emptyMessage(), T.Container), T.Section);
    const container = doc.components[0]!;
    doc = add(doc, T.TextDisplay, { parentKey: container.key, slot: 'components' });
    const text = doc.components[0]!.slots.components![1]!;
    const section = doc.components[1]!;
    doc = ok(moveNode(doc, text.key, { parentKey: section.key, slot: 'components' }));
    expect(doc.components[1]!.slots.components!.map((n) => n.key)).toContain(text.key);
    expect(doc.components[0]!.slots.components).toHaveLength(1);
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('moves a Button from a row into an empty Section accessory slot', () => {
    let doc = add(add(emptyMessage(), T.ActionRow), T.Section);
    const row = doc.components[0]!;
    doc = add(doc, T.Button, { parentKey: row.key, slot: 'components' });
    const section = doc.components[1]!;
    doc = ok(removeNodeForce(doc, section.slots.accessory![0]!));
    const button = doc.components[0]!.slots.components![1]!;
    doc = ok(moveNode(doc, button.key, { parentKey: section.key, slot: 'accessory' }));
    expect(doc.components[1]!.slots.accessory![0]!.key).toBe(button.key);
  });

  it('reorders within a slot, counting the index before the move', () => {
    let doc = add(add(add(emptyMessage(), T.TextDisplay), T.Separator), T.File);
    const first = doc.components[0]!.key;
    doc = ok(moveNode(doc, first, { ...root, index: 3 }));
    expect(doc.components.map((n) => n.type)).toEqual([T.Separator, T.File, T.TextDisplay]);
  });

  it('reorders inside a full row', () => {
    let doc = add(emptyMessage(), T.ActionRow);
    const row = doc.components[0]!.key;
    for (let i = 0; i < 4; i += 1) doc = add(doc, T.Button, { parentKey: row, slot: 'components' });
    const last = doc.components[0]!.slots.components![4]!.key;
    doc = ok(moveNode(doc, last, { parentKey: row, slot: 'components', index: 0 }));
    expect(doc.components[0]!.slots.components![0]!.key).toBe(last);
  });

  it('refuses to move a Container into itself', () => {
    const doc = add(emptyMessage(), T.Container);
    const c = doc.components[0]!;
    expect(moveNode(doc, c.key, { parentKey: c.key, slot: 'components' })).toMatchObject({
      ok: false,
    });
  });

  it("refuses to take a Section's only Text Display", () => {
    const doc = add(add(emptyMessage(), T.Section), T.Container);
    const text = doc.components[0]!.slots.components![0]!;
    const result = moveNode(doc, text.key, {
      parentKey: doc.components[1]!.key,
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
      components: doc.components.map((n) =>
        n.slots.accessory?.[0] === node ? { ...n, slots: { ...n.slots, accessory: [] } } : n,
      ),
    },
  };
}

describe('removeNode', () => {
  it('removes a node with everything inside it', () => {
    const doc = add(emptyMessage(), T.Container);
    expect(ok(removeNode(doc, doc.components[0]!.key)).components).toEqual([]);
  });

  it("refuses to remove a Label's component", () => {
    const doc = add(emptyModal(), T.Label);
    const input = doc.components[0]!.slots.component![0]!;
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
    let doc = add(emptyMessage(), T.Section);
    doc = ok(updateNode(doc, doc.components[0]!.key, { id: 7 }));
    doc = ok(duplicateNode(doc, doc.components[0]!.key));
    const [a, b] = doc.components;
    expect(b!.key).not.toBe(a!.key);
    expect(b!.props.id).toBeUndefined();
    expect(b!.slots.accessory![0]!.props.custom_id).not.toBe(
      a!.slots.accessory![0]!.props.custom_id,
    );
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('refuses when the copy would pass 40 components', () => {
    let doc = add(emptyMessage(), T.Container);
    const c = doc.components[0]!.key;
    while (countNodes(doc.components) < 39)
      doc = add(doc, T.TextDisplay, { parentKey: c, slot: 'components' });
    expect(duplicateNode(doc, c)).toMatchObject({ ok: false });
  });
});

describe('updateNode', () => {
  it('sets and removes fields', () => {
    let doc = add(emptyMessage(), T.TextDisplay);
    const key = doc.components[0]!.key;
    doc = ok(updateNode(doc, key, { content: 'Hello', id: 3 }));
    doc = ok(updateNode(doc, key, { id: undefined }));
    expect(toPayload(doc)).toEqual({ flags: 32768, components: [{ type: 10, content: 'Hello' }] });
  });
});

describe('wrapping', () => {
  it('wraps a String Select dropped at the top level of a message in a new Action Row', () => {
    const doc = add(emptyMessage(), T.StringSelect);
    expect(doc.components[0]!.type).toBe(T.ActionRow);
    expect(doc.components[0]!.slots.components![0]!.type).toBe(T.StringSelect);
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('wraps a Button dropped into a Container in a new Action Row', () => {
    let doc = add(emptyMessage(), T.Container);
    doc = add(doc, T.Button, { parentKey: doc.components[0]!.key, slot: 'components' });
    expect(doc.components[0]!.slots.components![1]!.type).toBe(T.ActionRow);
  });

  it('wraps a Radio Group dropped at the top level of a modal in a new Label', () => {
    const doc = add(emptyModal(), T.RadioGroup);
    expect(doc.components[0]!.type).toBe(T.Label);
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('wraps a Button moved out of a row to the top level', () => {
    let doc = add(emptyMessage(), T.ActionRow);
    const row = doc.components[0]!.key;
    doc = add(doc, T.Button, { parentKey: row, slot: 'components' });
    const button = doc.components[0]!.slots.components![0]!.key;
    doc = ok(moveNode(doc, button, root));
    expect(doc.components[1]!.type).toBe(T.ActionRow);
    expect(doc.components[1]!.slots.components![0]!.key).toBe(button);
  });

  it('does not wrap what cannot be wrapped', () => {
    expect(
      insertNode(emptyMessage(), newComponent(emptyMessage(), T.Thumbnail), root),
    ).toMatchObject({ ok: false });
  });
});

describe('legalTargets', () => {
  it('offers only Section accessory slots to a Thumbnail', () => {
    let doc = add(add(emptyMessage(), T.Section), T.Container);
    doc = ok(removeNodeForce(doc, doc.components[0]!.slots.accessory![0]!));
    const targets = legalTargets(doc, newComponent(doc, T.Thumbnail));
    expect(targets).toEqual([{ parentKey: doc.components[0]!.key, slot: 'accessory' }]);
  });
});

describe('replaceNode', () => {
  it("puts a new node in place of a Section's accessory and drops the old one", () => {
    const doc = add(emptyMessage(), T.Section);
    const section = doc.components[0]!;
    const old = section.slots.accessory![0]!;
    const thumb = newComponent(doc, T.Thumbnail);
    const next = ok(replaceNode(doc, old.key, thumb));
    expect(next.components[0]!.slots.accessory).toEqual([thumb]);
    expect(next.components[0]!.slots.components![0]).toBe(section.slots.components![0]);
    expect(hasErrors(validate(next))).toBe(false);
  });

  it('moves a node from elsewhere into the place, leaving its old place', () => {
    let doc = add(add(emptyMessage(), T.Section), T.ActionRow);
    const row = doc.components[1]!.key;
    doc = add(doc, T.Button, { parentKey: row, slot: 'components' });
    const moved = doc.components[1]!.slots.components![1]!;
    const next = ok(replaceNode(doc, doc.components[0]!.slots.accessory![0]!.key, moved));
    expect(next.components[0]!.slots.accessory![0]).toBe(moved);
    expect(next.components[1]!.slots.components!.map((n) => n.key)).not.toContain(moved.key);
    expect(countNodes(next.components)).toBe(countNodes(doc.components) - 1);
  });

  it('keeps the place of the replaced node when the moved node stood before it', () => {
    let doc = add(emptyMessage(), T.TextDisplay);
    for (let i = 1; i < 4; i += 1) doc = add(doc, T.TextDisplay);
    const [a, , c] = doc.components;
    const next = ok(replaceNode(doc, c!.key, a!));
    expect(next.components.map((n) => n.key)).toEqual([
      doc.components[1]!.key,
      a!.key,
      doc.components[3]!.key,
    ]);
  });

  it('refuses a node replacing itself or a component inside it', () => {
    const doc = add(emptyMessage(), T.Section);
    const section = doc.components[0]!;
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
    const doc = add(add(emptyMessage(), T.Section), T.Section);
    const accessory = doc.components[0]!.slots.accessory![0]!.key;
    expect(replaceNode(doc, accessory, newComponent(doc, T.Separator))).toEqual({
      ok: false,
      reason: "A Section's accessory is a Button or a Thumbnail.",
    });
    const other = doc.components[1]!.slots.accessory![0]!;
    expect(replaceNode(doc, accessory, other)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Section needs an accessory'),
    });
  });

  it("swaps a Label's component in a modal", () => {
    const doc = add(emptyModal(), T.Label);
    const input = doc.components[0]!.slots.component![0]!;
    const select = newComponent(doc, T.StringSelect);
    const next = ok(replaceNode(doc, input.key, select));
    expect(next.components[0]!.slots.component).toEqual([select]);
    expect(hasErrors(validate(next))).toBe(false);
  });

  it('says when the old node is gone', () => {
    const doc = add(emptyMessage(), T.TextDisplay);
    expect(replaceNode(doc, 'gone', newComponent(doc, T.TextDisplay))).toEqual({
      ok: false,
      reason: 'That component no longer exists.',
    });
  });
});

describe('wrapNode', () => {
  const container = () => makeNode(T.Container, { accent_color: null });

  it('puts a node in a new Container at the same place', () => {
    let doc = add(add(add(emptyMessage(), T.TextDisplay), T.MediaGallery), T.Separator);
    const gallery = doc.components[1]!;
    const wrapper = container();
    doc = ok(wrapNode(doc, gallery.key, wrapper));
    expect(doc.components.map((n) => n.type)).toEqual([T.TextDisplay, T.Container, T.Separator]);
    expect(doc.components[1]!.key).toBe(wrapper.key);
    expect(doc.components[1]!.slots.components).toEqual([gallery]);
    expect(hasErrors(validate(doc))).toBe(false);
  });

  it('refuses a node already in a Container, and a Container', () => {
    const doc = add(emptyMessage(), T.Container);
    const inner = doc.components[0]!.slots.components![0]!.key;
    const reason = 'A Container cannot hold another Container.';
    expect(wrapNode(doc, inner, container())).toEqual({ ok: false, reason });
    expect(wrapNode(doc, doc.components[0]!.key, container())).toEqual({ ok: false, reason });
  });

  it('refuses at the 40 limit and names it', () => {
    let doc = emptyMessage() as Doc;
    while (countNodes(doc.components) < 40) doc = add(doc, T.TextDisplay);
    expect(wrapNode(doc, doc.components[0]!.key, container())).toEqual({
      ok: false,
      reason: 'A message holds at most 40 components (counting every level); this one has 40.',
    });
  });

  it('wraps a Section with three children when the total stays within 40', () => {
    let doc = add(emptyMessage(), T.Section);
    while (countNodes(doc.components) < 39) doc = add(doc, T.TextDisplay);
    const next = ok(wrapNode(doc, doc.components[0]!.key, container()));
    expect(countNodes(next.components)).toBe(40);
  });

  it('refuses a wrapper without slots and a node that is gone', () => {
    const doc = add(emptyMessage(), T.TextDisplay);
    expect(wrapNode(doc, doc.components[0]!.key, makeNode(T.Separator))).toEqual({
      ok: false,
      reason: 'A Separator cannot hold components.',
    });
    expect(wrapNode(doc, 'gone', container())).toEqual({
      ok: false,
      reason: 'That component no longer exists.',
    });
  });
});
