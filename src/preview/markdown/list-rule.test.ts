import { describe, expect, it } from 'vitest';
import type { ListNode, MdNode } from './ast';
import { MAX_LIST_DEPTH } from './list-rule';
import { parseMarkdown } from './parser';

// A compact view of the AST: text as strings, lists as { ul | ol, start, items }, others by type.
type Shape = string | { [key: string]: unknown };
function shape(nodes: MdNode[]): Shape[] {
  const out: Shape[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const prev = out[out.length - 1];
      if (typeof prev === 'string') out[out.length - 1] = prev + String(node.content);
      else out.push(String(node.content));
    } else if (node.type === 'list') {
      const list = node as ListNode;
      out.push({
        [list.ordered ? 'ol' : 'ul']: list.items.map(shape),
        ...(list.ordered ? { start: list.start } : {}),
      });
    } else {
      out.push({ [node.type]: Array.isArray(node.content) ? shape(node.content) : node.content });
    }
  }
  return out;
}
const parse = (md: string) => shape(parseMarkdown(md).nodes);

describe('list rule', () => {
  it('parses a bullet list with - and *', () => {
    expect(parse('- a\n* b')).toEqual([{ ul: [['a'], ['b']] }]);
  });

  it('parses an ordered list and keeps its first number', () => {
    expect(parse('3. c\n4. d')).toEqual([{ ol: [['c'], ['d']], start: 3 }]);
    expect(parse('1. a\n1. b')).toEqual([{ ol: [['a'], ['b']], start: 1 }]);
  });

  it('nests lines indented two or more spaces under the item above', () => {
    expect(parse('- a\n  - b\n     - c\n- d')).toEqual([
      { ul: [['a', { ul: [['b', { ul: [['c']] }]] }], ['d']] },
    ]);
  });

  it('keeps a line indented one space at the same level', () => {
    expect(parse('- a\n - b')).toEqual([{ ul: [['a'], ['b']] }]);
  });

  it('nests an ordered list in a bullet list', () => {
    expect(parse('- a\n  1. x\n  2. y')).toEqual([
      { ul: [['a', { ol: [['x'], ['y']], start: 1 }]] },
    ]);
  });

  it('splits nested runs of different kinds into separate lists', () => {
    expect(parse('- a\n  - x\n  1. y')).toEqual([
      { ul: [['a', { ul: [['x']] }, { ol: [['y']], start: 1 }]] },
    ]);
  });

  it('starts a new list when the kind changes at the top level', () => {
    expect(parse('- a\n1. b')).toEqual([{ ul: [['a']] }, { ol: [['b']], start: 1 }]);
  });

  it('ends at the first line that is not an item', () => {
    expect(parse('- a\ntext\n- b')).toEqual([
      { ul: [['a']] },
      'text',
      { br: undefined },
      { ul: [['b']] },
    ]);
  });

  it('lets a heading or subtext follow a list', () => {
    expect(parse('- a\n# H\n- b\n-# s')).toEqual([
      { ul: [['a']] },
      { heading: ['H'] },
      { ul: [['b']] },
      { subtext: ['s'] },
    ]);
  });

  it('starts after text only on a new line', () => {
    expect(parse('intro\n- a')).toEqual(['intro', { br: undefined }, { ul: [['a']] }]);
    expect(parse('intro - a')).toEqual(['intro - a']);
  });

  it('needs a space and some text after the marker', () => {
    expect(parse('-a')).toEqual(['-a']);
    expect(parse('1.a')).toEqual(['1.a']);
    expect(parse('- ')).toEqual(['- ']);
    expect(parse('-# sub')).toEqual([{ subtext: ['sub'] }]);
  });

  it('parses markdown inside items, including a heading at the item start', () => {
    expect(parse('- **b** and # not\n- # big')).toEqual([
      { ul: [[{ strong: ['b'] }, ' and # not'], [{ heading: ['big'] }]] },
    ]);
  });

  it('does not start a list, heading or quote inside a heading, subtext or link label', () => {
    expect(parse('# 1. Intro')).toEqual([{ heading: ['1. Intro'] }]);
    expect(parse('## - x')).toEqual([{ heading: ['- x'] }]);
    expect(parse('# # x')).toEqual([{ heading: ['# x'] }]);
    expect(parse('-# > x')).toEqual([{ subtext: ['> x'] }]);
    expect(parse('[- a](https://a.example)')[0]).toMatchObject({ link: ['- a'] });
  });

  it('does not take ten-digit numbers as markers', () => {
    expect(parse('1234567890. x')).toEqual(['1234567890. x']);
    expect(parse('123456789. x')).toEqual([{ ol: [['x']], start: 123456789 }]);
  });

  it('works inside a block quote', () => {
    expect(parse('> - a\n> - b')).toEqual([{ blockQuote: [{ ul: [['a'], ['b']] }] }]);
  });

  it.each([
    [
      'indented lines',
      Array.from({ length: 30 }, (_, i) => `${' '.repeat(i * 2)}- ${i}`).join('\n'),
    ],
    ['one line like "- - - x"', '- '.repeat(1000) + 'x'],
  ])('caps nesting depth for %s, keeping deeper text', (_name, md) => {
    let depth = 0;
    let node: Shape | undefined = parse(md)[0];
    let last: Shape[] = [];
    while (node && typeof node === 'object' && Array.isArray(node.ul)) {
      depth += 1;
      const items = node.ul as Shape[][];
      last = items[items.length - 1]!;
      node = last.find((n) => typeof n === 'object');
    }
    expect(depth).toBe(MAX_LIST_DEPTH);
    expect(JSON.stringify(last)).toMatch(/x|29/);
  });
});
