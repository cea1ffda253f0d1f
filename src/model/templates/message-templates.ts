// The message templates: an announcement, a poll and a welcome card (Components V2).
import { makeNode } from '../document/document';
import type { Doc } from '../document/document';
import { avatar, row, text, v2 } from './build';

export function announcement(): Doc {
  return v2(
    makeNode(
      'container',
      { accent_color: 0x5865f2 },
      {
        components: [
          text('# Big news!\nVersion 2.0 of our bot is out today.'),
          makeNode('separator', { divider: true, spacing: 1 }),
          text(
            'Highlights:\n- Faster replies\n- A brand-new dashboard\n- Support for the new components',
          ),
          makeNode('media-gallery', {
            items: [
              { media: { url: avatar(1) }, description: 'The new dashboard' },
              { media: { url: avatar(2) }, description: 'The new settings page' },
            ],
          }),
          row(
            makeNode('button', {
              style: 5,
              label: 'Read the release notes',
              url: 'https://example.com/release-notes',
            }),
          ),
        ],
      },
    ),
  );
}

export function poll(): Doc {
  const option = (label: string, value: string, description: string, emoji: string) => ({
    label,
    value,
    description,
    emoji: { name: emoji },
  });
  return v2(
    text('## Where should we meet next?\nPick one below; you can change your vote until Friday.'),
    row(
      makeNode('string-select', {
        custom_id: 'poll_vote',
        placeholder: 'Choose a place',
        options: [
          option('The park', 'park', 'Picnic by the lake', '🌳'),
          option('The café', 'cafe', 'Coffee and cake', '☕'),
          option('The cinema', 'cinema', 'Whatever is showing', '🎬'),
          option('Online', 'online', 'A voice channel, from home', '🎧'),
        ],
      }),
    ),
    text('-# Votes are anonymous.'),
  );
}

export function welcome(): Doc {
  return v2(
    makeNode(
      'container',
      { accent_color: 0x57f287 },
      {
        components: [
          makeNode(
            'section',
            {},
            {
              components: [
                text('## Welcome to the server!'),
                text('We are glad you are here. Say hello in the general channel.'),
              ],
              accessory: [
                makeNode('thumbnail', { media: { url: avatar(3) }, description: 'Server icon' }),
              ],
            },
          ),
          makeNode('separator', { divider: true, spacing: 1 }),
          row(
            makeNode('button', { style: 1, label: 'Pick your roles', custom_id: 'welcome_roles' }),
            makeNode('button', { style: 5, label: 'Rules', url: 'https://example.com/rules' }),
          ),
        ],
      },
    ),
  );
}
