// Turning a drop into an action: the one pure function the pointer, keyboard and touch drags, the
// Move up / Move down commands and the drop zones' highlighting all go through. Lazy-only (the
// drag layer, the row commands and the palette's click load it), so it asks the tree actions'
// code directly rather than through the chunk the first load waits for.
import { findNode, slotSpec } from '../../model';
import type { Doc } from '../../model';
import { walkOutline } from '../outline/tree';
import type { EditorAction } from '../state/actions';
import { reducer } from '../state/reducer';
import * as tree from '../state/reduce-tree';
import type { DragSource, DropSpot } from './types';

export type DropResolution = { ok: true; action: EditorAction } | { ok: false; reason: string };

/**
 * The action a drop of `active` on `over` performs, the reason it is refused, or null when it
 * changes nothing (no target, or a node dropped where it already is).
 */
export function resolveDrop(
  doc: Doc,
  active: DragSource,
  over: DropSpot | null,
): DropResolution | null {
  if (!over) return null;
  const parent = over.parentKey === null ? null : findNode(doc, over.parentKey)?.node;
  if (parent === undefined) return { ok: false, reason: 'That place no longer exists.' };
  const single = parent ? slotSpec(parent.kind, over.slot)?.single : false;
  const occupant = single ? parent?.slots[over.slot]?.[0] : undefined;
  if (active.kind === 'node') {
    const site = findNode(doc, active.key);
    if (!site) return { ok: false, reason: 'That component no longer exists.' };
    if (occupant?.key === active.key) return null;
    if (!occupant && (isHome(doc, site, over) || isHome(doc, home(doc, site), over))) return null;
  }
  const target = { parentKey: over.parentKey, slot: over.slot, index: over.index };
  const action: EditorAction = occupant
    ? { type: 'replace', oldKey: occupant.key, source: active }
    : active.kind === 'palette'
      ? { type: 'add', kind: active.type, target }
      : { type: 'move', key: active.key, target };
  const result = reducer(doc, action, tree);
  return result.ok ? { ok: true, action } : { ok: false, reason: result.reason };
}

type Site = NonNullable<ReturnType<typeof findNode>>;

/**
 * Where a node really stands: a Button or input alone in its Action Row or Label stands where that
 * wrapper does, since moving it out takes the wrapper along and a new one is made around it.
 */
function home(doc: Doc, site: Site): Site {
  const wrapper = site.parent;
  if (!wrapper || (wrapper.kind !== 'action-row' && wrapper.kind !== 'label')) return site;
  if ((wrapper.slots[site.slot ?? 'components'] ?? []).length !== 1) return site;
  return findNode(doc, wrapper.key) ?? site;
}

/** Whether a gap is right before or right after where a node stands: dropping there changes nothing. */
function isHome(doc: Doc, site: Site, over: DropSpot): boolean {
  // findNode gives a top-level node the slot null; the top level's gaps say 'components'.
  const slot = site.slot ?? 'components';
  if ((site.parent?.key ?? null) !== over.parentKey || slot !== over.slot) return false;
  const siblings = site.parent ? (site.parent.slots[slot] ?? []) : doc.nodes;
  const index = siblings.indexOf(site.node);
  return over.index === index || over.index === index + 1;
}

const NONE_COLLAPSED: ReadonlySet<string> = new Set();

/**
 * Every gap a component could be dropped into, in reading order: before each child of a slot and
 * after the last, then the gaps inside that child. A single slot (an accessory) has one gap.
 * Collapsed nodes' gaps too: the keyboard drag skips those that are not on screen.
 */
export function allSpots(doc: Doc): DropSpot[] {
  const spots: DropSpot[] = [];
  walkOutline(doc, NONE_COLLAPSED, { gap: (spot) => spots.push(spot) });
  return spots;
}

export interface LegalSpot {
  spot: DropSpot;
  action: EditorAction;
}

/** The gaps where `active` may be dropped now, in reading order, each with its action. */
export function legalSpots(doc: Doc, active: DragSource): LegalSpot[] {
  const out: LegalSpot[] = [];
  for (const spot of allSpots(doc)) {
    const r = resolveDrop(doc, active, spot);
    if (r?.ok) out.push({ spot, action: r.action });
  }
  return out;
}

/**
 * The nearest place before (`up`) or after (`down`) a node where it may go, skipping places
 * that would replace another component: what Move up / Move down do.
 */
export function adjacentMove(doc: Doc, key: string, dir: 'up' | 'down'): LegalSpot | null {
  const site = findNode(doc, key);
  if (!site) return null;
  const siblings = site.parent ? (site.parent.slots[site.slot ?? 'components'] ?? []) : doc.nodes;
  const here = {
    parentKey: site.parent?.key ?? null,
    slot: site.slot ?? 'components',
    index: siblings.indexOf(site.node),
  };
  const spots = allSpots(doc);
  const at = spots.findIndex(
    (s) => s.parentKey === here.parentKey && s.slot === here.slot && s.index === here.index,
  );
  const step = dir === 'down' ? 1 : -1;
  for (let i = at + step; i >= 0 && i < spots.length; i += step) {
    const r = resolveDrop(doc, { kind: 'node', key }, spots[i]!);
    if (r?.ok && r.action.type === 'move') return { spot: spots[i]!, action: r.action };
  }
  return null;
}
