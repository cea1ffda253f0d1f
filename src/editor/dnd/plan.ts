// What a drag could do, worked out once when it starts: every gap in reading order and whether
// the dragged thing may land there. Zones, the collision filter, the keyboard and the overlay all
// read this instead of asking the reducer again on every pointer move.
import type { Doc } from '../../model';
import { findNode } from '../../model';
import type { EditorAction } from '../state/actions';
import { allSpots, resolveDrop } from './resolve-drop';
import type { DragSource, DropSpot } from './types';
import { spotId } from './types';

export type SpotStatus =
  | { state: 'legal'; action: EditorAction }
  | { state: 'refused'; reason: string }
  /** Dropping here leaves the node where it is. */
  | { state: 'same' };

export interface DragPlan {
  source: DragSource;
  /** Every gap's id, in reading order. */
  ids: string[];
  spots: Map<string, DropSpot>;
  status: Map<string, SpotStatus>;
  /** Where a keyboard drag starts: the index in `ids` of the gap before the dragged node, or null. */
  origin: number | null;
  /** A keyboard drag: it steps through every gap, so a long outline draws all of its rows. */
  keyboard: boolean;
}

/** The legality of every gap for one drag, computed once at drag start. */
export function planDrag(doc: Doc, source: DragSource, keyboard = false): DragPlan {
  const ids: string[] = [];
  const spots = new Map<string, DropSpot>();
  const status = new Map<string, SpotStatus>();
  for (const spot of allSpots(doc)) {
    const id = spotId(spot);
    const r = resolveDrop(doc, source, spot);
    ids.push(id);
    spots.set(id, spot);
    status.set(
      id,
      r === null
        ? { state: 'same' }
        : r.ok
          ? { state: 'legal', action: r.action }
          : { state: 'refused', reason: r.reason },
    );
  }
  return { source, ids, spots, status, origin: originOf(doc, source, ids), keyboard };
}

function originOf(doc: Doc, source: DragSource, ids: string[]): number | null {
  if (source.kind === 'palette') return null;
  const site = findNode(doc, source.key);
  if (!site) return null;
  const slot = site.slot ?? 'components';
  const siblings = site.parent ? (site.parent.slots[slot] ?? []) : doc.nodes;
  const at = ids.indexOf(
    spotId({ parentKey: site.parent?.key ?? null, slot, index: siblings.indexOf(site.node) }),
  );
  return at < 0 ? null : at;
}

/** Whether a gap may be the target under the pointer: legal, or the dragged node's own place. */
export function isCandidate(plan: DragPlan, id: string): boolean {
  const s = plan.status.get(id);
  return s !== undefined && s.state !== 'refused';
}

/**
 * The next (`dir` 1) or previous (-1) legal gap from `current` in reading order, for keyboard
 * dragging; `current` itself (or null) when there is none further that way. `usable` skips gaps
 * that are not on screen (inside a collapsed node).
 */
export function stepSpot(
  plan: DragPlan,
  current: string | null,
  dir: 1 | -1,
  usable: (id: string) => boolean = () => true,
): string | null {
  const at = current === null ? -1 : plan.ids.indexOf(current);
  let from: number;
  if (at >= 0) from = at;
  else if (plan.origin !== null) from = plan.origin;
  else from = dir === 1 ? -1 : plan.ids.length;
  for (let i = from + dir; i >= 0 && i < plan.ids.length; i += dir) {
    const id = plan.ids[i]!;
    if (plan.status.get(id)?.state === 'legal' && usable(id)) return id;
  }
  return current;
}
