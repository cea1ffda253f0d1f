// The inspector: a form for every field of the selected component, or of the document when
// nothing is selected. Reads the store; each field subscribes to its own value.
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useEditor } from '../state/context';
import { nodeIndex, selectSelectedKey } from '../state/selectors';
import type { EditorState } from '../state/store';
import { DocumentForm } from './document/DocumentForm';
import { InspectorHeader } from './InspectorHeader';
import { NodeForm } from './NodeForm';
import { NodeProblems } from './NodeProblems';
import { useFocusRequest } from './use-focus-request';
import './inspector.css';
import { richInputs } from './RichField';

export interface InspectorProps {
  /** Commands for the selected component (move, duplicate, delete), drawn in the header. */
  children?: ReactNode;
}

export function Inspector({ children }: InspectorProps) {
  const selectedKey = useEditor(selectSelectedKey);
  const selectType = useMemo(
    () => (s: EditorState) =>
      selectedKey === null ? null : (nodeIndex(s.doc).get(selectedKey)?.node.kind ?? null),
    [selectedKey],
  );
  const type = useEditor(selectType);
  const shownKey = type === null ? null : selectedKey;
  const root = useRef<HTMLElement>(null);
  useFocusRequest(root, shownKey);

  return (
    <section className="insp" aria-label="Inspector" ref={root} data-testid="inspector">
      <InspectorHeader nodeKey={shownKey} type={type}>
        {shownKey !== null ? children : null}
      </InspectorHeader>
      {shownKey !== null && type !== null ? (
        <NodeForm key={shownKey} nodeKey={shownKey} type={type} />
      ) : (
        <DocumentForm />
      )}
      <NodeProblems nodeKey={shownKey} />
      <LoadRichInputsWhenIdle />
    </section>
  );
}

/** Has the larger editors loaded once the browser is idle, before a field needs one. */
function LoadRichInputsWhenIdle() {
  richInputs.useLoaded();
  return null;
}
