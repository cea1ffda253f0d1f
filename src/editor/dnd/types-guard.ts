// dnd-kit hands drag data back as `any`; this checks it is one of ours before it is trusted.
import type { DragSource } from './types';

/** The drag source carried in a draggable's data, or null when it is not one. */
export function asDragSource(data: unknown): DragSource | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.kind === 'palette' && typeof d.type === 'string') return data as DragSource;
  if (d.kind === 'node' && typeof d.key === 'string') return data as DragSource;
  return null;
}
