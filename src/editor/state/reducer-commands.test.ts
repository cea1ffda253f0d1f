import { describe, expect, it } from 'vitest';
import { convertDoc, emptyMessage, emptyModal, hasErrors, toPayload, validate } from '../../model';
import type { Doc, NewKind } from '../../model';
import {
  button,
  container,
  docOf,
  gallery,
  label,
  legacy,
  mediaItem,
  message,
  modal,
  nodeAt,
  row,
  section,
  stringSelect,
  text,
  textInput,
  texts,
} from '../../model/testing/fixtures';
import type { EditorAction } from './actions';
import { reducer } from './reducer';
import { errorsOf, ok, root, run } from './reducer-test-helpers';

/** A V2 message holding exactly 40 components: a Container with 39 Text Displays. */
const fullMessage = () => docOf(message(container(...texts(39))));

describe('reducer: remove', () => {
  it('removes a node with its subtree and clears the selection', () => {
    const doc = docOf(message(container(text()), text('B')));
    const result = ok(reducer(doc, { type: 'remove', key: doc.nodes[0]!.key }));
    expect(result.doc.nodes.map((n) => n.props.content)).toEqual(['B']);
    expect(result.select).toBeNull();
  });

  it.each([
    [
      "a Section's only Text Display",
      () => docOf(message(section([text()], button()))),
      (d: Doc) => nodeAt(d, 0, 'components', 0),
      'A Section needs at least 1 Text Display; add another first, or remove the Section.',
    ],
    [
      "a Section's accessory",
      () => docOf(message(section([text()], button()))),
      (d: Doc) => nodeAt(d, 0, 'accessory'),
      'A Section needs an accessory; add another first, or remove the Section.',
    ],
    [
      "a Container's only child",
      () => docOf(message(container(text()))),
      (d: Doc) => nodeAt(d, 0, 'components', 0),
      'A Container needs at least 1 component; add another first, or remove the Container.',
    ],
    [
      "a Label's component",
      () => docOf(modal(label('Q', textInput()))),
      (d: Doc) => nodeAt(d, 0, 'component'),
      'A Label needs a component; add another first, or remove the Label.',
    ],
  ])('refuses to remove %s', (_what, make, pick, reason) => {
    const doc = make();
    expect(reducer(doc, { type: 'remove', key: pick(doc).key })).toEqual({ ok: false, reason });
  });
});

describe('reducer: duplicate', () => {
  it('inserts a copy right after the node and selects it, with a fresh custom_id', () => {
    const doc = docOf(message(row(button({ custom_id: 'vote' }), button({ custom_id: 'skip' }))));
    const original = nodeAt(doc, 0, 'components', 0);
    const result = ok(reducer(doc, { type: 'duplicate', key: original.key }));
    const buttons = result.doc.nodes[0]!.slots.components!;
    expect(buttons).toHaveLength(3);
    expect(buttons[0]!.key).toBe(original.key);
    expect(result.select).toBe(buttons[1]!.key);
    expect(buttons[1]!.key).not.toBe(original.key);
    expect(buttons[1]!.props.custom_id).toBe('vote_1');
    expect(hasErrors(validate(result.doc))).toBe(false);
  });

  it('copies a whole subtree with fresh ids everywhere', () => {
    const doc = docOf(message(container(section([text()], button({ custom_id: 'go' })))));
    const result = ok(reducer(doc, { type: 'duplicate', key: doc.nodes[0]!.key }));
    expect(result.select).toBe(result.doc.nodes[1]!.key);
    expect(nodeAt(result.doc, 1, 'components', 0, 'accessory').props.custom_id).toBe('go_1');
    expect(errorsOf(result.doc)).toEqual([]);
  });

  it('refuses a copy past the 40 limit', () => {
    const doc = fullMessage();
    const result = reducer(doc, { type: 'duplicate', key: nodeAt(doc, 0, 'components', 0).key });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('at most 40') });
  });

  it("refuses a copy of a Section's accessory (the slot holds one)", () => {
    const doc = docOf(message(section([text()], button())));
    const result = reducer(doc, { type: 'duplicate', key: nodeAt(doc, 0, 'accessory').key });
    expect(result).toEqual({
      ok: false,
      reason: 'A Section holds only one accessory, so a copy has no place beside it.',
    });
  });
});

