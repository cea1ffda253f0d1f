// Component ids: 32-bit, unique per message or modal, 0 or absent meaning "let Discord choose".
// Only components have them: a legacy message's embeds and poll (and their fields and answers)
// are no components, so Discord neither numbers them nor counts them when it numbers the rest.
import { entryOf } from './catalog';
import type { Doc, Node } from '../document/document';
import { walk } from '../document/document';
import { LIMITS } from '../limits';

const isPart = (node: Node): boolean => entryOf(node.kind)?.family === 'part';

function definedId(node: Node): number | null {
  const id = node.props.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= LIMITS.componentId.max
    ? id
    : null;
}

/** Every id set explicitly (non-zero) in the document. */
export function usedIds(doc: Doc): Set<number> {
  const used = new Set<number>();
  walk(doc.nodes, (node) => {
    if (isPart(node)) return;
    const id = definedId(node);
    if (id !== null) used.add(id);
  });
  return used;
}

/**
 * The document with every missing or 0 id filled the way Discord fills them: sequentially in
 * tree order (parent before children), never reusing an id defined anywhere in the document.
 */
export function fillIds(doc: Doc): Doc {
  const used = usedIds(doc);
  let next = 1;
  const take = (): number => {
    while (used.has(next)) next += 1;
    used.add(next);
    return next;
  };
  const fill = (nodes: readonly Node[]): Node[] =>
    nodes.map((node) => {
      if (isPart(node)) return node;
      const id = definedId(node) ?? take();
      const slots: Node['slots'] = {};
      for (const [name, children] of Object.entries(node.slots)) {
        slots[name as keyof Node['slots']] = fill(children);
      }
      const props = 'id' in node.props ? { ...node.props, id } : { id, ...node.props };
      return { ...node, props, slots };
    });
  return { ...doc, nodes: fill(doc.nodes) };
}
