// The simulator's answer to the last action: the payload the bot receives (with Copy), the reason
// nothing is sent, or the problems that stop it; then earlier interactions to look back at.
import type { ReactElement } from 'react';
import { memo, useId } from 'react';
import { CopyButton } from './CopyButton';
import type { SimEntry } from './entries';
import { EMPTY, typeName } from './entries';

// Memoised: the simulator draws again on every edit of the document, the last result does not change.
export const ResultView = memo(function ResultView({
  entry,
}: {
  entry: SimEntry | undefined;
}): ReactElement {
  const titleId = useId();
  if (!entry) {
    return <p className="dp-sim-empty">{EMPTY}</p>;
  }
  if (entry.kind === 'sent') {
    return (
      <section className="dp-sim-panel" aria-labelledby={titleId}>
        <header className="dp-sim-panel-head">
          <h3 id={titleId} className="dp-sim-title">
            Your bot receives
          </h3>
          <span className="dp-sim-type" data-testid="interaction-type">
            type {typeName(entry.type)}
          </span>
          <CopyButton text={entry.json} />
        </header>
        <pre className="dp-sim-json" data-testid="interaction-payload" tabIndex={0}>
          {entry.json}
        </pre>
      </section>
    );
  }
  if (entry.kind === 'none') {
    return (
      <section className="dp-sim-panel dp-sim-panel--none" aria-labelledby={titleId}>
        <h3 id={titleId} className="dp-sim-title">
          Nothing is sent
        </h3>
        <p className="dp-sim-reason" data-testid="interaction-none">
          {entry.reason}
        </p>
      </section>
    );
  }
  return (
    <section
      className="dp-sim-panel dp-sim-panel--refused"
      aria-labelledby={titleId}
      data-testid="interaction-refused"
    >
      <h3 id={titleId} className="dp-sim-title">
        Not sent
      </h3>
      <p className="dp-sim-reason">{entry.summary}</p>
      <ul className="dp-sim-errors">
        {entry.errors.map((error, i) => (
          <li key={i}>{error.message}</li>
        ))}
      </ul>
    </section>
  );
});

interface HistoryProps {
  entries: readonly SimEntry[];
  shownId: number | undefined;
  onShow: (id: number) => void;
}

export const History = memo(function History({
  entries,
  shownId,
  onShow,
}: HistoryProps): ReactElement | null {
  if (entries.length < 2) return null;
  return (
    <nav className="dp-sim-history" aria-label="Recent interactions">
      <h4 className="dp-sim-history-title">Recent interactions</h4>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={`dp-sim-history-item is-${entry.kind}`}
              aria-current={entry.id === shownId ? 'true' : undefined}
              onClick={() => onShow(entry.id)}
            >
              {entry.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
});
