// A question before something is thrown away: nothing changes until it is answered. Focus starts
// on Cancel, so Enter never confirms a loss by accident.
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for a change that throws something away. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Test ids: the dialog, and its two buttons. */
  testId: string;
  confirmTestId: string;
  cancelTestId: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog title={props.title} onCancel={props.onCancel} testId={props.testId} role="alertdialog">
      <div className="dialog-body">{props.children}</div>
      <div className="dialog-buttons">
        <button
          type="button"
          className="button-secondary"
          data-testid={props.cancelTestId}
          data-autofocus=""
          onClick={props.onCancel}
        >
          {props.cancelLabel ?? 'Cancel'}
        </button>
        <button
          type="button"
          className={props.danger ? 'button-danger' : undefined}
          data-testid={props.confirmTestId}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
