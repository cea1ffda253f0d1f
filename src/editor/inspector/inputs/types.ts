import type { FieldSpec, NodeKind } from '../../../model';
import type { FieldBinding } from '../use-field';

/** What every field editor receives. */
export interface FieldEditorProps {
  spec: FieldSpec;
  binding: FieldBinding;
  /** The kind of the node the field belongs to; null for the document's own fields. */
  nodeType: NodeKind | null;
}

export const testId = (name: string) => `field:${name}`;
