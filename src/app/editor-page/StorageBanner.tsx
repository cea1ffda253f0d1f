// Says, where it cannot be missed, when designs are not being kept: storage full or refused, a
// design that could not be opened, files that could not be stored. The work in memory stays.
// Drawn only when there is something to say (storageTrouble in EditorBanners.tsx decides).
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';

interface Props {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
  attachmentError: string | null;
  onDismissAttachmentError: () => void;
}

export function StorageBanner({
  manager,
  snapshot,
  attachmentError,
  onDismissAttachmentError,
}: Props) {
  const { saveError, unavailable, broken, loadProblems } = snapshot;
  return (
    <div className="storage-banner" role="alert" data-testid="storage-error">
      {unavailable ? (
        <p>
          This browser does not let the page keep designs, so nothing is saved. Your work stays here
          while this tab is open.
        </p>
      ) : (
        saveError && (
          <p>
            {saveError.kind === 'quota'
              ? 'Browser storage is full, so your latest changes are not saved. '
              : 'The browser refused to save your latest changes. '}
            Your work is still here while this tab is open; delete designs you no longer need, then{' '}
            <button
              type="button"
              className="link-button"
              data-testid="storage-retry"
              onClick={manager.flush}
            >
              try again
            </button>
            .
          </p>
        )
      )}
      {loadProblems.map((p) => (
        <p key={p}>{p} Every design that could be found was recovered.</p>
      ))}
      {broken.map(({ summary, reason }) => (
        <p key={summary.id} data-testid="broken-design">
          The design “{summary.name}” could not be opened. {reason} It is kept in storage untouched.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => manager.discardBroken(summary.id)}
          >
            Remove it
          </button>
        </p>
      ))}
      {attachmentError && (
        <p>
          {attachmentError}{' '}
          <button type="button" className="link-button" onClick={onDismissAttachmentError}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}
