// What the design switcher opens, a chunk of its own: its list, the rename field and its dialogs.
// The first screen shows none of them, so they load when one is first opened or the pointer or
// focus reaches the switcher (DesignSwitcher), not with the page.
import { ConfirmDialog } from '../../editor';
export { DesignList } from './DesignList';
export { NewDesignDialog } from './NewDesignDialog';
export { RenameField } from './RenameField';

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
