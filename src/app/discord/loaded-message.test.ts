import { describe, expect, it } from 'vitest';
import { importPayload } from '../../model';
import { messageToBody } from './loaded-message';

/** A message as GET /channels/{id}/messages/{id} returns it. */
const fetched = {
  id: '998877665544332211',
  type: 0,
  channel_id: '112233445566778899',
  author: { id: '1', username: 'Trail Bot', bot: true },
  timestamp: '2026-08-01T10:00:00.000000+00:00',
  edited_timestamp: null,
  content: '',
  embeds: [],
  mentions: [],
  pinned: false,
  tts: false,
  flags: 32768 | 2, // IS_COMPONENTS_V2 | IS_CROSSPOST, which a request may not set
  attachments: [
    {
      id: '555555555555555555',
      filename: 'trail.png',
      size: 68,
      url: 'https://cdn.discordapp.com/attachments/1/555555555555555555/trail.png',
      proxy_url: 'https://media.discordapp.net/attachments/1/555555555555555555/trail.png',
      content_type: 'image/png',
    },
  ],
  components: [
    {
      type: 17,
      id: 1,
      components: [
        {
          type: 9,
          id: 2,
          components: [{ type: 10, id: 3, content: 'Ridge Loop is open.' }],
          accessory: {
            type: 11,
            id: 4,
            media: {
              id: '555555555555555555',
              url: 'https://cdn.discordapp.com/attachments/1/555555555555555555/trail.png',
              proxy_url: 'https://media.discordapp.net/x.png',
              width: 1,
              height: 1,
              content_type: 'image/png',
              attachment_id: '555555555555555555',
            },
          },
        },
        {
          type: 12,
          id: 5,
          items: [
            {
              media: { url: 'https://trails.example/a.jpg', width: 800, height: 600 },
              spoiler: true,
            },
          ],
        },
      ],
    },
  ],
};

describe('messageToBody', () => {
  it('keeps what a request takes and drops what Discord filled in', () => {
    expect(messageToBody(fetched)).toEqual({
      flags: 32768,
      components: [
        {
          type: 17,
          id: 1,
          components: [
            {
              type: 9,
              id: 2,
              components: [{ type: 10, id: 3, content: 'Ridge Loop is open.' }],
              accessory: { type: 11, id: 4, media: { url: 'attachment://trail.png' } },
            },
            {
              type: 12,
              id: 5,
              items: [{ media: { url: 'https://trails.example/a.jpg' }, spoiler: true }],
            },
          ],
        },
      ],
      attachments: [{ id: '555555555555555555', filename: 'trail.png' }],
    });
  });

  it('gives a body that imports as a valid message', () => {
    const result = importPayload(messageToBody(fetched), { as: 'message' });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.doc?.surface).toBe('message');
  });

  it('keeps the content, embeds and sendable flags of a legacy message', () => {
    const body = messageToBody({
      content: 'Hello',
      embeds: [{ title: 'T' }],
      flags: 4 | 4096 | 64,
      components: [],
    });
    expect(body).toEqual({ flags: 4100, content: 'Hello', embeds: [{ title: 'T' }] });
  });

  it('gives an empty body for anything that is not a message', () => {
    for (const junk of [null, 'x', 3, [], { attachments: 'x', components: 7, flags: 'a' }])
      expect(messageToBody(junk)).toEqual({});
  });
});
