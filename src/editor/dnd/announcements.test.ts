import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { button, container, docOf, message, nodeAt, row, text } from '../../model/testing/fixtures';
import { cancelText, dropText, makeAnnouncements, overText, sourceName } from './announcements';
import { planDrag } from './plan';

const doc = docOf(
  message(container(text('Hello'), row(button({ label: 'Click me' }), button({ label: 'Other' })))),
);
const box = doc.nodes[0]!.key;
const click = nodeAt(doc, 0, 'components', 1, 'components', 0).key;
const rowKey = nodeAt(doc, 0, 'components', 1).key;

describe('sourceName', () => {
  it('names a node by its label and a palette kind as new', () => {
    expect(sourceName(doc, { kind: 'node', key: click })).toBe('Button "Click me"');
    expect(sourceName(doc, { kind: 'palette', type: 'separator' })).toBe('a new Separator');
  });
});

describe('overText', () => {
  it('says where a legal gap is', () => {
    const plan = planDrag(doc, { kind: 'node', key: click });
    expect(overText(doc, plan, `spot:${rowKey}:components:2`)).toBe(
      'Button "Click me" is over position 3 of 3 in Action Row.',
    );
    const move = planDrag(doc, { kind: 'palette', type: 'text-display' });
    expect(overText(doc, move, `spot:${box}:components:1`)).toBe(
      'A new Text Display is over position 2 of 3 in Container.',
    );
  });

  it('gives the refusal reason over a refused gap', () => {
    const plan = planDrag(doc, { kind: 'palette', type: 'thumbnail' });
    expect(overText(doc, plan, 'spot:root:components:0')).toBe(
      "Cannot drop here: A Thumbnail can only be a Section's accessory.",
    );
  });

  it('says when nothing is under the drag', () => {
    const plan = planDrag(doc, { kind: 'node', key: click });
    expect(overText(doc, plan, null)).toBe('Button "Click me" is not over a place it can go.');
  });
});

describe('dropText and cancelText', () => {
  it('say what the drop did, or that nothing changed', () => {
    const plan = planDrag(doc, { kind: 'node', key: click });
    expect(dropText(doc, plan, 'spot:root:components:1')).toBe(
      'Dropped Button "Click me" at position 2 of 2 at the top level.',
    );
    expect(dropText(doc, plan, `spot:${rowKey}:components:0`)).toBe(
      'Dropped Button "Click me" where it was; nothing changed.',
    );
    expect(cancelText(doc, plan)).toBe('Cancelled. Button "Click me" was not moved.');
  });
});

describe('makeAnnouncements', () => {
  it('announces pick-up, each move, and the sentence the drop left', () => {
    const plan = planDrag(doc, { kind: 'node', key: click });
    let finished: string | null = null;
    const a = makeAnnouncements({ doc: () => doc, plan: () => plan, finished: () => finished });
    const active = { id: `node:${click}` } as Active;
    const over = (id: string) => ({ id }) as Over;
    expect(a.onDragStart({ active })).toBe('Picked up Button "Click me".');
    expect(a.onDragOver({ active, over: over(`spot:${box}:components:0`) })).toBe(
      'Button "Click me" is over position 1 of 3 in Container.',
    );
    finished = 'Cancelled. Button "Click me" was not moved.';
    expect(a.onDragCancel({ active, over: null })).toBe(finished);
  });
});
