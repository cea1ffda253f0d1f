// The problems of a payload that was not opened: path and sentence, errors first. A huge payload
// can have thousands; the first few hundred are drawn, so the dialog stays quick.
import type { Problem } from '../../model';
import { orderProblems } from './import-check';

export const SHOWN_PROBLEMS = 200;

export function ProblemList({
  problems,
  testId = 'import-problems',
  itemTestId = 'import-problem',
}: {
  problems: readonly Problem[];
  testId?: string;
  itemTestId?: string;
}) {
  const ordered = orderProblems(problems);
  const hidden = ordered.length - SHOWN_PROBLEMS;
  return (
    <>
      <ul className="import-problems" data-testid={testId}>
        {ordered.slice(0, SHOWN_PROBLEMS).map((p, i) => (
          <li
            key={`${i}:${p.path}:${p.code}`}
            className={`import-problem is-${p.severity}`}
            data-testid={itemTestId}
            data-severity={p.severity}
          >
            <span className="visually-hidden">
              {p.severity === 'error' ? 'Error: ' : 'Warning: '}
            </span>
            <code className="import-problem-path">{p.path}</code>
            {' — '}
            <span className="import-problem-message">{p.message}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="import-more">
          … and {hidden} more. Open what can be opened to see them all in the problems panel.
        </p>
      )}
    </>
  );
}
