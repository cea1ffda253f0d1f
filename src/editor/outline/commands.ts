// The row commands (Move up, Move down, Duplicate, Delete, Wrap in Container), shared by the
// outline's toolbar, its keyboard shortcuts and anyone else showing NodeCommands. Where a move
// goes (resolve-drop.ts) and the code that changes the tree (tree-later.ts) load after the first
// frame: a command used sooner waits for them and then runs, and says so through `then`.
import type { Doc, Node, NodeKey } from '../../model';
import { CONTAINER_CHILDREN, SLOT_ORDER, findNode, isV2 } from '../../model';
import { lazyModule } from '../../preview';
import type * as ResolveDrop from '../dnd/resolve-drop';
import type { EditorStore } from '../state/store';
import { treeOps } from '../state/tree-later';

const moving = lazyModule(() => import('../dnd/resolve-drop'));
type Moves = typeof ResolveDrop;

/** Loads what the row commands need (tests that use them at once; the editor asks on mount). */
export const loadCommands = () =>
  Promise.all([moving.load(), treeOps.load()]).then(() => undefined);
/** Asks for what Move up / Move down need, and re-renders the caller once it is there. */
export const useCommandsLoaded = () => {
  const loaded = moving.useLoaded('now');
  return treeOps.useLoaded('now') !== null && loaded !== null;
};

/**
 * Runs `run` now when the code is there (its answer is returned and given to `then`), else once
 * it has arrived (false is returned; `then` hears the answer later).
 */
function whenReady(
  store: EditorStore,
  run: (m: Moves) => boolean,
  then: (done: boolean) => void,
): boolean {
  const loaded = moving.get();
  if (loaded && treeOps.get()) {
    const done = run(loaded);
    then(done);
    return done;
  }
  loadCommands().then(
    () => then(run(moving.get()!)),
    (error: unknown) =>
      store.getState().notify('refused', `The command could not load: ${String(error)}`),
  );
  return false;
}
const ignore = () => undefined;

export type Direction = 'up' | 'down';

const shapes = new WeakMap<Doc, string>();

/**
 * What placement depends on: the surface, the V2 flag and the tree of keys and kinds; not texts
 * or other fields. Typing changes the document but not its shape, so Move up / Move down need not
 * be worked out again on every keystroke.
 */
function shapeOf(doc: Doc): string {
  let shape = shapes.get(doc);
  if (shape === undefined) {
    shape = `${doc.surface}|${isV2(doc) ? 'v2' : 'v1'}|${doc.nodes.map(nodeShape).join(',')}`;
    shapes.set(doc, shape);
  }
  return shape;
}

// An edit copies only the nodes on the path to what changed; every other node keeps its object
// and so its shape, so a keystroke in a large set joins cached strings instead of walking it.
const nodeShapes = new WeakMap<Node, string>();

function nodeShape(node: Node): string {
  let shape = nodeShapes.get(node);
  if (shape === undefined) {
    const slots = SLOT_ORDER.filter((name) => node.slots[name]).map(
      (name) => `${name}[${(node.slots[name] ?? []).map(nodeShape).join(',')}]`,
    );
    shape = `${node.key}:${node.kind}(${slots.join('')})`;
    nodeShapes.set(node, shape);
  }
  return shape;
}

/** Answers by shape; a handful of shapes is all an editing session revisits. */
const moves = new Map<string, Map<string, boolean>>();
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

/** Moves a node to the nearest legal place up or down; false when there is none. */
export function moveBy(
  store: EditorStore,
  key: NodeKey,
  dir: Direction,
  then: (moved: boolean) => void = ignore,
): boolean {
  return whenReady(
    store,
    (m) => {
      const state = store.getState();
      const step = m.adjacentMove(state.doc, key, dir);
      return !!step && state.dispatch(step.action).ok;
    },
    then,
  );
}

export function duplicate(
  store: EditorStore,
  key: NodeKey,
  then: (done: boolean) => void = ignore,
): boolean {
  return whenReady(store, () => store.getState().dispatch({ type: 'duplicate', key }).ok, then);
}

/** Removes a node; a refused removal leaves its reason in the notice. */
export function remove(
  store: EditorStore,
  key: NodeKey,
  then: (done: boolean) => void = ignore,
): boolean {
  return whenReady(store, () => store.getState().dispatch({ type: 'remove', key }).ok, then);
}

export function wrap(
  store: EditorStore,
  key: NodeKey,
  then: (done: boolean) => void = ignore,
): boolean {
  return whenReady(store, () => store.getState().dispatch({ type: 'wrap', key }).ok, then);
}
