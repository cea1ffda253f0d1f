// Sending the design to Discord: with a bot token and a channel, or a webhook URL; send, edit an
// earlier message, or load one into a new design. Non-modal, so the design stays in reach while
// Discord's errors are fixed. Fields and results live at module level (the token store, form-store,
// session) and outlive the panel, a design switch, and a loaded message opening its own design.
import { useStore } from 'zustand';
import { useEditor, useEditorServices, useEditorStore } from '../../editor';
import { PanelFrame } from '../components/PanelFrame';
import { focusResultItem } from '../components/focus-item';
import type { DesignManager } from '../designs/design-manager';
import type { ResultItem } from '../discord/result-items';
import { tokenStore } from '../discord/token-store';
import { sendFormStore } from './form-store';
import { SendFields } from './SendFields';
import { SendStatus } from './SendStatus';
import { sendSession } from './session';
import '../components/forms.css';
import './send.css';

export interface SendPanelProps {
  manager: DesignManager;
  onClose: () => void;
}

export default function SendPanel({ manager, onClose }: SendPanelProps) {
  const form = sendFormStore();
  const tokens = tokenStore();
  const session = sendSession();
  const fields = useStore(form);
  const shared = useStore(tokens);
  const state = useStore(session.store);
  const currentId = useStore(manager.snapshot, (s) => s.currentId);
  const editor = useEditorStore();
  const { attachments } = useEditorServices();
  const isModal = useEditor((s) => s.doc.surface === 'modal');

  const deliver = (op: 'send' | 'edit') =>
    void session.deliver(op, { designId: currentId, doc: editor.getState().doc, attachments });
  const load = () => void session.load(manager);

  const pick = (item: ResultItem, designId: string | null) =>
    focusResultItem(manager, editor, currentId, item, designId);

  const blocked = state.busy !== null || state.warning !== null;
  return (
    <PanelFrame name="send" title="Send to Discord" busy={state.busy !== null} onClose={onClose}>
      <SendFields
        tokens={shared}
        form={fields}
        onTokens={tokens.setState}
        onChange={form.setState}
      />
      <p className="hint form-note">
        {fields.mode === 'bot' ? 'The token' : 'The webhook URL holds a token: it'} goes only to
        this app&rsquo;s relay and on to Discord. It is kept in this tab only, unless remembered;
        never in designs, exports or links.
      </p>
      {isModal && (
        <p className="send-modal-note" data-testid="send-modal-note">
          This design is a modal: a bot shows it in answer to an interaction, so it cannot be sent
          to a channel. Load message still opens a message as a new design.
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          data-testid="send-submit"
          disabled={blocked || isModal}
          onClick={() => deliver('send')}
        >
          Send
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="send-edit"
          disabled={blocked || isModal}
          onClick={() => deliver('edit')}
        >
          Edit message
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="send-load"
          disabled={blocked}
          onClick={load}
        >
          Load message
        </button>
      </div>
      <SendStatus
        state={state}
        onPick={pick}
        onCancel={() => session.cancel()}
        onSendAnyway={() => void session.sendAnyway()}
      />
    </PanelFrame>
  );
}
