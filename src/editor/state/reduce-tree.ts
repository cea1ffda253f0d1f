// The actions that change the tree of components (add, move, replace, remove, duplicate, wrap,
// update, restyle): they need placement and the tree operations, which the first frame does not,
// so this is a chunk of its own (tree-later.ts). Lazy-only: reached through treeOps, or statically
// by code that is itself lazy (resolve-drop.ts, for the drag layer and the row commands).
import {
  duplicateNode,
  entryOf,
  findNode,
  insertNode,
  makeNode,
  moveNode,
  newNode,
  removeNode,
  replaceNode,
  restyleButton,
  updateNode,
  wrapNode,
} from '../../model';
import type { Doc, Node } from '../../model';
import type { DragSource } from '../dnd/types';
import type { ReduceResult, TreeAction } from './actions';
import { changesNothing, done } from './reducer';

/** The node a drag source stands for: a fresh component, or the one being moved. */
export function nodeForSource(doc: Doc, source: DragSource): Node | null {
  if (source.kind === 'node') return findNode(doc, source.key)?.node ?? null;
  // A kind from outside the catalog (a stale drag, a hand-made action) must refuse, not throw.
  return entryOf(source.type) ? newNode(doc, source.type) : null;
}

/** Applies one tree action to the document. Never throws; a refused action says why. */
export function reduceTree(doc: Doc, action: TreeAction): ReduceResult {
  switch (action.type) {
    case 'add': {
      const node = nodeForSource(doc, { kind: 'palette', type: action.kind });
      if (!node) return { ok: false, reason: `Component type ${action.kind} does not exist.` };
      return done(insertNode(doc, node, action.target), node.key);
    }
    case 'move':
      return done(moveNode(doc, action.key, action.target), action.key);
    case 'replace': {
      const node = nodeForSource(doc, action.source);
      if (!node)
        return {
          ok: false,
          reason:
            action.source.kind === 'node'
              ? 'That component no longer exists.'
              : `Component type ${action.source.type} does not exist.`,
        };
      return done(replaceNode(doc, action.oldKey, node), node.key);
    }
    case 'remove':
      return done(removeNode(doc, action.key), null);
    case 'duplicate': {
      const result = duplicateNode(doc, action.key);
      return result.ok ? { ok: true, doc: result.doc, select: result.copy } : result;
    }
    case 'wrap': {
      const container = makeNode('container', { accent_color: null });
      return done(wrapNode(doc, action.key, container), container.key);
    }
    case 'update': {
      const node = findNode(doc, action.key)?.node;
      if (node && changesNothing(node.props, action.patch)) return { ok: true, doc };
      return done(updateNode(doc, action.key, action.patch));
    }
    case 'restyle': {
      const node = findNode(doc, action.key)?.node;
      if (node && node.props.style === action.style) return { ok: true, doc };
      return done(restyleButton(doc, action.key, action.style));
    }
  }
}
