// The design switcher's dialogs, a chunk of their own: the first screen shows neither, so they load
// when one is first opened (DesignSwitcher), not with the page.
import { ConfirmDialog } from '../../editor';
export { NewDesignDialog } from './NewDesignDialog';

/**
 * Asks before the open design, its undo history and its files are removed from this browser, or,
 * in the studio, before its file is deleted from the bot's folder.
 */
export function DeleteDesignDialog({
  name,
  studioRoot,
  onConfirm,
  onCancel,
}: {
  name: string;
  studioRoot: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete “${name}”?`}
      confirmLabel="Delete design"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="delete-dialog"
      confirmTestId="delete-confirm"
      cancelTestId="delete-cancel"
    >
      <p>
        {studioRoot !== null
          ? `The file ${name} is deleted from ${studioRoot}.`
          : 'The design, its undo history and its attached files are removed from this browser.'}
      </p>
    </ConfirmDialog>
  );
}
