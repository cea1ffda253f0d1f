// SCAFFOLD: the import helper implements this dialog.
import { Dialog } from '../../editor';
import type { DesignManager } from '../designs/design-manager';

export interface ImportDialogProps {
  manager: DesignManager;
  /** A file dropped on the page, to read straight away. */
  file: File | null;
  onClose: () => void;
}

export default function ImportDialog({ onClose }: ImportDialogProps) {
  return (
    <Dialog title="Import" onCancel={onClose} testId="import-dialog">
      <p>Import</p>
    </Dialog>
  );
}
