// A Copy button that says "Copied" for a moment after it worked (or "Copy failed").
import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

type State = 'idle' | 'copied' | 'failed';
const LABEL: Record<State, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

export function CopyButton({
  text,
  label = 'Copy',
}: {
  text: string;
  label?: string;
}): ReactElement {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  // A new text to copy starts over.
  const [copiedText, setCopiedText] = useState(text);
  if (copiedText !== text) {
    setCopiedText(text);
    setState('idle');
  }
  return (
    <button
      type="button"
      className={`dp-sim-copy is-${state}`}
      onClick={() => {
        void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'));
      }}
    >
      <span aria-live="polite">{state === 'idle' ? label : LABEL[state]}</span>
    </button>
  );
}
