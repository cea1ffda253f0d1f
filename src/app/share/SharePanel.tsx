// SCAFFOLD: the share helper implements this dialog.
import { Dialog } from '../../editor';

export default function SharePanel({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Share" onCancel={onClose} testId="share-dialog">
      <p>Share</p>
    </Dialog>
  );
}
