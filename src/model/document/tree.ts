// Pure, immutable tree operations. Each one asks canPlace / canRemove first, so a document built
// only through them keeps Discord's placement rules.
import type { NodeKind } from '../catalog/catalog';
import { rootGroupEnd } from '../embeds/parts';
import { LABEL_CHILDREN, SELECT_KINDS, entryOf, kindName } from '../catalog/catalog';
import type { Doc, Node, NodeKey, SlotName } from './document';
import { countNodes, isV2, makeNode, newKey, walk } from './document';
import { LIMITS } from '../limits';
import { freshCustomId, freshName, usedIdentifiers } from '../catalog/factory';
import type { PlaceTarget, Placement } from './placement';
import { acceptsKind, canPlace } from './placement';
import { findNode } from './find-node';
import { withArticle } from '../text';

export type TreeResult = { ok: true; doc: Doc } | { ok: false; reason: string };

const fail = (reason: string): TreeResult => ({ ok: false, reason });

/** The document with the children of one slot replaced. */
function withSlot(
  doc: Doc,
  parentKey: NodeKey | null,
  slot: SlotName,
  fn: (children: Node[]) => Node[],
): Doc {
  if (parentKey === null) return { ...doc, hasNodes: true, nodes: fn(doc.nodes) };
  const visit = (nodes: Node[]): Node[] =>
    nodes.map((node) => {
      if (node.key === parentKey)
        return { ...node, slots: { ...node.slots, [slot]: fn(node.slots[slot] ?? []) } };
      let changed = false;
      const slots: Node['slots'] = {};
      for (const [name, children] of Object.entries(node.slots) as [SlotName, Node[]][]) {
        const next = visit(children);
        if (next.some((c, i) => c !== children[i])) changed = true;
        slots[name] = next;
      }
      return changed ? { ...node, slots } : node;
    });
  return { ...doc, nodes: visit(doc.nodes) };
}

interface Site {
  node: Node;
  parentKey: NodeKey | null;
  slot: SlotName;
  index: number;
}

function locate(doc: Doc, key: NodeKey): Site | null {
  const found = findNode(doc, key);
  if (!found) return null;
  const siblings = found.parent
    ? (found.parent.slots[found.slot ?? 'components'] ?? [])
    : doc.nodes;
  return {
    node: found.node,
    parentKey: found.parent?.key ?? null,
    slot: found.slot ?? 'components',
    index: siblings.indexOf(found.node),
  };
}

/** Whether a node may leave its place without leaving its parent below the parent's minimum. */
export function canRemove(doc: Doc, key: NodeKey): Placement {
  const found = findNode(doc, key);
  if (!found) return { ok: false, reason: 'That component no longer exists.' };
  if (!found.parent || !found.slot) return { ok: true };
  const spec = entryOf(found.parent.kind)?.slots.find((x) => x.name === found.slot);
  const count = found.parent.slots[found.slot]?.length ?? 0;
  if (spec && count - 1 < spec.min) {
    const parent = kindName(found.parent.kind);
    const what =
      spec.name === 'accessory'
        ? 'an accessory'
        : spec.single
          ? 'a component'
          : `at least ${spec.min} ${parent === 'Section' ? 'Text Display' : 'component'}`;
    return {
      ok: false,
      reason: `${withArticle(parent, true)} needs ${what}; add another first, or remove the ${parent}.`,
    };
  }
  return { ok: true };
}

/** The kind that wraps `type` where it cannot stand alone: an Action Row in messages, a Label in modals. */
export function wrapperFor(doc: Doc, type: NodeKind): NodeKind | null {
  if (doc.surface === 'message')
    return type === 'button' || SELECT_KINDS.includes(type) ? 'action-row' : null;
  return LABEL_CHILDREN.includes(type) ? 'label' : null;
}

