// Set voice channel status: `PUT /channels/{channel}/voice-status` with `{ status }`, at most 500
// characters; an empty status clears it (sent as null). Discord answers 204 with no body.
import { OPERATION_LIMITS } from '../operation-limits';
import type { BuiltRequest } from './request';
import { FormChecks, seg } from './request';

export interface VoiceStatusForm {
  channelId: string;
  status: string;
}

/** An empty (or blank) status clears the channel's status instead of setting one. */
export const voiceStatusClears = (status: string): boolean => status.trim() === '';

/** The request that sets (or clears) a voice channel's status, or the form's problems. */
export function voiceStatusRequest(form: VoiceStatusForm): BuiltRequest {
  const checks = new FormChecks();
  const channel = checks.id('channelId', form.channelId, 'voice channel id');
  const status = checks.text('status', form.status, 'status', {
    max: OPERATION_LIMITS.voiceStatus,
  });
  return checks.result(() => ({
    method: 'PUT',
    path: `/channels/${seg(channel!)}/voice-status`,
    auth: 'bot',
    body: { status: voiceStatusClears(status) ? null : status },
  }));
}
