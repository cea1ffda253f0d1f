import { describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../operation-limits';
import { voiceStatusRequest } from './voice-status';

const CHANNEL = '1300000000000000103';
const MAX = OPERATION_LIMITS.voiceStatus;

describe('voiceStatusRequest', () => {
  it('sets a status with the bot token', () => {
    expect(voiceStatusRequest({ channelId: CHANNEL, status: 'Campfire stories' })).toEqual({
      ok: true,
      request: {
        method: 'PUT',
        path: `/channels/${CHANNEL}/voice-status`,
        auth: 'bot',
        body: { status: 'Campfire stories' },
      },
    });
  });

  it('clears the status with null when it is empty or blank', () => {
    for (const status of ['', '   '])
      expect(voiceStatusRequest({ channelId: CHANNEL, status })).toMatchObject({
        ok: true,
        request: { body: { status: null } },
      });
  });

  it('takes 499 and 500 characters and refuses 501, counting code points', () => {
    for (const n of [MAX - 1, MAX])
      expect(voiceStatusRequest({ channelId: CHANNEL, status: 'a'.repeat(n) }).ok).toBe(true);
    // 500 emoji are 1000 UTF-16 units but 500 characters, as Discord counts them.
    expect(voiceStatusRequest({ channelId: CHANNEL, status: '🔥'.repeat(MAX) }).ok).toBe(true);
    expect(voiceStatusRequest({ channelId: CHANNEL, status: 'a'.repeat(MAX + 1) })).toEqual({
      ok: false,
      problems: [
        { field: 'status', message: 'The status takes at most 500 characters; it has 501.' },
      ],
    });
  });

  it('refuses a channel id that is not a snowflake, and finds every problem at once', () => {
    const built = voiceStatusRequest({ channelId: '12/../', status: 'x'.repeat(MAX + 1) });
    expect(built.ok ? [] : built.problems.map((p) => p.field)).toEqual(['channelId', 'status']);
  });
});
