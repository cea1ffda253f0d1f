// What the send panel has to say: the request under way, the rate-limit countdown, the webhook
// warning, and Discord's answer, each error of it a button that finds its node in the design.
import { useEffect, useState } from 'react';
import { formatSeconds } from './run';
import type { ResultItem, SessionState } from './session';

const BUSY_TEXT: Record<NonNullable<SessionState['busy']>, string> = {
  send: 'Sending…',
  edit: 'Editing the message…',
  load: 'Loading the message…',
  check: 'Looking the webhook up…',
};

function Countdown({ retryAt, onCancel }: { retryAt: number; onCancel: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="send-wait">
      <span>
        Discord asked to wait: trying again in{' '}
        <span className="send-countdown" data-testid="send-countdown">
          {formatSeconds((retryAt - now) / 1000)}
        </span>{' '}
        s.
      </span>
      <button
        type="button"
        className="button-secondary"
        data-testid="send-cancel"
        onClick={onCancel}
      >
        Cancel
      </button>
    </div>
  );
}

export interface SendStatusProps {
  state: SessionState;
  onPick: (item: ResultItem) => void;
  onCancel: () => void;
  onSendAnyway: () => void;
}

export function SendStatus({ state, onPick, onCancel, onSendAnyway }: SendStatusProps) {
  const { busy, retryAt, warning, result } = state;
  const text = busy ? BUSY_TEXT[busy] : (result?.text ?? '');
  const tone = busy ? 'busy' : (result?.tone ?? 'none');
  return (
    <div className="send-status">
      {/* Always in the page, so that screen readers announce what changes in it. */}
      <p className={`send-result send-${tone}`} data-testid="send-result" role="status">
        {text}
      </p>
      {retryAt !== null && <Countdown retryAt={retryAt} onCancel={onCancel} />}
      {warning && (
        <div className="send-warning" data-testid="send-webhook-warning" role="alert">
          <p>
            This webhook was not made by an application, so Discord will refuse its buttons and
            selects (link buttons are fine). Send anyway, or cancel and use a bot or an
            application&rsquo;s webhook?
          </p>
          <div className="send-actions">
            <button type="button" data-testid="send-anyway" onClick={onSendAnyway}>
              {warning.op === 'send' ? 'Send anyway' : 'Edit anyway'}
            </button>
            <button
              type="button"
              className="button-secondary"
              data-testid="send-cancel"
              onClick={onCancel}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {!busy && result && result.items.length > 0 && (
        <ul className="send-errors">
          {result.items.map((item, i) => (
            // A result's list never changes once shown, so the index is a fine key.
            <li key={i}>
              <button
                type="button"
                className={`problem-item problem-${item.severity}`}
                data-testid="send-error-item"
                data-path={item.path}
                onClick={() => onPick(item)}
              >
                <span className={`badge badge-${item.severity}`}>
                  {item.severity === 'error' ? 'Error' : 'Warning'}
                </span>
                <span className="problem-message">
                  {item.message}
                  {item.code && <span className="send-code"> ({item.code})</span>}
                </span>
                <code className="problem-path">{item.path}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
