// The row commands (Move up, Move down, Duplicate, Delete, Wrap in Container), shared by the
// outline's toolbar and its keyboard shortcuts, so they are in the first load: a shortcut works
// from the first frame. Where a move goes (resolve-drop.ts) and the code that changes the tree
// (tree-later.ts) load after the first frame: a command used sooner waits for them and then runs,
// and says so through `then`. Whether a command is offered (command-checks.ts) only the toolbar
// asks, and it loads with the toolbar's chunk.
import type { NodeKey } from '../../model';
import { lazyModule } from '../../preview';
import type * as ResolveDrop from '../dnd/resolve-drop';
import type { EditorStore } from '../state/store';
import { treeOps } from '../state/tree-later';

/** Where a move goes (resolve-drop.ts); command-checks.ts reads it to offer Move up / down. */
export const moving = lazyModule(() => import('../dnd/resolve-drop'));
type Moves = typeof ResolveDrop;

/** Loads what the row commands need (tests that use them at once; the editor asks on mount). */
export const loadCommands = () =>
  Promise.all([moving.load(), treeOps.load()]).then(() => undefined);
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
