// Keyboard use of an outline row: arrows move through the tree (and select, so the inspector
// follows), Alt+arrows move the node, Ctrl/Cmd+D duplicates, Delete removes.
import { useCallback } from 'react';
import type { KeyboardEvent } from 'react';
import type { NodeKey } from '../../model';
import { useDragControls } from '../dnd/drag-state';
import { focusRowLater } from '../dnd/focus';
import { useEditorStore } from '../state/context';
import { duplicate, moveBy, remove } from './commands';
import {
  firstChildRow,
  keyAfterRemoval,
  keyOfRow,
  parentRow,
  rowBeside,
  visibleRows,
} from './navigation';

export function useRowKeys(nodeKey: NodeKey, expandable: boolean, collapsed: boolean) {
  const store = useEditorStore();
  const drag = useDragControls();
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      // During a keyboard drag the arrows belong to the drag; inside the toolbar, to its buttons.
      if (drag.dragging()) return;
      const target = e.target as HTMLElement;
      const onRow = target === e.currentTarget;
      if (!onRow && !target.hasAttribute('data-drag-handle')) return;
      const row = e.currentTarget;
      const go = (to: HTMLElement | null | undefined) => {
        const key = keyOfRow(to);
        if (!to || !key) return;
        to.focus();
        store.getState().select(key);
      };
      const mod = e.ctrlKey || e.metaKey;
      let handled = true;
      if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
        const dir = e.key === 'ArrowUp' ? 'up' : 'down';
        if (moveBy(store, nodeKey, dir)) focusRowLater(nodeKey, undefined, true);
        else
          store.getState().notify('info', `There is no place further ${dir} for this component.`);
      } else if (mod && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'd') {
        if (duplicate(store, nodeKey)) {
          const copy = store.getState().selectedKey;
          if (copy) focusRowLater(copy, undefined, true);
        }
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        const next = keyAfterRemoval(nodeKey);
        if (remove(store, nodeKey) && next) focusRowLater(next, undefined, true);
      } else if (e.altKey || mod || !onRow) {
        handled = false;
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        go(rowBeside(row, e.key === 'ArrowDown' ? 1 : -1));
      } else if (e.key === 'Home' || e.key === 'End') {
        const rows = visibleRows();
        go(e.key === 'Home' ? rows[0] : rows[rows.length - 1]);
      } else if (e.key === 'ArrowRight') {
        if (expandable && collapsed) store.getState().toggleCollapsed(nodeKey);
        else go(firstChildRow(row));
      } else if (e.key === 'ArrowLeft') {
        if (expandable && !collapsed) store.getState().toggleCollapsed(nodeKey);
        else go(parentRow(row));
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
    [store, drag, nodeKey, expandable, collapsed],
  );
}
