// The validation problems of one node (or of the document itself), as a string so that a
// subscription re-renders only when the messages change, not on every keystroke.
import { validate } from '../../model';
import type { Doc, NodeKey, Problem } from '../../model';

const cache = new WeakMap<Doc, Problem[]>();

function problemsOf(doc: Doc): Problem[] {
  let problems = cache.get(doc);
  if (!problems) {
    try {
      problems = validate(doc);
    } catch {
      problems = [];
    }
    cache.set(doc, problems);
  }
  return problems;
}

const SEP = '\u0000';

/** The problems of a node (null: those of the document not tied to any node), one per line. */
export function problemLines(doc: Doc, key: NodeKey | null): string {
  return problemsOf(doc)
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
