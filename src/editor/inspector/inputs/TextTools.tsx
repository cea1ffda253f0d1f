// A row of small tools under a markdown or multi-line text box, each putting text in at the
// caret: the emoji picker now; room for more (mentions, timestamps) beside it. In the first load,
// so each tool loads what it opens on first use.
import { memo } from 'react';
import { toMarkdown } from '../../emoji/emoji-choice';
import { PickerButton } from '../../emoji/PickerButton';
import type { InsertAtCaret } from './text-insert';

interface TextToolsProps {
  /** The field's name, for test ids. */
  name: string;
  label: string;
  insert: InsertAtCaret;
}

/** Memoised: `insert` is the same function from keystroke to keystroke (see useInsertAtCaret). */
export const TextTools = memo(function TextTools({ name, label, insert }: TextToolsProps) {
  return (
    <div className="insp-text-tools" role="group" aria-label={`${label}: insert`}>
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
    </div>
  );
});
