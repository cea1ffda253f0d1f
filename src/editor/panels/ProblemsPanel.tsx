// Every validation problem of the current document; a click selects the node and asks the
// inspector to focus the field that fixes it. A problem no field can fix offers its fixes.
import { memo, useCallback } from 'react';
import type { Doc, Problem } from '../../model';
import { plural } from '../../model';
import { useEditorStore } from '../state/context';
import { FixButtons } from './FixButtons';
import { fieldNameFromPath } from './field-path';
import { formTarget } from './problem-fixes';
import { problemFixes, problemsOf, useValidatorReady } from './problems-of';
import { useThrottledDoc } from './use-throttled-doc';

/** Rows drawn at most: a pasted document can have thousands of problems. */
const MAX_ROWS = 200;

function summary(problems: readonly Problem[]): string {
  if (problems.length === 0) return 'No problems';
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return [errors > 0 && plural(errors, 'error'), warnings > 0 && plural(warnings, 'warning')]
    .filter(Boolean)
    .join(', ');
}

const ProblemRows = memo(function ProblemRows({
  doc,
  problems,
  onPick,
}: {
  doc: Doc;
  problems: readonly Problem[];
  onPick: (problem: Problem) => void;
}) {
  if (problems.length === 0) {
    return (
      <p className="no-problems" data-testid="no-problems">
        Nothing to fix: Discord will accept this design.
      </p>
    );
  }
  const shown = problems.slice(0, MAX_ROWS);
  return (
    <ul className="problem-list">
      {shown.map((p, i) => (
        // Rebuilt per document version and never reordered, so the index is a fine key.
        <li key={i}>
          <button
            type="button"
            className={`problem-item problem-${p.severity}`}
            data-testid="problem"
            data-severity={p.severity}
            data-code={p.code}
            data-path={p.path}
            onClick={() => onPick(p)}
          >
            <span className={`badge badge-${p.severity}`}>
              {p.severity === 'error' ? 'Error' : 'Warning'}
            </span>
            <span className="problem-message">{p.message}</span>
            <code className="problem-path">{p.path}</code>
          </button>
          <FixButtons fixes={problemFixes(doc, p)} />
        </li>
      ))}
      {problems.length > shown.length && (
        <li className="hint" data-testid="problems-more">
          +{problems.length - shown.length} more not shown
        </li>
      )}
    </ul>
  );
});

export function ProblemsPanel() {
  const store = useEditorStore();
  // Validating waits for typing to pause; the field being typed in never does.
  const doc = useThrottledDoc();
  useValidatorReady();
  const problems = problemsOf(doc);
  const errors = problems?.some((p) => p.severity === 'error') ?? false;
  const pick = useCallback(
    (p: Problem) => {
      const state = store.getState();
      const target = formTarget(state.doc, p);
      if (target) state.requestFocus(target.key, target.field);
      else state.requestFocus(p.nodeId ?? null, fieldNameFromPath(p.path));
    },
    [store],
  );
  return (
    <section className="panel problems-panel" aria-labelledby="problems-title">
      <h2 id="problems-title">
        Problems{' '}
        <span
          className={`problems-summary ${errors ? 'has-errors' : ''}`}
          data-testid="problems-summary"
        >
          {problems ? summary(problems) : 'Checking…'}
        </span>
      </h2>
      {problems && <ProblemRows doc={doc} problems={problems} onPick={pick} />}
    </section>
  );
}
