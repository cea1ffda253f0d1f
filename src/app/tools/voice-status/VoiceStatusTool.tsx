// Set voice channel status: one voice channel id and a status of up to 500 characters, or nothing
// to clear it. What the bot needs and what Discord records in the audit log are said up front.
import { useRef, useState } from 'react';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import { charCount, voiceStatusClears, voiceStatusRequest } from '../../../model/operations';
import type { ToolProps } from '../tool-list';
import { toolHref } from '../tool-list';
import { OperationConsole } from '../operations/OperationConsole';
import { TextField } from '../operations/fields';

const MAX = OPERATION_LIMITS.voiceStatus;

export default function VoiceStatusTool({ params }: ToolProps) {
  const [channelId, setChannelId] = useState(params.get('channel_id') ?? '');
  const [status, setStatus] = useState(params.get('status') ?? '');
  // What the request that went out did, for the sentence said when Discord answers.
  const sentClear = useRef(false);
  const clears = voiceStatusClears(status);

  return (
    <OperationConsole
      id="voice-status"
      title="Set voice channel status"
      auth="bot"
      needs={
        <>
          <p>
            Sends <code>PUT /channels/{'{channel}'}/voice-status</code> with the bot token. The bot
            needs <strong>Set Voice Channel Status</strong> (<code>SET_VOICE_CHANNEL_STATUS</code>,{' '}
            <code>1 &lt;&lt; 48</code>) in that channel, plus <strong>Manage Channels</strong> (
            <code>MANAGE_CHANNELS</code>) when the bot user is not connected to the voice channel.
          </p>
          <p>
            Discord records the change in the server&rsquo;s audit log:{' '}
            <a
              href={toolHref('events', { event: 'audit-192' })}
              data-testid="voice-status-event-192"
            >
              entry 192
            </a>{' '}
            (<code>VOICE_CHANNEL_STATUS_UPDATE</code>, with the new <code>status</code> in its
            options) when a status is set,{' '}
            <a
              href={toolHref('events', { event: 'audit-193' })}
              data-testid="voice-status-event-193"
            >
              entry 193
            </a>{' '}
            (<code>VOICE_CHANNEL_STATUS_DELETE</code>) when it is cleared. See the{' '}
            <a href={toolHref('events')}>events reference</a> for the rest.
          </p>
        </>
      }
      sendLabel={clears ? 'Clear status' : 'Set status'}
      busy={clears ? "Clearing the channel's status…" : "Setting the channel's status…"}
      build={() => {
        sentClear.current = clears;
        return voiceStatusRequest({ channelId, status });
      }}
      success={(code) =>
        sentClear.current
          ? `Discord cleared the voice channel's status (${code}).`
          : `Discord set the voice channel's status (${code}).`
      }
    >
      <TextField
        field="channelId"
        label="Voice channel id"
        value={channelId}
        onChange={setChannelId}
        placeholder="17 to 20 digits"
        numeric
      />
      <TextField
        field="status"
        label="Status"
        value={status}
        onChange={setStatus}
        rows={2}
        wide
        placeholder="Empty clears the status"
        hint={
          <span data-testid="voice-status-count">
            {charCount(status)} / {MAX} characters.
            {clears && ' Empty: sending clears the status (sent as null).'}
          </span>
        }
      />
    </OperationConsole>
  );
}
