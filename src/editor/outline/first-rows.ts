// The outline's first frame draws only the rows a screen can show: the first rows in reading
// order, as many as fit the window's height at the smallest row height. The rest are drawn right
// after the first frame (useDrawnLater), so opening a set of 100 commands does not make and lay
// out a hundred rows (and their drop zones) before the page can be used. Nothing moves when they
// come: the outline opens scrolled to its top, and the later rows are below the ones drawn.
import { createContext } from 'react';
import type { Doc, NodeKey } from '../../model';
import { flattenTree } from './tree';

/** The keys of the rows drawn in the first frame; null once every row is drawn. */
export const FirstRows = createContext<ReadonlySet<NodeKey> | null>(null);

/** No outline row is shorter than this (px): one line of text with the row's padding. */
const MIN_ROW_PX = 24;

/** How many rows the first frame draws: enough to fill the window's height. */
export function rowsThatFit(
  height = typeof window === 'undefined' ? 0 : window.innerHeight,
): number {
  return Math.max(20, Math.ceil(height / MIN_ROW_PX));
}

/** The first `count` rows of the outline in reading order. */
export function firstRowKeys(
  doc: Doc,
  collapsed: ReadonlySet<NodeKey>,
  count: number,
): ReadonlySet<NodeKey> {
  return new Set(
    flattenTree(doc, collapsed)
      .slice(0, count)
      .map((row) => row.key),
  );
}

/** How many of a slot's children (in order) are drawn: those up to the first one not yet due. */
export function drawnCount(keys: readonly NodeKey[], first: ReadonlySet<NodeKey> | null): number {
  if (first === null) return keys.length;
  const missing = keys.findIndex((key) => !first.has(key));
  return missing === -1 ? keys.length : missing;
}

/** A top level longer than this is drawn in chunks near the window (row-chunks.tsx). No valid
 * message comes near it; a set of 100 commands does. */
export const CHUNKED_FROM = 40;

/** Whether a top level of `count` rows is drawn in chunks here. */
export function chunked(count: number): boolean {
  return (
    count > CHUNKED_FROM &&
    typeof IntersectionObserver !== 'undefined' &&
    typeof ResizeObserver !== 'undefined'
  );
}
