// Move up, Move down, Duplicate, Delete and Wrap in Container for one node: the plain commands
// that do without a mouse what dragging does. Shown on the selected outline row, from a chunk of
// its own drawn after the first frame (LazyNodeCommands.tsx); the inspector may show them too.
import { memo, useCallback } from 'react';
import type { MouseEvent } from 'react';
import type { NodeKey } from '../../model';
import { focusRowLater } from '../dnd/focus';
import { useEditor, useEditorStore } from '../state/context';
import type { EditorState } from '../state/store';
import { canMove, canWrap, useCommandsLoaded } from './command-checks';
import { duplicate, moveBy, remove, wrap } from './commands';
import { COMMAND_ICONS } from './command-icons';

export interface NodeCommandsProps {
  nodeKey: NodeKey;
  /** Icons only (the outline row); the inspector shows words too. */
  compact?: boolean;
}

interface Command {
  id: 'move-up' | 'move-down' | 'duplicate' | 'delete' | 'wrap';
  label: string;
  shortcut?: string;
}

const COMMANDS: readonly Command[] = [
  { id: 'move-up', label: 'Move up', shortcut: 'Alt+ArrowUp' },
  { id: 'move-down', label: 'Move down', shortcut: 'Alt+ArrowDown' },
  { id: 'duplicate', label: 'Duplicate', shortcut: 'Control+D' },
  { id: 'delete', label: 'Delete', shortcut: 'Delete' },
  { id: 'wrap', label: 'Wrap in Container' },
];

export const NodeCommands = memo(function NodeCommands({ nodeKey, compact }: NodeCommandsProps) {
  const store = useEditorStore();
  // Re-renders once Move up / Move down can be worked out (offered until then).
  const loaded = useCommandsLoaded();
  const up = useEditor(
    useCallback((s: EditorState) => !loaded || canMove(s.doc, nodeKey, 'up'), [nodeKey, loaded]),
  );
  const down = useEditor(
    useCallback((s: EditorState) => !loaded || canMove(s.doc, nodeKey, 'down'), [nodeKey, loaded]),
  );
  const wrappable = useEditor(useCallback((s: EditorState) => canWrap(s.doc, nodeKey), [nodeKey]));

  const run = (id: Command['id'], event: MouseEvent) => {
    // The row around the toolbar selects on click; the command decides the selection itself.
    event.stopPropagation();
    const testId = `[data-testid="command:${id}"]`;
    switch (id) {
      case 'move-up':
      case 'move-down':
        moveBy(store, nodeKey, id === 'move-up' ? 'up' : 'down', (moved) => {
          if (moved) focusRowLater(nodeKey, testId);
        });
        return;
      case 'duplicate':
        duplicate(store, nodeKey, (done) => {
          const copy = store.getState().selectedKey;
          if (done && copy) focusRowLater(copy, testId);
        });
        return;
      case 'delete':
        remove(store, nodeKey);
        return;
      case 'wrap':
        wrap(store, nodeKey, (done) => {
          if (done) focusRowLater(nodeKey);
        });
        return;
    }
  };

  const shown = COMMANDS.filter((c) => c.id !== 'wrap' || wrappable);
  return (
    <div
      className={`node-commands${compact ? ' is-compact' : ''}`}
      role="toolbar"
      aria-label="Component commands"
    >
      {shown.map((c) => (
        <button
          key={c.id}
          type="button"
          className={`node-command node-command-${c.id}`}
          data-testid={`command:${c.id}`}
          aria-label={c.label}
          aria-keyshortcuts={c.shortcut}
          title={c.shortcut ? `${c.label} (${c.shortcut.replace('Control', 'Ctrl')})` : c.label}
          disabled={(c.id === 'move-up' && !up) || (c.id === 'move-down' && !down)}
          onClick={(e) => run(c.id, e)}
        >
          {COMMAND_ICONS[c.id]}
          {!compact && <span className="node-command-text">{c.label}</span>}
        </button>
      ))}
    </div>
  );
});
