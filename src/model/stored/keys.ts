// Node keys in a stored document: the editor finds nodes by key, so a document in which two nodes
// share one cannot be opened. Apart from schema.ts so that reading a sealed record needs no zod.
import type { Node } from '../document/document';
import { SLOT_ORDER } from '../document/document';

/** Where in `nodes` a node has the key of one before it, and that key; null when none does. */
export function repeatedKey(
  nodes: readonly Node[],
): { path: (string | number)[]; key: string } | null {
  const seen = new Set<string>();
  type Found = ReturnType<typeof repeatedKey>;
  const visit = (list: readonly Node[], path: (string | number)[]): Found => {
    for (const [i, node] of list.entries()) {
      const at = [...path, i];
      if (seen.has(node.key)) return { path: at, key: node.key };
      seen.add(node.key);
      for (const name of SLOT_ORDER) {
        const found = node.slots[name] && visit(node.slots[name], [...at, 'slots', name]);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(nodes, ['nodes']);
}
