// The row of helpers under a markdown field: each is a button that opens its own panel (loaded
// when first asked for) and inserts what the person picks at the field's caret. A helper is one
// component taking `TextToolProps`; add it to the row below.
import type { RefObject } from 'react';
import type { FieldBinding } from '../use-field';
import { MentionTool } from './MentionTool';
import type { InsertText } from './use-insert-at-caret';
import { useInsertAtCaret } from './use-insert-at-caret';
import './text-tools.css';

/** What every helper in the row gets. */
export interface TextToolProps {
  /** Inserts at the field's caret (replacing its selection) as one undo step. */
  insert: InsertText;
  /** The field's label, for the helpers' accessible names. */
  fieldLabel: string;
}

interface TextToolsProps {
  /** The field's text box. */
  target: RefObject<HTMLTextAreaElement | null>;
  binding: FieldBinding;
  /** The field's text now (the caret is put back after each change of it). */
  value: string;
  label: string;
}

export function TextTools({ target, binding, value, label }: TextToolsProps) {
  const insert = useInsertAtCaret(target, binding, value);
  return (
    <div className="text-tools" role="group" aria-label={`Insert into ${label}`}>
      <MentionTool insert={insert} fieldLabel={label} />
    </div>
  );
}
