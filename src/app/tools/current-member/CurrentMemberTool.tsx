// Modify current member: the bot's own nickname, avatar, banner and bio in one server. Only what
// the person touched is sent; an emptied or cleared field is sent as null, resetting it.
import { useState } from 'react';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import { charCount, currentMemberRequest } from '../../../model/operations';
import { isPlainObject } from '../../../model/payload/envelope';
import type { ToolProps } from '../tool-list';
import { OperationConsole } from '../operations/OperationConsole';
import { TextField } from '../operations/fields';
import type { ImageValue } from './ImagePickField';
import { ImagePickField } from './ImagePickField';
import './current-member.css';

const NICK = OPERATION_LIMITS.currentMember.nick;

export default function CurrentMemberTool({ params }: ToolProps) {
  const [guildId, setGuildId] = useState(params.get('guild_id') ?? '');
  const [nick, setNick] = useState<string | undefined>(undefined);
  const [bio, setBio] = useState<string | undefined>(undefined);
  const [avatar, setAvatar] = useState<ImageValue>(undefined);
  const [banner, setBanner] = useState<ImageValue>(undefined);

  return (
    <OperationConsole
      id="current-member"
      title="Modify the bot's own member"
      auth="bot"
      needs={
        <>
          <p>
            Sends <code>PATCH /guilds/{'{guild}'}/members/@me</code> with the bot token: the bot
            changes its own member in that server. Bots may set the banner, avatar and bio; changing
            the nickname needs <strong>Change Nickname</strong> (<code>CHANGE_NICKNAME</code>)
            there.
          </p>
          <p>Only the fields you change are sent; the others stay as they are.</p>
        </>
      }
      sendLabel="Update member"
      busy="Updating the bot's member…"
      build={() => currentMemberRequest({ guildId, nick, avatar, banner, bio })}
      success={(code, body) => {
        const shown =
          isPlainObject(body) && typeof body.nick === 'string' ? ` as “${body.nick}”` : '';
        return `Discord updated the bot's member in this server${shown} (${code}).`;
      }}
    >
      <TextField
        field="guildId"
        label="Server id"
        value={guildId}
        onChange={setGuildId}
        placeholder="17 to 20 digits"
        numeric
      />
      <TextField
        field="nick"
        label="Nickname"
        value={nick ?? ''}
        onChange={setNick}
        placeholder="Unchanged"
        hint={
          nick === undefined
            ? 'Unchanged: not sent.'
            : nick.trim() === ''
              ? 'Empty: resets the nickname (sent as null).'
              : `${charCount(nick.trim())} / ${NICK.max} characters.`
        }
      />
      <ImagePickField field="avatar" label="Avatar" value={avatar} onChange={setAvatar} />
      <ImagePickField field="banner" label="Banner" value={banner} onChange={setBanner} />
      <TextField
        field="bio"
        label="Bio"
        value={bio ?? ''}
        onChange={setBio}
        rows={3}
        wide
        placeholder="Unchanged"
        hint={
          bio === undefined
            ? 'Unchanged: not sent. Discord documents no length bound for a bio, so none is checked here.'
            : bio.trim() === ''
              ? 'Empty: resets the bio (sent as null).'
              : `${charCount(bio)} characters; Discord documents no bound and answers if it is too long.`
        }
      />
      <div className="form-field member-keep">
        <button
          type="button"
          className="button-secondary"
          data-testid="member-text-keep"
          disabled={nick === undefined && bio === undefined}
          onClick={() => {
            setNick(undefined);
            setBio(undefined);
          }}
        >
          Leave nickname and bio unchanged
        </button>
      </div>
    </OperationConsole>
  );
}
