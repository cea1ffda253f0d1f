// A message's own fields, shown while no component is selected, in groups: its content (a legacy
// message only), who may be pinged, how it is delivered (flags, text-to-speech) and, for a webhook,
// the name, picture and forum post it is sent with.
import { LIMITS } from '../../../model';
import type { FieldSpec } from '../../../model';
import { useEditor } from '../../state/context';
import { selectSurface } from '../../state/selectors';
import type { EditorState } from '../../state/store';
import { FieldControl } from '../FieldControl';
import { FlagsField } from './FlagsField';
import { FormGroup } from '../FormGroup';
import { TargetField } from './TargetField';

const CONTENT: FieldSpec = {
  name: 'content',
  label: 'Message content',
  input: 'markdown',
  max: LIMITS.messageContent,
};
const MENTIONS: FieldSpec = {
  name: 'allowed_mentions',
  label: 'Who may be pinged',
  input: 'allowed-mentions',
};
const TTS: FieldSpec = { name: 'tts', label: 'Text-to-speech (read aloud)', input: 'boolean' };
const USERNAME: FieldSpec = {
  name: 'username',
  label: 'Username',
  input: 'text',
  min: 1,
  max: LIMITS.username,
};
const AVATAR: FieldSpec = { name: 'avatar_url', label: 'Avatar URL', input: 'url' };
const THREAD_NAME: FieldSpec = {
  name: 'thread_name',
  label: 'Forum post title (thread_name)',
  input: 'text',
  min: 1,
  max: LIMITS.threadName,
};

const selectWebhook = (s: EditorState) => s.doc.envelope === 'webhook';

export function MessageBodyForm() {
  const surface = useEditor(selectSurface);
  const webhook = useEditor(selectWebhook);
  return (
    <div className="insp-fields">
      <TargetField />
      <FormGroup title="Content" id="content">
        {surface === 'legacy' ? (
          <FieldControl spec={CONTENT} nodeKey={null} nodeType={null} />
        ) : (
          <p className="insp-hint" data-testid="v2-content-note">
            A Components V2 message has no <code>content</code>: Discord refuses it. Its text goes
            in Text Displays.
          </p>
        )}
      </FormGroup>
      <FormGroup title="Mentions" id="mentions">
        <FieldControl spec={MENTIONS} nodeKey={null} nodeType={null} />
      </FormGroup>
      <FormGroup title="Delivery" id="delivery">
        <FlagsField />
        <FieldControl spec={TTS} nodeKey={null} nodeType={null} />
      </FormGroup>
      {webhook && (
        <FormGroup
          title="Webhook"
          id="webhook"
          note="Shown instead of the webhook’s own name and picture, for this message only."
        >
          <FieldControl spec={USERNAME} nodeKey={null} nodeType={null} />
          <FieldControl spec={AVATAR} nodeKey={null} nodeType={null} />
          <FieldControl spec={THREAD_NAME} nodeKey={null} nodeType={null} />
        </FormGroup>
      )}
    </div>
  );
}
