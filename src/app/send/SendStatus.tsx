// What the send panel has to say: the shared result line (the request under way, the rate-limit
// countdown, Discord's answer) and the questions asked before sending (a design with errors, a
// plain webhook); each error is a button that finds its node in the design.
import { plural } from '../../model';
import { CancelButton, ItemList, ResultLine } from '../components/CallStatus';
import type { ResultItem } from '../discord/result-items';
import type { SendOp, SessionState } from './session';

const BUSY_TEXT: Record<SendOp, string> = {
  send: 'Sending…',
  edit: 'Editing the message…',
  load: 'Loading the message…',
  check: 'Looking the webhook up…',
};

type Warning = NonNullable<SessionState['warning']>;

function Question({
  warning,
  onPick,
  onCancel,
  onSendAnyway,
}: {
  warning: Warning;
  onPick: (item: ResultItem, designId: string | null) => void;
  onCancel: () => void;
  onSendAnyway: () => void;
}) {
  const invalid = warning.kind === 'invalid';
  const count = invalid ? plural(warning.items.length, 'error') : '';
  return (
    <div
      className="form-question"
      data-testid={invalid ? 'send-invalid-warning' : 'send-webhook-warning'}
      role="alert"
    >
      {invalid ? (
        <p>
          This design has {count} that Discord will refuse. Click one to find it in the design; then{' '}
          {warning.op === 'send' ? 'send' : 'edit'} anyway, or cancel and fix{' '}
          {warning.items.length === 1 ? 'it' : 'them'} first?
        </p>
      ) : (
        <p>
          This webhook was not made by an application, so Discord will refuse its buttons and
          selects (link buttons are fine). Send anyway, or cancel and use a bot or an
          application&rsquo;s webhook?
        </p>
      )}
      {invalid && (
        <ItemList
          items={warning.items}
          testId="send-invalid-item"
          onPick={(item) => onPick(item, warning.designId)}
        />
      )}
      <div className="form-actions">
        <button type="button" data-testid="send-anyway" onClick={onSendAnyway}>
          {warning.op === 'send' ? 'Send anyway' : 'Edit anyway'}
        </button>
        <CancelButton onCancel={onCancel} testId="send-cancel" />
      </div>
    </div>
  );
}

export interface SendStatusProps {
  state: SessionState;
  /** A problem clicked: select its node in the design it belongs to. */
  onPick: (item: ResultItem, designId: string | null) => void;
  onCancel: () => void;
  onSendAnyway: () => void;
}

export function SendStatus({ state, onPick, onCancel, onSendAnyway }: SendStatusProps) {
  return (
    <div className="send-status">
      <ResultLine
        prefix="send"
        state={state}
        busyText={BUSY_TEXT}
        onPick={onPick}
        onCancel={onCancel}
      />
      {state.warning && (
        <Question
          warning={state.warning}
          onPick={onPick}
          onCancel={onCancel}
          onSendAnyway={onSendAnyway}
        />
      )}
    </div>
  );
}
