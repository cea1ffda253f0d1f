// One kind in the palette: drag it into the outline, or click it (or press Enter) to add it at
// the best place. Space picks it up for a keyboard drag. Where a click puts it (best-place.ts) is
// a chunk of its own, asked for once the palette is drawn: a click that comes sooner waits for it.
import { memo, useMemo } from 'react';
import type { KeyboardEvent } from 'react';
import type { CatalogEntry, Doc, NewKind, NodeKey, Surface } from '../../model';
import { homeOf } from '../../model';
import { lazyModule } from '../../preview';
import { useDragControls } from '../dnd/drag-state';
import { useDragSource } from '../dnd/links';
import type { DragSource } from '../dnd/types';
import { useEditorStore } from '../state/context';
import { treeOps } from '../state/tree-later';
import type { Placement } from './best-place';
import { describeKind } from './descriptions';

// With the code that applies the add (tree-later.ts): a place is worked out against the document
// as it is once every earlier edit has applied.
const placing = lazyModule(() =>
  Promise.all([import('./best-place'), treeOps.load()]).then(([module]) => module),
);
/** Loads where a click puts a kind (tests that click at once; the palette asks when idle). */
export const loadPlacing = placing.load;
/** Asks for it once the browser is idle after the palette is drawn (Palette). */
export const usePlacing = () => void placing.useLoaded();

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
    // Worked out against the document as it is when the code is there, as a drop is.
    const place = (best: (doc: Doc, type: NewKind, selected: NodeKey | null) => Placement) => {
      const state = store.getState();
      const placement = best(state.doc, entry.kind, state.selectedKey);
      if (placement.ok) state.dispatch(placement.action);
      else state.notify('refused', placement.reason);
    };
    const loaded = placing.get();
    if (loaded) return place(loaded.bestPlace);
    placing.load().then(
      (m) => place(m.bestPlace),
      (error: unknown) =>
        store.getState().notify('refused', `Adding could not load: ${String(error)}`),
    );
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
