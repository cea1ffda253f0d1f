// A message's `allowed_mentions` in words: Discord's default (no field), nobody (`parse: []`), or
// only whom the person chooses (@everyone, roles and users in full or by id, the replied user).
// The JSON written never lists a type that `parse` allows in full
// (src/model/message/allowed-mentions.ts).
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  NOBODY,
  describeMentions,
  mentionsMode,
  readMentions,
  writeMentions,
} from '../../../model';
import type { MentionScope, MentionsChoice, MentionsMode } from '../../../model';
import { useEditor } from '../../state/context';
import type { EditorState } from '../../state/store';
import { FieldFrame } from '../FieldFrame';
import { IdsBox, Segments } from './MentionParts';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const MODES: readonly { value: MentionsMode; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'nobody', label: 'Nobody' },
  { value: 'choose', label: 'Only these' },
];

/** Whether the replied-user choice can matter here: a reply, a message that is none, or a body
 * that cannot reply (webhooks and interaction responses take no `message_reference`). */
const selectReply = (s: EditorState): 'reply' | 'no-reference' | 'cannot-reply' => {
  if (s.doc.envelope !== 'message') return 'cannot-reply';
  return s.doc.body.message_reference === undefined ? 'no-reference' : 'reply';
};

function ReplyNote({ reply }: { reply: ReturnType<typeof selectReply> }) {
  if (reply === 'reply') return null;
  return (
    <p className="insp-hint">
      Only matters in a reply (a channel message with <code>message_reference</code>);{' '}
      {reply === 'no-reference' ? 'this one replies to none.' : 'this body cannot reply.'}
    </p>
  );
}

function scopes(one: string, many: string) {
  return [
    { value: 'none' as MentionScope, label: `No ${many}` },
    { value: 'all' as MentionScope, label: `Any ${one}` },
    { value: 'these' as MentionScope, label: `These ${many}` },
  ];
}
const ROLE_SCOPES = scopes('role', 'roles');
const USER_SCOPES = scopes('user', 'users');

export function MentionsField({ spec, binding }: FieldEditorProps) {
  const headingId = useId();
  const everyoneId = useId();
  const repliedId = useId();
  const reply = useEditor(selectReply);
  const value = binding.value;
  // "Only these" with nothing ticked writes the same JSON as "Nobody"; remember which was picked.
  const [choosing, setChoosing] = useState(false);
  const stored = mentionsMode(value);
  const mode: MentionsMode = stored === 'nobody' && choosing ? 'choose' : stored;
  const choice = readMentions(value);

  const write = (next: Partial<MentionsChoice>, typing = false) => {
    const json = writeMentions({ ...choice, ...next }, value);
    if (typing) binding.set(json);
    else binding.commit(json);
  };
  const pickMode = (next: MentionsMode) => {
    setChoosing(next === 'choose');
    if (next === 'default') binding.commit(undefined);
    else if (next === 'nobody') binding.commit(writeMentions(readMentions(NOBODY), value));
    // From the default, choosing starts from nobody and adds who is ticked.
    else if (stored !== 'choose') binding.commit(writeMentions(readMentions(NOBODY), value));
  };

  let detail: ReactNode = null;
  if (mode === 'choose') {
    detail = (
      <div className="insp-nested">
        <label className="insp-check" htmlFor={everyoneId}>
          <input
            id={everyoneId}
            type="checkbox"
            data-testid={testId('allowed_mentions.everyone')}
            checked={choice.everyone}
            onChange={(e) => write({ everyone: e.target.checked })}
          />
          @everyone and @here
        </label>
        <Segments
          label="Roles that may be pinged"
          name="allowed_mentions.roles"
          value={choice.roles}
          options={ROLE_SCOPES}
          onPick={(roles) => write({ roles })}
        />
        {choice.roles === 'these' && (
          <IdsBox
            one="role"
            name="allowed_mentions.roles.ids"
            ids={choice.roleIds}
            onChange={(roleIds) => write({ roleIds }, true)}
          />
        )}
        <Segments
          label="Users who may be pinged"
          name="allowed_mentions.users"
          value={choice.users}
          options={USER_SCOPES}
          onPick={(users) => write({ users })}
        />
        {choice.users === 'these' && (
          <IdsBox
            one="user"
            name="allowed_mentions.users.ids"
            ids={choice.userIds}
            onChange={(userIds) => write({ userIds }, true)}
          />
        )}
        <label className="insp-check" htmlFor={repliedId}>
          <input
            id={repliedId}
            type="checkbox"
            data-testid={testId('allowed_mentions.replied_user')}
            checked={choice.repliedUser}
            onChange={(e) => write({ repliedUser: e.target.checked })}
          />
          The author of the message replied to
        </label>
        <ReplyNote reply={reply} />
      </div>
    );
  }

  return (
    <FieldFrame label={spec.label} headingId={headingId} binding={binding}>
      <div role="group" aria-labelledby={headingId} tabIndex={-1} data-testid={testId(spec.name)}>
        <Segments
          label="Mentions"
          name="allowed_mentions.mode"
          value={mode}
          options={MODES}
          onPick={pickMode}
        />
      </div>
      {detail}
      <p className="insp-hint" aria-live="polite" data-testid="mentions-summary">
        {describeMentions(value)}
        {mode === 'default' && (
          <>
            {' '}
            No <code>allowed_mentions</code> is sent.
          </>
        )}
        {stored === 'nobody' && (
          <>
            {' '}
            Sent as <code>{JSON.stringify(value)}</code>.
          </>
        )}
      </p>
    </FieldFrame>
  );
}
