// The children of one slot with a drop zone before each and after the last (a single slot, such
// as a Section's accessory, has one zone). Also draws the document's top level.
import { memo, useContext } from 'react';
import type { NodeKey, SlotName } from '../../model';
import { DropZone } from '../dnd/DropZone';
import { chunked, drawnCount, FirstRows } from './first-rows';
import { LazyChunkedRows } from './lazy-chunks';
import { NodeRow } from './NodeRow';

export interface SlotListProps {
  parentKey: NodeKey | null;
  slot: SlotName;
  keys: readonly NodeKey[];
  single: boolean;
  /** aria-level of the rows in this slot. */
  level: number;
  /** The caption over the slot ("Accessory"); none at the top level. */
  title?: string;
  id?: string;
  emptyLabel: string;
  replaceLabel?: string;
}

// Memoised: its keys are the same array while the slot's children are the same (row-view.ts).
export const SlotList = memo(function SlotList(props: SlotListProps) {
  const { parentKey, slot, keys, single, level, title, id, emptyLabel } = props;
  // In the first frame, only the children among the rows a screen shows (first-rows.ts).
  const drawn = drawnCount(keys, useContext(FirstRows));
  const zone = (index: number, label?: string) => (
    <li role="none" className="outline-gap" key={`gap:${index}`}>
      <DropZone
        parentKey={parentKey}
        slot={slot}
        index={index}
        label={label}
        dragLabel={single ? props.replaceLabel : undefined}
        big={parentKey === null && keys.length === 0}
      />
    </li>
  );
  const item = (key: NodeKey, index: number) => [
    ...(single ? [] : [zone(index)]),
    <NodeRow key={key} nodeKey={key} level={level} first={parentKey === null && index === 0} />,
  ];
  // A long top level comes in chunks drawn near the window (row-chunks.tsx), from the first frame.
  const inChunks = parentKey === null && !single && chunked(keys.length);
  const items = [];
  if (keys.length === 0) items.push(zone(0, emptyLabel));
  else if (single) items.push(zone(0));
  if (inChunks) items.push(<LazyChunkedRows key="chunks" keys={keys} item={item} />);
  else keys.slice(0, drawn).forEach((key, index) => items.push(...item(key, index)));
  if (!single && keys.length > 0 && (inChunks || drawn === keys.length))
    items.push(zone(keys.length));

  if (parentKey === null) {
    return (
      <ul className="outline-tree" role="tree" aria-label="Outline">
        {items}
      </ul>
    );
  }
  return (
    <div className="outline-slot" data-slot-name={slot}>
      {title && (
        <div className="outline-slot-title" aria-hidden="true">
          {title}
        </div>
      )}
      <ul className="outline-group" role="group" id={id} aria-label={title}>
        {items}
      </ul>
    </div>
  );
});
