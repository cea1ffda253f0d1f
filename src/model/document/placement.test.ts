import { describe, expect, it } from 'vitest';
import type { Node } from './document';
import { makeNode } from './document';
import type { PlaceTarget } from './placement';
import { canPlace } from './placement';
import {
  button,
  buttons,
  container,
  docOf,
  label,
  legacy,
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
} from '../testing/fixtures';

const top: PlaceTarget = { parentKey: null, slot: 'components' };
const into = (node: Node, slot: PlaceTarget['slot'] = 'components', index?: number) => ({
  parentKey: node.key,
  slot,
  ...(index === undefined ? {} : { index }),
});
const refused = (reason: string | RegExp) =>
  expect.objectContaining({
    ok: false,
    reason: typeof reason === 'string' ? reason : expect.stringMatching(reason),
  });
const OK = { ok: true };

describe('canPlace', () => {
  it('refuses a Thumbnail at the top level', () => {
    const doc = docOf(message(text()));
    expect(canPlace(doc, { kind: 'thumbnail' }, top)).toEqual(
      refused("A Thumbnail can only be a Section's accessory."),
    );
  });

  it('accepts a Thumbnail as the accessory of a Section without one', () => {
    const doc = docOf(message(section([text()])));
    expect(canPlace(doc, { kind: 'thumbnail' }, into(nodeAt(doc, 0), 'accessory'))).toEqual(OK);
  });

  it('accepts the 40th component and refuses the 41st', () => {
    expect(canPlace(docOf(message(...texts(39))), { kind: 'text-display' }, top)).toEqual(OK);
    const full = docOf(message(container(...texts(39))));
    expect(canPlace(full, { kind: 'text-display' }, top)).toEqual(
      refused(/at most 40 components.*has 40/),
    );
    expect(canPlace(full, { kind: 'text-display' }, into(nodeAt(full, 0)))).toEqual(
      refused(/at most 40/),
    );
  });

  it('counts every node of a pasted subtree', () => {
    const doc = docOf(message(...texts(38)));
    const pasted = makeNode(
      'section',
      {},
      { components: [makeNode('text-display')], accessory: [makeNode('thumbnail')] },
    );
    expect(canPlace(doc, pasted, top)).toEqual(refused(/at most 40 components/));
  });

  it('refuses a Container into a Container', () => {
    const doc = docOf(message(container(text())));
    expect(canPlace(doc, { kind: 'container' }, into(nodeAt(doc, 0)))).toEqual(
      refused('A Container cannot hold another Container.'),
    );
  });

  it('refuses a Container moved into itself or its own descendant', () => {
    const doc = docOf(message(container(section([text()], button()))));
    const outer = nodeAt(doc, 0);
    const inner = nodeAt(doc, 0, 'components', 0);
    expect(canPlace(doc, outer, into(inner))).toEqual(
      refused('A Container cannot go inside itself.'),
    );
    expect(canPlace(doc, outer, into(outer))).toEqual(
      refused('A Container cannot go inside itself.'),
    );
  });

  it('refuses a second accessory', () => {
    const doc = docOf(message(section([text()], button())));
    expect(canPlace(doc, { kind: 'thumbnail' }, into(nodeAt(doc, 0), 'accessory'))).toEqual(
      refused('This Section already has its accessory; remove it first.'),
    );
  });

  it('refuses a 4th Section text and accepts a 3rd', () => {
    const two = docOf(message(section(texts(2), button())));
    expect(canPlace(two, { kind: 'text-display' }, into(nodeAt(two, 0)))).toEqual(OK);
    const three = docOf(message(section(texts(3), button())));
    expect(canPlace(three, { kind: 'text-display' }, into(nodeAt(three, 0)))).toEqual(
      refused('A Section holds at most 3 Text Displays.'),
    );
  });

  it('refuses a 6th button and accepts a 5th', () => {
    const four = docOf(message(row(...buttons(4))));
    expect(canPlace(four, { kind: 'button' }, into(nodeAt(four, 0)))).toEqual(OK);
    const five = docOf(message(row(...buttons(5))));
    expect(canPlace(five, { kind: 'button' }, into(nodeAt(five, 0)))).toEqual(
      refused('An Action Row holds at most 5 Buttons.'),
    );
  });

  it('refuses a select into a row with buttons, and a button into a row with a select', () => {
    const doc = docOf(message(row(button()), row(stringSelect())));
    expect(canPlace(doc, { kind: 'string-select' }, into(nodeAt(doc, 0)))).toEqual(
      refused('A String Select needs an Action Row of its own.'),
    );
    expect(canPlace(doc, { kind: 'button' }, into(nodeAt(doc, 1)))).toEqual(
      refused('This Action Row holds a select, which needs the row to itself.'),
    );
  });

  it('refuses modal-only kinds in a message and message-only kinds in a modal', () => {
    const msg = docOf(message(text()));
    expect(canPlace(msg, { kind: 'label' }, top)).toEqual(refused('A Label is for modals only.'));
    expect(canPlace(msg, { kind: 'text-input' }, top)).toEqual(
      refused('A Text Input is for modals only.'),
    );
    const form = docOf(modal(label('Name', textInput())));
    expect(canPlace(form, { kind: 'section' }, top)).toEqual(
      refused('A Section is for messages only.'),
    );
    expect(canPlace(form, { kind: 'text-display' }, top)).toEqual(OK);
  });

  it('refuses V2-only kinds in a legacy message', () => {
    const doc = docOf(legacy(row(button())));
    expect(canPlace(doc, { kind: 'text-display' }, top)).toEqual(
      refused(/needs a Components V2 message/),
    );
    expect(canPlace(doc, { kind: 'action-row' }, top)).toEqual(OK);
  });

  it('refuses a 6th legacy Action Row and a 6th modal component', () => {
    const rows = docOf(legacy(...Array.from({ length: 5 }, () => row(button()))));
    expect(canPlace(rows, { kind: 'action-row' }, top)).toEqual(refused(/at most 5 Action Rows/));
    const form = docOf(modal(...Array.from({ length: 5 }, () => label('Q', textInput()))));
    expect(canPlace(form, { kind: 'label' }, top)).toEqual(
      refused(/at most 5 top-level components/),
    );
    expect(canPlace(form, nodeAt(form, 0), { ...top, index: 4 })).toEqual(OK);
  });

  it('accepts a Text Input into an empty Label and refuses a second one', () => {
    const doc = docOf(modal(label('Empty'), label('Full', textInput())));
    expect(canPlace(doc, { kind: 'text-input' }, into(nodeAt(doc, 0), 'component'))).toEqual(OK);
    expect(canPlace(doc, { kind: 'text-input' }, into(nodeAt(doc, 1), 'component'))).toEqual(
      refused('This Label already has its component; remove it first.'),
    );
  });

  it('accepts a deprecated modal Action Row, saying so', () => {
    const doc = docOf(modal(label('Name', textInput())));
    expect(canPlace(doc, { kind: 'action-row' }, top)).toEqual({
      ok: true,
      deprecated: expect.any(String),
    });
  });

  it('accepts moving a node within its own full slot', () => {
    const doc = docOf(message(row(...buttons(5)), section(texts(3), button())));
    const rowNode = nodeAt(doc, 0);
    expect(canPlace(doc, nodeAt(doc, 0, 'components', 0), into(rowNode, 'components', 4))).toEqual(
      OK,
    );
    const sec = nodeAt(doc, 1);
    expect(canPlace(doc, nodeAt(doc, 1, 'components', 2), into(sec, 'components', 0))).toEqual(OK);
    expect(canPlace(doc, nodeAt(doc, 1, 'accessory'), into(sec, 'accessory'))).toEqual(OK);
  });

  it('accepts moving a node in a message of 40 components', () => {
    const doc = docOf(message(container(...texts(38)), text()));
    expect(canPlace(doc, nodeAt(doc, 1), into(nodeAt(doc, 0), 'components', 0))).toEqual(OK);
  });

  it('refuses moving a button into another full row', () => {
    const doc = docOf(message(row(...buttons(5)), row(...buttons(5))));
    expect(canPlace(doc, nodeAt(doc, 0, 'components', 0), into(nodeAt(doc, 1)))).toEqual(
      refused('An Action Row holds at most 5 Buttons.'),
    );
  });

  it('refuses a target that no longer exists', () => {
    const doc = docOf(message(text()));
    expect(
      canPlace(doc, { kind: 'text-display' }, { parentKey: 'gone', slot: 'components' }),
    ).toEqual(refused('That place no longer exists.'));
  });

  it('refuses a Text Display as a Section accessory and a Button among its texts', () => {
    const doc = docOf(message(section([text()])));
    expect(canPlace(doc, { kind: 'text-display' }, into(nodeAt(doc, 0), 'accessory'))).toEqual(
      refused("A Section's accessory is a Button or a Thumbnail."),
    );
    expect(canPlace(doc, { kind: 'button' }, into(nodeAt(doc, 0)))).toEqual(
      refused("A Section's text slots hold Text Displays only."),
    );
  });

  it('accepts a pasted Thumbnail into an empty accessory', () => {
    const doc = docOf(message(section([text()])));
    const node = docOf(message(section([text()], thumbnail()))).nodes[0]?.slots.accessory?.[0];
    if (!node) throw new Error('no thumbnail');
    expect(canPlace(doc, node, into(nodeAt(doc, 0), 'accessory'))).toEqual(OK);
  });
});
