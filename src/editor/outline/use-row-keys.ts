// Keyboard use of an outline row: arrows move through the tree (and select, so the inspector
// follows), Alt+arrows move the node, Ctrl/Cmd+D duplicates, Delete removes.
import { useCallback } from 'react';
import type { KeyboardEvent } from 'react';
import type { NodeKey } from '../../model';
import { useDragControls } from '../dnd/drag-state';
import { focusRowLater, rowOf } from '../dnd/focus';
import { useEditorStore } from '../state/context';
import { duplicate, moveBy, remove } from './commands';
import { NAVIGATION_KEYS, keyAfterRemoval, treeMove } from './navigation';
import { flattenTree } from './tree';

/** The key handler of one outline row. */
export function useRowKeys(nodeKey: NodeKey) {
  const store = useEditorStore();
  const drag = useDragControls();
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      // During a keyboard drag the arrows belong to the drag; inside the toolbar, to its buttons.
      if (drag.dragging()) return;
      const target = e.target as HTMLElement;
      const onRow = target === e.currentTarget;
      if (!onRow && !target.hasAttribute('data-drag-handle')) return;
      const rows = () => flattenTree(store.getState().doc, store.getState().collapsed);
      const mod = e.ctrlKey || e.metaKey;
      let handled = true;
      if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
        const dir = e.key === 'ArrowUp' ? 'up' : 'down';
        moveBy(store, nodeKey, dir, (moved) => {
          if (moved) focusRowLater(nodeKey, undefined, true);
          else
            store.getState().notify('info', `There is no place further ${dir} for this component.`);
        });
      } else if (mod && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'd') {
        duplicate(store, nodeKey, (done) => {
          const copy = store.getState().selectedKey;
          if (done && copy) focusRowLater(copy, undefined, true);
        });
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        const next = keyAfterRemoval(rows(), nodeKey);
        remove(store, nodeKey, (done) => {
          if (done && next) focusRowLater(next, undefined, true);
        });
      } else if (e.altKey || mod || !onRow) {
        handled = false;
      } else if (NAVIGATION_KEYS.has(e.key)) {
        const move = treeMove(rows(), nodeKey, e.key);
        if (move && 'toggle' in move) store.getState().toggleCollapsed(move.toggle);
        else if (move) {
          // A row of a long outline's chunk not drawn yet (End) comes with the selection.
          const to = rowOf(move.focus);
          if (to) to.focus();
          else focusRowLater(move.focus, undefined, true);
          store.getState().select(move.focus);
        }
      } else if (e.key === 'Enter' || e.key === ' ') {
        store.getState().select(nodeKey);
      } else if (e.key === 'Escape') {
        // Back to the document's own fields (a modal's title, a legacy message's content).
        store.getState().select(null);
      } else {
        handled = false;
      }
      if (handled) e.preventDefault();
    },
    [store, drag, nodeKey],
  );
}
