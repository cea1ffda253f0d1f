// Finding a node by its key, with its parent and slot: every action, the store's selection and the
// row commands ask it, so it stands apart from placement (which loads after the first frame).
import type { Doc, Node, NodeKey, SlotName } from './document';
import { SLOT_ORDER } from './document';

export interface Located {
  node: Node;
  parent: Node | null;
  slot: SlotName | null;
}

/** Finds a node by key anywhere in the document. */
export function findNode(doc: Doc, key: NodeKey): Located | null {
  return findIn(doc.nodes, key, null, null);
}

// Stops at the node it finds: every action looks its node up, often in a set of hundreds.
function findIn(
  nodes: readonly Node[],
  key: NodeKey,
  parent: Node | null,
  slot: SlotName | null,
): Located | null {
  for (const node of nodes) {
    if (node.key === key) return { node, parent, slot };
    for (const name of SLOT_ORDER) {
      const children = node.slots[name];
      const found = children ? findIn(children, key, node, name) : null;
      if (found) return found;
    }
  }
  return null;
}
