// Moving through the outline's rows the way a tree view does, worked out from the rows in reading
// order (tree.ts) rather than from the page, so that each key's answer is a pure function.
import type { NodeKey } from '../../model';
import type { TreeRow } from './tree';

/** What a navigation key does: move focus (and the selection) to a row, or open or close one. */
export type TreeMove = { focus: NodeKey } | { toggle: NodeKey };

/** The keys a row answers with a TreeMove; each is the row's own even when it moves nothing. */
export const NAVIGATION_KEYS: ReadonlySet<string> = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowRight',
  'ArrowLeft',
  'Home',
  'End',
]);

const keyAt = (rows: readonly TreeRow[], at: number): NodeKey | null => rows[at]?.key ?? null;

/** The row `step` rows before or after `key`, or null at either end. */
export function rowBeside(rows: readonly TreeRow[], key: NodeKey, step: 1 | -1): NodeKey | null {
  const at = rows.findIndex((r) => r.key === key);
  return at < 0 ? null : keyAt(rows, at + step);
}

/** The row of the node `key` sits in, or null at the top level. */
export function parentRow(rows: readonly TreeRow[], key: NodeKey): NodeKey | null {
  return rows.find((r) => r.key === key)?.parentKey ?? null;
}

/** The first row inside `key`'s node, or null when it is collapsed or has no children. */
export function firstChildRow(rows: readonly TreeRow[], key: NodeKey): NodeKey | null {
  const at = rows.findIndex((r) => r.key === key);
  const next = at < 0 ? undefined : rows[at + 1];
  return next?.parentKey === key ? next.key : null;
}

/**
 * The move a navigation key asks for on `key`'s row, or null when there is nowhere to go: Up and
 * Down step through the rows, Home and End jump to the ends, Right opens a collapsed row or goes
 * to its first child, Left closes an open row or goes to its parent.
 */
export function treeMove(rows: readonly TreeRow[], key: NodeKey, pressed: string): TreeMove | null {
  const row = rows.find((r) => r.key === key);
  let to: NodeKey | null = null;
  if (pressed === 'ArrowDown' || pressed === 'ArrowUp')
    to = rowBeside(rows, key, pressed === 'ArrowDown' ? 1 : -1);
  else if (pressed === 'Home') to = keyAt(rows, 0);
  else if (pressed === 'End') to = keyAt(rows, rows.length - 1);
  else if (pressed === 'ArrowRight') {
    if (row?.expandable && row.collapsed) return { toggle: key };
    to = firstChildRow(rows, key);
  } else if (pressed === 'ArrowLeft') {
    if (row?.expandable && !row.collapsed) return { toggle: key };
    to = parentRow(rows, key);
  }
  return to === null ? null : { focus: to };
}

/** The row that takes focus once `key`'s node is deleted: the next outside it, else the one before. */
export function keyAfterRemoval(rows: readonly TreeRow[], key: NodeKey): NodeKey | null {
  const at = rows.findIndex((r) => r.key === key);
  if (at < 0) return null;
  const depth = rows[at]!.depth;
  // The rows right after a node that are deeper than it are its descendants, deleted with it.
  const next = rows.slice(at + 1).find((r) => r.depth <= depth);
  return next?.key ?? keyAt(rows, at - 1);
}
