// A small timing loop (no benchmark library): warm up, pick a batch size so one timed batch is
// long enough for the clock, then take many batches and report the median time per call.

export interface Measurement {
  name: string;
  /** Nanoseconds per call, median over the samples. */
  medianNs: number;
  minNs: number;
  samples: number;
  callsPerSample: number;
}

export interface MeasureOptions {
  /** Untimed calls first, so the JIT has compiled the hot paths. */
  warmupMs?: number;
  /** Target duration of one timed batch. */
  batchMs?: number;
  /** Timed batches; the run stops early when maxMs is spent. */
  samples?: number;
  maxMs?: number;
}

// Results land here so the engine cannot drop a call whose value is unused.
let sink: unknown;
export const blackhole = (): unknown => sink;

const now = (): bigint => process.hrtime.bigint();
const ms = (n: number): bigint => BigInt(Math.round(n * 1e6));

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Times `fn` and returns the median nanoseconds per call. */
export function measure(
  name: string,
  fn: () => unknown,
  options: MeasureOptions = {},
): Measurement {
  const { warmupMs = 300, batchMs = 2, samples = 200, maxMs = 3000 } = options;

  let calls = 0;
  const warmupEnd = now() + ms(warmupMs);
  const warmupStart = now();
  do {
    sink = fn();
    calls += 1;
  } while (now() < warmupEnd || calls < 3);
  const perCallNs = Number(now() - warmupStart) / calls;
  const callsPerSample = Math.max(1, Math.round((batchMs * 1e6) / perCallNs));

  const times: number[] = [];
  const deadline = now() + ms(maxMs);
  while (times.length < samples && (times.length < 5 || now() < deadline)) {
    const start = now();
    for (let i = 0; i < callsPerSample; i += 1) sink = fn();
    times.push(Number(now() - start) / callsPerSample);
  }
  times.sort((a, b) => a - b);
  return { name, medianNs: median(times), minNs: times[0]!, samples: times.length, callsPerSample };
}

export function formatDuration(ns: number): string {
  if (ns < 1e3) return `${ns.toFixed(0)} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toFixed(1)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toFixed(2)} ms`;
  return `${(ns / 1e9).toFixed(2)} s`;
}

export function formatOps(ns: number): string {
  const ops = 1e9 / ns;
  return ops >= 100 ? Math.round(ops).toLocaleString('en-US') : ops.toFixed(2);
}

/** A plain text table; `align` has one letter per column, l or r (default: first l, rest r). */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align = `l${'r'.repeat(header.length - 1)}`,
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export interface CatchRow {
  name: string;
  /** Our validator reports an error. */
  caught: boolean;
  /** What builders did with it (see discordjs.ts rejection()). */
  builders: { rejected: boolean; reason?: string };
}

/** The catch-rate table: one broken payload a row, who caught it, and a total. */
export function catchTable(what: string, rows: readonly CatchRow[]): string {
  const cells = rows.map((r) => [
    r.name,
    r.caught ? 'caught' : 'MISSED',
    r.builders.rejected ? `caught (${r.builders.reason ?? ''})` : 'missed',
  ]);
  const total = (n: number) => `${n}/${rows.length}`;
  cells.push([
    'total',
    total(rows.filter((r) => r.caught).length),
    total(rows.filter((r) => r.builders.rejected).length),
  ]);
  return table([what, 'ours', 'builders (first line of its error)'], cells, 'lll');
}
