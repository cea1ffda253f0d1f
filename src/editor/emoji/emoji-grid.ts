// Moving through the picker's grid with the arrow keys. The emoji are numbered in reading order
// across categories; each category starts a new row, so a row above or below may be shorter.

export interface GridLayout {
  /** Each row's emoji numbers. */
  rows: readonly (readonly number[])[];
  /** The row and the column of each emoji number. */
  at: readonly { row: number; col: number }[];
}

/** The rows of `cols` columns that sections of these sizes make, each section on new rows. */
export function gridLayout(sectionSizes: readonly number[], cols: number): GridLayout {
  const rows: number[][] = [];
  const at: { row: number; col: number }[] = [];
  let n = 0;
  for (const size of sectionSizes) {
    for (let i = 0; i < size; i += 1) {
      if (i % cols === 0) rows.push([]);
      at.push({ row: rows.length - 1, col: i % cols });
      rows[rows.length - 1]!.push(n);
      n += 1;
    }
  }
  return { rows, at };
}

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'page-up' | 'page-down';

/** Rows that PageUp and PageDown move by. */
export const PAGE_ROWS = 5;

/** The emoji number a key press moves to from `index` (the same at an edge). */
export function moveInGrid(layout: GridLayout, index: number, move: GridMove): number {
  const total = layout.at.length;
  if (total === 0) return -1;
  if (index < 0 || index >= total) return 0;
  if (move === 'left') return Math.max(0, index - 1);
  if (move === 'right') return Math.min(total - 1, index + 1);
  const { row, col } = layout.at[index]!;
  const by = { up: -1, down: 1, 'page-up': -PAGE_ROWS, 'page-down': PAGE_ROWS }[move];
  const target = Math.min(layout.rows.length - 1, Math.max(0, row + by));
  const cells = layout.rows[target]!;
  return cells[Math.min(col, cells.length - 1)]!;
}

/** The move a key asks for, or null for keys the grid leaves alone. */
export function gridMoveOf(key: string): GridMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'PageUp':
      return 'page-up';
    case 'PageDown':
      return 'page-down';
    default:
      return null;
  }
}
