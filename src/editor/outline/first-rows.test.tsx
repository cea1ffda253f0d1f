// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { container, docOf, message, text, texts } from '../../model/testing/fixtures';
import { drawnCount, firstRowKeys, rowsThatFit } from './first-rows';
import { renderEditor, zones } from './test-utils';

afterEach(cleanup);

describe('firstRowKeys', () => {
  it('takes the first rows in reading order, skipping what a collapsed node holds', () => {
    const doc = docOf(message(container(...texts(3)), text('After')));
    const [box, after] = doc.nodes;
    const inside = box!.slots.components!.map((n) => n.key);
    expect([...firstRowKeys(doc, new Set(), 3)]).toEqual([box!.key, inside[0], inside[1]]);
    expect([...firstRowKeys(doc, new Set([box!.key]), 3)]).toEqual([box!.key, after!.key]);
  });
});

describe('drawnCount', () => {
  it('draws a slot up to its first child not among the first rows, or all once they are all drawn', () => {
    expect(drawnCount(['a', 'b', 'c'], new Set(['a', 'b']))).toBe(2);
    expect(drawnCount(['a', 'b', 'c'], new Set(['x']))).toBe(0);
    expect(drawnCount(['a', 'b', 'c'], null)).toBe(3);
  });
});

describe('rowsThatFit', () => {
  it('fills the window at the smallest row height, and never fewer than 20', () => {
    expect(rowsThatFit(900)).toBe(38);
    expect(rowsThatFit(0)).toBe(20);
  });
});

describe('the outline after its first frame', () => {
  it('draws every row right after the first frame', () => {
    const doc = docOf(message(...texts(rowsThatFit() + 25)));
    const { container: root } = renderEditor(doc);
    expect(screen.getAllByTestId('node')).toHaveLength(doc.nodes.length);
    expect(zones(root)).toHaveLength(doc.nodes.length + 1);
  });
});
