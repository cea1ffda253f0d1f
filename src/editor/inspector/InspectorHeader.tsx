// What the inspector shows: the component's kind and how a person would name it, or the document.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { kindName } from '../../model';
import type { NodeKey, NodeKind } from '../../model';
import { SURFACE_LABELS } from '../panels/SurfaceSwitch';
import { describeNode } from '../describe';
import { useEditor, useEditorStore } from '../state/context';
import { nodeIndex, selectSurface } from '../state/selectors';
import type { EditorState } from '../state/store';

interface HeaderProps {
  nodeKey: NodeKey | null;
  type: NodeKind | null;
  children?: ReactNode;
}

export function InspectorHeader({ nodeKey, type, children }: HeaderProps) {
  const surface = useEditor(selectSurface);
  const selectDescription = useMemo(
    () => (s: EditorState) => {
      const node = nodeKey === null ? undefined : nodeIndex(s.doc).get(nodeKey)?.node;
      // Only a name worth showing: "Container" under the title "Container" says nothing.
      return node && describeNode(node) !== kindName(node.kind) ? describeNode(node) : '';
    },
    [nodeKey],
  );
  const description = useEditor(selectDescription);
  const store = useEditorStore();
  const title = type === null ? SURFACE_LABELS[surface] : kindName(type);
  return (
    <header className="insp-header">
      <div className="insp-titles">
        <h2 className="insp-title">{title}</h2>
        <p className="insp-subtitle" data-testid="inspector-subject">
          {type === null ? 'Nothing selected: the document’s own fields.' : description}
        </p>
      </div>
      {type !== null && (
        <button
          type="button"
          className="insp-document"
          data-testid="select-document"
          title="Show the document's own fields (Escape in the outline)"
          onClick={() => store.getState().select(null)}
        >
          {surface === 'modal'
            ? 'Modal settings'
            : surface === 'commands'
              ? 'Command set settings'
              : 'Message settings'}
        </button>
      )}
      {children && <div className="insp-commands">{children}</div>}
    </header>
  );
}
