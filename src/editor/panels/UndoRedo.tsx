// Undo and redo buttons, disabled when there is nothing to go back or forward to.
import { useEditor, useEditorStore } from '../state/context';
import { selectCanRedo, selectCanUndo } from '../state/selectors';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function UndoRedo() {
  const store = useEditorStore();
  const canUndo = useEditor(selectCanUndo);
  const canRedo = useEditor(selectCanRedo);
  return (
    <div className="undo-redo" role="group" aria-label="History">
      <button
        type="button"
        className="button-secondary"
        data-testid="undo"
        disabled={!canUndo}
        title={mac ? 'Undo (⌘Z)' : 'Undo (Ctrl+Z)'}
        onClick={() => store.getState().undo()}
      >
        Undo
      </button>
      <button
        type="button"
        className="button-secondary"
        data-testid="redo"
        disabled={!canRedo}
        title={mac ? 'Redo (⇧⌘Z)' : 'Redo (Ctrl+Y)'}
        onClick={() => store.getState().redo()}
      >
        Redo
      </button>
    </div>
  );
}
