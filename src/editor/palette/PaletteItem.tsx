// One kind in the palette: drag it into the outline, or click it (or press Enter) to add it at
// the best place. Space picks it up for a keyboard drag.
import { memo, useMemo } from 'react';
import type { KeyboardEvent } from 'react';
import type { CatalogEntry, Surface } from '../../model';
import { homeOf } from '../../model';
import { useDragControls } from '../dnd/drag-state';
import { useDragSource } from '../dnd/links';
import type { DragSource } from '../dnd/types';
import { useEditorStore } from '../state/context';
import { bestPlace } from './best-place';
import { describeKind } from './descriptions';

export interface PaletteItemProps {
  entry: CatalogEntry;
  surface: Surface;
}

export const PaletteItem = memo(function PaletteItem({ entry, surface }: PaletteItemProps) {
  const store = useEditorStore();
  const drag = useDragControls();
  const source = useMemo<DragSource>(() => ({ kind: 'palette', type: entry.kind }), [entry.kind]);
  const { attributes, listeners, setNodeRef, isDragging } = useDragSource(source);
  const description = describeKind(entry.kind);
  const descId = `palette-desc-${entry.kind}`;

  const add = () => {
    if (drag.dragging() || drag.justEnded()) return;
    const state = store.getState();
    const place = bestPlace(state.doc, entry.kind, state.selectedKey);
    if (place.ok) state.dispatch(place.action);
    else state.notify('refused', place.reason);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter adds; only Space starts a keyboard drag. Handled here, dnd-kit ignores the event.
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
      return;
    }
    listeners?.onKeyDown?.(e);
  };

  return (
    <li className="palette-entry">
      <button
        type="button"
        ref={setNodeRef}
        className={`palette-item${isDragging ? ' is-dragging' : ''}`}
        data-testid={`palette-item:${entry.kind}`}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        // The button's own click on Space release would add a second copy after a keyboard drop.
        onKeyUp={(e) => {
          if (e.key === ' ') e.preventDefault();
        }}
        onClick={add}
        title={`${description} ${homeOf(entry.kind, surface)}`}
        aria-label={`Add ${entry.name}`}
        aria-describedby={`${descId} ${attributes['aria-describedby']}`}
      >
        <span className="palette-name">{entry.name}</span>
        <span className="palette-desc" id={descId}>
          {description}
        </span>
      </button>
    </li>
  );
});
