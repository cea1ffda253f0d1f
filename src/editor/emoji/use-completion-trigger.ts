// The first-load half of `:shortcode:` completion: one short regex test per keystroke until a
// keystroke first looks like a shortcode being typed; then the completion (its own chunk, with
// the emoji data behind it) is mounted for the box and follows it from there.
import { useState } from 'react';
import { findShortcodeQuery } from './shortcode-trigger';

type TextBox = HTMLTextAreaElement | HTMLInputElement;

export interface CompletionTrigger {
  /** Whether the completion is mounted for this box. */
  armed: boolean;
  /** Call with the box after each change of its text. */
  onInput: (box: TextBox) => void;
}

export function useCompletionTrigger(enabled: boolean): CompletionTrigger {
  const [armed, setArmed] = useState(false);
  return {
    armed,
    onInput: (box) => {
      if (armed || !enabled) return;
      if (findShortcodeQuery(box.value, box.selectionStart ?? box.value.length)) setArmed(true);
    },
  };
}
