// The editor's last word: what is under way (and, while a 429 is waited out, when the retry goes),
// or Discord's answer, with each field error Discord listed under it by its path.
import { toneClass } from '../../components/CallStatus';
import type { CallState } from '../../discord/call-runner';
import { formatSeconds } from '../../discord/call-runner';
import { useNow } from '../../discord/use-discord-call';

export function ResultView({ state }: { state: CallState }) {
  const { busy, retryAt, result } = state;
  const now = useNow(retryAt);
  const waiting =
    retryAt === null
      ? null
      : `Discord asked to wait: trying again in ${formatSeconds((retryAt - now) / 1000)} s…`;
  const tone = busy !== null ? 'busy' : result?.tone;
  const items = busy === null ? (result?.items ?? []) : [];
  return (
    <div className={tone ? toneClass(tone) : 'call-result'} data-testid="perm-result" role="status">
      {busy !== null ? (waiting ?? busy) : result?.text}
      {items.length > 0 && (
        <ul className="result-items">
          {items.map((e, i) => (
            // A list never changes once shown, so the index is a fine key.
            <li key={i}>
              <code>{e.path}</code> {e.message}
              {e.code && <span className="result-code"> ({e.code})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
