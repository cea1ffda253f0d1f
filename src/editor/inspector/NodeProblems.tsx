// The validation problems of what the inspector shows, under its fields.
// A problem no field here can fix shows its fixes under it.
import type { NodeKey } from '../../model';
import { FixButtons } from '../panels/FixButtons';
import { problemFixes } from '../panels/problems-of';
import { useNodeProblems } from './use-node-problems';

export function NodeProblems({ nodeKey }: { nodeKey: NodeKey | null }) {
  const { doc, problems } = useNodeProblems(nodeKey);
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
