// The model's problems of one field (or one entry of it), in the model's words, beside the
// control they are about.
import type { PlacedProblem } from './field-problems';

interface ProblemNotesProps {
  problems: readonly PlacedProblem[];
  id?: string;
}

export function ProblemNotes({ problems, id }: ProblemNotesProps) {
  if (problems.length === 0) return null;
  return (
    <ul className="cmd-problems" id={id}>
      {problems.map(({ problem }, i) => (
        <li key={i} data-severity={problem.severity}>
          <span className="visually-hidden">
            {problem.severity === 'error' ? 'Error' : 'Warning'}:{' '}
          </span>
          {problem.message}
        </li>
      ))}
    </ul>
  );
}
