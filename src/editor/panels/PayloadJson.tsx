// The payload Discord would receive for the current design, as JSON text. It follows the document
// a moment behind typing (useThrottledDoc), so a keystroke never waits for it.
import { useMemo } from 'react';
import { toPayload } from '../../model';
import type { Doc } from '../../model';
import { useThrottledDoc } from './use-throttled-doc';

const texts = new WeakMap<Doc, string>();

/** The pretty-printed payload of a document version (computed once per version). */
export function payloadText(doc: Doc): string {
  let text = texts.get(doc);
  if (text === undefined) {
    try {
      text = JSON.stringify(toPayload(doc), null, 2);
    } catch (error) {
      text = `// This design cannot be exported: ${error instanceof Error ? error.message : String(error)}`;
    }
    texts.set(doc, text);
  }
  return text;
}

export function PayloadJson({ className }: { className?: string }) {
  const doc = useThrottledDoc();
  const text = useMemo(() => payloadText(doc), [doc]);
  return (
    <pre className={className ?? 'payload-json'} data-testid="payload-json" tabIndex={0}>
      {text}
    </pre>
  );
}
