// Re-importing edited JSON gives every node a new key. Carrying the keys over from the previous
// document keeps what hangs on them (the preview's mounted components, the selection) across an
// edit: a node keeps its key when the node at the same place had the same type.
import type { Doc, Node, SlotName } from './document';

function carry(previous: readonly Node[] | undefined, next: readonly Node[]): Node[] {
  return next.map((node, i) => {
    const before = previous?.[i];
    const same = before !== undefined && before.kind === node.kind && !('raw' in node);
    const slots: Node['slots'] = {};
    for (const [name, children] of Object.entries(node.slots) as [SlotName, Node[]][]) {
      slots[name] = carry(same ? before.slots[name] : undefined, children);
    }
    if (!same) return { ...node, slots };
    // Fields kept aside by the editor (a Link button's custom_id) stay with the node they belong to.
    return before.held
      ? { ...node, key: before.key, held: before.held, slots }
      : { ...node, key: before.key, slots };
  });
}

/** `next` with the keys of `previous` wherever a node stands at the same place with the same type. */
export function carryKeys(previous: Doc | null, next: Doc): Doc {
  if (!previous || previous.surface !== next.surface) return next;
  return { ...next, nodes: carry(previous.nodes, next.nodes) };
}
