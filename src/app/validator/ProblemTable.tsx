// The validator's table of problems: severity, path (wrapping before each `.`), sentence and code,
// with the problems of the node picked in the preview marked; a bounded number of rows is drawn.
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { NodeKey, Problem } from '../../model';

/** Rows rendered at most; a 10 MB payload can have many thousands of problems. */
export const MAX_PROBLEM_ROWS = 500;

/** Lets a long path wrap before each `.` instead of in the middle of a name. */
function breakablePath(path: string): ReactNode[] {
  return path.split(/(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

interface Props {
  problems: readonly Problem[];
  /** Problems of this node (picked in the preview) are highlighted. */
  selectedKey?: NodeKey | null;
}

export function ProblemTable({ problems, selectedKey = null }: Props) {
  if (problems.length === 0) {
    return (
      <p className="no-problems" data-testid="no-problems">
        No problems found.
      </p>
    );
  }
  const shown = problems.length > MAX_PROBLEM_ROWS ? problems.slice(0, MAX_PROBLEM_ROWS) : problems;
  const hidden = problems.length - shown.length;
  return (
    <div className="problems-scroll">
      <table className="problems" data-testid="problems">
        <caption className="visually-hidden">Problems found in the payload</caption>
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col" className="path-column">
              Path
            </th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p, i) => (
            // The list is rebuilt on every change and never reordered, so the index is a fine key.
            <tr
              key={i}
              data-testid="problem"
              data-severity={p.severity}
              data-code={p.code}
              data-path={p.path}
              data-selected={selectedKey !== null && p.nodeId === selectedKey}
              className={`problem problem-${p.severity}${selectedKey !== null && p.nodeId === selectedKey ? ' is-selected' : ''}`}
            >
              <td>
                <span className={`badge badge-${p.severity}`}>
                  {p.severity === 'error' ? 'Error' : 'Warning'}
                </span>
              </td>
              <td>
                <code className="path">{breakablePath(p.path)}</code>
              </td>
              <td>
                <span className="message">{p.message}</span>
                <code className="code">{p.code}</code>
              </td>
            </tr>
          ))}
        </tbody>
        {hidden > 0 && (
          <tfoot>
            <tr>
              <td colSpan={3} data-testid="problems-more">
                +{hidden.toLocaleString('en-US')} more not shown
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
