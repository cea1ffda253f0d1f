// What a console shows after Send: what is under way (and, while a 429 is waited out, when the
// retry goes), Discord's answer in words, the field errors of a 400 by their path, the answer drawn
// by the tool, and Discord's JSON (or its text, for a CSV file). Text only: nothing Discord sends
// is HTML.
import type { ReactNode } from 'react';
import type { CallState } from '../../discord/call-runner';
import { formatSeconds } from '../../discord/call-runner';
import { useNow } from '../../discord/use-discord-call';
import '../../components/call-status.css';

export function OperationAnswer({
  state,
  draw,
}: {
  state: CallState;
  draw?: (body: unknown) => ReactNode;
}) {
  const { busy, retryAt } = state;
  const now = useNow(retryAt);
  const result = busy === null ? state.result : null;
  if (busy === null && !result) return null;
  const tone = result?.tone ?? 'busy';
  const message =
    busy === null
      ? result?.text
      : retryAt === null
        ? busy
        : `Discord asked to wait: trying again in ${formatSeconds((retryAt - now) / 1000)} s…`;
  const toneClass = tone === 'success' || tone === 'error' ? ` call-${tone}` : '';
  const answer = result?.answer;
  const hasBody = answer !== undefined && answer.body !== undefined && answer.body !== null;
  const items = result?.items ?? [];
  return (
    <div className="op-answer">
      <p
        className={`call-result${toneClass}`}
        role={tone === 'error' ? 'alert' : 'status'}
        data-testid="op-result"
        data-tone={tone}
      >
        {message}
      </p>
      {items.length > 0 && (
        <ul className="op-errors">
          {items.map((e, i) => (
            <li key={i} data-testid="op-error-item">
              <code>{e.path === '$' || e.path === '' ? '(the request)' : e.path}</code> {e.message}
              {e.code ? ` (${e.code})` : ''}
            </li>
          ))}
        </ul>
      )}
      {tone === 'success' && draw && hasBody && (
        <div className="op-drawn" data-testid="op-drawn">
          {draw(answer.body)}
        </div>
      )}
      {hasBody && (
        <details className="op-json">
          <summary>
            Discord&rsquo;s answer ({typeof answer.body === 'string' ? 'text' : 'JSON'}, status{' '}
            {answer.status})
          </summary>
          {/* A text answer (a CSV file) is shown as Discord wrote it, as text, never as HTML. */}
          <pre data-testid="op-json">
            {typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2)}
          </pre>
        </details>
      )}
    </div>
  );
}
