import { beforeAll, describe, expect, it } from 'vitest';
import { emptyMessage } from '../../model';
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
import { createEditorStore } from '../state/store';
import { canMove, canWrap } from './command-checks';
import { duplicate, loadCommands, moveBy, remove, wrap } from './commands';

const contents = (store: ReturnType<typeof createEditorStore>) =>
  store
    .getState()
    .doc.nodes.map((n) =>
      n.kind === 'container'
        ? `box[${(n.slots.components ?? []).map((c) => c.props.content).join(',')}]`
        : String(n.props.content ?? n.kind),
    );

// Where a move goes loads after the first frame (commands.ts); these tests start once it is there.
beforeAll(loadCommands);

describe('moveBy', () => {
  it('moves a Text Display out of the top of a Container, and back in', () => {
    const store = createEditorStore({
      doc: docOf(message(text('A'), container(text('B'), text('C')))),
    });
    const b = nodeAt(store.getState().doc, 1, 'components', 0).key;
    expect(moveBy(store, b, 'up')).toBe(true);
    expect(contents(store)).toEqual(['A', 'B', 'box[C]']);
    expect(moveBy(store, b, 'down')).toBe(true);
    expect(contents(store)).toEqual(['A', 'box[B,C]']);
    expect(store.getState().history.past).toHaveLength(2);
  });

  it('reports false at the very top, changing nothing', () => {
    const store = createEditorStore({ doc: docOf(message(text('A'), text('B'))) });
    const a = store.getState().doc.nodes[0]!.key;
    expect(canMove(store.getState().doc, a, 'up')).toBe(false);
    expect(moveBy(store, a, 'up')).toBe(false);
    expect(canMove(store.getState().doc, a, 'down')).toBe(true);
  });
});

describe('duplicate, remove and wrap', () => {
  it('duplicates next to the original and selects the copy', () => {
    const store = createEditorStore({ doc: docOf(message(text('A'))) });
    const a = store.getState().doc.nodes[0]!.key;
    expect(duplicate(store, a)).toBe(true);
    expect(contents(store)).toEqual(['A', 'A']);
    expect(store.getState().selectedKey).toBe(store.getState().doc.nodes[1]!.key);
  });

  it('refuses to delete a Section’s only text and says why', () => {
    const store = createEditorStore({ doc: docOf(message(section([text('S')], button()))) });
    const s = nodeAt(store.getState().doc, 0, 'components', 0).key;
    expect(remove(store, s)).toBe(false);
    expect(store.getState().notice).toMatchObject({ tone: 'refused' });
    expect(store.getState().notice?.message).toMatch(/Section needs at least 1 Text Display/);
  });

  it('wraps a top-level node in a Container, offered only where it can work', () => {
    const store = createEditorStore({ doc: docOf(message(text('A'), container(text('B')))) });
    const doc = store.getState().doc;
    const a = doc.nodes[0]!.key;
    expect(canWrap(doc, a)).toBe(true);
    expect(canWrap(doc, nodeAt(doc, 1, 'components', 0).key)).toBe(false);
    expect(canWrap(doc, doc.nodes[1]!.key)).toBe(false);
    expect(wrap(store, a)).toBe(true);
    expect(contents(store)).toEqual(['box[A]', 'box[B]']);
  });

  it('offers no wrap in a legacy message', () => {
    const doc = docOf(legacy(row(button())));
    expect(canWrap(doc, doc.nodes[0]!.key)).toBe(false);
    expect(canWrap(emptyMessage(), 'missing')).toBe(false);
  });
});

describe('canMove across edits', () => {
  it('keeps its answers while only texts change, and works them out again when the tree does', () => {
    const store = createEditorStore({ doc: docOf(message(text('A'), text('B'))) });
    const [a, b] = store.getState().doc.nodes.map((n) => n.key);
    expect(canMove(store.getState().doc, a!, 'up')).toBe(false);
    expect(canMove(store.getState().doc, b!, 'up')).toBe(true);
    store.getState().dispatch({ type: 'update', key: a!, patch: { content: 'Typed' } });
    expect(canMove(store.getState().doc, a!, 'up')).toBe(false);
    store.getState().dispatch({
      type: 'move',
      key: b!,
      target: { parentKey: null, slot: 'components', index: 0 },
    });
    expect(canMove(store.getState().doc, a!, 'up')).toBe(true);
    expect(canMove(store.getState().doc, b!, 'up')).toBe(false);
  });
});
