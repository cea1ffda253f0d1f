// Create a channel invite: how long it lasts and how often it may be used, the roles it grants,
// and the only users who may accept it, sent as a CSV file part. The CSV is shown before sending.
import { useState } from 'react';
import type { CreateInviteForm } from '../../../model/operations';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import {
  TARGET_USERS_FILENAME,
  TARGET_USERS_PART,
  createInviteRequest,
  readCreatedInvite,
  targetUsersPreview,
} from '../../../model/operations';
import { OperationConsole } from '../operations/OperationConsole';
import { CheckField, TextField, formBinder } from '../operations/fields';
import { InviteCard } from './InviteCard';

const { maxAge, maxUses } = OPERATION_LIMITS.invite;

export function CreateInviteConsole({
  channelId,
  onCreated,
}: {
  channelId: string;
  /** Told the code of each invite created, for the target users console. */
  onCreated: (code: string) => void;
}) {
  const [form, setForm] = useState<CreateInviteForm>({
    channelId,
    maxAge: '',
    maxUses: '',
    temporary: false,
    unique: false,
    roleIds: '',
    targetUsers: '',
  });
  const set = (patch: Partial<CreateInviteForm>) => setForm((f) => ({ ...f, ...patch }));
  const bind = formBinder(form, set);
  const csv = targetUsersPreview(form.targetUsers);

  return (
    <OperationConsole
      id="create-invite"
      title="Create channel invite"
      auth="bot"
      needs={
        <>
          <p>
            A bot with <strong>CREATE_INSTANT_INVITE</strong> on the channel. Roles granted on
            accept also need <strong>MANAGE_ROLES</strong>, and none of them may be above the
            bot&rsquo;s highest role.
          </p>
          <p>
            Sends <code>POST /channels/{'{channel}'}/invites</code>; with target users, as multipart
            with <code>payload_json</code> and the CSV file <code>{TARGET_USERS_PART}</code>.
          </p>
        </>
      }
      sendLabel="Create invite"
      busy="Creating the invite…"
      build={() => createInviteRequest(form)}
      success={(_, body) => {
        const read = readCreatedInvite(body);
        return read.ok ? `Discord created the invite ${read.invite.code}.` : read.reason;
      }}
      onResult={(result) => {
        if (!result.ok) return;
        const read = readCreatedInvite(result.body);
        if (read.ok) onCreated(read.invite.code);
      }}
      drawAnswer={(body) => <InviteCard body={body} />}
    >
      <TextField {...bind('channelId')} label="Channel id" placeholder="17 to 20 digits" numeric />
      <TextField
        {...bind('maxAge')}
        label="Expires after (seconds)"
        placeholder={String(maxAge.default)}
        hint={`${maxAge.min} to ${maxAge.max} (7 days); 0 never expires; empty: ${maxAge.default} (1 day).`}
        numeric
      />
      <TextField
        {...bind('maxUses')}
        label="Maximum uses"
        placeholder="0"
        hint={`${maxUses.min} to ${maxUses.max}; 0 is unlimited.`}
        numeric
      />
      <CheckField
        field="temporary"
        label="Temporary membership (members leave when they log off unless given a role)"
        checked={form.temporary}
        onChange={(v) => set({ temporary: v })}
      />
      <CheckField
        field="unique"
        label="Always a new invite (never reuse a similar one)"
        checked={form.unique}
        onChange={(v) => set({ unique: v })}
      />
      <TextField
        {...bind('roleIds')}
        label="Roles granted on accept (ids)"
        rows={2}
        placeholder="One role id per line, or separated by commas"
        wide
      />
      <TextField
        {...bind('targetUsers')}
        label="Only these users may accept (user ids)"
        rows={3}
        placeholder="One user id per line, or separated by commas; empty: anyone with the link"
        hint={
          form.targetUsers.trim() !== '' && csv === null
            ? 'The CSV to be sent shows here once every entry is a user id, each listed once.'
            : undefined
        }
        wide
      />
      {csv !== null && (
        <figure className="tool-field tool-field-wide op-csv" data-testid="invite-csv">
          <figcaption className="hint">
            Sent as the file <code>{TARGET_USERS_FILENAME}</code> (text/csv):
          </figcaption>
          <pre>{csv}</pre>
        </figure>
      )}
    </OperationConsole>
  );
}
