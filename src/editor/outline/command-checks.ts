// Whether the selected row's toolbar offers Move up / Move down and Wrap in Container. Only the
// toolbar (NodeCommands.tsx, a chunk drawn after the first frame) asks, so this loads with it;
// the commands themselves (commands.ts) stay in the first load for the keyboard shortcuts.
import type { Doc, Node, NodeKey } from '../../model';
import { CONTAINER_CHILDREN, SLOT_ORDER, findNode, isV2 } from '../../model';
import { treeOps } from '../state/tree-later';
import type { Direction } from './commands';
import { moving } from './commands';

/** Asks for what Move up / Move down need, and re-renders the caller once it is there. */
export const useCommandsLoaded = () => {
  const loaded = moving.useLoaded('now');
  return treeOps.useLoaded('now') !== null && loaded !== null;
};

const shapes = new WeakMap<Doc, number>();

/**
 * What placement depends on: the surface, the V2 flag and the tree of keys and kinds; not texts
 * or other fields. Typing changes the document but not its shape, so Move up / Move down need not
 * be worked out again on every keystroke. A shape is a number: its description is written once,
 * from its nodes' numbers, so a keystroke in a large set looks up one short text, not a long one.
 */
function shapeOf(doc: Doc): number {
  let shape = shapes.get(doc);
  if (shape === undefined) {
    shape = shapeId(
      `${doc.surface}|${isV2(doc) ? 'v2' : 'v1'}|${doc.nodes.map(nodeShape).join(',')}`,
    );
    shapes.set(doc, shape);
  }
  return shape;
}

// An edit copies only the nodes on the path to what changed; every other node keeps its object
// and so its shape's number.
const nodeShapes = new WeakMap<Node, number>();

function nodeShape(node: Node): number {
  let shape = nodeShapes.get(node);
  if (shape === undefined) {
    const slots = SLOT_ORDER.filter((name) => node.slots[name]).map(
      (name) => `${name}[${(node.slots[name] ?? []).map(nodeShape).join(',')}]`,
    );
    shape = shapeId(`${node.key}:${node.kind}(${slots.join('')})`);
    nodeShapes.set(node, shape);
  }
  return shape;
}

/**
 * The number of a shape's description. Numbers are never given twice; past MAX_IDS descriptions
 * the table starts again, and a shape met again then gets a new number (a cache miss, not a
 * wrong answer).
 */
const ids = new Map<string, number>();
let nextId = 0;
const MAX_IDS = 20_000;

function shapeId(description: string): number {
  let id = ids.get(description);
  if (id === undefined) {
    if (ids.size >= MAX_IDS) ids.clear();
    id = nextId++;
    ids.set(description, id);
  }
  return id;
}

/** Answers by shape; a handful of shapes is all an editing session revisits. */
const moves = new Map<number, Map<string, boolean>>();
const MAX_SHAPES = 32;

/**
 * Whether Move up / Move down has somewhere to go; worked out once per document shape. Offered
 * until the code that knows has arrived (a press waits for it, see moveBy).
 */
export function canMove(doc: Doc, key: NodeKey, dir: Direction): boolean {
  const m = moving.get();
  if (!m || !treeOps.get()) return true;
  const shape = shapeOf(doc);
  let cache = moves.get(shape);
  if (!cache) {
    if (moves.size >= MAX_SHAPES) moves.delete(moves.keys().next().value!);
    cache = new Map();
    moves.set(shape, cache);
  }
  const id = `${dir}:${key}`;
  let can = cache.get(id);
  if (can === undefined) {
    can = m.adjacentMove(doc, key, dir) !== null;
    cache.set(id, can);
  }
  return can;
}

/**
 * Whether Wrap in Container is offered: V2 messages only, for a top-level kind a Container may
 * hold (a Container goes nowhere but the top level, so deeper nodes could never be wrapped).
 */
export function canWrap(doc: Doc, key: NodeKey): boolean {
  if (!isV2(doc)) return false;
  const site = findNode(doc, key);
  return !!site && site.parent === null && CONTAINER_CHILDREN.some((t) => t === site.node.kind);
}
