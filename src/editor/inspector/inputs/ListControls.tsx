// Move up, move down and remove buttons for one entry of a list field, and the list's header with
// its counter and add button.
import type { ReactNode } from 'react';
import { Counter } from '../FieldFrame';

interface RowControlsProps {
  /** "option 2": spoken in the buttons' names. */
  what: string;
  index: number;
  count: number;
  /** Removing would leave the list under its minimum. */
  keep?: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
  removeTestId?: string;
}

export function RowControls(props: RowControlsProps) {
  const { what, index, count, keep, onMove, onRemove, removeTestId } = props;
  return (
    <div className="insp-row-controls">
      <button
        type="button"
        className="insp-icon"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="insp-icon"
        aria-label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="insp-icon insp-danger"
        aria-label={`Remove ${what}`}
        data-testid={removeTestId}
        title={keep ? 'At the minimum already' : undefined}
        disabled={keep}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}

interface ListHeadProps {
  headingId: string;
  label: string;
  n: number;
  min?: number;
  max?: number;
  addLabel: string;
  onAdd: () => void;
  extra?: ReactNode;
  addTestId?: string;
  /** Said under the head when the list is full, and why the add button is disabled. */
  fullReason?: string;
}

export function ListHead(props: ListHeadProps) {
  const { headingId, label, n, min, max, addLabel, onAdd, extra, addTestId, fullReason } = props;
  const full = max !== undefined && n >= max;
  const reasonId = `${headingId}-full`;
  const head = (
    <div className="insp-field-head">
      <span id={headingId} className="insp-label">
        {label}
      </span>
      <Counter n={n} max={max} min={min} />
      {extra}
      <button
        type="button"
        className="insp-button insp-add"
        data-testid={addTestId}
        disabled={full}
        aria-describedby={full && fullReason ? reasonId : undefined}
        onClick={onAdd}
      >
        {addLabel}
      </button>
    </div>
  );
  if (!full || !fullReason) return head;
  return (
    <>
      {head}
      <p className="insp-hint" id={reasonId}>
        {fullReason}
      </p>
    </>
  );
}
