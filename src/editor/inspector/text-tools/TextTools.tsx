// The row of helpers under a multi-line field: each is a button that opens its own panel (loaded
// when first asked for) and inserts what the person picks at the field's caret: emoji under every
// multi-line field, mentions and timestamps under markdown ones. A helper is one component taking
// `TextToolProps`; add it to the row below.
import { memo } from 'react';
import { toMarkdown } from '../../emoji/emoji-choice';
import { PickerButton } from '../../emoji/PickerButton';
import { MentionTool } from './MentionTool';
import type { InsertText } from './use-insert-at-caret';
import './text-tools.css';

/** What every helper in the row gets. */
export interface TextToolProps {
  /** Inserts at the field's caret (replacing its selection) as one undo step. */
  insert: InsertText;
  /** The field's label, for the helpers' accessible names. */
  fieldLabel: string;
}

interface TextToolsProps {
  /** The field's name, for test ids. */
  name: string;
  label: string;
  /** Markdown text: mentions and timestamps are offered too. */
  markdown: boolean;
  insert: InsertText;
}

/** Memoised: `insert` is the same function from keystroke to keystroke (see useInsertAtCaret). */
export const TextTools = memo(function TextTools({
  name,
  label,
  markdown,
  insert,
}: TextToolsProps) {
  return (
    <div className="text-tools" role="group" aria-label={`Insert into ${label}`}>
      <PickerButton
        title={`Emoji for ${label}`}
        ariaLabel="Insert emoji"
        className="insp-tool"
        testId={`emoji-button:${name}`}
        // The caret comes back to the text box, after the emoji (see useInsertAtCaret).
        onPick={(choice) => insert(toMarkdown(choice))}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="7.25" cy="8" r="1.25" fill="currentColor" />
          <circle cx="12.75" cy="8" r="1.25" fill="currentColor" />
          <path d="M6.5 12a4 4 0 0 0 7 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </PickerButton>
      {markdown && <MentionTool insert={insert} fieldLabel={label} />}
    </div>
  );
});
