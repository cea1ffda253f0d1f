import { describe, expect, it } from 'vitest';
import { countNodes, walk } from '../../model';
import type { Doc, NewKind } from '../../model';
import {
  button,
  container,
  docOf,
  label,
  message,
  modal,
  nodeAt,
  row,
  section,
  stringSelect,
  text,
  textInput,
  texts,
  thumbnail,
} from '../../model/testing/fixtures';
import type { EditorAction } from '../state/actions';
import { reducer } from '../state/reducer';
import { adjacentMove, allSpots, legalSpots, resolveDrop } from './resolve-drop';
import type { DragSource, DropSpot } from './types';

const spot = (parentKey: string | null, index: number, slot: DropSpot['slot'] = 'components') => ({
  parentKey,
  slot,
  index,
});
const node = (key: string): DragSource => ({ kind: 'node', key });
const palette = (type: NewKind): DragSource => ({ kind: 'palette', type });

/** Applies a resolution's action, failing the test when there is none. */
function apply(doc: Doc, action: { type: string } | undefined): Doc {
  const result = reducer(doc, action as Parameters<typeof reducer>[1]);
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

describe('resolveDrop', () => {
  it('does nothing without a target', () => {
    expect(resolveDrop(docOf(message(text())), palette('text-display'), null)).toBeNull();
  });

  it('does nothing when a node is dropped on its own place or the gap right after it', () => {
    const doc = docOf(message(text('A'), text('B'), container(text('C'), text('D'))));
    const b = doc.nodes[1]!.key;
    expect(resolveDrop(doc, node(b), spot(null, 1))).toBeNull();
    expect(resolveDrop(doc, node(b), spot(null, 2))).toBeNull();
    const c = doc.nodes[2]!;
    const d = nodeAt(doc, 2, 'components', 1).key;
    expect(resolveDrop(doc, node(d), spot(c.key, 1))).toBeNull();
    expect(resolveDrop(doc, node(d), spot(c.key, 2))).toBeNull();
  });

  it('does nothing when a Button alone in its row is dropped beside that row', () => {
    // Moving it out would take the emptied row along and wrap it in a new one: the same payload.
    const doc = docOf(message(text('A'), row(button()), text('B')));
    const b = nodeAt(doc, 1, 'components', 0).key;
    expect(resolveDrop(doc, node(b), spot(null, 1))).toBeNull();
    expect(resolveDrop(doc, node(b), spot(null, 2))).toBeNull();
    expect(resolveDrop(doc, node(b), spot(null, 0))).toMatchObject({ ok: true });
    expect(adjacentMove(doc, b, 'up')?.spot).toEqual(spot(null, 0));
  });

  it('does nothing when the occupant of a single slot is dropped on that slot', () => {
    const doc = docOf(message(section([text()], thumbnail())));
    const accessory = nodeAt(doc, 0, 'accessory').key;
    expect(resolveDrop(doc, node(accessory), spot(doc.nodes[0]!.key, 0, 'accessory'))).toBeNull();
  });

  it('moves a node to any other gap, counting indexes before the move', () => {
    const doc = docOf(message(text('A'), text('B'), text('C')));
    const a = doc.nodes[0]!.key;
    const r = resolveDrop(doc, node(a), spot(null, 3));
    expect(r).toEqual({ ok: true, action: { type: 'move', key: a, target: spot(null, 3) } });
    const next = apply(doc, r?.ok ? r.action : undefined);
    expect(next.nodes.map((n) => n.props.content)).toEqual(['B', 'C', 'A']);
  });

  it('adds a palette kind at a gap', () => {
    const doc = docOf(message(container(text())));
    const target = spot(doc.nodes[0]!.key, 1);
    expect(resolveDrop(doc, palette('separator'), target)).toEqual({
      ok: true,
      action: { type: 'add', kind: 'separator', target },
    });
  });

  it('replaces the occupant when a palette kind lands on an occupied accessory', () => {
    const doc = docOf(message(section([text()], thumbnail())));
    const old = nodeAt(doc, 0, 'accessory').key;
    expect(resolveDrop(doc, palette('button'), spot(doc.nodes[0]!.key, 0, 'accessory'))).toEqual({
      ok: true,
      action: { type: 'replace', oldKey: old, source: palette('button') },
    });
  });

  it("replaces a Label's component with a moved node, and the emptied Label goes", () => {
    const doc = docOf(modal(label('A', textInput()), label('B', stringSelect())));
    const input = nodeAt(doc, 0, 'component').key;
    const target = spot(doc.nodes[1]!.key, 0, 'component');
    const moved = resolveDrop(doc, node(input), target);
    expect(moved).toMatchObject({ ok: true, action: { type: 'replace' } });
    const after = reducer(doc, (moved as { action: EditorAction }).action);
    if (!after.ok) throw new Error(after.reason);
    expect(after.doc.nodes).toHaveLength(1);
    expect(after.doc.nodes[0]!.props.label).toBe('B');
    expect(after.doc.nodes[0]!.slots.component![0]!.key).toBe(input);
    expect(resolveDrop(doc, palette('text-input'), target)).toMatchObject({
      ok: true,
      action: { type: 'replace', oldKey: nodeAt(doc, 1, 'component').key },
    });
  });

  it('refuses a node dropped into its own subtree', () => {
    const doc = docOf(message(container(text('A'), section([text()], thumbnail()))));
    const c = doc.nodes[0]!;
    const s = nodeAt(doc, 0, 'components', 1);
    expect(resolveDrop(doc, node(c.key), spot(c.key, 0))).toEqual({
      ok: false,
      reason: 'A Container cannot go inside itself.',
    });
    expect(resolveDrop(doc, node(s.key), spot(s.key, 0, 'accessory'))).toEqual({
      ok: false,
      reason: 'A Section cannot replace a component inside it.',
    });
    expect(resolveDrop(doc, node(s.key), spot(s.key, 1))).toMatchObject({ ok: false });
  });

  it('refuses with the reason canPlace gives', () => {
    const doc = docOf(message(text()));
    expect(resolveDrop(doc, palette('thumbnail'), spot(null, 0))).toEqual({
      ok: false,
      reason: "A Thumbnail can only be a Section's accessory.",
    });
    const full = docOf(message(container(...texts(39))));
    expect(resolveDrop(full, palette('text-display'), spot(null, 1))).toEqual({
      ok: false,
      reason: 'A message holds at most 40 components (counting every level); this one has 40.',
    });
  });

  it('refuses a place or a node that no longer exists', () => {
    const doc = docOf(message(text()));
    expect(resolveDrop(doc, palette('text-display'), spot('gone', 0))).toEqual({
      ok: false,
      reason: 'That place no longer exists.',
    });
    expect(resolveDrop(doc, node('gone'), spot(null, 0))).toEqual({
      ok: false,
      reason: 'That component no longer exists.',
    });
  });

  it('refuses a slot the parent does not have, without throwing', () => {
    const doc = docOf(message(text()));
    const r = resolveDrop(doc, palette('text-display'), spot(doc.nodes[0]!.key, 0));
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/^A Text Display has no/) });
  });
});

