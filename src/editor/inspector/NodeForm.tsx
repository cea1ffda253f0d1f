// The fields of one node. Subscribes only to which fields are shown (a string), so typing into a
// field re-renders that field alone.
import type { NodeKind } from '../../model';
import { useMemo } from 'react';
import { entryOf, fieldsOf } from '../../model';
import type { NodeKey } from '../../model';
import { useEditor } from '../state/context';
import { nodeIndex } from '../state/selectors';
import type { EditorState } from '../state/store';
import { FieldControl } from './FieldControl';
import { HeldNote } from './HeldNote';
import { CommandCounters } from './commands/CommandCounters';
import { visibleFields } from './visible-fields';
import { isCommandFamily } from '../../model/commands';

interface NodeFormProps {
  nodeKey: NodeKey;
  type: NodeKind;
}

export function NodeForm({ nodeKey, type }: NodeFormProps) {
  const selectNames = useMemo(
    () => (s: EditorState) => {
      const node = nodeIndex(s.doc).get(nodeKey)?.node;
      return node
        ? visibleFields(node, s.doc.surface)
            .map((f) => f.name)
            .join(' ')
        : '';
    },
    [nodeKey],
  );
  const names = useEditor(selectNames);
  const specs = useMemo(() => {
    const shown = new Set(names.split(' '));
    return fieldsOf(type).filter((f) => shown.has(f.name));
  }, [names, type]);

  if (!entryOf(type))
    return (
      <p className="insp-empty">
        Discord has no component of type {type}. Remove it, or import a corrected payload.
      </p>
    );
  return (
    <div className="insp-fields">
      {isCommandFamily(type) && <CommandCounters nodeKey={nodeKey} />}
      {specs.map((spec) => (
        <FieldControl key={spec.name} spec={spec} nodeKey={nodeKey} nodeType={type} />
      ))}
      <HeldNote nodeKey={nodeKey} />
    </div>
  );
}