/** Whether a slot (`parentType` null: the top level) takes a kind, itself or in its wrapper, room aside. */
export function takesKind(
  doc: Doc,
  parentType: NodeKind | null,
  slot: SlotName,
  type: NodeKind,
): boolean {
  if (acceptsKind(doc, parentType, slot, type).ok) return true;
  const wrapper = wrapperFor(doc, type);
  return wrapper !== null && acceptsKind(doc, parentType, slot, wrapper).ok;
}

function wrap(wrapper: NodeKind, node: Node): Node {
  return wrapper === 'label'
    ? makeNode('label', { label: 'Label' }, { component: [node] })
    : makeNode('action-row', {}, { components: [node] });
}

/**
 * What goes in at `target` for `node`: the node itself where canPlace allows it, else the node in
 * a wrapper (a Button or Select in an Action Row, a modal input in a Label), else the reason.
 * A moved node alone in its wrapper takes that wrapper along (its label and description too);
 * refused, the reason is the wrapper's when the place takes the wrapper's kind (a full modal, a
 * legacy message's sixth row), since that is the rule that stopped it, else the node's own.
 */
export function fitForTarget(
  doc: Doc,
  node: Node,
  target: PlaceTarget,
): { ok: true; node: Node } | { ok: false; reason: string } {
  const placed = canPlace(doc, node, target);
  if (placed.ok) return { ok: true, node };
  const wrapper = wrapperFor(doc, node.kind);
  if (wrapper === null) return placed;
  const site = findNode(doc, node.key);
  const carried =
    site?.parent?.kind === wrapper && site.parent.slots[site.slot ?? 'components']?.length === 1
      ? site.parent
      : null;
  // A moved node is counted already; only a new wrapper is new.
  const wrapped = carried ?? wrap(wrapper, node);
  const fit = canPlace(doc, site && !carried ? { kind: wrapper } : wrapped, target);
  if (fit.ok) return { ok: true, node: wrapped };
  const parentType =
    target.parentKey === null ? null : (findNode(doc, target.parentKey)?.node.kind ?? null);
  return acceptsKind(doc, parentType, target.slot, wrapper).ok ? fit : placed;
}

function insertAt(doc: Doc, node: Node, target: PlaceTarget, index = target.index): Doc {
  return withSlot(doc, target.parentKey, target.slot, (children) => {
    // A message's embeds, poll and Action Rows each keep to their group; a new one ends its group.
    const end =
      doc.surface === 'message' && target.parentKey === null
        ? rootGroupEnd(children, node.kind)
        : children.length;
    const at = Math.max(0, Math.min(index ?? end, children.length));
    return [...children.slice(0, at), node, ...children.slice(at)];
  });
}

/** Inserts a node (new, or a copy) at a target, wrapping it when only its wrapper fits there. */
export function insertNode(doc: Doc, node: Node, target: PlaceTarget): TreeResult {
  const fit = fitForTarget(doc, node, target);
  return fit.ok ? { ok: true, doc: insertAt(doc, fit.node, target) } : fail(fit.reason);
}

/** Removes a node and everything inside it. */
export function removeNode(doc: Doc, key: NodeKey): TreeResult {
  const site = locate(doc, key);
  if (!site) return fail('That component no longer exists.');
  const removable = canRemove(doc, key);
  if (!removable.ok) return fail(removable.reason);
  return {
    ok: true,
    doc: withSlot(doc, site.parentKey, site.slot, (children) =>
      children.filter((c) => c.key !== key),
    ),
  };
}

/**
 * Where a moving node leaves from: its own place, or its Action Row or Label when it is that
 * wrapper's only child (the editor made the wrapper to hold it, and an empty one is invalid).
 */
function leavingSite(doc: Doc, site: Site, target: PlaceTarget | null): Site | string {
  if (target && site.parentKey === target.parentKey && site.slot === target.slot) return site;
  const removable = canRemove(doc, site.node.key);
  if (removable.ok) return site;
  const parent = site.parentKey === null ? null : locate(doc, site.parentKey);
  const wrapper = parent && (parent.node.kind === 'action-row' || parent.node.kind === 'label');
  if (wrapper && target?.parentKey !== parent.node.key && canRemove(doc, parent.node.key).ok)
    return parent;
  return removable.reason;
}

