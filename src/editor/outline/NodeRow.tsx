// One node of the outline: a row (drag handle, collapse toggle, kind and label, commands when
// selected) and, unless collapsed, its slots. Each row subscribes to what it draws of its own node
// (row-view.ts), so typing in a component re-renders no row unless its first words change.
import { memo, useMemo } from 'react';
import type { NodeKey } from '../../model';
import { entryOf } from '../../model';
import { useDragSource } from '../dnd/links';
import type { DragSource } from '../dnd/types';
import { useEditor, useEditorStore } from '../state/context';
import { ICONS } from './icons';
import { LazyNodeCommands } from './LazyNodeCommands';
import { kindLabel, rowViewSelector } from './row-view';
import { SlotList } from './SlotList';
import { emptySlotLabel, replaceLabel, slotTitle } from './slots';
import { useRowKeys } from './use-row-keys';

export interface NodeRowProps {
  nodeKey: NodeKey;
  level: number;
  /** The first top-level row: the tree's tab stop while nothing is selected. */
  first?: boolean;
}

const NO_KEYS: readonly NodeKey[] = [];

export const NodeRow = memo(function NodeRow({ nodeKey, level, first }: NodeRowProps) {
  const store = useEditorStore();
  const view = useEditor(useMemo(() => rowViewSelector(nodeKey, first === true), [nodeKey, first]));
  const source = useMemo<DragSource>(() => ({ kind: 'node', key: nodeKey }), [nodeKey]);
  const drag = useDragSource(source);
  const entry = view ? entryOf(view.type) : undefined;
  const slots = entry?.slots ?? [];
  const collapsed = view?.collapsed ?? false;
  const onKeyDown = useRowKeys(nodeKey);
  if (!view) return null;

  const { label, described, selected } = view;
  const tabbable = selected || view.tabStop;
  const groupId = (slot: string) => `outline-${nodeKey}-${slot}`;
  const open = slots.length > 0 && !collapsed;
  const classes = ['outline-row'];
  if (selected) classes.push('is-selected');
  if (drag.isDragging) classes.push('is-dragging');

  return (
    <li role="none" className="outline-item">
      <div
        ref={drag.setNodeRef}
        role="treeitem"
        aria-level={level}
        aria-selected={selected}
        aria-expanded={slots.length > 0 ? open : undefined}
        aria-owns={open ? slots.map((s) => groupId(s.name)).join(' ') : undefined}
        aria-label={described}
        tabIndex={tabbable ? 0 : -1}
        className={classes.join(' ')}
        data-testid="node"
        data-kind={entry?.kind ?? 'unknown'}
        data-node-key={nodeKey}
        onClick={() => store.getState().select(nodeKey)}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          ref={drag.setActivatorNodeRef}
          className="outline-handle"
          data-testid="drag-handle"
          data-drag-handle=""
          {...drag.attributes}
          {...drag.listeners}
          aria-label={`Drag ${described}`}
          tabIndex={tabbable ? 0 : -1}
        >
          {ICONS.grip}
        </button>
        {slots.length > 0 ? (
          <button
            type="button"
            className="outline-toggle"
            aria-label={collapsed ? `Expand ${described}` : `Collapse ${described}`}
            tabIndex={-1}
            onClick={(e) => {
              e.stopPropagation();
              store.getState().toggleCollapsed(nodeKey);
            }}
          >
            {collapsed ? ICONS.collapsed : ICONS.expanded}
          </button>
        ) : (
          <span className="outline-toggle-space" />
        )}
        <span className="outline-kind">{kindLabel(view.type)}</span>
        {label && <span className="outline-label">{label}</span>}
        {selected && <LazyNodeCommands nodeKey={nodeKey} compact />}
      </div>
      {open && (
        <div className="outline-slots">
          {slots.map((spec, i) => (
            <SlotList
              key={spec.name}
              parentKey={nodeKey}
              slot={spec.name}
              keys={view.slots[i] ?? NO_KEYS}
              single={spec.single}
              level={level + 1}
              title={slotTitle(view.type, spec)}
              id={groupId(spec.name)}
              emptyLabel={emptySlotLabel(view.type, spec)}
              replaceLabel={replaceLabel(spec)}
            />
          ))}
        </div>
      )}
    </li>
  );
});
