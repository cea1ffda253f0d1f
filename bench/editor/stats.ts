// The small sums of the editor bench's phone figures: percentiles of the frame delays, and each
// figure as a ratio to the floor measured in the same run, against the goal.

/** The p-th percentile (0-100) of `values`, linearly between the nearest ranks; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** `value` as a multiple of `floor`; Infinity when the floor is not above zero. */
export function ratio(value: number, floor: number): number {
  return floor > 0 ? value / floor : Number.POSITIVE_INFINITY;
}

/** "2.7x", the way the issue writes a ratio. */
export function formatRatio(r: number): string {
  return Number.isFinite(r) ? `${r.toFixed(1)}x` : '-';
}

/** PASS when `value` is at most `goal`, as the goals are written ("at most 2x"). */
export function verdict(value: number, goal: number): 'PASS' | 'FAIL' {
  return value <= goal ? 'PASS' : 'FAIL';
}
