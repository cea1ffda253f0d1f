// What a panel's call to Discord has to say (src/app/discord): the request under way, the
// rate-limit countdown with its Cancel, and the answer in words; each error it lists is a button
// that finds its node in the design.
import type { CallResult, CallState } from '../discord/call-runner';
import { formatSeconds } from '../discord/call-runner';
import type { ResultItem } from '../discord/result-items';
import { useNow } from '../discord/use-discord-call';
import './call-status.css';
import './forms.css';

/** The class of a result line of this tone. */
export const toneClass = (tone: CallResult['tone'] | 'busy' | 'none'): string =>
  `call-result call-${tone}`;

/** Stops what the panel is waiting for (a countdown, or a question before sending). */
export function CancelButton({ onCancel, testId }: { onCancel: () => void; testId: string }) {
  return (
    <button type="button" className="button-secondary" data-testid={testId} onClick={onCancel}>
      Cancel
    </button>
  );
}

/** "Discord asked to wait: trying again in 1.4 s.", ticking, with a Cancel. */
export function Countdown({
  retryAt,
  onCancel,
  prefix,
}: {
  retryAt: number;
  onCancel: () => void;
  prefix: string;
}) {
  const now = useNow(retryAt);
  return (
    <div className="call-wait">
      <span>
        Discord asked to wait: trying again in{' '}
        <span className="call-countdown" data-testid={`${prefix}-countdown`}>
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
    <ul className="result-items">
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
              {item.where && <strong className="result-where">{item.where}: </strong>}
              {item.message}
              {item.code && <span className="result-code"> ({item.code})</span>}
            </span>
            <code className="problem-path">{item.path}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface ResultLineProps<Busy extends string> {
  /** Of the test ids: `<prefix>-result`, `-countdown`, `-cancel`, `-error-item`. */
  prefix: string;
  state: CallState<Busy>;
  /** What each call under way is, in words. */
  busyText: Readonly<Record<Busy, string>>;
  onPick: (item: ResultItem, designId: string | null) => void;
  onCancel: () => void;
}

/** The request under way, the rate-limit countdown, and the answer with its clickable errors. */
export function ResultLine<Busy extends string>({
  prefix,
  state,
  busyText,
  onPick,
  onCancel,
}: ResultLineProps<Busy>) {
  const { busy, retryAt, result } = state;
  const text = busy !== null ? busyText[busy] : (result?.text ?? '');
  const tone = busy !== null ? 'busy' : (result?.tone ?? 'none');
  return (
    <>
      {/* Always in the page, so that screen readers announce what changes in it. */}
      <p className={toneClass(tone)} data-testid={`${prefix}-result`} role="status">
        {text}
      </p>
      {retryAt !== null && <Countdown retryAt={retryAt} onCancel={onCancel} prefix={prefix} />}
      {busy === null && result && result.items.length > 0 && (
        <ItemList
          items={result.items}
          testId={`${prefix}-error-item`}
          onPick={(item) => onPick(item, result.designId)}
        />
      )}
    </>
  );
}
