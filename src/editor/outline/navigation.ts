// Moving focus between outline rows in the order they are drawn, the way a tree view does.
import type { NodeKey } from '../../model';

const ROW = '[data-testid="node"]';

/** The rows on screen, in reading order (collapsed nodes' children are not drawn). */
export function visibleRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`.outline-tree ${ROW}`));
}

export const keyOfRow = (row: Element | undefined | null): NodeKey | null =>
  row?.getAttribute('data-node-key') ?? null;

/** The row `step` rows before or after this one, or null at either end. */
export function rowBeside(row: HTMLElement, step: 1 | -1): HTMLElement | null {
  const rows = visibleRows();
  return rows[rows.indexOf(row) + step] ?? null;
}

/** The row of the node this row's node sits in, or null at the top level. */
export function parentRow(row: HTMLElement): HTMLElement | null {
  const item = row.closest('li');
  return item?.parentElement?.closest('li')?.querySelector<HTMLElement>(`:scope > ${ROW}`) ?? null;
}

/** The first row inside this row's node, or null. */
export function firstChildRow(row: HTMLElement): HTMLElement | null {
  return row.closest('li')?.querySelector<HTMLElement>(`li ${ROW}`) ?? null;
}

/** The node whose row should take focus once this node is deleted: the next outside it, else the one before. */
export function keyAfterRemoval(key: NodeKey): NodeKey | null {
  const rows = visibleRows();
  const at = rows.findIndex((r) => keyOfRow(r) === key);
  if (at < 0) return null;
  const item = rows[at]!.closest('li');
  const next = rows.slice(at + 1).find((r) => !item?.contains(r));
  return keyOfRow(next ?? rows[at - 1]);
}