describe('allSpots', () => {
  it('lists every gap in reading order, a single slot with one gap', () => {
    const doc = docOf(message(container(text(), section([text()], button())), text()));
    const c = doc.nodes[0]!.key;
    const s = nodeAt(doc, 0, 'components', 1).key;
    expect(allSpots(doc)).toEqual([
      spot(null, 0),
      spot(c, 0),
      spot(c, 1),
      spot(s, 0),
      spot(s, 1),
      spot(s, 0, 'accessory'),
      spot(c, 2),
      spot(null, 1),
      spot(null, 2),
    ]);
  });

  it('has one gap in an empty document and in an empty single slot', () => {
    const doc = docOf(message(section([text()])));
    const s = doc.nodes[0]!.key;
    expect(allSpots(docOf(message()))).toEqual([spot(null, 0)]);
    expect(allSpots(doc)).toContainEqual(spot(s, 0, 'accessory'));
  });
});

describe('legalSpots', () => {
  it('offers a Thumbnail only Section accessories, as replacements', () => {
    const doc = docOf(message(container(text()), section([text()], button()), text()));
    const s = doc.nodes[1]!;
    expect(legalSpots(doc, palette('thumbnail'))).toEqual([
      {
        spot: spot(s.key, 0, 'accessory'),
        action: {
          type: 'replace',
          oldKey: nodeAt(doc, 1, 'accessory').key,
          source: palette('thumbnail'),
        },
      },
    ]);
  });

  it('keeps reading order and leaves out no-op and refused gaps', () => {
    const doc = docOf(message(container(text('A'), text('B')), section([text('S')], button())));
    const a = nodeAt(doc, 0, 'components', 0).key;
    const spots = legalSpots(doc, node(a)).map((l) => l.spot);
    const c = doc.nodes[0]!.key;
    const s = doc.nodes[1]!.key;
    expect(spots).toEqual([
      spot(null, 0),
      spot(c, 2),
      spot(null, 1),
      spot(s, 0),
      spot(s, 1),
      spot(null, 2),
    ]);
  });

  it('gives actions that the reducer accepts', () => {
    const doc = docOf(
      message(container(text(), row(button(), button())), section([text()], thumbnail())),
    );
    const sources: DragSource[] = [palette('button'), palette('text-display')];
    walk(doc.nodes, (n) => sources.push(node(n.key)));
    for (const source of sources)
      for (const { action } of legalSpots(doc, source)) expect(reducer(doc, action).ok).toBe(true);
  });
});

