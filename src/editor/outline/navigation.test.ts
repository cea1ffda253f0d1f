import { describe, expect, it } from 'vitest';
import { button, container, docOf, message, section, text } from '../../model/testing/fixtures';
import { firstChildRow, keyAfterRemoval, parentRow, rowBeside, treeMove } from './navigation';
import type { TreeRow } from './tree';
import { flattenTree } from './tree';

/**
 * The rows of A, a Container (B, a Section with C and a Button accessory), D, named by their
 * labels, with the named rows collapsed.
 */
function rowsOf(...closed: string[]) {
  const doc = docOf(
    message(text('A'), container(text('B'), section([text('C')], button())), text('D')),
  );
  const all = flattenTree(doc, new Set());
  const names = ['A', 'box', 'B', 'sec', 'C', 'btn', 'D'];
  const key = (name: string) => all[names.indexOf(name)]!.key;
  const name = (k: string | null) => (k === null ? null : names[all.findIndex((r) => r.key === k)]);
  const rows: TreeRow[] = flattenTree(doc, new Set(closed.map(key)));
  return { rows, key, name };
}

describe('rowBeside', () => {
  it('steps to the next and the previous row, into and out of nodes', () => {
    const { rows, key, name } = rowsOf();
    expect(name(rowBeside(rows, key('A'), 1))).toBe('box');
    expect(name(rowBeside(rows, key('box'), 1))).toBe('B');
    expect(name(rowBeside(rows, key('btn'), 1))).toBe('D');
    expect(name(rowBeside(rows, key('D'), -1))).toBe('btn');
  });

  it('gives null past either end, and for a row not drawn', () => {
    const { rows, key } = rowsOf('box');
    expect(rowBeside(rows, key('A'), -1)).toBeNull();
    expect(rowBeside(rows, key('D'), 1)).toBeNull();
    expect(rowBeside(rows, key('B'), 1)).toBeNull();
  });

  it('passes over the inside of a collapsed node', () => {
    const { rows, key, name } = rowsOf('sec');
    expect(name(rowBeside(rows, key('sec'), 1))).toBe('D');
    expect(name(rowBeside(rows, key('D'), -1))).toBe('sec');
  });
});

describe('parentRow and firstChildRow', () => {
  it('find the node a row sits in and the first row inside it', () => {
    const { rows, key, name } = rowsOf();
    expect(name(parentRow(rows, key('C')))).toBe('sec');
    expect(parentRow(rows, key('box'))).toBeNull();
    expect(name(firstChildRow(rows, key('box')))).toBe('B');
    expect(name(firstChildRow(rows, key('sec')))).toBe('C');
  });

  it('find no child in a leaf or a collapsed node', () => {
    const { rows, key } = rowsOf('sec');
    expect(firstChildRow(rows, key('A'))).toBeNull();
    expect(firstChildRow(rows, key('B'))).toBeNull();
    expect(firstChildRow(rows, key('sec'))).toBeNull();
  });
});

describe('treeMove', () => {
  it('moves focus with the up and down arrows, and stays at the ends', () => {
    const { rows, key } = rowsOf();
    expect(treeMove(rows, key('B'), 'ArrowDown')).toEqual({ focus: key('sec') });
    expect(treeMove(rows, key('B'), 'ArrowUp')).toEqual({ focus: key('box') });
    expect(treeMove(rows, key('D'), 'ArrowDown')).toBeNull();
    expect(treeMove(rows, key('A'), 'ArrowUp')).toBeNull();
  });

  it('jumps to the first and the last row drawn with Home and End', () => {
    const { rows, key } = rowsOf();
    expect(treeMove(rows, key('C'), 'Home')).toEqual({ focus: key('A') });
    expect(treeMove(rows, key('C'), 'End')).toEqual({ focus: key('D') });
    const closed = rowsOf('box');
    expect(treeMove(closed.rows, closed.key('box'), 'Home')).toEqual({ focus: closed.key('A') });
    expect(treeMove(closed.rows, closed.key('box'), 'End')).toEqual({ focus: closed.key('D') });
  });

  it('opens a collapsed row with Right, else goes to its first child', () => {
    const closed = rowsOf('sec');
    expect(treeMove(closed.rows, closed.key('sec'), 'ArrowRight')).toEqual({
      toggle: closed.key('sec'),
    });
    const { rows, key } = rowsOf();
    expect(treeMove(rows, key('sec'), 'ArrowRight')).toEqual({ focus: key('C') });
    expect(treeMove(rows, key('C'), 'ArrowRight')).toBeNull();
  });

  it('closes an open row with Left, else goes to its parent', () => {
    const { rows, key } = rowsOf();
    expect(treeMove(rows, key('sec'), 'ArrowLeft')).toEqual({ toggle: key('sec') });
    expect(treeMove(rows, key('C'), 'ArrowLeft')).toEqual({ focus: key('sec') });
    expect(treeMove(rows, key('A'), 'ArrowLeft')).toBeNull();
    const closed = rowsOf('sec');
    expect(treeMove(closed.rows, closed.key('sec'), 'ArrowLeft')).toEqual({
      focus: closed.key('box'),
    });
  });

  it('does nothing for a key that does not navigate', () => {
    const { rows, key } = rowsOf();
    expect(treeMove(rows, key('A'), 'Enter')).toBeNull();
  });
});

describe('keyAfterRemoval', () => {
  it('gives the next row outside the deleted node', () => {
    const { rows, key, name } = rowsOf();
    expect(name(keyAfterRemoval(rows, key('A')))).toBe('box');
    expect(name(keyAfterRemoval(rows, key('box')))).toBe('D');
    expect(name(keyAfterRemoval(rows, key('sec')))).toBe('D');
    expect(name(keyAfterRemoval(rows, key('B')))).toBe('sec');
  });

  it('gives the row before when nothing follows, and null when nothing is left', () => {
    const { rows, key, name } = rowsOf();
    expect(name(keyAfterRemoval(rows, key('D')))).toBe('btn');
    const closed = rowsOf('box');
    expect(closed.name(keyAfterRemoval(closed.rows, closed.key('D')))).toBe('box');
    const only = flattenTree(docOf(message(text('Only'))), new Set());
    expect(keyAfterRemoval(only, only[0]!.key)).toBeNull();
  });

  it('gives null for a row not drawn', () => {
    const { rows, key } = rowsOf('box');
    expect(keyAfterRemoval(rows, key('C'))).toBeNull();
  });
});
