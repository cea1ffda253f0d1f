// Discord's Media Gallery mosaic for 1 to 10 items: which tile shape each item
// takes and how many rows the mosaic has. The shapes are drawn by media.css on a 6-column grid.

/**
 * - single: the one item at its natural ratio, at most 350px high
 * - pair: half width, square (2 items)
 * - main / side: the 3-item mosaic (2/3 wide tile beside two stacked 1/3 tiles, 350px high)
 * - quad: half width, half of a 350px-high block (4 items)
 * - half: half width, square; third: a third of the width, square
 * - hero: full width, at most 250px high (7 and 10 items)
 */
export type TileShape = 'single' | 'pair' | 'main' | 'side' | 'quad' | 'half' | 'third' | 'hero';

export interface GalleryLayout {
  /** 1 to 10: more items are cut off, as Discord allows at most 10. */
  count: number;
  rows: number;
  tiles: TileShape[];
}

const repeat = (shape: TileShape, n: number): TileShape[] => Array<TileShape>(n).fill(shape);

const LAYOUTS: Record<number, TileShape[]> = {
  1: ['single'],
  2: repeat('pair', 2),
  3: ['main', 'side', 'side'],
  4: repeat('quad', 4),
  5: [...repeat('half', 2), ...repeat('third', 3)],
  6: repeat('third', 6),
  7: ['hero', ...repeat('third', 6)],
  8: [...repeat('half', 2), ...repeat('third', 6)],
  9: repeat('third', 9),
  10: ['hero', ...repeat('third', 9)],
};

const ROWS: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 2,
  5: 2,
  6: 2,
  7: 3,
  8: 3,
  9: 3,
  10: 4,
};

/** The mosaic for `itemCount` items (0 gives an empty layout; above 10 shows the first 10). */
export function galleryLayout(itemCount: number): GalleryLayout {
  const count = Math.max(0, Math.min(10, Math.floor(itemCount)));
  return { count, rows: ROWS[count] ?? 0, tiles: LAYOUTS[count] ?? [] };
}
