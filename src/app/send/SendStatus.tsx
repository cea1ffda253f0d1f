// What the send panel has to say: the request under way, the rate-limit countdown, the questions
// asked before sending (a design with errors, a plain webhook), and Discord's answer; each error
// is a button that finds its node in the design.
import { useEffect, useState } from 'react';
import { plural } from '../../model';
import { formatSeconds } from './run';
import type { ResultItem, SendResult, SessionState } from './session';

/** Stops what the panel is waiting for (a countdown, or a question before sending). */
function CancelButton({
  onCancel,
  testId = 'send-cancel',
}: {
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <button type="button" className="button-secondary" data-testid={testId} onClick={onCancel}>
      Cancel
    </button>
  );
}

const BUSY_TEXT: Record<NonNullable<SessionState['busy']>, string> = {
  send: 'Sending…',
  edit: 'Editing the message…',
  load: 'Loading the message…',
  check: 'Looking the webhook up…',
};

function Countdown({
  retryAt,
  onCancel,
  prefix,
}: {
  retryAt: number;
  onCancel: () => void;
  prefix: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="send-wait">
      <span>
        Discord asked to wait: trying again in{' '}
        <span className="send-countdown" data-testid={`${prefix}-countdown`}>
          {formatSeconds((retryAt - now) / 1000)}
        </span>{' '}
        s.
      </span>
      <CancelButton onCancel={onCancel} testId={`${prefix}-cancel`} />
    </div>
  );
}

/** Problems, each a button that finds its node in the design: where, what, the code and path. */
export function ItemList({
  items,
  testId,
  onPick,
}: {
  items: readonly ResultItem[];
  testId: string;
  onPick: (item: ResultItem) => void;
}) {
  return (
    <ul className="send-errors">
      {items.map((item, i) => (
        // A list never changes once shown, so the index is a fine key.
        <li key={i}>
          <button
            type="button"
            className={`problem-item problem-${item.severity}`}
            data-testid={testId}
            data-path={item.path}
            onClick={() => onPick(item)}
          >
            <span className={`badge badge-${item.severity}`}>
              {item.severity === 'error' ? 'Error' : 'Warning'}
            </span>
            <span className="problem-message">
              {item.where && <strong className="send-where">{item.where}: </strong>}
              {item.message}
              {item.code && <span className="send-code"> ({item.code})</span>}
            </span>
            <code className="problem-path">{item.path}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}

type Warning = NonNullable<SessionState['warning']>;

function Question({
  warning,
  onPick,
  onCancel,
  onSendAnyway,
}: {
  warning: Warning;
  onPick: (item: ResultItem, designId: string | null) => void;
  onCancel: () => void;
  onSendAnyway: () => void;
}) {
  const invalid = warning.kind === 'invalid';
  const count = invalid ? plural(warning.items.length, 'error') : '';
  return (
    <div
      className="send-warning"
      data-testid={invalid ? 'send-invalid-warning' : 'send-webhook-warning'}
      role="alert"
    >
      {invalid ? (
        <p>
          This design has {count} that Discord will refuse. Click one to find it in the design; then{' '}
          {warning.op === 'send' ? 'send' : 'edit'} anyway, or cancel and fix{' '}
          {warning.items.length === 1 ? 'it' : 'them'} first?
        </p>
      ) : (
        <p>
          This webhook was not made by an application, so Discord will refuse its buttons and
          selects (link buttons are fine). Send anyway, or cancel and use a bot or an
          application&rsquo;s webhook?
        </p>
      )}
      {invalid && (
        <ItemList
          items={warning.items}
          testId="send-invalid-item"
          onPick={(item) => onPick(item, warning.designId)}
        />
      )}
      <div className="send-actions">
        <button type="button" data-testid="send-anyway" onClick={onSendAnyway}>
          {warning.op === 'send' ? 'Send anyway' : 'Edit anyway'}
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
    </div>
  );
}

export interface SendStatusProps {
  state: SessionState;
  /** A problem clicked: select its node in the design it belongs to. */
  onPick: (item: ResultItem, designId: string | null) => void;
  onCancel: () => void;
  onSendAnyway: () => void;
}

export function SendStatus({ state, onPick, onCancel, onSendAnyway }: SendStatusProps) {
  const { busy, retryAt, warning, result } = state;
  return (
    <div className="send-status">
      <ResultLine
        prefix="send"
        busyText={busy ? BUSY_TEXT[busy] : null}
        retryAt={retryAt}
        result={result}
        onPick={onPick}
        onCancel={onCancel}
      />
      {warning && (
        <Question
          warning={warning}
          onPick={onPick}
          onCancel={onCancel}
          onSendAnyway={onSendAnyway}
        />
      )}
    </div>
  );
}

export interface ResultLineProps {
  /** Of the test ids: `<prefix>-result`, `-countdown`, `-cancel`, `-error-item`. */
  prefix: string;
  /** What is under way, or null. */
  busyText: string | null;
  retryAt: number | null;
  result: SendResult | null;
  onPick: (item: ResultItem, designId: string | null) => void;
  onCancel: () => void;
}

/** The request under way, the rate-limit countdown, and the answer with its clickable errors. */
export function ResultLine({
  prefix,
  busyText,
  retryAt,
  result,
  onPick,
  onCancel,
}: ResultLineProps) {
  const text = busyText ?? result?.text ?? '';
  const tone = busyText ? 'busy' : (result?.tone ?? 'none');
  return (
    <>
      {/* Always in the page, so that screen readers announce what changes in it. */}
      <p className={`send-result send-${tone}`} data-testid={`${prefix}-result`} role="status">
        {text}
      </p>
      {retryAt !== null && <Countdown retryAt={retryAt} onCancel={onCancel} prefix={prefix} />}
      {!busyText && result && result.items.length > 0 && (
        <ItemList
          items={result.items}
          testId={`${prefix}-error-item`}
          onPick={(item) => onPick(item, result.designId)}
        />
      )}
    </>
  );
}
