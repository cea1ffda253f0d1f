import { describe, expect, it } from 'vitest';
import { container, docOf, message, text } from '../../model/testing/fixtures';
import { createEditorStore } from '../state/store';
import { rowViewSelector } from './row-view';

const LONG = 'A long paragraph whose first forty characters are all a row shows of it';

function setup() {
  const doc = docOf(message(container(text(LONG), text('Short'))));
  const store = createEditorStore({ doc });
  const box = doc.nodes[0]!;
  const [long, short] = box.slots.components!.map((n) => n.key) as [string, string];
  return { store, box: box.key, long, short };
}

describe('rowViewSelector', () => {
  it('describes the row: kind, first words, slots, selection', () => {
    const { store, box, long, short } = setup();
    const view = rowViewSelector(box, true)(store.getState())!;
    expect(view).toMatchObject({
      type: 'container',
      label: '',
      described: 'Container',
      tabStop: true,
    });
    expect(view.slots).toEqual([[long, short]]);
    expect(rowViewSelector(short, false)(store.getState())).toMatchObject({
      label: 'Short',
      described: 'Text Display "Short"',
      selected: false,
      tabStop: false,
    });
  });

  it('gives back the same object while typing leaves the first words alone', () => {
    const { store, box, long } = setup();
    const ofBox = rowViewSelector(box, false);
    const ofLong = rowViewSelector(long, false);
    const [a, b] = [ofBox(store.getState()), ofLong(store.getState())];
    store.getState().dispatch({ type: 'update', key: long, patch: { content: `${LONG}!` } });
    expect(ofBox(store.getState())).toBe(a);
    expect(ofLong(store.getState())).toBe(b);
  });

  it('changes when the label, the selection or the children change, keeping equal slot lists', () => {
    const { store, box, long, short } = setup();
    const ofBox = rowViewSelector(box, false);
    const ofShort = rowViewSelector(short, false);
    const before = ofShort(store.getState())!;
    store.getState().dispatch({ type: 'update', key: short, patch: { content: 'Longer' } });
    expect(ofShort(store.getState())!.label).toBe('Longer');
    store.getState().select(short);
    expect(ofShort(store.getState())!.selected).toBe(true);
    expect(before.selected).toBe(false);

    const boxBefore = ofBox(store.getState())!;
    store.getState().select(box);
    const selected = ofBox(store.getState())!;
    expect(selected).not.toBe(boxBefore);
    expect(selected.slots[0]).toBe(boxBefore.slots[0]);
    store.getState().dispatch({ type: 'remove', key: long });
    expect(ofBox(store.getState())!.slots).toEqual([[short]]);
  });

  it('is null for a node that is gone', () => {
    const { store, long } = setup();
    const of = rowViewSelector(long, false);
    store.getState().dispatch({ type: 'remove', key: long });
    expect(of(store.getState())).toBeNull();
  });
});
