// Moves keyboard focus back to an outline row (or its drag handle) after a change remounted it,
// so a keyboard user keeps their place.
import type { NodeKey } from '../../model';

const quote = (key: string) => key.replace(/["\\]/g, '\\$&');

/** The outline row of a node, if it is on screen. */
export function rowOf(key: NodeKey): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-testid="node"][data-node-key="${quote(key)}"]`);
}

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * After React has applied the change: focuses the row (or the element inside it matching
 * `inside`) when focus was lost with the old element, or always when `force` is set.
 */
export function focusRowLater(key: NodeKey, inside?: string, force = false): void {
  setTimeout(() => {
    if (!force && !lost()) return;
    const row = rowOf(key);
    const target = inside ? row?.querySelector<HTMLElement>(inside) : row;
    const usable = target && !(target as HTMLButtonElement).disabled ? target : row;
    usable?.focus();
  }, 0);
}

export function focusHandleLater(key: NodeKey): void {
  focusRowLater(key, '[data-drag-handle]');
}
