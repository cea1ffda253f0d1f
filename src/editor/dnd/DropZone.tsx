// One gap a component can be dropped into. Its look comes from the drag plan: legal zones are
// highlighted, the one under the pointer strongly, refused ones dimmed and never lit.
import { memo, useMemo } from 'react';
import type { NodeKey, SlotName } from '../../model';
import type { DragPlan } from './plan';
import { useDragPlan } from './drag-state';
import { useDropZone } from './links';
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

/**
 * A zone registers with dnd-kit only while a drag is on: idle, the outline's 80-odd gaps are plain
 * boxes, so opening a design does not mount (and re-render for) as many droppables. dnd-kit
 * measures the zones as they register, after they have grown for the drag.
 */
export const DropZone = memo(function DropZone(props: DropZoneProps) {
  const plan = useDragPlan();
  return plan ? <LiveZone {...props} plan={plan} /> : <ZoneBox {...props} />;
});

function LiveZone(props: DropZoneProps & { plan: DragPlan }) {
  const { parentKey, slot, index, plan } = props;
  const spot = useMemo<DropSpot>(() => ({ parentKey, slot, index }), [parentKey, slot, index]);
  const id = spotId(spot);
  const { setNodeRef, isOver } = useDropZone(spot);
  const state = plan.status.get(id)?.state;
  const over = isOver && state !== undefined && state !== 'refused';
  return <ZoneBox {...props} zoneRef={setNodeRef} state={state} over={over} active />;
}

interface BoxProps extends DropZoneProps {
  zoneRef?: (element: HTMLElement | null) => void;
  state?: string;
  over?: boolean;
  active?: boolean;
}

function ZoneBox(props: BoxProps) {
  const { parentKey, slot, index, label, dragLabel, big, zoneRef, state, over, active } = props;
  const classes = ['dropzone'];
  if (active) classes.push('is-active');
  if (state) classes.push(`is-${state}`);
  if (over) classes.push('is-over');
  if (label) classes.push('has-label');
  if (big) classes.push('is-big');
  const text = label ?? (active ? dragLabel : undefined);
  return (
    <div
      ref={zoneRef}
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
}
