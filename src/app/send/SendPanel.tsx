// SCAFFOLD: the send helper implements this panel.
import type { DesignManager } from '../designs/design-manager';

export interface SendPanelProps {
  manager: DesignManager;
  onClose: () => void;
}

export default function SendPanel({ onClose }: SendPanelProps) {
  return (
    <section className="panel send-panel" data-testid="send-panel" aria-label="Send">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
