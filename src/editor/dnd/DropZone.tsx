// One gap a component can be dropped into. Its look comes from the drag plan: legal zones are
// highlighted, the one under the pointer strongly, refused ones dimmed and never lit.
import { useDroppable } from '@dnd-kit/core';
import { memo, useMemo } from 'react';
import type { NodeKey, SlotName } from '../../model';
import { useDragPlan } from './drag-state';
import type { DropSpot } from './types';
import { spotId } from './types';

export interface DropZoneProps {
  parentKey: NodeKey | null;
  slot: SlotName;
  index: number;
  /** Shown always (an empty slot's invitation); otherwise only while a drag may land here. */
  label?: string;
  /** Shown only during a drag (an occupied accessory: "Replace the accessory"). */
  dragLabel?: string;
  big?: boolean;
}

export const DropZone = memo(function DropZone(props: DropZoneProps) {
  const { parentKey, slot, index, label, dragLabel, big } = props;
  const spot = useMemo<DropSpot>(() => ({ parentKey, slot, index }), [parentKey, slot, index]);
  const id = spotId(spot);
  const { setNodeRef, isOver } = useDroppable({ id, data: spot });
  const plan = useDragPlan();
  const state = plan?.status.get(id)?.state;
  const over = isOver && state !== undefined && state !== 'refused';
  const classes = ['dropzone'];
  if (plan) classes.push('is-active');
  if (state) classes.push(`is-${state}`);
  if (over) classes.push('is-over');
  if (label) classes.push('has-label');
  if (big) classes.push('is-big');
  const text = label ?? (plan ? dragLabel : undefined);
  return (
    <div
      ref={setNodeRef}
      className={classes.join(' ')}
      data-testid="dropzone"
      data-parent-key={parentKey ?? 'root'}
      data-slot={slot}
      data-index={index}
      data-state={state}
      data-over={over ? 'true' : undefined}
      aria-hidden={text ? undefined : true}
    >
      {text && <span className="dropzone-label">{text}</span>}
    </div>
  );
});
