// The tree of the current document beside the preview: every component as a row with its slots,
// drop zones between them, click to select. Subscribes only to the top level's keys; each row
// subscribes to its own node.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useEditor, useEditorStore } from '../state/context';
import type { EditorState } from '../state/store';
import { useDrawnLater } from '../use-drawn-later';
import { FirstRows, firstRowKeys, rowsThatFit } from './first-rows';
import { toolbarChunk } from './LazyNodeCommands';
import { SlotList } from './SlotList';
import './outline.css';

const selectTopKeys = (s: EditorState) => s.doc.nodes.map((n) => n.key);
const selectIsCommands = (s: EditorState) => s.doc.surface === 'commands';

export function Outline() {
  const keys = useEditor(useShallow(selectTopKeys));
  const commands = useEditor(selectIsCommands);
  const store = useEditorStore();
  // The rows of the first frame, worked out once: after it, every row is drawn.
  const [first] = useState(() => {
    const { doc, collapsed } = store.getState();
    return firstRowKeys(doc, collapsed, rowsThatFit());
  });
  const drawnAll = useDrawnLater();
  // The selected row's toolbar: asked for after the first frame, whether a row is selected or not.
  toolbarChunk.useLoaded(drawnAll ? 'now' : false);
  return (
    <nav
      className="outline"
      aria-label={commands ? 'Commands' : 'Components'}
      data-testid="outline"
    >
      <FirstRows.Provider value={drawnAll ? null : first}>
        <SlotList
          parentKey={null}
          slot="components"
          keys={keys}
          single={false}
          level={1}
          emptyLabel={commands ? 'Drag commands here' : 'Drag components here'}
        />
      </FirstRows.Provider>
    </nav>
  );
}
