// The design's own errors, checked before anything goes to Discord, and where each one is in
// words ("Container 1 › Action Row 2 › Button "Go""), for the question asked before sending and
// for the errors Discord sends back.
import { describeNode } from '../../editor';
import { kindName, validate, walk } from '../../model';
import type { Doc, Node, NodeKey, Problem } from '../../model';

/** A problem as the send panel lists it: a click on it finds `nodeKey` in the design. */
export interface ResultItem {
  severity: 'error' | 'warning';
  path: string;
  code: string;
  message: string;
  /** The node the path points into, in the design the request came from. */
  nodeKey: NodeKey | null;
  /** Where the node is, in words; "The message" for the message itself. */
  where: string;
}

/** Where the node with `key` sits, from the top: "Container 1 › Action Row 2 › Button "Go"". */
export function whereInWords(doc: Doc, key: NodeKey | null): string {
  const whole =
    doc.surface === 'modal'
      ? 'The modal'
      : doc.surface === 'commands'
        ? 'The command set'
        : 'The message';
  if (key === null) return whole;
  const places = new Map<NodeKey, { node: Node; parent: Node | null; index: number }>();
  walk(doc.nodes, (node, parent, _slot, index) => places.set(node.key, { node, parent, index }));
  const found = places.get(key);
  if (!found) return whole;
  const trail = [describeNode(found.node)];
  for (let at = found.parent; at !== null;) {
    const up = places.get(at.key);
    trail.unshift(`${kindName(at.kind)} ${(up?.index ?? 0) + 1}`);
    at = up?.parent ?? null;
  }
  return trail.join(' › ');
}

/** A problem of `doc` (or one Discord reported about it) as an item of the panel's lists. */
export function itemOf(
  doc: Doc | null,
  problem: Pick<Problem, 'severity' | 'path' | 'code' | 'message'>,
  nodeKey: NodeKey | null,
): ResultItem {
  const { severity, path, code, message } = problem;
  const where = doc ? whereInWords(doc, nodeKey) : '';
  return { severity, path, code, message, nodeKey, where };
}

/** The errors `validate` finds in the design (warnings do not stop a send). */
export function designErrors(doc: Doc): ResultItem[] {
  return validate(doc)
    .filter((p) => p.severity === 'error')
    .map((p) => itemOf(doc, p, p.nodeId ?? null));
}