describe('adjacentMove', () => {
  const three = () => docOf(message(text('A'), container(text('B'), text('C')), text('D')));

  it('moves down into the next parent, at its start', () => {
    const doc = three();
    const a = doc.nodes[0]!.key;
    const c = doc.nodes[1]!.key;
    expect(adjacentMove(doc, a, 'down')).toEqual({
      spot: spot(c, 0),
      action: { type: 'move', key: a, target: spot(c, 0) },
    });
  });

  it('moves up into the previous parent, at its end', () => {
    const doc = three();
    const d = doc.nodes[2]!.key;
    const c = doc.nodes[1]!.key;
    expect(adjacentMove(doc, d, 'up')?.action).toEqual({
      type: 'move',
      key: d,
      target: spot(c, 2),
    });
  });

  it('moves out of a parent at either end', () => {
    const doc = three();
    const b = nodeAt(doc, 1, 'components', 0).key;
    const c = nodeAt(doc, 1, 'components', 1).key;
    expect(adjacentMove(doc, b, 'up')?.action).toEqual({
      type: 'move',
      key: b,
      target: spot(null, 1),
    });
    expect(adjacentMove(doc, c, 'down')?.action).toEqual({
      type: 'move',
      key: c,
      target: spot(null, 2),
    });
  });

  it('moves one place within a slot', () => {
    const doc = three();
    const [b, c] = doc.nodes[1]!.slots.components!.map((n) => n.key) as [string, string];
    const container = doc.nodes[1]!.key;
    expect(adjacentMove(doc, b, 'down')?.action).toEqual({
      type: 'move',
      key: b,
      target: spot(container, 2),
    });
    expect(adjacentMove(doc, c, 'up')?.action).toEqual({
      type: 'move',
      key: c,
      target: spot(container, 0),
    });
  });

  it('gives null at the ends of the document', () => {
    const doc = three();
    expect(adjacentMove(doc, doc.nodes[0]!.key, 'up')).toBeNull();
    expect(adjacentMove(doc, doc.nodes[2]!.key, 'down')).toBeNull();
    expect(adjacentMove(doc, 'gone', 'up')).toBeNull();
  });

  it('skips places the node may not go (a full Section, the inside of a Container)', () => {
    const doc = docOf(message(text('A'), section(texts(3), thumbnail()), text('B')));
    const b = doc.nodes[2]!.key;
    expect(adjacentMove(doc, b, 'up')?.action).toEqual({
      type: 'move',
      key: b,
      target: spot(null, 1),
    });
    const two = docOf(message(container(text('A')), container(text('B'))));
    const second = two.nodes[1]!.key;
    expect(adjacentMove(two, second, 'up')?.action).toEqual({
      type: 'move',
      key: second,
      target: spot(null, 0),
    });
  });

  it('never chooses a replace, even when it is the only legal place', () => {
    // 40 components: no room for the Action Row a Button moved to the top level would need.
    const doc = docOf(
      message(section([text()], thumbnail()), container(row(button(), button())), ...texts(33)),
    );
    expect(countNodes(doc.nodes)).toBe(40);
    const first = nodeAt(doc, 1, 'components', 0, 'components', 0).key;
    const accessory = spot(doc.nodes[0]!.key, 0, 'accessory');
    expect(resolveDrop(doc, node(first), accessory)).toMatchObject({
      ok: true,
      action: { type: 'replace' },
    });
    expect(adjacentMove(doc, first, 'up')).toBeNull();
  });

  it('gives only moves, each accepted by the reducer, for every node of a rich document', () => {
    const doc = docOf(
      message(
        container(text(), section([text(), text()], button()), row(button(), button())),
        section([text()], thumbnail()),
        row(stringSelect()),
        text(),
      ),
    );
    walk(doc.nodes, (n) => {
      for (const dir of ['up', 'down'] as const) {
        const m = adjacentMove(doc, n.key, dir);
        if (!m) continue;
        expect(m.action.type).toBe('move');
        expect(reducer(doc, m.action).ok).toBe(true);
      }
    });
  });
});