/** Moves a node to a target; `target.index` counts positions as they are before the move. */
export function moveNode(doc: Doc, key: NodeKey, target: PlaceTarget): TreeResult {
  const site = locate(doc, key);
  if (!site) return fail('That component no longer exists.');
  const fit = fitForTarget(doc, site.node, target);
  if (!fit.ok) return fail(fit.reason);
  const from = leavingSite(doc, site, target);
  if (typeof from === 'string') return fail(from);
  let index = target.index;
  const sameSlot = from.parentKey === target.parentKey && from.slot === target.slot;
  if (sameSlot && index !== undefined && index > from.index) index -= 1;
  const without = withSlot(doc, from.parentKey, from.slot, (children) =>
    children.filter((c) => c.key !== from.node.key),
  );
  return { ok: true, doc: insertAt(without, fit.node, target, index) };
}

/**
 * A deep copy with new keys, fresh custom_ids (a command's or option's name: a fresh name) and no
 * ids (Discord assigns new ones).
 */
export function cloneNode(node: Node, used: Set<string>): Node {
  const props = { ...node.props };
  delete props.id;
  if (typeof props.custom_id === 'string')
    props.custom_id = freshCustomId(props.custom_id.replace(/_\d+$/, ''), used);
  const family = entryOf(node.kind)?.family;
  if (typeof props.name === 'string' && (family === 'command' || family === 'option'))
    props.name = freshName(props.name.replace(/[- ]\d+$/, ''), used);
  const slots: Node['slots'] = {};
  for (const [name, children] of Object.entries(node.slots) as [SlotName, Node[]][]) {
    slots[name] = children.map((c) => cloneNode(c, used));
  }
  // Held fields stay with the original: the copy starts from what the form shows.
  const { held: _held, ...rest } = node;
  return { ...rest, key: newKey(), props, slots };
}

export type DuplicateResult =
  | { ok: true; doc: Doc; /** The copy of the node. */ copy: NodeKey }
  | { ok: false; reason: string };

/**
 * Inserts a copy of a node right after it. A Label's input is copied with its Label (a Label
 * holds one component); a Section's accessory, the only one it may have, cannot be copied.
 */
export function duplicateNode(doc: Doc, key: NodeKey): DuplicateResult {
  const site = locate(doc, key);
  if (!site) return { ok: false, reason: 'That component no longer exists.' };
  const parent = site.parentKey === null ? null : locate(doc, site.parentKey);
  if (parent && entryOf(parent.node.kind)?.slots.find((x) => x.name === site.slot)?.single) {
    if (wrapperFor(doc, site.node.kind) !== parent.node.kind) {
      const what = site.slot === 'accessory' ? 'accessory' : 'component';
      return {
        ok: false,
        reason: `${withArticle(kindName(parent.node.kind), true)} holds only one ${what}, so a copy has no place beside it.`,
      };
    }
    const copied = duplicateNode(doc, parent.node.key);
    if (!copied.ok) return copied;
    const wrapperCopy = findNode(copied.doc, copied.copy)?.node;
    return { ...copied, copy: wrapperCopy?.slots[site.slot]?.[0]?.key ?? copied.copy };
  }
  const copy = cloneNode(site.node, usedIdentifiers(doc));
  const inserted = insertNode(doc, copy, {
    parentKey: site.parentKey,
    slot: site.slot,
    index: site.index + 1,
  });
  if (!inserted.ok) return inserted;
  // Wrapped, the copy stands in the wrapper insertNode made around it.
  return { ...inserted, copy: copy.key };
}

/** The document with one node replaced by `fn(node)`, standing where it stood. */
export function mapNode(doc: Doc, key: NodeKey, fn: (node: Node) => Node): TreeResult {
  const site = locate(doc, key);
  if (!site) return fail('That component no longer exists.');
  const node = fn(site.node);
  return {
    ok: true,
    doc: withSlot(doc, site.parentKey, site.slot, (children) =>
      children.map((c) => (c.key === key ? node : c)),
    ),
  };
}

