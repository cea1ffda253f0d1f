// The validation problems of what the inspector shows, under its fields.
import { useMemo } from 'react';
import type { NodeKey } from '../../model';
import { useEditor } from '../state/context';
import type { EditorState } from '../state/store';
import { useValidatorReady } from '../panels/problems-of';
import { parseProblemLines, problemLines } from './problems';

export function NodeProblems({ nodeKey }: { nodeKey: NodeKey | null }) {
  const ready = useValidatorReady();
  const selectLines = useMemo(
    () => (s: EditorState) => (ready ? problemLines(s.doc, nodeKey) : ''),
    [nodeKey, ready],
  );
  const problems = parseProblemLines(useEditor(selectLines));
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
