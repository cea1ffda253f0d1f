// The typical embed the conversion's tests and e2e share: every part an embed has, fields inline,
// and the Container it becomes in a Components V2 message.
import type { Json } from './fixtures';

export const TYPICAL_STAMP = '2026-11-27T16:30:00.000Z';
export const TYPICAL_UNIX = 1795797000;

export const typicalEmbed = (): Json => ({
  author: {
    name: 'Trail crew',
    url: 'https://trails.example/crew',
    icon_url: 'https://trails.example/crew.png',
  },
  title: 'Ridge Loop is open',
  url: 'https://trails.example/ridge',
  description: 'The bridge is rebuilt.\n\nBring **boots**.',
  color: 0x57f287,
  fields: [
    { name: 'Length', value: '12 km', inline: true },
    { name: 'Climb', value: '640 m', inline: true },
    { name: 'Time', value: '4 h', inline: true },
  ],
  thumbnail: { url: 'https://trails.example/thumb.png' },
  image: { url: 'https://trails.example/ridge.jpg' },
  footer: { text: 'Trail report', icon_url: 'https://trails.example/report.png' },
  timestamp: TYPICAL_STAMP,
});

/** The Container the typical embed becomes. */
export const typicalContainer = (): Json => ({
  type: 17,
  accent_color: 0x57f287,
  components: [
    {
      type: 9,
      components: [
        {
          type: 10,
          content:
            '-# [Trail crew](https://trails.example/crew)\n## [Ridge Loop is open](https://trails.example/ridge)',
        },
        { type: 10, content: 'The bridge is rebuilt.\n\nBring **boots**.' },
      ],
      accessory: { type: 11, media: { url: 'https://trails.example/thumb.png' } },
    },
    { type: 10, content: '**Length**\n12 km\n\n**Climb**\n640 m\n\n**Time**\n4 h' },
    { type: 12, items: [{ media: { url: 'https://trails.example/ridge.jpg' } }] },
    { type: 10, content: `-# Trail report • <t:${TYPICAL_UNIX}:f>` },
  ],
});

/** What the conversion to V2 names as left behind from one typical embed. */
export const TYPICAL_ICONS_LOST = [
  'The author icon of 1 embed (a Components V2 message has no place for it).',
  'The footer icon of 1 embed (a Components V2 message has no place for it).',
];
