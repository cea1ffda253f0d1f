import { describe, expect, it } from 'vitest';
import { countNodes, emptyMessage, emptyModal, findNode, kindsForSurface } from '../../model';
import {
  button,
  container,
  docOf,
  legacy,
  message,
  nodeAt,
  row,
  section,
  separator,
  text,
  texts,
  thumbnail,
} from '../../model/testing/fixtures';
import { reducer } from './reducer';
import { errorsOf, ok, root, run, types } from './reducer-test-helpers';

/** A V2 message holding exactly 40 components: a Container with 39 Text Displays. */
const fullMessage = () => docOf(message(container(...texts(39))));

describe('reducer: add', () => {
  // A Thumbnail has no top-level place; its refusal is tested below.
  const topLevel = kindsForSurface(emptyMessage()).filter((e) => e.kind !== 'thumbnail');
  it.each(topLevel.map((e) => [e.name, e.kind] as const))(
    'adds a palette %s at the top level of a V2 message, valid and selected',
    (_name, type) => {
      const result = ok(reducer(emptyMessage(), { type: 'add', kind: type, target: root }));
      expect(result.doc.nodes).toHaveLength(1);
      expect(findNode(result.doc, result.select!)?.node.kind).toBe(type);
      expect(errorsOf(result.doc)).toEqual([]);
    },
  );

  it.each(kindsForSurface(emptyModal()).map((e) => [e.name, e.kind] as const))(
    'adds a palette %s at the top level of a modal, valid',
    (_name, type) => {
      const result = ok(reducer(emptyModal(), { type: 'add', kind: type, target: root }));
      expect(findNode(result.doc, result.select!)?.node.kind).toBe(type);
      expect(errorsOf(result.doc)).toEqual([]);
    },
  );

  it.each([
    ['Text Display', 'text-display', 'text-display'],
    ['Section', 'section', 'section'],
    ['Media Gallery', 'media-gallery', 'media-gallery'],
    ['Separator', 'separator', 'separator'],
    ['File', 'file', 'file'],
    ['Action Row', 'action-row', 'action-row'],
    ['Button (in a new Action Row)', 'button', 'action-row'],
    ['String Select (in a new Action Row)', 'string-select', 'action-row'],
  ] as const)('adds a palette %s into a Container', (_name, kind, placed) => {
    const doc = docOf(message(container(text())));
    const target = { parentKey: doc.nodes[0]!.key, slot: 'components' as const };
    const result = ok(reducer(doc, { type: 'add', kind, target }));
    const children = result.doc.nodes[0]!.slots.components!;
    expect(types(children)).toEqual(['text-display', placed]);
    expect(findNode(result.doc, result.select!)?.node.kind).toBe(kind);
    expect(errorsOf(result.doc)).toEqual([]);
  });

  it('adds into a Container at an index', () => {
    const doc = docOf(message(container(text('A'), text('B'))));
    const c = doc.nodes[0]!;
    const next = run(doc, {
      type: 'add',
      kind: 'separator',
      target: { parentKey: c.key, slot: 'components', index: 1 },
    });
    expect(types(next.nodes[0]!.slots.components)).toEqual([
      'text-display',
      'separator',
      'text-display',
    ]);
  });

  it('wraps a Button added at the top level of a V2 message in an Action Row and selects the Button', () => {
    const result = ok(reducer(emptyMessage(), { type: 'add', kind: 'button', target: root }));
    const rowNode = result.doc.nodes[0]!;
    expect(rowNode.kind).toBe('action-row');
    expect(rowNode.slots.components![0]!.key).toBe(result.select);
    expect(errorsOf(result.doc)).toEqual([]);
  });

  it('wraps a Text Input added at the top level of a modal in a Label', () => {
    const result = ok(reducer(emptyModal(), { type: 'add', kind: 'text-input', target: root }));
    const labelNode = result.doc.nodes[0]!;
    expect(labelNode.kind).toBe('label');
    expect(labelNode.slots.component![0]!.kind).toBe('text-input');
    expect(labelNode.slots.component![0]!.key).toBe(result.select);
    expect(errorsOf(result.doc)).toEqual([]);
  });

  it('gives a new Button a custom_id no other component uses', () => {
    const doc = docOf(message(row(button({ custom_id: 'button_1' }))));
    const r = doc.nodes[0]!;
    const next = run(doc, {
      type: 'add',
      kind: 'button',
      target: { parentKey: r.key, slot: 'components' },
    });
    const ids = next.nodes[0]!.slots.components!.map((b) => b.props.custom_id);
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses a Thumbnail at the top level and says why', () => {
    expect(reducer(emptyMessage(), { type: 'add', kind: 'thumbnail', target: root })).toEqual({
      ok: false,
      reason: "A Thumbnail can only be a Section's accessory.",
    });
  });

  it('refuses the 41st component with the 40 limit', () => {
    const doc = fullMessage();
    expect(countNodes(doc.nodes)).toBe(40);
    expect(reducer(doc, { type: 'add', kind: 'text-display', target: root })).toEqual({
      ok: false,
      reason: 'A message holds at most 40 components (counting every level); this one has 40.',
    });
  });

  it('refuses a Container inside a Container', () => {
    const doc = docOf(message(container(text())));
    const target = { parentKey: doc.nodes[0]!.key, slot: 'components' as const };
    expect(reducer(doc, { type: 'add', kind: 'container', target })).toEqual({
      ok: false,
      reason: 'A Container cannot hold another Container.',
    });
  });

  it('refuses a V2-only kind in a legacy message', () => {
    const result = reducer(docOf(legacy(row(button()))), {
      type: 'add',
      kind: 'text-display',
      target: root,
    });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('Components V2') });
  });

  it('refuses a place that does not exist', () => {
    const target = { parentKey: 'gone', slot: 'components' as const };
    expect(reducer(emptyMessage(), { type: 'add', kind: 'text-display', target })).toEqual({
      ok: false,
      reason: 'That place no longer exists.',
    });
  });
});

