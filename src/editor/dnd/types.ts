// What a drag carries and where it can land: the one place these payloads are typed.
import type { NewKind, NodeKey, SlotName } from '../../model';

export type DragSource = { kind: 'palette'; type: NewKind } | { kind: 'node'; key: NodeKey };

/** A gap in a slot: before child `index` (or after the last one when index = length). */
export interface DropSpot {
  parentKey: NodeKey | null;
  slot: SlotName;
  index: number;
}

/** The id a drop zone registers with dnd-kit, and back. */
export function spotId(spot: DropSpot): string {
  return `spot:${spot.parentKey ?? 'root'}:${spot.slot}:${spot.index}`;
}

export function sourceId(source: DragSource): string {
  return source.kind === 'palette' ? `palette:${source.type}` : `node:${source.key}`;
}
