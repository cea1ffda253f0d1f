// What validate() keeps between passes: a node's problems, by node identity (its whole subtree)
// and by props identity (its own fields), so that an edit checks again only the nodes on its path.
// The tree operations make new nodes on an edit's path and keep every other subtree as it was;
// a kept result is found at a path and moved to another by its path's prefix.
import type { Node } from '../document/document';
import type { PathSegment, Problem } from './problems';

/** Problems found for a node or its props, where they were found and what they were judged by. */
export interface Kept {
  /** Everything the result depends on beyond the node itself (surface, parent kind, slot, …). */
  key: string;
  /** The formatted path of the node when the problems were found. */
  at: string;
  /** Its length in segments, to move the paths of `reached`. */
  depth: number;
  problems: readonly Problem[];
}

/** A subtree's result: its problems and every node in it with its path, in document order. */
export interface KeptTree extends Kept {
  reached: readonly (readonly [Node, readonly PathSegment[]])[];
}

/**
 * Results of the last pass and of this one, by object identity. Not a WeakMap: its entries make
 * the garbage collector keep every node of every document ever checked for longer (a fresh pass
 * ran half again as slow); the editor's next document shares its nodes with the last one, so what
 * the last pass found, and found again, is all there is to keep.
 */
class Generations<K, V> {
  private last = new Map<K, V>();
  private now = new Map<K, V>();

  get(key: K): V | undefined {
    return this.now.get(key) ?? this.last.get(key);
  }

  /** Keeps a result for the next pass (found again, or new). */
  set(key: K, value: V): void {
    this.now.set(key, value);
  }

  /** Ends a pass: what it did not find again is let go. */
  turn(): void {
    this.last = this.now;
    this.now = new Map();
  }
}

export const keptTrees = new Generations<Node, KeptTree>();

/** A node's own result (placement, schema, unknown fields): whether its children are judged. */
export interface KeptOwn extends Kept {
  /** The node's kind is unknown or raw: it has no children to check. */
  stop: boolean;
  /** The node's kind exists on this surface, so its children's placement is judged. */
  usable: boolean;
}

export const keptOwn = new Generations<object, KeptOwn>();

/** Called by validate() when a pass is over. */
export function endPass(): void {
  keptTrees.turn();
  keptOwn.turn();
}

/**
 * The kept problems as found at `at`, or null when they cannot move there. A problem's path starts
 * with its node's path, so moving is a change of prefix; a message that names a path (the rules
 * may only name paths inside the node) would have to change too, so such a result is not moved:
 * any message holding the old path's text, a path or not, makes the caller check again.
 */
export function movedProblems(kept: Kept, at: string): readonly Problem[] | null {
  if (kept.at === at) return kept.problems;
  const from = kept.at;
  const moved: Problem[] = [];
  for (const p of kept.problems) {
    if (!p.path.startsWith(from) || p.message.includes(from)) return null;
    moved.push({ ...p, path: at + p.path.slice(from.length) });
  }
  return moved;
}

/** The reached nodes of a kept subtree, their paths moved under `path`. */
export function movedReached(kept: KeptTree, at: string, path: readonly PathSegment[]) {
  if (kept.at === at) return kept.reached;
  return kept.reached.map(([node, p]) => [node, [...path, ...p.slice(kept.depth)]] as const);
}