describe('reducer: replace', () => {
  it("puts a palette Button in place of a Section's accessory Thumbnail", () => {
    const doc = docOf(message(section([text()], thumbnail())));
    const old = nodeAt(doc, 0, 'accessory');
    const result = ok(
      reducer(doc, {
        type: 'replace',
        oldKey: old.key,
        source: { kind: 'palette', type: 'button' },
      }),
    );
    const accessory = nodeAt(result.doc, 0, 'accessory');
    expect(accessory.kind).toBe('button');
    expect(result.select).toBe(accessory.key);
    expect(findNode(result.doc, old.key)).toBeNull();
    expect(errorsOf(result.doc)).toEqual([]);
  });

  it('moves a Button out of a row into a Section accessory', () => {
    const doc = docOf(
      message(section([text()], thumbnail()), row(button({ label: 'A' }), button({ label: 'B' }))),
    );
    const b = nodeAt(doc, 1, 'components', 1);
    const next = run(doc, {
      type: 'replace',
      oldKey: nodeAt(doc, 0, 'accessory').key,
      source: { kind: 'node', key: b.key },
    });
    expect(nodeAt(next, 0, 'accessory').key).toBe(b.key);
    expect(next.nodes[1]!.slots.components).toHaveLength(1);
    expect(errorsOf(next)).toEqual([]);
  });

  it('refuses a moved node that no longer exists', () => {
    const doc = docOf(message(section([text()], thumbnail())));
    expect(
      reducer(doc, {
        type: 'replace',
        oldKey: nodeAt(doc, 0, 'accessory').key,
        source: { kind: 'node', key: 'gone' },
      }),
    ).toEqual({ ok: false, reason: 'That component no longer exists.' });
  });

  it('refuses a kind the slot does not take', () => {
    const doc = docOf(message(section([text()], thumbnail())));
    const result = reducer(doc, {
      type: 'replace',
      oldKey: nodeAt(doc, 0, 'accessory').key,
      source: { kind: 'palette', type: 'separator' },
    });
    expect(result).toEqual({
      ok: false,
      reason: "A Section's accessory is a Button or a Thumbnail.",
    });
  });
});

describe('reducer: move', () => {
  it('reorders within a slot and keeps the moved node selected', () => {
    const doc = docOf(message(text('A'), separator(), text('B')));
    const a = doc.nodes[0]!;
    const result = ok(reducer(doc, { type: 'move', key: a.key, target: { ...root, index: 3 } }));
    expect(result.doc.nodes.map((n) => n.props.content ?? '-')).toEqual(['-', 'B', 'A']);
    expect(result.select).toBe(a.key);
  });

  it('moves a Text Display from a Container into a Section', () => {
    const doc = docOf(message(container(text('A'), text('B')), section([text('S')], button())));
    const a = nodeAt(doc, 0, 'components', 0);
    const next = run(doc, {
      type: 'move',
      key: a.key,
      target: { parentKey: doc.nodes[1]!.key, slot: 'components', index: 1 },
    });
    expect(next.nodes[1]!.slots.components!.map((n) => n.props.content)).toEqual(['S', 'A']);
    expect(next.nodes[0]!.slots.components!.map((n) => n.props.content)).toEqual(['B']);
    expect(errorsOf(next)).toEqual([]);
  });

  it('refuses a fourth Text Display in a Section and names the limit', () => {
    const doc = docOf(message(container(text('A'), text('B')), section(texts(3), button())));
    const a = nodeAt(doc, 0, 'components', 0);
    const target = { parentKey: doc.nodes[1]!.key, slot: 'components' as const };
    expect(reducer(doc, { type: 'move', key: a.key, target })).toEqual({
      ok: false,
      reason: 'A Section holds at most 3 Text Displays.',
    });
  });

  it('refuses a Container into another Container', () => {
    const doc = docOf(message(container(text()), container(text())));
    const target = { parentKey: doc.nodes[1]!.key, slot: 'components' as const };
    expect(reducer(doc, { type: 'move', key: doc.nodes[0]!.key, target })).toEqual({
      ok: false,
      reason: 'A Container cannot hold another Container.',
    });
  });

  it('takes the Action Row along when its last Button leaves it', () => {
    const doc = docOf(message(row(button()), container(text())));
    const target = { parentKey: doc.nodes[1]!.key, slot: 'components' as const };
    const moved = nodeAt(doc, 0, 'components', 0);
    const result = reducer(doc, { type: 'move', key: moved.key, target });
    if (!result.ok) throw new Error(result.reason);
    expect(result.doc.nodes.map((n) => n.kind)).toEqual(['container']);
    const inside = result.doc.nodes[0]!.slots.components!;
    expect(inside.map((n) => n.kind)).toEqual(['text-display', 'action-row']);
    expect(inside[1]!.slots.components![0]!.key).toBe(moved.key);
  });

  it('refuses to take the last Text Display out of a Container', () => {
    const doc = docOf(message(container(text('A')), container(text('B'))));
    const target = { parentKey: doc.nodes[1]!.key, slot: 'components' as const };
    const result = reducer(doc, { type: 'move', key: nodeAt(doc, 0, 'components', 0).key, target });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('Container needs') });
  });
});