/** Sets fields of a node; a field set to undefined is removed. */
export function updateNode(doc: Doc, key: NodeKey, patch: Record<string, unknown>): TreeResult {
  return mapNode(doc, key, (node) => {
    const props = { ...node.props };
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) delete props[k];
      else props[k] = v;
    }
    return { ...node, props };
  });
}

/**
 * Puts `node` (new, or moved from elsewhere in the document) in the place of `oldKey`, which goes
 * with everything inside it: swapping a Section's accessory or a Label's component.
 */
export function replaceNode(doc: Doc, oldKey: NodeKey, node: Node): TreeResult {
  if (node.key === oldKey) return fail('A component cannot replace itself.');
  if (!locate(doc, oldKey)) return fail('That component no longer exists.');
  let base = doc;
  if (findNode(doc, node.key)) {
    if (findNode({ ...doc, nodes: [node] }, oldKey))
      return fail(
        `${withArticle(kindName(node.kind), true)} cannot replace a component inside it.`,
      );
    const from = leavingSite(doc, locate(doc, node.key)!, null);
    if (typeof from === 'string') return fail(from);
    base = withSlot(doc, from.parentKey, from.slot, (c) =>
      c.filter((x) => x.key !== from.node.key),
    );
  }
  // Located after the moved node has left, so a sibling moving from before it keeps the place.
  const site = locate(base, oldKey);
  if (!site) return fail('That component no longer exists.');
  const target = { parentKey: site.parentKey, slot: site.slot, index: site.index };
  const emptied = withSlot(base, site.parentKey, site.slot, (c) =>
    c.filter((x) => x.key !== oldKey),
  );
  const fit = fitForTarget(emptied, node, target);
  return fit.ok ? { ok: true, doc: insertAt(emptied, fit.node, target) } : fail(fit.reason);
}

/** Puts a node inside a new wrapper (a Container) standing where the node stood. */
export function wrapNode(doc: Doc, key: NodeKey, wrapper: Node): TreeResult {
  const site = locate(doc, key);
  if (!site) return fail('That component no longer exists.');
  const target = { parentKey: site.parentKey, slot: site.slot, index: site.index };
  const emptied = withSlot(doc, site.parentKey, site.slot, (c) => c.filter((x) => x.key !== key));
  const spec = entryOf(wrapper.kind)?.slots[0];
  if (!spec) return fail(`${withArticle(kindName(wrapper.kind), true)} cannot hold components.`);
  const empty = { ...wrapper, slots: { [spec.name]: [] } };
  const placed = canPlace(emptied, empty, target);
  if (!placed.ok) return fail(placed.reason);
  const total = countNodes(doc.nodes);
  if (isV2(doc) && total + 1 > LIMITS.v2Components)
    return fail(
      `A message holds at most ${LIMITS.v2Components} components (counting every level); this one has ${total}.`,
    );
  const inner = canPlace({ ...emptied, nodes: [...emptied.nodes, empty] }, site.node, {
    parentKey: empty.key,
    slot: spec.name,
  });
  if (!inner.ok) return fail(inner.reason);
  return {
    ok: true,
    doc: insertAt(emptied, { ...empty, slots: { [spec.name]: [site.node] } }, target),
  };
}

/** Every slot a node could go into now (itself or wrapped), for drop targets. */
export function legalTargets(doc: Doc, child: Node): PlaceTarget[] {
  const targets: PlaceTarget[] = [];
  const consider = (parentKey: NodeKey | null, slot: SlotName) => {
    const target = { parentKey, slot };
    if (fitForTarget(doc, child, target).ok) targets.push(target);
  };
  consider(null, 'components');
  walk(doc.nodes, (node) => {
    for (const spec of entryOf(node.kind)?.slots ?? []) consider(node.key, spec.name);
  });
  return targets;
}
