// Which drop zone a pointer is on: the zone under it whatever its legality (so a refused drop can
// say why), else the nearest zone the drag may use within reach. Pure, so it is tested without a
// browser; EditorDnd adapts it to dnd-kit's collision detection.

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Zone {
  id: string;
  rect: Box;
}

/** How far (px) from a legal zone the pointer may be and still aim at it. */
export const REACH = 40;

/** Distance from a point to a rectangle: 0 inside it. */
export function distanceToBox(p: Point, b: Box): number {
  const dx = Math.max(b.left - p.x, 0, p.x - (b.left + b.width));
  const dy = Math.max(b.top - p.y, 0, p.y - (b.top + b.height));
  return Math.hypot(dx, dy);
}

const centreDistance = (p: Point, b: Box) =>
  Math.hypot(p.x - (b.left + b.width / 2), p.y - (b.top + b.height / 2));

/**
 * The zone under the pointer (legal or not; the smallest, for nested zones), else the nearest
 * candidate zone within `reach`, else null.
 */
export function zoneAt(
  pointer: Point,
  zones: readonly Zone[],
  isCandidate: (id: string) => boolean,
  reach = REACH,
): string | null {
  let under: Zone | null = null;
  for (const z of zones) {
    if (distanceToBox(pointer, z.rect) > 0) continue;
    if (!under || z.rect.width * z.rect.height < under.rect.width * under.rect.height) under = z;
  }
  if (under) return under.id;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const z of zones) {
    if (!isCandidate(z.id)) continue;
    const d = distanceToBox(pointer, z.rect);
    if (d > reach) continue;
    // Ties (a pointer level with two stacked zones' edges) go to the nearer centre.
    const score = d + centreDistance(pointer, z.rect) / 1000;
    if (score < bestDistance) {
      bestDistance = score;
      best = z.id;
    }
  }
  return best;
}
