// For property tests: one edit to a document the way the editor makes it, chosen by numbers a
// fast-check arbitrary draws: insert a kind where canPlace offers a place, move, remove,
// duplicate or update a node. A refused edit leaves the document as it was.
import type { Doc, Node } from '../document/document';
import { walk } from '../document/document';
import { newNode } from '../catalog/new-node';
import { kindsForSurface } from '../document/kind-homes';
import {
  duplicateNode,
  insertNode,
  legalTargets,
  moveNode,
  removeNode,
  updateNode,
} from '../document/tree';

export type EditOp = 'insert' | 'move' | 'remove' | 'duplicate' | 'update';

export interface Edit {
  op: EditOp;
  a: number;
  b: number;
  c: number;
}

export function allNodes(doc: Doc): Node[] {
  const nodes: Node[] = [];
  walk(doc.nodes, (n) => nodes.push(n));
  return nodes;
}

const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list[i % Math.max(1, list.length)];

/** Applies `edit` only where the editor would; `patches` are what an update may set. */
export function applyEdit(
  doc: Doc,
  { op, a, b, c }: Edit,
  patches: readonly Record<string, unknown>[] = [],
): Doc {
  let result: ReturnType<typeof insertNode> | null = null;
  if (op === 'insert') {
    // The palette offers every kind; the first from the `a`th on that has a place goes there.
    const kinds = kindsForSurface(doc);
    for (let i = 0; i < kinds.length && !result?.ok; i += 1) {
      const node = newNode(doc, kinds[(a + i) % kinds.length]!.kind);
      const target = pick(legalTargets(doc, node), b);
      if (target) result = insertNode(doc, node, { ...target, index: c % 6 });
    }
  } else {
    const node = pick(allNodes(doc), a);
    if (!node) return doc;
    if (op === 'update' && patches.length > 0)
      result = updateNode(doc, node.key, patches[b % patches.length]!);
    if (op === 'remove') result = removeNode(doc, node.key);
    if (op === 'duplicate') result = duplicateNode(doc, node.key);
    if (op === 'move') {
      const target = pick(legalTargets(doc, node), b);
      if (target) result = moveNode(doc, node.key, { ...target, index: c % 6 });
    }
  }
  return result?.ok ? result.doc : doc;
}
