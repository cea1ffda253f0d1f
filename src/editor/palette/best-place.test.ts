import { describe, expect, it } from 'vitest';
import type { Doc } from '../../model';
import { emptyMessage, emptyModal } from '../../model';
import {
  button,
  container,
  docOf,
  label,
  legacy,
  message,
  modal,
  nodeAt,
  row,
  section,
  text,
  textInput,
  texts,
  thumbnail,
} from '../../model/testing/fixtures';
import { reducer } from '../state/reducer';
import { bestPlace } from './best-place';

const target = (r: ReturnType<typeof bestPlace>) =>
  r.ok && r.action.type === 'add' ? r.action.target : r;

describe('bestPlace', () => {
  it('appends to the top level when nothing is selected', () => {
    const doc = docOf(message(text('A'), text('B')));
    expect(target(bestPlace(doc, 'separator', null))).toEqual({
      parentKey: null,
      slot: 'components',
      index: 2,
    });
  });

  it('appends inside the selected node when the kind fits there', () => {
    const doc = docOf(message(text('A'), container(text('In'))));
    const box = doc.nodes[1]!.key;
    expect(target(bestPlace(doc, 'text-display', box))).toEqual({
      parentKey: box,
      slot: 'components',
      index: 1,
    });
  });

  it('goes right after the selected node when it cannot go inside', () => {
    const doc = docOf(message(container(text('One'), text('Two'))));
    const one = nodeAt(doc, 0, 'components', 0);
    expect(target(bestPlace(doc, 'separator', one.key))).toEqual({
      parentKey: doc.nodes[0]!.key,
      slot: 'components',
      index: 1,
    });
  });

  it('never replaces an occupied accessory; a Button goes after the Section instead', () => {
    const doc = docOf(message(section([text('S')], thumbnail())));
    const side = doc.nodes[0]!.key;
    expect(target(bestPlace(doc, 'button', side))).toEqual({
      parentKey: null,
      slot: 'components',
      index: 1,
    });
  });

  it('adds a Button to a selected Action Row', () => {
    const doc = docOf(legacy(row(button())));
    const r = doc.nodes[0]!.key;
    expect(target(bestPlace(doc, 'button', r))).toEqual({
      parentKey: r,
      slot: 'components',
      index: 1,
    });
  });

  it('falls back to the first place that fits when the top level refuses', () => {
    const doc = docOf(message(section([text('S')])));
    const side = doc.nodes[0]!.key;
    expect(target(bestPlace(doc, 'thumbnail', null))).toEqual({
      parentKey: side,
      slot: 'accessory',
      index: 0,
    });
  });

  it('gives the top level’s reason when the kind fits nowhere', () => {
    expect(bestPlace(emptyMessage(), 'thumbnail', null)).toEqual({
      ok: false,
      reason: "A Thumbnail can only be a Section's accessory.",
    });
  });

  it('puts a modal input in a new Label at the top level', () => {
    const r = bestPlace(emptyModal(), 'text-input', null);
    expect(target(r)).toEqual({ parentKey: null, slot: 'components', index: 0 });
  });

  it('goes after the Section when its accessory (a Thumbnail) is selected, not to the top', () => {
    const doc = docOf(message(text('First'), section([text('S')], thumbnail()), text('Last')));
    const thumb = nodeAt(doc, 1, 'accessory');
    expect(target(bestPlace(doc, 'text-display', thumb.key))).toEqual({
      parentKey: null,
      slot: 'components',
      index: 2,
    });
  });

  it("goes after the Label when the Label's input is selected", () => {
    const doc = docOf(modal(label('A', textInput()), label('B', textInput())));
    const input = nodeAt(doc, 0, 'component');
    expect(target(bestPlace(doc, 'text-input', input.key))).toEqual({
      parentKey: null,
      slot: 'components',
      index: 1,
    });
  });

  it('builds a modal in the order its inputs are clicked', () => {
    let doc: Doc = emptyModal();
    let selected: string | null = null;
    for (const name of ['one', 'two', 'three']) {
      const place = bestPlace(doc, 'text-input', selected);
      if (!place.ok) throw new Error(place.reason);
      const r = reducer(doc, place.action);
      if (!r.ok) throw new Error(r.reason);
      selected = r.select ?? null;
      const named = reducer(r.doc, { type: 'update', key: selected!, patch: { custom_id: name } });
      if (!named.ok) throw new Error(named.reason);
      doc = named.doc;
    }
    expect(doc.nodes.map((l) => l.slots.component?.[0]?.props.custom_id)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('names the 5-component limit when a sixth modal input is clicked', () => {
    const doc = docOf(modal(...['a', 'b', 'c', 'd', 'e'].map((l) => label(l, textInput()))));
    expect(bestPlace(doc, 'file-upload', null)).toEqual({
      ok: false,
      reason: 'A modal holds at most 5 top-level components.',
    });
    expect(bestPlace(doc, 'file-upload', nodeAt(doc, 4, 'component').key)).toEqual({
      ok: false,
      reason: 'A modal holds at most 5 top-level components.',
    });
  });

  it("names the 40 limit, not a Thumbnail's home, when a Section's free accessory is past it", () => {
    const doc = docOf(message(section([text('S')]), container(...texts(37))));
    expect(bestPlace(doc, 'thumbnail', null)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/at most 40 components/),
    });
  });

  it('says every accessory is taken when a Thumbnail has nowhere free to go', () => {
    const doc = docOf(message(section([text('S')], button())));
    expect(bestPlace(doc, 'thumbnail', null)).toEqual({
      ok: false,
      reason:
        "A Thumbnail can only be a Section's accessory. Each such place here is taken: drag the Thumbnail onto one to replace what is there.",
    });
  });
});
