// The outline's reading order, worked out from the document and the collapse state the way the
// dnd-kit tree example's flattenTree does: the rows it draws and the gaps between them, in order.
// Keyboard navigation reads the rows and drag and drop the gaps, so neither asks the page, and
// both follow SlotList's drawing (a gap before each child and after the last; one in a single slot).
import { entryOf } from '../../model';
import type { Doc, Node, NodeKey, SlotName } from '../../model';
import type { DropSpot } from '../dnd/types';

/** One row of the outline as drawn. */
export interface TreeRow {
  key: NodeKey;
  /** The node it sits in; null at the top level. */
  parentKey: NodeKey | null;
  /** 0 at the top level (the row's aria-level less one). */
  depth: number;
  /** The kind has slots, so the row has a collapse toggle. */
  expandable: boolean;
  collapsed: boolean;
}

export interface TreeVisitor {
  row?: (row: TreeRow) => void;
  gap?: (spot: DropSpot) => void;
}

/**
 * Visits the rows and gaps in reading order. Slots come in the catalog's order for each kind; the
 * inside of a node in `collapsed` is skipped (pass an empty set for every row and gap there is).
 */
export function walkOutline(doc: Doc, collapsed: ReadonlySet<NodeKey>, visit: TreeVisitor): void {
  const inSlot = (
    parentKey: NodeKey | null,
    slot: SlotName,
    children: readonly Node[],
    single: boolean,
    depth: number,
  ) => {
    const gaps = single ? 1 : children.length + 1;
    for (let index = 0; index < Math.max(gaps, children.length); index += 1) {
      if (index < gaps) visit.gap?.({ parentKey, slot, index });
      const child = children[index];
      if (child) inNode(child, parentKey, depth);
    }
  };
  const inNode = (node: Node, parentKey: NodeKey | null, depth: number) => {
    const slots = entryOf(node.kind)?.slots ?? [];
    const closed = collapsed.has(node.key);
    visit.row?.({
      key: node.key,
      parentKey,
      depth,
      expandable: slots.length > 0,
      collapsed: closed,
    });
    if (closed) return;
    for (const spec of slots)
      inSlot(node.key, spec.name, node.slots[spec.name] ?? [], spec.single, depth + 1);
  };
  inSlot(null, 'components', doc.nodes, false, 0);
}

/** The rows on screen in reading order: a collapsed node's row is, its children's are not. */
export function flattenTree(doc: Doc, collapsed: ReadonlySet<NodeKey>): TreeRow[] {
  const rows: TreeRow[] = [];
  walkOutline(doc, collapsed, { row: (r) => rows.push(r) });
  return rows;
}
