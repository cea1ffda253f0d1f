import { describe, expect, it } from 'vitest';
import { makeNode } from '../model';
import {
  button,
  container,
  docOf,
  file,
  label,
  message,
  modal,
  nodeAt,
  row,
  section,
  separator,
  stringSelect,
  text,
  textInput,
  thumbnail,
  userSelect,
} from '../model/testing/fixtures';
import { describeNode, describeSpot, nodeLabel } from './describe';

/** The first top-level node of a V2 message holding `component`. */
const one = (component: unknown) => docOf(message(component)).nodes[0]!;

describe('nodeLabel', () => {
  it('names each kind by what a person sees on it', () => {
    expect(nodeLabel(one(text('Welcome aboard')))).toBe('Welcome aboard');
    expect(nodeLabel(one(section([text('Heading'), text('More')], button())))).toBe('Heading');
    expect(
      nodeLabel(nodeAt(docOf(message(row(button({ label: 'Vote' })))), 0, 'components', 0)),
    ).toBe('Vote');
    expect(nodeLabel(one(file('report.pdf')))).toBe('attachment://report.pdf');
    expect(nodeLabel(docOf(modal(label('Your name', textInput()))).nodes[0]!)).toBe('Your name');
  });

  it("falls back to a Button's emoji, then a select's placeholder or custom_id", () => {
    const emojiOnly = makeNode('button', { style: 2, emoji: { name: '🔥' }, custom_id: 'x' });
    expect(nodeLabel(emojiOnly)).toBe('🔥');
    const select = (fields: Record<string, unknown>) =>
      nodeAt(docOf(message(row(stringSelect(fields)))), 0, 'components', 0);
    expect(nodeLabel(select({ placeholder: 'Pick one', custom_id: 'colour' }))).toBe('Pick one');
    expect(nodeLabel(select({ custom_id: 'colour' }))).toBe('colour');
    expect(
      nodeLabel(nodeAt(docOf(message(row(userSelect({ custom_id: 'who' })))), 0, 'components', 0)),
    ).toBe('who');
  });

  it('collapses white space and clips long text to 40 characters with an ellipsis', () => {
    expect(nodeLabel(one(text('  Line one\n\n  line   two  ')))).toBe('Line one line two');
    const clipped = nodeLabel(one(text('x'.repeat(100))));
    expect(clipped).toHaveLength(40);
    expect(clipped.endsWith('…')).toBe(true);
  });

  it('gives nothing for kinds without words, blank text or odd props', () => {
    expect(nodeLabel(one(separator()))).toBe('');
    expect(nodeLabel(one(container(text('inside'))))).toBe('');
    expect(nodeLabel(makeNode('text-display', { content: '   ' }))).toBe('');
    expect(nodeLabel(makeNode('text-display', { content: 42 }))).toBe('');
    expect(nodeLabel(makeNode('button', { label: '', emoji: 'not an object' }))).toBe('');
    expect(nodeLabel(makeNode('section', {}))).toBe('');
    expect(nodeLabel(makeNode('file', { file: null }))).toBe('');
    expect(nodeLabel(makeNode('unknown', { type: 99 }))).toBe('');
  });
});

describe('describeNode', () => {
  it('says the kind and its label, or the kind alone', () => {
    expect(
      describeNode(nodeAt(docOf(message(row(button({ label: 'Click me' })))), 0, 'components', 0)),
    ).toBe('Button "Click me"');
    expect(describeNode(one(text('Hello')))).toBe('Text Display "Hello"');
    expect(describeNode(one(separator()))).toBe('Separator');
    expect(describeNode(makeNode('unknown', { type: 99 }))).toBe('unknown component');
  });
});

describe('describeSpot', () => {
  const doc = docOf(
    message(container(text('A'), section([text('Intro')], thumbnail())), text('B')),
  );
  const c = doc.nodes[0]!.key;
  const s = nodeAt(doc, 0, 'components', 1).key;

  it('says where a gap is at the top level and inside a parent', () => {
    expect(describeSpot(doc, { parentKey: null, slot: 'components', index: 0 })).toBe(
      'position 1 of 3 at the top level',
    );
    expect(describeSpot(doc, { parentKey: c, slot: 'components', index: 2 })).toBe(
      'position 3 of 3 in Container',
    );
    expect(describeSpot(doc, { parentKey: s, slot: 'components', index: 1 })).toBe(
      'position 2 of 2 in Section "Intro"',
    );
  });

  it("names a Section's accessory and a Label's component", () => {
    expect(describeSpot(doc, { parentKey: s, slot: 'accessory', index: 0 })).toBe(
      'the accessory of Section "Intro"',
    );
    const m = docOf(modal(label('Your name', textInput())));
    expect(describeSpot(m, { parentKey: m.nodes[0]!.key, slot: 'component', index: 0 })).toBe(
      'the component of Label "Your name"',
    );
  });

  it('says when the place is gone', () => {
    expect(describeSpot(doc, { parentKey: 'gone', slot: 'components', index: 0 })).toBe(
      'a place that no longer exists',
    );
  });
});
