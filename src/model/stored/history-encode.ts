// An undo history encoded for storage (StoredHistory): every node and body the steps share is
// listed once, and the steps refer to them by index. Only the history's writer uses it, which
// loads right after the first frame (src/app/designs/sync-chunk.ts), so it is a file of its own,
// out of the first load; reading a history back is history.ts (buildHistory).
import type { Node } from '../document/document';
import { SLOT_ORDER } from '../document/document';
import type { DesignStep, DesignSteps, StoredHistory, StoredNode, StoredStep } from './format';
import { DESIGN_FORMAT, HISTORY_FORMAT } from './format';

/** Encodes undo and redo steps; shares every node and body that steps share. */
export function encodeHistory(history: DesignSteps): StoredHistory {
  const nodes: StoredNode[] = [];
  const bodies: Record<string, unknown>[] = [];
  const nodeIndex = new Map<Node, number>();
  const bodyIndex = new Map<object, number>();

  const intern = (node: Node): number => {
    const known = nodeIndex.get(node);
    if (known !== undefined) return known;
    const slots: StoredNode['slots'] = {};
    for (const name of SLOT_ORDER) {
      const children = node.slots[name];
      if (children) slots[name] = children.map(intern);
    }
    const stored: StoredNode = { key: node.key, kind: node.kind, props: node.props, slots };
    if ('raw' in node) stored.raw = node.raw;
    if (node.held) stored.held = node.held;
    nodes.push(stored);
    nodeIndex.set(node, nodes.length - 1);
    return nodes.length - 1;
  };
  const body = (b: Record<string, unknown>): number => {
    let i = bodyIndex.get(b);
    if (i === undefined) {
      i = bodies.push(b) - 1;
      bodyIndex.set(b, i);
    }
    return i;
  };
  const step = ({ doc, selectedKey }: DesignStep): StoredStep => ({
    doc: { ...doc, body: body(doc.body), nodes: doc.nodes.map(intern) },
    selectedKey,
  });
  return {
    version: HISTORY_FORMAT,
    format: DESIGN_FORMAT,
    nodes,
    bodies,
    past: history.past.map(step),
    future: history.future.map(step),
  };
}