describe('reducer: wrap', () => {
  it('wraps a top-level node in a new Container standing where it stood, and selects it', () => {
    const doc = docOf(message(text('A'), gallery(mediaItem()), text('B')));
    const g = doc.nodes[1]!;
    const result = ok(reducer(doc, { type: 'wrap', key: g.key }));
    const wrapper = result.doc.nodes[1]!;
    expect(wrapper.kind).toBe('container');
    expect(wrapper.slots.components![0]).toBe(g);
    expect(result.select).toBe(wrapper.key);
    expect(toPayload(result.doc)).toMatchObject({
      components: [{ type: 10 }, { type: 17, components: [{ type: 12 }] }, { type: 10 }],
    });
    expect(errorsOf(result.doc)).toEqual([]);
  });

  it('refuses a node already in a Container', () => {
    const doc = docOf(message(container(text())));
    expect(reducer(doc, { type: 'wrap', key: nodeAt(doc, 0, 'components', 0).key })).toEqual({
      ok: false,
      reason: 'A Container cannot hold another Container.',
    });
  });

  it('refuses a Container (a Container cannot hold one)', () => {
    const doc = docOf(message(container(text())));
    expect(reducer(doc, { type: 'wrap', key: doc.nodes[0]!.key })).toEqual({
      ok: false,
      reason: 'A Container cannot hold another Container.',
    });
  });

  it('refuses at the 40 limit', () => {
    const doc = docOf(message(...texts(40)));
    expect(reducer(doc, { type: 'wrap', key: doc.nodes[0]!.key })).toEqual({
      ok: false,
      reason: 'A message holds at most 40 components (counting every level); this one has 40.',
    });
  });

  it("refuses a Section's accessory and a Button in a row", () => {
    const doc = docOf(message(section([text()], button()), row(button())));
    expect(reducer(doc, { type: 'wrap', key: nodeAt(doc, 0, 'accessory').key })).toMatchObject({
      ok: false,
    });
    expect(reducer(doc, { type: 'wrap', key: nodeAt(doc, 1, 'components', 0).key })).toMatchObject({
      ok: false,
    });
  });

  it('refuses in a legacy message and in a modal', () => {
    const old = docOf(legacy(row(button())));
    expect(reducer(old, { type: 'wrap', key: old.nodes[0]!.key })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Components V2'),
    });
    const m = docOf(modal(label('Q', textInput())));
    expect(reducer(m, { type: 'wrap', key: m.nodes[0]!.key })).toEqual({
      ok: false,
      reason: 'A Container is for messages only.',
    });
  });
});

describe('reducer: update and set-body', () => {
  it('sets and removes fields of one node, sharing every other node', () => {
    const doc = docOf(message(text('A'), text('B')));
    const [a, b] = doc.nodes;
    const result = ok(
      reducer(doc, { type: 'update', key: a!.key, patch: { content: 'X', id: 4 } }),
    );
    expect(result.select).toBeUndefined();
    expect(result.doc.nodes[0]!.props).toEqual({ content: 'X', id: 4 });
    expect(result.doc.nodes[1]).toBe(b);
    const again = run(result.doc, { type: 'update', key: a!.key, patch: { id: undefined } });
    expect(again.nodes[0]!.props).toEqual({ content: 'X' });
  });

  it("sets and removes body fields (a modal's title, a message's content)", () => {
    const m = run(emptyModal(), { type: 'set-body', patch: { title: 'Feedback' } });
    expect(m.body).toEqual({ custom_id: 'modal', title: 'Feedback' });
    const l = run(docOf(legacy(row(button()))), { type: 'set-body', patch: { content: 'Hi' } });
    expect(l.body.content).toBe('Hi');
    expect(run(l, { type: 'set-body', patch: { content: undefined } }).body).not.toHaveProperty(
      'content',
    );
  });
});

describe('reducer: convert and load', () => {
  it('converts to another surface and clears the selection', () => {
    const doc = docOf(message(text('Hello'), row(button())));
    const converted = convertDoc(doc, 'legacy').doc;
    const result = ok(reducer(doc, { type: 'convert', to: 'legacy', doc: converted }));
    expect(result.select).toBeNull();
    expect(toPayload(result.doc)).toMatchObject({ content: 'Hello', components: [{ type: 1 }] });
  });

  it('returns the same document when converting to its own surface', () => {
    const doc = docOf(message(text()));
    const same = convertDoc(doc, 'v2').doc;
    expect(ok(reducer(doc, { type: 'convert', to: 'v2', doc: same })).doc).toBe(doc);
  });

  it('refuses a converted design that is not of the surface it names', () => {
    const doc = docOf(message(text()));
    expect(reducer(doc, { type: 'convert', to: 'modal', doc })).toMatchObject({ ok: false });
  });

  it('loads a whole document', () => {
    const next = docOf(modal(label('Q', stringSelect())));
    expect(reducer(emptyMessage(), { type: 'load', doc: next })).toEqual({
      ok: true,
      doc: next,
      select: null,
    });
  });

  it('leaves the selection to the store for a grouped load (an edit of the same document)', () => {
    const next = docOf(message(text('Edited')));
    expect(reducer(emptyMessage(), { type: 'load', doc: next, group: 'json:1' })).toEqual({
      ok: true,
      doc: next,
      select: undefined,
    });
  });
});

describe('reducer: bad keys', () => {
  const doc = docOf(message(container(text()), section([text()], button())));
  const actions: EditorAction[] = [
    { type: 'move', key: 'gone', target: root },
    {
      type: 'move',
      key: doc.nodes[0]!.key,
      target: { parentKey: 'gone', slot: 'components' },
    },
    { type: 'remove', key: 'gone' },
    { type: 'duplicate', key: 'gone' },
    { type: 'wrap', key: 'gone' },
    { type: 'update', key: 'gone', patch: { content: 'x' } },
    { type: 'replace', oldKey: 'gone', source: { kind: 'palette', type: 'button' } },
    { type: 'replace', oldKey: 'gone', source: { kind: 'node', key: doc.nodes[0]!.key } },
    { type: 'add', kind: 'text-display', target: { parentKey: 'gone', slot: 'accessory' } },
    { type: 'add', kind: 'nonexistent' as NewKind, target: root },
    {
      type: 'replace',
      oldKey: nodeAt(doc, 1, 'accessory').key,
      source: { kind: 'palette', type: 'nonexistent' as NewKind },
    },
  ];

  it.each(actions.map((a) => [a.type, a] as const))(
    'never throws on a bad key or kind (%s) and refuses with a sentence',
    (_type, action) => {
      const result = reducer(doc, action);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/^[A-Z].*\.$/);
    },
  );
});
