// The fixes a problem offers (see problem-fixes.ts), as buttons: each applies one recorded,
// undoable action. Shown in the problems panel and under the inspector's fields. The code that
// applies a fix loads when buttons are first drawn; a click that comes sooner waits for it.
import type { Fix } from '../../model';
import { useEditorStore } from '../state/context';
import { fixApply } from '../state/fixes';
import './problem-fixes.css';

/** "Remove `content`" with the backticked part as code. */
function FixLabel({ label }: { label: string }) {
  return (
    <>{label.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>
  );
}

export function FixButtons({ fixes }: { fixes: readonly Fix[] }) {
  const store = useEditorStore();
  fixApply.useLoaded(fixes.length > 0 ? 'now' : false);
  if (fixes.length === 0) return null;
  const apply = (fix: Fix) => {
    const dispatch = () => store.getState().dispatch({ type: 'fix', edit: fix.edit });
    if (fixApply.get()) return void dispatch();
    fixApply
      .load()
      .then(dispatch, (error: unknown) =>
        store.getState().notify('refused', `The fix could not load: ${String(error)}`),
      );
  };
  return (
    <div className="problem-fixes" role="group" aria-label="Fixes">
      {fixes.map((fix, i) => (
        <button
          key={i}
          type="button"
          className="problem-fix"
          data-testid="problem-fix"
          onClick={() => apply(fix)}
        >
          <FixLabel label={fix.label} />
        </button>
      ))}
    </div>
  );
}
