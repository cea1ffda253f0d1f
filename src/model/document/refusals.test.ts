// Every refusal names the rule that refused it: where a kind needs a wrapper (an Action Row, a
// Label) and the wrapper is refused for room, the room rule is the reason, not the kind's home.
import { describe, expect, it } from 'vitest';
import type { Doc } from './document';
import { countNodes } from './document';
import type { NewKind } from '../catalog/factory';
import { newNode } from '../catalog/new-node';
import { duplicateNode, insertNode, moveNode } from './tree';
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
  text,
  textInput,
  texts,
  thumbnail,
} from '../testing/fixtures';

const top = { parentKey: null, slot: 'components' as const };
const fullModal = () =>
  docOf(modal(...['a', 'b', 'c', 'd', 'e'].map((id) => label(id, textInput({ custom_id: id })))));
const MODAL_FULL = 'A modal holds at most 5 top-level components.';
const labels = (doc: Doc) => doc.nodes.map((n) => n.props.label);

describe('refusal reasons', () => {
  it.each<[string, NewKind]>([
    ['File Upload', 'file-upload'],
    ['Text Input', 'text-input'],
    ['String Select', 'string-select'],
    ['Radio Group', 'radio-group'],
    ['Checkbox Group', 'checkbox-group'],
    ['Checkbox', 'checkbox'],
    ['User Select', 'user-select'],
    ['Text Display', 'text-display'],
  ])('refuses a sixth top-level %s in a modal for the 5-component limit', (_, type) => {
    const doc = fullModal();
    expect(insertNode(doc, newNode(doc, type), top)).toEqual({
      ok: false,
      reason: MODAL_FULL,
    });
  });

  it.each<[string, NewKind]>([
    ['Button', 'button'],
    ['String Select', 'string-select'],
  ])('refuses a %s needing a sixth Action Row in a legacy message for the row limit', (_, type) => {
    const doc = docOf(
      legacy(row(button()), row(button()), row(button()), row(button()), row(button())),
    );
    expect(insertNode(doc, newNode(doc, type), top)).toEqual({
      ok: false,
      reason: 'A legacy message holds at most 5 Action Rows.',
    });
  });

  it('refuses a Button whose new Action Row would be the 41st component for the 40 limit', () => {
    const doc = docOf(message(container(...texts(38))));
    expect(countNodes(doc.nodes)).toBe(39);
    expect(insertNode(doc, newNode(doc, 'button'), top)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/at most 40 components/),
    });
  });

  it('still gives the home of a kind the place does not take at all', () => {
    const doc = fullModal();
    expect(insertNode(doc, newNode(docOf(message(text())), 'thumbnail'), top)).toEqual({
      ok: false,
      reason: 'A Thumbnail is for messages only.',
    });
    const msg = docOf(message(text()));
    expect(insertNode(msg, newNode(msg, 'thumbnail'), top)).toEqual({
      ok: false,
      reason: "A Thumbnail can only be a Section's accessory.",
    });
  });

  it("moves a Label's only input within a full modal, its Label (and its text) going along", () => {
    const doc = fullModal();
    const input = nodeAt(doc, 0, 'component');
    const moved = moveNode(doc, input.key, { ...top, index: 5 });
    if (!moved.ok) throw new Error(moved.reason);
    expect(labels(moved.doc)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(moved.doc.nodes[4]!.slots.component![0]!.key).toBe(input.key);
  });

  it("moves a row's only Button to the top level of a message at 40 components", () => {
    const doc = docOf(message(container(row(button()), ...texts(36)), text('last')));
    expect(countNodes(doc.nodes)).toBe(40);
    const only = nodeAt(doc, 0, 'components', 0, 'components', 0);
    const moved = moveNode(doc, only.key, { ...top, index: 2 });
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.doc.nodes[2]!.slots.components![0]!.key).toBe(only.key);
    expect(countNodes(moved.doc.nodes)).toBe(40);
  });

  it('refuses to move a Button out of a shared row of a full legacy message for the row limit', () => {
    const doc = docOf(
      legacy(row(...buttons(2)), row(button()), row(button()), row(button()), row(button())),
    );
    const first = nodeAt(doc, 0, 'components', 0);
    expect(moveNode(doc, first.key, top)).toEqual({
      ok: false,
      reason: 'A legacy message holds at most 5 Action Rows.',
    });
  });

  it("duplicates a Label's input with its Label, and refuses it in a full modal for the limit", () => {
    const two = docOf(modal(label('a', textInput({ custom_id: 'a' })), label('b', textInput())));
    const input = nodeAt(two, 0, 'component');
    const copied = duplicateNode(two, input.key);
    if (!copied.ok) throw new Error(copied.reason);
    expect(labels(copied.doc)).toEqual(['a', 'a', 'b']);
    expect(copied.copy).toBe(copied.doc.nodes[1]!.slots.component![0]!.key);
    expect(copied.copy).not.toBe(input.key);

    const full = fullModal();
    expect(duplicateNode(full, nodeAt(full, 2, 'component').key)).toEqual({
      ok: false,
      reason: MODAL_FULL,
    });
  });

  it("refuses to duplicate a Section's accessory, saying a Section has only one", () => {
    const doc = docOf(message(section([text()], thumbnail())));
    expect(duplicateNode(doc, nodeAt(doc, 0, 'accessory').key)).toEqual({
      ok: false,
      reason: 'A Section holds only one accessory, so a copy has no place beside it.',
    });
  });
});
