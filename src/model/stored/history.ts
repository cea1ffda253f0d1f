// Undo histories in their stored form: steps share their unchanged nodes, so the stored form lists
// each distinct node once (StoredHistory). Two hundred typing steps in a 40-component design store
// two hundred versions of one node, not two hundred documents. Here is the way back for a history
// at the current format: built from its parsed table, its steps sharing nodes again. Encoding is
// history-encode.ts (the history writer's chunk); an older history is expanded into whole steps
// by history-older.ts (restore's chunk): neither is in the first load.
import type { Node } from '../document/document';
import { SLOT_ORDER } from '../document/document';
import { isPlainObject } from '../payload/envelope';
import type { DesignStep, DesignSteps } from './format';
import { MAX_STORED_DEPTH } from './format';
import type { ParsedHistory } from './schema';
import { repeatedKey } from './keys';

/** Whether `v` is a list of indexes below `below`. */
export const isIndexList = (v: unknown, below: number): v is number[] =>
  Array.isArray(v) && v.every((i) => Number.isInteger(i) && i >= 0 && i < below);

/** A history's undo and redo lists, each read by `steps`; the first one's error if either fails. */
export function bothWays<S, T>(
  history: { past: S; future: S },
  steps: (list: S, which: 'undo' | 'redo') => T[] | string,
): { past: T[]; future: T[] } | string {
  const past = steps(history.past, 'undo');
  if (typeof past === 'string') return past;
  const future = steps(history.future, 'redo');
  if (typeof future === 'string') return future;
  return { past, future };
}

/**
 * How deep each listed node nests, or why the list cannot be a tree: a slot refers to a node
 * that is not listed before it (a cycle, or damage), or nesting goes past MAX_STORED_DEPTH.
 */
export function depths(nodes: readonly unknown[]): string | null {
  const depth: number[] = [];
  for (const [i, node] of nodes.entries()) {
    let d = 1;
    const slots = isPlainObject(node) && isPlainObject(node.slots) ? node.slots : {};
    for (const refs of Object.values(slots)) {
      if (!isIndexList(refs, i)) return `node ${i} has a broken slot`;
      for (const r of refs) d = Math.max(d, depth[r]! + 1);
    }
    if (d > MAX_STORED_DEPTH)
      return `node ${i} is nested more than ${MAX_STORED_DEPTH} levels deep`;
    depth.push(d);
  }
  return null;
}

/** A parsed history at the current format as steps, its nodes shared again, or why not. */
export function buildHistory(history: ParsedHistory): DesignSteps | string {
  const broken = depths(history.nodes);
  if (broken) return broken;
  const built: Node[] = [];
  for (const stored of history.nodes) {
    const slots: Node['slots'] = {};
    for (const name of SLOT_ORDER) {
      const refs = stored.slots[name];
      if (refs) slots[name] = refs.map((r) => built[r]!);
    }
    const node: Node = { key: stored.key, kind: stored.kind, props: stored.props, slots };
    if ('raw' in stored) node.raw = stored.raw;
    if (stored.held) node.held = stored.held;
    built.push(node);
  }
  const steps = (list: ParsedHistory['past'], which: string): DesignStep[] | string => {
    const out: DesignStep[] = [];
    for (const [i, { doc, selectedKey }] of list.entries()) {
      if (!isIndexList([doc.body], history.bodies.length) || !isIndexList(doc.nodes, built.length))
        return `${which} step ${i} refers to nothing`;
      const nodes = doc.nodes.map((r) => built[r]!);
      const repeated = repeatedKey(nodes);
      if (repeated) return `${which} step ${i} has the key ${JSON.stringify(repeated.key)} twice`;
      out.push({ doc: { ...doc, body: history.bodies[doc.body]!, nodes }, selectedKey });
    }
    return out;
  };
  return bothWays(history, steps);
}
