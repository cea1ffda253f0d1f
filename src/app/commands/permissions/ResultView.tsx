// The editor's last word: what is under way, or Discord's answer, with each field error Discord
// listed under it by its path.
import type { Shown } from './use-permission-run';

export function ResultView({ shown }: { shown: Shown | null }) {
  const errors = shown && shown.tone !== 'busy' ? (shown.errors ?? []) : [];
  return (
    <div
      className={`send-result${shown ? ` send-${shown.tone}` : ''}`}
      data-testid="perm-result"
      role="status"
    >
      {shown?.message}
      {errors.length > 0 && (
        <ul className="send-errors">
          {errors.map((e, i) => (
            // A list never changes once shown, so the index is a fine key.
            <li key={i}>
              <code>{e.path}</code> {e.message}
              {e.code && <span className="send-code"> ({e.code})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
