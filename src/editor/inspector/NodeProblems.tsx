// The validation problems of what the inspector shows, under its fields. Like the problems panel
// they follow the document a moment behind typing, so a keystroke does not validate.
// A problem no field here can fix shows its fixes under it.
import type { NodeKey } from '../../model';
import { FixButtons } from '../panels/FixButtons';
import { problemFixes, problemsOf, useValidatorReady } from '../panels/problems-of';
import { useThrottledDoc } from '../panels/use-throttled-doc';

export function NodeProblems({ nodeKey }: { nodeKey: NodeKey | null }) {
  const ready = useValidatorReady();
  const doc = useThrottledDoc();
  const problems = ready
    ? (problemsOf(doc) ?? []).filter((p) =>
        nodeKey === null ? p.nodeId === undefined : p.nodeId === nodeKey,
      )
    : [];
  if (problems.length === 0) return null;
  return (
    <ul className="insp-problems" aria-label="Problems here" data-testid="inspector-problems">
      {problems.map((p, i) => (
        <li key={i} className="insp-problem" data-severity={p.severity}>
          <span className="visually-hidden">{p.severity === 'error' ? 'Error' : 'Warning'}: </span>
          {p.message}
          <FixButtons fixes={problemFixes(doc, p)} />
        </li>
      ))}
    </ul>
  );
}
