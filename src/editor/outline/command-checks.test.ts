// Move up / Move down offered by shape (command-checks.ts): the same answers through a run of
// edits that keep the tree, new ones once it changes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Doc, Node } from '../../model';
import { docOf, message, text } from '../../model/testing/fixtures';
import { treeOps } from '../state/tree-later';
import { canMove } from './command-checks';
import { moving } from './commands';

beforeAll(() => Promise.all([moving.load(), treeOps.load()]));

const typed = (doc: Doc, at: number, content: string): Doc => ({
  ...doc,
  nodes: doc.nodes.map((n, i) => (i === at ? { ...n, props: { ...n.props, content } } : n)),
});

describe('canMove', () => {
  it('answers for the tree of keys, through edits of a field and a change of order', () => {
    const doc = docOf(message(text('a'), text('b'), text('c')));
    const [a, , c] = doc.nodes as [Node, Node, Node];
    expect(canMove(doc, a.key, 'up')).toBe(false);
    expect(canMove(doc, a.key, 'down')).toBe(true);
    expect(canMove(doc, c.key, 'down')).toBe(false);
    // Typing keeps the shape: the same answers.
    let edited = doc;
    for (const content of ['x', 'xy', 'xyz']) edited = typed(edited, 0, content);
    expect(canMove(edited, a.key, 'up')).toBe(false);
    expect(canMove(edited, c.key, 'down')).toBe(false);
    // The first row moved last: its answers turn.
    const moved = { ...edited, nodes: [...edited.nodes.slice(1), edited.nodes[0]!] };
    expect(canMove(moved, a.key, 'up')).toBe(true);
    expect(canMove(moved, a.key, 'down')).toBe(false);
    expect(canMove(moved, c.key, 'down')).toBe(true);
  });
});
