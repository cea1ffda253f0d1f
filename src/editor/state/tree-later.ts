// The code that changes the tree of components (reduce-tree.ts, with placement and the model's
// tree operations) is a chunk of its own: the first frame only draws. It is asked for as soon as
// the editor is drawn (EditorDnd), and a tree action dispatched before it is there waits for it
// in the store (store.ts), so nothing a person does right after the page shows is lost.
import { lazyModule } from '../../preview';
import type * as ReduceTree from './reduce-tree';

export const treeOps = lazyModule(() => import('./reduce-tree'));

export type TreeOps = typeof ReduceTree;
