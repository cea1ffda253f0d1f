// Undo history in and out of sessionStorage. Steps share their unchanged nodes, so the stored form
// lists each distinct node once (StoredHistoryV2): two hundred typing steps in a 40-component
// design store two hundred versions of one node, not two hundred documents.
import { SLOT_ORDER, isPlainObject } from '../../model';
import type { Node } from '../../model';
import type { History, HistoryEntry } from '../../editor';
import type { Checked } from './doc-shape';
import { checkDoc } from './doc-shape';
import type { StoredHistoryV2, StoredNode, StoredStep } from './format';

/** Encodes a history; shares every node and body that steps share. */
export function encodeHistory(history: Pick<History, 'past' | 'future'>): StoredHistoryV2 {
  const nodes: StoredNode[] = [];
  const bodies: Record<string, unknown>[] = [];
  const nodeIndex = new Map<Node, number>();
  const bodyIndex = new Map<object, number>();

  const intern = (node: Node): number => {
    const known = nodeIndex.get(node);
    if (known !== undefined) return known;
    const slots: StoredNode['slots'] = {};
    for (const name of SLOT_ORDER) {
      const children = node.slots[name];
      if (children) slots[name] = children.map(intern);
    }
    const stored: StoredNode = { key: node.key, kind: node.kind, props: node.props, slots };
    if ('raw' in node) stored.raw = node.raw;
    if (node.held) stored.held = node.held;
    nodes.push(stored);
    nodeIndex.set(node, nodes.length - 1);
    return nodes.length - 1;
  };
  const body = (b: Record<string, unknown>): number => {
    let i = bodyIndex.get(b);
    if (i === undefined) {
      i = bodies.push(b) - 1;
      bodyIndex.set(b, i);
    }
    return i;
  };
  const step = ({ doc, selectedKey }: HistoryEntry): StoredStep => ({
    doc: { ...doc, body: body(doc.body), nodes: doc.nodes.map(intern) },
    selectedKey,
  });
  return {
    version: 2,
    nodes,
    bodies,
    past: history.past.map(step),
    future: history.future.map(step),
  };
}

const isIndexList = (v: unknown, below: number): v is number[] =>
  Array.isArray(v) && v.every((i) => Number.isInteger(i) && i >= 0 && i < below);

function decodeV2(value: Record<string, unknown>): Checked<Pick<History, 'past' | 'future'>> {
  const { nodes, bodies, past, future } = value;
  if (
    !Array.isArray(nodes) ||
    !Array.isArray(bodies) ||
    !Array.isArray(past) ||
    !Array.isArray(future)
  )
    return { ok: false, reason: 'the history is missing its lists' };
  const built: Node[] = [];
  for (const [i, stored] of nodes.entries()) {
    if (!isPlainObject(stored) || !isPlainObject(stored.slots))
      return { ok: false, reason: `node ${i} is not a component` };
    const slots: Node['slots'] = {};
    for (const [name, refs] of Object.entries(stored.slots)) {
      // Children come before their parents, so a reference to a later node is a cycle or damage.
      if (!SLOT_ORDER.includes(name as never) || !isIndexList(refs, i))
        return { ok: false, reason: `node ${i} has a broken slot` };
      slots[name as keyof Node['slots']] = refs.map((r) => built[r]!);
    }
    // checkDoc checks each node's key and kind, and turns a stored type number into a kind.
    const node = { ...stored, slots } as unknown as Node;
    built.push(node);
  }
  const steps = (list: unknown[]): HistoryEntry[] | string => {
    const out: HistoryEntry[] = [];
    for (const [i, s] of list.entries()) {
      if (!isPlainObject(s) || !isPlainObject(s.doc)) return `step ${i} is not a step`;
      const { body, components, nodes: refs, ...rest } = s.doc;
      // Histories written before commands existed call the top-level list `components`.
      const top = refs ?? components;
      if (!isIndexList([body], bodies.length) || !isIndexList(top, built.length))
        return `step ${i} refers to nothing`;
      const checked = checkDoc({
        ...rest,
        body: bodies[body as number],
        nodes: top.map((c) => built[c]),
      });
      if (!checked.ok) return `step ${i}: ${checked.reason}`;
      out.push({
        doc: checked.value,
        selectedKey: typeof s.selectedKey === 'string' ? s.selectedKey : null,
      });
    }
    return out;
  };
  const p = steps(past);
  if (typeof p === 'string') return { ok: false, reason: p };
  const f = steps(future);
  if (typeof f === 'string') return { ok: false, reason: f };
  return { ok: true, value: { past: p, future: f } };
}

function decodeV1(value: Record<string, unknown>): Checked<Pick<History, 'past' | 'future'>> {
  const steps = (list: unknown): HistoryEntry[] | string => {
    if (!Array.isArray(list)) return 'the history is missing its lists';
    const out: HistoryEntry[] = [];
    for (const [i, s] of list.entries()) {
      const checked = isPlainObject(s) ? checkDoc(s.doc) : null;
      if (!checked?.ok) return `step ${i}: ${checked?.reason ?? 'not a step'}`;
      out.push({
        doc: checked.value,
        selectedKey: typeof s!.selectedKey === 'string' ? s!.selectedKey : null,
      });
    }
    return out;
  };
  const p = steps(value.past);
  if (typeof p === 'string') return { ok: false, reason: p };
  const f = steps(value.future);
  if (typeof f === 'string') return { ok: false, reason: f };
  return { ok: true, value: { past: p, future: f } };
}

/** A stored history (either version) as a History, or why it cannot be one. */
export function decodeHistory(value: unknown): Checked<History> {
  if (!isPlainObject(value)) return { ok: false, reason: 'the history is not an object' };
  const decoded =
    value.version === 2 ? decodeV2(value) : value.version === 1 ? decodeV1(value) : null;
  if (!decoded) return { ok: false, reason: `unknown history version ${String(value.version)}` };
  if (!decoded.ok) return decoded;
  return { ok: true, value: { ...decoded.value, lastGroup: null } };
}

/** Keeps the `keep` most recent undo steps and the `keep` nearest redo steps. */
export function trimHistory(history: History, keep: number): History {
  return {
    past: history.past.slice(Math.max(0, history.past.length - keep)),
    future: history.future.slice(Math.max(0, history.future.length - keep)),
    lastGroup: history.lastGroup,
  };
}
