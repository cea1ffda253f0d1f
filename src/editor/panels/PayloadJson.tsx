// The payload Discord would receive for the current design, as JSON text. It follows the document
// a moment behind typing (useThrottledDoc), so a keystroke never waits for it.
import { useMemo } from 'react';
import { surfaceOfEnvelope, toPayload } from '../../model';
import type { Doc, Envelope } from '../../model';
import { useThrottledDoc } from './use-throttled-doc';

const texts = new WeakMap<Doc, Map<string, string>>();

/**
 * The payload of a document version as JSON text, pretty or minified, in `envelope` when that
 * fits the document's surface and in the document's own envelope otherwise (computed once each).
 */
export function payloadText(doc: Doc, envelope?: Envelope | null, minify = false): string {
  const target = envelope && surfaceOfEnvelope(envelope) === doc.surface ? envelope : doc.envelope;
  let byTarget = texts.get(doc);
  if (!byTarget) texts.set(doc, (byTarget = new Map()));
  const key = `${target}|${minify}`;
  let text = byTarget.get(key);
  if (text === undefined) {
    try {
      text = JSON.stringify(toPayload(doc, target), null, minify ? undefined : 2);
    } catch (error) {
      text = `// This design cannot be exported: ${error instanceof Error ? error.message : String(error)}`;
    }
    byTarget.set(key, text);
  }
  return text;
}

export interface PayloadJsonProps {
  className?: string;
  /** The target to show the payload for (see payloadText); the design's own by default. */
  envelope?: Envelope | null;
  minify?: boolean;
  /**
   * Shows other text made from the document instead (the export panel's code); it is called
   * once per document version and should be a stable function.
   */
  format?: (doc: Doc) => string;
  testId?: string;
}

export function PayloadJson({
  className,
  envelope = null,
  minify = false,
  format,
  testId = 'payload-json',
}: PayloadJsonProps) {
  const doc = useThrottledDoc();
  const text = useMemo(
    () => (format ? format(doc) : payloadText(doc, envelope, minify)),
    [doc, envelope, minify, format],
  );
  return (
    <pre className={className ?? 'payload-json'} data-testid={testId} tabIndex={0}>
      {text}
    </pre>
  );
}
