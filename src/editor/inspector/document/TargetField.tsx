// Where the message goes: a bot's channel message, a webhook's, or the reply to (or update of) an
// interaction. It decides which fields and flags the message may have (ephemeral in a reply, a
// webhook's name and picture) and the shape the JSON is exported and sent in.
import { useId } from 'react';
import { MESSAGE_ENVELOPES } from '../../../model';
import type { MessageDoc } from '../../../model';
import { useEditor, useEditorStore } from '../../state/context';
import type { EditorState } from '../../state/store';
import { FieldFrame } from '../FieldFrame';
import { testId } from '../inputs/types';

const LABELS: Record<MessageDoc['envelope'], string> = {
  message: 'A channel message sent by a bot',
  webhook: 'A webhook message',
  'response-4': 'A reply to an interaction (response type 4)',
  'response-7': 'An update of the clicked message (response type 7)',
};

const selectEnvelope = (s: EditorState) => s.doc.envelope;
const noop = () => undefined;

export function TargetField() {
  const store = useEditorStore();
  const envelope = useEditor(selectEnvelope);
  const id = useId();
  return (
    <FieldFrame label="Sent as" inputId={id} binding={{ onFocus: noop, onBlur: noop }}>
      <select
        id={id}
        className="insp-input"
        data-testid={testId('envelope')}
        value={envelope}
        onChange={(e) =>
          store
            .getState()
            .dispatch({ type: 'set-envelope', envelope: e.target.value as MessageDoc['envelope'] })
        }
      >
        {MESSAGE_ENVELOPES.map((e) => (
          <option key={e} value={e}>
            {LABELS[e]}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
