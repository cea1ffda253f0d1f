import type { ClipboardEvent } from 'react';
import { useId } from 'react';

/**
 * Longer text is checked but not put in the textarea: laying out a multi-megabyte textarea takes
 * Chromium seconds, far longer than validating it.
 */
export const MAX_EDITABLE_CHARS = 1_000_000;
const PREVIEW_CHARS = 4_000;

interface Props {
  text: string;
  source: string;
  onType: (text: string) => void;
  onPasteLarge: (text: string) => void;
}

export function PayloadField({ text, source, onType, onPasteLarge }: Props) {
  const id = useId();
  const large = text.length > MAX_EDITABLE_CHARS;

  function paste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    const el = event.currentTarget;
    // Only a paste that replaces everything can skip the textarea; a partial one must be merged.
    const replacesAll = el.selectionStart === 0 && el.selectionEnd === el.value.length;
    if (pasted.length > MAX_EDITABLE_CHARS && replacesAll) {
      event.preventDefault();
      onPasteLarge(pasted);
    }
  }

  return (
    <>
      <div id={`${id}-label`} className="field field-block">
        <span>
          JSON payload
          {source !== '' && (
            <span className="source" data-testid="source">
              {' '}
              — {source}
            </span>
          )}
        </span>
      </div>
      {large ? (
        <div
          className="payload payload-large"
          role="region"
          aria-labelledby={`${id}-label`}
          data-testid="payload-large"
        >
          <p>
            This payload has {text.length.toLocaleString('en-US')} characters, too many to edit
            here, so it is checked as it is. Clear it to type or paste again.
          </p>
          <pre aria-label="The start of the payload">{text.slice(0, PREVIEW_CHARS)}…</pre>
        </div>
      ) : (
        <textarea
          aria-labelledby={`${id}-label`}
          data-testid="payload-input"
          className="payload"
          value={text}
          onChange={(e) => onType(e.currentTarget.value)}
          onPaste={paste}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          wrap="off"
          placeholder={'{\n  "flags": 32768,\n  "components": [ … ]\n}'}
          aria-describedby={`${id}-hint`}
        />
      )}
      <p id={`${id}-hint`} className="hint">
        A message body, webhook body, interaction response (type 4, 7 or 9), bare modal, one
        application command, a list of them or a command permissions body. Nothing leaves your
        browser.
      </p>
    </>
  );
}
