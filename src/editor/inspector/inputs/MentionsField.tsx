// A message's `allowed_mentions` in words: Discord's default (no field), nobody (`parse: []`), or
// only whom the person chooses (@everyone, roles and users in full or by id, the replied user).
// The JSON written never lists a type that `parse` allows in full (model/allowed-mentions.ts).
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  LIMITS,
  NOBODY,
  describeMentions,
  mentionsMode,
  readMentions,
  splitIds,
  writeMentions,
} from '../../../model';
import type { MentionScope, MentionsChoice, MentionsMode } from '../../../model';
import { useEditor } from '../../state/context';
import type { EditorState } from '../../state/store';
import { Counter, FieldFrame } from '../FieldFrame';
import { useDraft } from '../use-draft';
import { SNOWFLAKE } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const MODES: readonly { value: MentionsMode; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'nobody', label: 'Nobody' },
  { value: 'choose', label: 'Only these' },
];

/** Why the replied-user choice matters or not here; null when the message is a reply. */
const selectReplyNote = (s: EditorState): string | null => {
  if (s.doc.envelope === 'message')
    return s.doc.body.message_reference === undefined
      ? 'Only matters in a reply (a message with `message_reference`); this one replies to none.'
      : null;
  return 'Only matters in a reply (a channel message with `message_reference`); this body cannot reply.';
};

interface SegmentsProps<T extends string> {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onPick: (value: T) => void;
}

function Segments<T extends string>({ label, name, value, options, onPick }: SegmentsProps<T>) {
  const group = useId();
  return (
    <div
      className="insp-segmented"
      role="radiogroup"
      aria-label={label}
      tabIndex={-1}
      data-testid={testId(name)}
    >
      {options.map((o) => (
        <label key={o.value} className="insp-segment" data-on={value === o.value || undefined}>
          <input
            type="radio"
            name={group}
            value={o.value}
            data-testid={testId(`${name}.${o.value}`)}
            checked={value === o.value}
            onChange={() => onPick(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

interface IdsProps {
  /** "role" or "user". */
  one: string;
  name: string;
  ids: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Up to 100 ids, typed or pasted apart by spaces, commas or new lines. */
function IdsBox({ one, name, ids, onChange }: IdsProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(
    ids,
    (v) => v.join(', '),
    (d, v) => splitIds(d).join(',') === v.join(','),
  );
  const bad = ids.filter((i) => !SNOWFLAKE.test(i));
  return (
    <div className="insp-field">
      <div className="insp-field-head">
        <label htmlFor={id} className="insp-sublabel">
          {one === 'role' ? 'Role ids' : 'User ids'}
        </label>
        <Counter n={ids.length} max={LIMITS.mentionIds} />
      </div>
      <textarea
        id={id}
        className="insp-input"
        rows={2}
        data-testid={testId(name)}
        value={draft}
        placeholder="ids, apart by spaces or commas"
        aria-invalid={bad.length > 0 || ids.length > LIMITS.mentionIds || undefined}
        spellCheck={false}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(splitIds(e.target.value));
        }}
      />
      {bad.length > 0 && (
        <p className="insp-hint insp-bad">
          An id is digits only:{' '}
          {bad
            .slice(0, 3)
            .map((b) => `“${b}”`)
            .join(', ')}
          {bad.length > 3 ? ` and ${bad.length - 3} more are` : bad.length === 1 ? ' is' : ' are'}{' '}
          not.
        </p>
      )}
    </div>
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
  const replyNote = useEditor(selectReplyNote);
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
        {replyNote && <p className="insp-hint">{replyNote}</p>}
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
