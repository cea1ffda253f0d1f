// Undo histories an earlier version of the app stored: version 1 (whole documents per step) is
// brought to the shared-node table, and any older table is expanded into whole steps for the
// design migrations to bring forward one by one. Only restore and the migrations use these, so
// they are apart from history.ts, which the first load needs to save and open this version's.
import { isPlainObject } from '../payload/envelope';
import { bothWays, depths, isIndexList } from './history';

type StoredRecord = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A history of whole documents per step (version 1) with its nodes and bodies listed once. */
export function shareUnchangedNodes(history: StoredRecord): StoredRecord {
  const nodes: unknown[] = [];
  const bodies: unknown[] = [];
  const intern = (node: unknown): number => {
    if (isPlainObject(node) && isPlainObject(node.slots)) {
      const slots = Object.fromEntries(
        Object.entries(node.slots).map(([name, children]) => [
          name,
          Array.isArray(children) ? children.map(intern) : children,
        ]),
      );
      node = { ...node, slots };
    }
    return nodes.push(node) - 1;
  };
  const step = (s: unknown): unknown => {
    if (!isPlainObject(s) || !isPlainObject(s.doc)) return s;
    const top = 'nodes' in s.doc ? 'nodes' : 'components';
    const children = s.doc[top];
    const doc = {
      ...s.doc,
      body: bodies.push(s.doc.body) - 1,
      [top]: Array.isArray(children) ? children.map(intern) : children,
    };
    return { ...s, doc };
  };
  const { past, future } = history;
  return {
    ...history,
    version: 2,
    nodes,
    bodies,
    past: Array.isArray(past) ? past.map(step) : past,
    future: Array.isArray(future) ? future.map(step) : future,
  };
}

/**
 * An older history's steps as whole documents, in whatever shape their time wrote them (for the
 * design migrations to bring forward), or why its references are broken.
 */
export function expandHistory(
  history: StoredRecord,
): { past: unknown[]; future: unknown[] } | string {
  const nodes = list(history.nodes);
  const bodies = list(history.bodies);
  const broken = depths(nodes);
  if (broken) return broken;
  const built: unknown[] = [];
  for (const node of nodes) {
    if (!isPlainObject(node) || !isPlainObject(node.slots)) {
      built.push(node);
      continue;
    }
    const slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, refs]) => [
        name,
        (refs as number[]).map((r) => built[r]),
      ]),
    );
    built.push({ ...node, slots });
  }
  const steps = (value: unknown, which: string): unknown[] | string => {
    const out: unknown[] = [];
    for (const [i, s] of list(value).entries()) {
      if (!isPlainObject(s) || !isPlainObject(s.doc)) return `${which} step ${i} is not a step`;
      const top = 'nodes' in s.doc ? 'nodes' : 'components';
      const { body } = s.doc;
      const refs = s.doc[top];
      if (!isIndexList([body], bodies.length) || !isIndexList(refs, built.length))
        return `${which} step ${i} refers to nothing`;
      const doc = { ...s.doc, body: bodies[body as number], [top]: refs.map((r) => built[r]) };
      out.push({ ...s, doc });
    }
    return out;
  };
  return bothWays({ past: history.past, future: history.future }, steps);
}
