// Says, in words, when another tab (or, in the studio, the file on disk) saved a design this tab
// has unsaved edits to, and asks what to keep. Nothing has been written over: the other save is
// kept where it is, this tab's edits are here.
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';

export function ConflictBanner({
  manager,
  snapshot,
}: {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
}) {
  if (snapshot.conflicts.length === 0) return null;
  const { saved, theirs } = manager.elsewhere;
  return (
    <div className="storage-banner conflict-banner" role="alert" data-testid="conflict">
      {snapshot.conflicts.map(({ id, name }) => (
        <div key={id} data-testid="conflict-design" data-design-id={id}>
          <p>
            “{name}” was saved {saved} while you had unsaved changes to it here. Nothing has been
            written over: choose what to keep. Your changes are not saved until you do.
          </p>
          <div className="conflict-actions">
            <button
              type="button"
              data-testid="conflict:keep-copy"
              onClick={() => manager.keepMineAsCopy(id)}
            >
              Keep mine as a copy
            </button>
            <button
              type="button"
              className="button-secondary"
              data-testid="conflict:take-theirs"
              onClick={() => manager.takeTheirs(id)}
            >
              Take {theirs}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
