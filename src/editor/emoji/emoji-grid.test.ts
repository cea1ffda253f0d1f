import { describe, expect, it } from 'vitest';
import { PAGE_ROWS, gridLayout, gridMoveOf, moveInGrid } from './emoji-grid';

describe('gridLayout', () => {
  it('starts each section on a new row', () => {
    const layout = gridLayout([5, 2], 4);
    expect(layout.rows).toEqual([[0, 1, 2, 3], [4], [5, 6]]);
    expect(layout.at[4]).toEqual({ row: 1, col: 0 });
    expect(layout.at[6]).toEqual({ row: 2, col: 1 });
  });

  it('makes no row for an empty section', () => {
    expect(gridLayout([0, 3, 0], 4).rows).toEqual([[0, 1, 2]]);
  });
});

describe('moveInGrid', () => {
  // Rows: [0 1 2 3] [4] [5 6 7 8] [9]
  const layout = gridLayout([5, 5], 4);

  it('moves left and right through the reading order, stopping at the ends', () => {
    expect(moveInGrid(layout, 3, 'right')).toBe(4);
    expect(moveInGrid(layout, 4, 'left')).toBe(3);
    expect(moveInGrid(layout, 0, 'left')).toBe(0);
    expect(moveInGrid(layout, 9, 'right')).toBe(9);
  });

  it('moves up and down a row, to the last cell of a shorter row', () => {
    expect(moveInGrid(layout, 2, 'down')).toBe(4);
    expect(moveInGrid(layout, 4, 'down')).toBe(5);
    expect(moveInGrid(layout, 7, 'up')).toBe(4);
    expect(moveInGrid(layout, 1, 'up')).toBe(1);
    expect(moveInGrid(layout, 9, 'down')).toBe(9);
  });

  it('pages by PAGE_ROWS rows, stopping at the first and last rows', () => {
    const tall = gridLayout([40], 4);
    expect(moveInGrid(tall, 1, 'page-down')).toBe(1 + 4 * PAGE_ROWS);
    expect(moveInGrid(tall, 37, 'page-down')).toBe(37);
    expect(moveInGrid(tall, 1 + 4 * PAGE_ROWS, 'page-up')).toBe(1);
    expect(moveInGrid(tall, 6, 'page-up')).toBe(2);
  });

  it('goes to the first emoji from nowhere, and nowhere in an empty grid', () => {
    expect(moveInGrid(layout, -1, 'down')).toBe(0);
    expect(moveInGrid(layout, 10, 'up')).toBe(0);
    expect(moveInGrid(gridLayout([], 4), 0, 'down')).toBe(-1);
  });
});

describe('gridMoveOf', () => {
  it('knows the arrow and page keys, and no others', () => {
    expect(gridMoveOf('ArrowUp')).toBe('up');
    expect(gridMoveOf('PageDown')).toBe('page-down');
    expect(gridMoveOf('Enter')).toBeNull();
    expect(gridMoveOf('a')).toBeNull();
  });
});
