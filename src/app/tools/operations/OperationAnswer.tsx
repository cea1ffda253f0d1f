// What a console shows after Send: Discord's answer in words, the field errors of a 400 by their
// path, the answer drawn by the tool, and Discord's JSON (or its text, for a CSV file). Text
// only: nothing Discord sends is HTML.
import type { ReactNode } from 'react';
import type { OperationShown } from './use-operation';

export function OperationAnswer({
  shown,
  draw,
}: {
  shown: OperationShown | null;
  draw?: (body: unknown) => ReactNode;
}) {
  if (!shown) return null;
  const tone =
    shown.tone === 'success' ? 'send-success' : shown.tone === 'error' ? 'send-error' : '';
  const hasBody = shown.tone !== 'busy' && shown.body !== undefined && shown.body !== null;
  return (
    <div className="op-answer">
      <p
        className={`send-result ${tone}`}
        role={shown.tone === 'error' ? 'alert' : 'status'}
        data-testid="op-result"
        data-tone={shown.tone}
      >
        {shown.message}
      </p>
      {shown.tone !== 'busy' && shown.errors && shown.errors.length > 0 && (
        <ul className="op-errors">
          {shown.errors.map((e, i) => (
            <li key={i} data-testid="op-error-item">
              <code>{e.path === '$' || e.path === '' ? '(the request)' : e.path}</code> {e.message}
              {e.code ? ` (${e.code})` : ''}
            </li>
          ))}
        </ul>
      )}
      {shown.tone === 'success' && draw && hasBody && (
        <div className="op-drawn" data-testid="op-drawn">
          {draw(shown.body)}
        </div>
      )}
      {hasBody && (
        <details className="op-json">
          <summary>
            Discord&rsquo;s answer ({typeof shown.body === 'string' ? 'text' : 'JSON'}, status{' '}
            {shown.status})
          </summary>
          {/* A text answer (a CSV file) is shown as Discord wrote it, as text, never as HTML. */}
          <pre data-testid="op-json">
            {typeof shown.body === 'string' ? shown.body : JSON.stringify(shown.body, null, 2)}
          </pre>
        </details>
      )}
    </div>
  );
}
