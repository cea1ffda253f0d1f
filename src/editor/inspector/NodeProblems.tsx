// The validation problems of what the inspector shows, under its fields. Like the problems panel
// they follow the document a moment behind typing, so a keystroke does not validate.
import { useMemo } from 'react';
import type { NodeKey } from '../../model';
import { useValidatorReady } from '../panels/problems-of';
import { useThrottledDoc } from '../panels/use-throttled-doc';
import { parseProblemLines, problemLines } from './problems';

export function NodeProblems({ nodeKey }: { nodeKey: NodeKey | null }) {
  const ready = useValidatorReady();
  const doc = useThrottledDoc();
  const lines = ready ? problemLines(doc, nodeKey) : '';
  const problems = useMemo(() => parseProblemLines(lines), [lines]);
  if (problems.length === 0) return null;
  return (
    <ul className="insp-problems" aria-label="Problems here" data-testid="inspector-problems">
      {problems.map((p, i) => (
        <li key={i} className="insp-problem" data-severity={p.severity}>
          <span className="visually-hidden">{p.severity === 'error' ? 'Error' : 'Warning'}: </span>
          {p.message}
        </li>
      ))}
    </ul>
  );
}
