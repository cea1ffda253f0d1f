// Where a palette item goes when it is clicked rather than dragged: into or after the selected
// component if it fits there, else at the end of the top level, else the first place it fits.
import type { Doc, NewKind, NodeKey } from '../../model';
import { findNode, kindName, rootGroupEnd, takesKind, walk } from '../../model';
import { allSpots, resolveDrop } from '../dnd/resolve-drop';
import type { DropSpot } from '../dnd/types';
import type { EditorAction } from '../state/actions';

export type Placement = { ok: true; action: EditorAction } | { ok: false; reason: string };

const same = (a: DropSpot, b: DropSpot) =>
  a.parentKey === b.parentKey && a.slot === b.slot && a.index === b.index;

/**
 * The index in `spots` (reading order) of the first gap after the node and everything inside it.
 * A node in a single slot (a Section's accessory, a Label's input) has no gap of its own after
 * it, so the next gap is its parent's next one: after the Section, after the Label.
 */
function spotAfter(doc: Doc, spots: readonly DropSpot[], key: NodeKey): number {
  const site = findNode(doc, key);
  if (!site) return spots.length;
  const slot = site.slot ?? 'components';
  const siblings = site.parent ? (site.parent.slots[slot] ?? []) : doc.nodes;
  const before = { parentKey: site.parent?.key ?? null, slot, index: siblings.indexOf(site.node) };
  const inside = new Set<NodeKey>();
  walk([site.node], (n) => inside.add(n.key));
  let i = spots.findIndex((s) => same(s, before)) + 1;
  while (i < spots.length && inside.has(spots[i]!.parentKey ?? '')) i += 1;
  return i;
}

/**
 * The action that adds a new `type` at the best place, or the reason it fits nowhere. Never replaces an occupied accessory: that needs a deliberate drop.
 */
export function bestPlace(doc: Doc, type: NewKind, selected: NodeKey | null): Placement {
  const source = { kind: 'palette', type } as const;
  const spots = allSpots(doc);
  const addAt = (spot: DropSpot | undefined) => {
    if (!spot) return null;
    const r = resolveDrop(doc, source, spot);
    return r?.ok && r.action.type === 'add' ? r.action : null;
  };

  const site = selected === null ? null : findNode(doc, selected);
  if (site) {
    // Inside the selection, appended to the last of its slots that takes the kind.
    const inside = spots.filter((s) => s.parentKey === site.node.key);
    for (let i = inside.length - 1; i >= 0; i -= 1) {
      const action = addAt(inside[i]);
      if (action) return { ok: true, action };
    }
    // Then anywhere after it in reading order, starting right after it.
    for (let i = spotAfter(doc, spots, site.node.key); i < spots.length; i += 1) {
      const action = addAt(spots[i]);
      if (action) return { ok: true, action };
    }
  }

  // A message's embeds, poll and Action Rows keep to their groups: a new one ends its group.
  const endIndex = doc.surface === 'message' ? rootGroupEnd(doc.nodes, type) : doc.nodes.length;
  const end: DropSpot = { parentKey: null, slot: 'components', index: endIndex };
  const top = resolveDrop(doc, source, end);
  if (top?.ok && top.action.type === 'add') return { ok: true, action: top.action };
  for (const spot of spots) {
    const action = addAt(spot);
    if (action) return { ok: true, action };
  }
  return { ok: false, reason: whyNowhere(doc, type, spots, top) };
}

/**
 * Why a kind fits nowhere, naming the rule that refused: the top level's reason when the top
 * level takes the kind (a full modal), else a full place that takes it (the 40-component limit
 * against a Section's free accessory), else the top level's reason, noting when every such place
 * is occupied and a drop could replace what is there.
 */
function whyNowhere(
  doc: Doc,
  type: NewKind,
  spots: readonly DropSpot[],
  top: ReturnType<typeof resolveDrop>,
): string {
  const topReason = top && !top.ok ? top.reason : 'There is no place for it here.';
  if (takesKind(doc, null, 'components', type)) return topReason;
  let occupied = false;
  for (const spot of spots) {
    const parent = spot.parentKey === null ? null : findNode(doc, spot.parentKey)?.node;
    if (!parent || !takesKind(doc, parent.kind, spot.slot, type)) continue;
    const r = resolveDrop(doc, { kind: 'palette', type }, spot);
    if (r && !r.ok) return r.reason;
    if (r?.ok) occupied = true;
  }
  return occupied
    ? `${topReason} Each such place here is taken: drag the ${kindName(type)} onto one to replace what is there.`
    : topReason;
}
