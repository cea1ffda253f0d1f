// The validation problems of one node (or of the document itself), as a string so that a
// subscription re-renders only when the messages change, not on every keystroke.
import type { Doc, NodeKey } from '../../model';
import { problemsOf } from '../panels/problems-of';

const SEP = '\u0000';

/** The problems of a node (null: those of the document not tied to any node), one per line. */
export function problemLines(doc: Doc, key: NodeKey | null): string {
  return (problemsOf(doc) ?? [])
    .filter((p) => (key === null ? p.nodeId === undefined : p.nodeId === key))
    .map((p) => `${p.severity}${SEP}${p.message.replace(/\n/g, ' ')}`)
    .join('\n');
}

export function parseProblemLines(lines: string): { severity: string; message: string }[] {
  if (lines === '') return [];
  return lines.split('\n').map((line) => {
    const [severity = 'error', message = ''] = line.split(SEP);
    return { severity, message };
  });
}
