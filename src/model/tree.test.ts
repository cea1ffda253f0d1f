import { describe, expect, it } from 'vitest';
import { ComponentType as T } from './catalog';
import type { Doc, Node } from './document';
import { countNodes } from './document';
import { emptyMessage, emptyModal, newComponent } from './factory';
import { toPayload } from './payload';
import { hasErrors } from './problems';
import { duplicateNode, insertNode, legalTargets, moveNode, removeNode, updateNode } from './tree';
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
