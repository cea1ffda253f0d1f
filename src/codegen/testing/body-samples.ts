// For tests: legacy messages whose body is more than components: two embeds that use every field
// (inline fields and one without, a timestamp with a zone, colour 0 and none, an uploaded
// thumbnail), a poll with unicode and custom emoji that allows several answers, and allowed
// mentions in each form. Each is imported from its JSON, as the editor holds it.
import type { MessageDoc } from '../../model';
import { button, docOf, row } from '../../model/testing/fixtures';
import { TRICKY } from './strings';

export const CUSTOM_EMOJI_ID = '123456789012345678';

/** Two embeds: the first sets every field a bot may send, the second only a few. */
export const twoEmbeds = () => [
  {
    title: TRICKY.slice(0, 40),
    url: 'https://example.com/title',
    description: `${TRICKY}\n> quoted`,
    color: 0,
    timestamp: '2024-05-01T12:34:56.789+02:00',
    author: {
      name: 'Ann Author',
      url: 'https://example.com/author',
      icon_url: 'https://example.com/author.png',
    },
    footer: { text: TRICKY.slice(0, 30), icon_url: 'https://example.com/footer.png' },
    image: { url: 'https://example.com/image.png' },
    thumbnail: { url: 'attachment://thumb.png' },
    fields: [
      { name: 'Left', value: 'One', inline: true },
      { name: 'Right', value: TRICKY, inline: true },
      { name: 'Below', value: 'Not inline', inline: false },
      { name: 'Default', value: 'inline left out' },
    ],
  },
  { title: 'Second', description: 'No colour, no timestamp' },
];

/** A poll: a unicode emoji, an animated custom one, an answer without emoji; several answers. */
export const pollOfThree = () => ({
  question: { text: TRICKY.slice(0, 60) },
  answers: [
    { poll_media: { text: 'Ants', emoji: { name: '🐜' } } },
    {
      poll_media: {
        text: 'Blobs',
        emoji: { id: CUSTOM_EMOJI_ID, name: 'blob_dance', animated: true },
      },
    },
    { poll_media: { text: TRICKY.slice(0, 50) } },
  ],
  duration: 48,
  allow_multiselect: true,
  layout_type: 1,
});

/** Allowed mentions in each form a design may hold. */
export const MENTION_FORMS = {
  parseOnly: { parse: ['users', 'everyone'] },
  lists: {
    users: ['100000000000000001', '100000000000000002'],
    roles: ['200000000000000001'],
    replied_user: true,
  },
  nobody: { parse: [] },
  empty: {},
} as const;

const legacy = (body: Record<string, unknown>): MessageDoc => {
  const doc = docOf(body);
  if (doc.surface !== 'message') throw new Error('The sample is not a message.');
  return doc;
};

/** Content, two embeds, a button, mentions by list, silent and suppressed, and a webhook's name. */
export const embedsMessage = (): MessageDoc =>
  legacy({
    content: 'Embeds below',
    tts: true,
    embeds: twoEmbeds(),
    allowed_mentions: MENTION_FORMS.lists,
    flags: (1 << 12) | (1 << 2),
    attachments: [{ id: 0, filename: 'thumb.png' }],
    components: [row(button({ label: 'Go' }))],
  });

/** A poll, with mentions to nobody. */
export const pollMessage = (): MessageDoc =>
  legacy({ poll: pollOfThree(), allowed_mentions: MENTION_FORMS.nobody });

/** A message for each form of allowed mentions. */
export const mentionMessages = (): [string, MessageDoc][] =>
  Object.entries(MENTION_FORMS).map(([name, form]) => [
    name,
    legacy({
      content: `<@100000000000000001> <@&200000000000000001> @everyone`,
      allowed_mentions: form,
    }),
  ]);

/** An ephemeral, silent reply with an embed. */
export const ephemeralReply = (): MessageDoc =>
  legacy({ content: 'Only you', flags: (1 << 6) | (1 << 12), embeds: twoEmbeds().slice(1) });

/** A webhook message: its own name and avatar, an embed, a poll. */
export const webhookMessage = (): MessageDoc =>
  legacy({
    username: 'Hook',
    avatar_url: 'https://example.com/hook.png',
    embeds: twoEmbeds().slice(1),
    poll: pollOfThree(),
  });

export interface BodySample {
  name: string;
  doc: MessageDoc;
  envelope: 'message' | 'webhook' | 'response-4' | 'response-7';
}

/** Every body sample in each target that can send all of it. */
export function bodySamples(): BodySample[] {
  const all = ['message', 'webhook', 'response-4', 'response-7'] as const;
  const sendable = ['message', 'webhook', 'response-4'] as const;
  const designs: [string, MessageDoc, readonly BodySample['envelope'][]][] = [
    // update() cannot say tts: the header names it, and the rest goes.
    ['embeds', embedsMessage(), all],
    ['poll', pollMessage(), sendable],
    ['webhook', webhookMessage(), ['webhook']],
    ['ephemeral', ephemeralReply(), ['response-4']],
    ...mentionMessages().map(([n, doc]): [string, MessageDoc, typeof all] => [
      `mentions-${n}`,
      doc,
      all,
    ]),
  ];
  return designs.flatMap(([name, doc, envelopes]) =>
    envelopes.map((envelope) => ({ name: `${name}.${envelope}`, doc, envelope })),
  );
}
