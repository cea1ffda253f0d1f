// How converting embeds to Containers and back says what cannot come along: the same small
// things (an author icon, a colour that is no colour) are counted over every embed and said once.
import type { Node } from '../document/document';

/** Where a conversion reports what it leaves behind (../payload/convert.ts's Losses). */
export interface LossSink {
  /** A node left behind, with everything inside it. */
  node(node: Node): void;
  /** A sentence naming a loss that is not a whole node. */
  note(sentence: string): void;
}

/**
 * Counts losses by the sentence they are said with; `flush` says each once, with its count, in
 * the order of `order` (keys it does not list last, as they came), whatever order they came in.
 */
export class Tally<K extends string> {
  private readonly counts = new Map<K, number>();

  constructor(
    private readonly say: (key: K, n: number) => string,
    private readonly order: readonly K[],
  ) {}

  add(key: K): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  flush(sink: LossSink): void {
    const rank = (key: K) => {
      const i = this.order.indexOf(key);
      return i < 0 ? this.order.length : i;
    };
    const keys = [...this.counts.keys()].sort((a, b) => rank(a) - rank(b));
    for (const key of keys) sink.note(this.say(key, this.counts.get(key)!));
  }
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "it" or "them". */
export const itOrThem = (n: number): string => (n === 1 ? 'it' : 'them');

/** Reads a field that should be a non-empty string. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

/** Reads a field that should be an object. */
export const obj = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;
