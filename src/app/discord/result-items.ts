// The problems a call's result lists: Discord's field errors (a 50035), or a design's own errors
// checked before sending. Each says where it is in words ("Container 1 › Action Row 2 › Button
// "Go""), and a click on it finds its node in the design the request came from.
import { describeNode } from '../../editor';
import { formatPath, kindName, nodeKeyAtPath, validate, walk } from '../../model';
import type { DiscordFieldError, Doc, Node, NodeKey, Problem } from '../../model';

/** A problem as a panel lists it: a click on it finds `nodeKey` in the design. */
export interface ResultItem {
  severity: 'error' | 'warning';
  path: string;
  code: string;
  message: string;
  /** The node the path points into, in the design the request came from. */
  nodeKey: NodeKey | null;
  /** Where the node is, in words; "The message" for the message itself; '' without a design. */
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

/** Where a result's items go: listed by their path, or placed on a design's nodes. */
export type Placement = (errors: readonly DiscordFieldError[]) => {
  items: ResultItem[];
  designId: string | null;
};

/** Field errors listed by their path, about no design. */
export const listed: Placement = (errors) => ({
  items: errors.map((e) => itemOf(null, { ...e, severity: 'error' }, null)),
  designId: null,
});

/**
 * Field errors placed on the nodes of the design the body was made from (listed by path when that
 * design is gone). `root`: the body was one top-level node of it (a single command), so the paths
 * start at that node's index.
 */
export function onDesign(design: { doc: Doc | null; designId: string }, root?: number): Placement {
  const { doc, designId } = design;
  return (errors) => ({
    designId,
    items: errors.map((e) => {
      const segments = root === undefined ? e.segments : [root, ...e.segments];
      const key = doc ? nodeKeyAtPath(doc, segments) : null;
      return itemOf(doc, { ...e, path: formatPath(segments), severity: 'error' }, key);
    }),
  });
}
