// The payload Discord would receive for the current design, as JSON text. It follows the document
// a moment behind typing (useThrottledDoc), so a keystroke never waits for it.
import { memo, useMemo } from 'react';
import { nodeToPayload, surfaceOfEnvelope, toPayload } from '../../model';
import type { Doc, Envelope, Node } from '../../model';
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
      text =
        target === 'commands'
          ? setText(doc.nodes, minify)
          : JSON.stringify(toPayload(doc, target), null, minify ? undefined : 2);
    } catch (error) {
      text = `// This design cannot be exported: ${error instanceof Error ? error.message : String(error)}`;
    }
    byTarget.set(key, text);
  }
  return text;
}

// A keystroke changes one command of a set: the others keep their node objects, and their text.
const commandTexts = new WeakMap<Node, { pretty?: string; minified?: string }>();

/** Each command's text in a bulk overwrite list, made once per node. */
function commandTextsOf(nodes: readonly Node[], minify: boolean): string[] {
  return nodes.map((node) => {
    let texts = commandTexts.get(node);
    if (!texts) commandTexts.set(node, (texts = {}));
    if (minify) return (texts.minified ??= JSON.stringify(nodeToPayload(node)));
    // Inside the list, every line of a command is indented one level further. Lines end at \n
    // only: a regex's ^ would also start one after a U+2028 inside a string, which JSON keeps raw.
    return (texts.pretty ??= `  ${JSON.stringify(nodeToPayload(node), null, 2).replace(/\n/g, '\n  ')}`);
  });
}

/** A bulk overwrite list as JSON.stringify writes it. */
export function setText(nodes: readonly Node[], minify: boolean): string {
  const items = commandTextsOf(nodes, minify);
  if (minify) return `[${items.join(',')}]`;
  return items.length === 0 ? '[]' : `[\n${items.join(',\n')}\n]`;
}

/** The pieces the pre shows: a set's pretty text a command each, other texts by lines. */
function chunksFor(doc: Doc, envelope: Envelope | null, minify: boolean): string[] {
  const target = envelope && surfaceOfEnvelope(envelope) === doc.surface ? envelope : doc.envelope;
  if (target !== 'commands' || minify || doc.nodes.length < 2)
    return chunksOf(payloadText(doc, envelope, minify));
  const items = commandTextsOf(doc.nodes, false);
  const last = items.length - 1;
  return ['[\n', ...items.map((t, i) => (i === last ? `${t}\n]` : `${t},\n`))];
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
  const chunks = useMemo(
    () => (format ? chunksOf(format(doc)) : chunksFor(doc, envelope, minify)),
    [doc, envelope, minify, format],
  );
  return (
    <pre className={className ?? 'payload-json'} data-testid={testId} tabIndex={0}>
      {chunks.length === 1 ? chunks[0] : chunks.map((chunk, i) => <Chunk key={i} text={chunk} />)}
    </pre>
  );
}

/** Lines per chunk of a long text. */
export const CHUNK_LINES = 60;

/** The text in pieces of CHUNK_LINES lines (each but the last ending in its newline). */
export function chunksOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length <= CHUNK_LINES) return [text];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += CHUNK_LINES) {
    const last = i + CHUNK_LINES >= lines.length;
    out.push(lines.slice(i, i + CHUNK_LINES).join('\n') + (last ? '' : '\n'));
  }
  return out;
}

// A 100-command set is 300 kB of JSON: one text node would be laid out again whole on every
// change. In chunks (a command each, or 60 lines), an edit redraws the chunk it is in, and chunks
// out of view are skipped.
const Chunk = memo(function Chunk({ text }: { text: string }) {
  return <span className="payload-chunk">{text}</span>;
});
