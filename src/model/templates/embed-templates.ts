// The legacy message templates: an embed announcement with fields, and a poll Discord runs itself.
import { emptyMessage } from '../catalog/factory';
import { makeNode } from '../document/document';
import type { Doc, Node } from '../document/document';
import { avatar, row } from './build';

const legacy = (content: string | null, ...nodes: Node[]): Doc => ({
  ...emptyMessage(false),
  body: content === null ? {} : { content },
  nodes,
});
const field = (name: string, value: string, inline = true) =>
  makeNode('embed-field', { name, value, inline });
const answer = (text: string, emoji: string) =>
  makeNode('poll-answer', { poll_media: { text, emoji: { name: emoji } } });

export function embedRelease(): Doc {
  return legacy(
    'Release notes are out!',
    makeNode(
      'embed',
      {
        author: { name: 'Studio Bot', icon_url: avatar(0) },
        title: 'Version 2.0',
        url: 'https://example.com/release-notes',
        description: 'A faster bot, a brand-new dashboard and support for the new components.',
        color: 0x5865f2,
        thumbnail: { url: avatar(1) },
        footer: { text: 'Released' },
        timestamp: '2026-11-27T12:00:00.000Z',
      },
      {
        fields: [
          field('Replies', '2× faster'),
          field('Dashboard', 'Redesigned'),
          field('Commands', '12 new'),
          field('Upgrading', 'Nothing to do: the bot updates itself.', false),
        ],
      },
    ),
    row(
      makeNode('button', {
        style: 5,
        label: 'Read the release notes',
        url: 'https://example.com/release-notes',
      }),
    ),
  );
}

export function nativePoll(): Doc {
  return legacy(
    null,
    makeNode(
      'poll',
      { question: { text: 'Where should we meet next?' }, duration: 72, allow_multiselect: false },
      {
        answers: [answer('The park', '🌳'), answer('The café', '☕'), answer('Online', '💻')],
      },
    ),
  );
}
