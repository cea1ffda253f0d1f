// The fixes a problem offers (see problem-fixes.ts), as buttons: each applies one recorded,
// undoable action. Shown in the problems panel and under the inspector's fields.
import type { Fix } from '../../model';
import { useEditorStore } from '../state/context';
import './problem-fixes.css';

/** "Remove `content`" with the backticked part as code. */
function FixLabel({ label }: { label: string }) {
  return (
    <>{label.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>
  );
}

export function FixButtons({ fixes }: { fixes: readonly Fix[] }) {
  const store = useEditorStore();
  if (fixes.length === 0) return null;
  return (
    <div className="problem-fixes" role="group" aria-label="Fixes">
      {fixes.map((fix, i) => (
        <button
          key={i}
          type="button"
          className="problem-fix"
          data-testid="problem-fix"
          onClick={() => store.getState().dispatch({ type: 'fix', edit: fix.edit })}
        >
          <FixLabel label={fix.label} />
        </button>
      ))}
    </div>
  );
}
