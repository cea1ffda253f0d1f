// The messages the fake's guild search finds: a few in FAKE_GUILD_ID's channel and thread, by two
// members, the bot and a webhook, with an image, an embed, a link, a mention and @everyone; one is
// hostile (markup and a javascript: link that must stay inert) and one holds a component type the
// preview cannot draw. Oldest first.
import { FAKE_APPLICATION_ID, FAKE_CHANNEL_ID, FAKE_THREAD_ID } from './constants';
import { BOT_AUTHOR } from './state';

const river = {
  id: '1300000000000000031',
  username: 'river.walker',
  global_name: 'River',
  discriminator: '0',
  avatar: null,
};
const sam = { ...river, id: '1300000000000000032', username: 'summit_sam', global_name: 'Sam' };
const hook = {
  id: '1300000000000000300',
  username: 'Weather Hook',
  global_name: null,
  discriminator: '0000',
  avatar: null,
  bot: true,
};

type Seed = Record<string, unknown> & { id: string; author: { id: string }; content: string };

const base = (id: string, author: Seed['author'], content: string, minute: number) => ({
  id,
  type: 0,
  channel_id: FAKE_CHANNEL_ID,
  author,
  content,
  embeds: [],
  components: [],
  attachments: [],
  mentions: [],
  mention_roles: [],
  mention_everyone: false,
  pinned: false,
  tts: false,
  flags: 0,
  timestamp: `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000000+00:00`,
  edited_timestamp: null,
});

/** Ids are in time order, as snowflakes are. */
export const SEARCHABLE: Seed[] = [
  {
    ...base(
      '1300000000000000401',
      river,
      "Trail map for Saturday's hike: meet at the north gate.",
      1,
    ),
    attachments: [
      {
        id: '1300000000000000451',
        filename: 'trail-map.png',
        size: 48213,
        url: 'https://cdn.discordapp.com/attachments/1300000000000000100/1300000000000000451/trail-map.png',
        proxy_url:
          'https://media.discordapp.net/attachments/1300000000000000100/1300000000000000451/trail-map.png',
        content_type: 'image/png',
        width: 640,
        height: 480,
      },
    ],
  },
  {
    ...base(
      '1300000000000000402',
      sam,
      "Who's bringing the trail snacks? <@1300000000000000031>",
      2,
    ),
    mentions: [river],
  },
  {
    ...base('1300000000000000403', BOT_AUTHOR, '', 3),
    application_id: FAKE_APPLICATION_ID,
    flags: 1 << 15,
    components: [
      {
        type: 17,
        id: 1,
        accent_color: 0x1abc9c,
        components: [{ type: 10, id: 2, content: '## Weekly trail report\nAll trails open.' }],
      },
    ],
  },
  {
    ...base('1300000000000000404', hook, '', 4),
    channel_id: FAKE_THREAD_ID,
    webhook_id: hook.id,
    embeds: [
      { type: 'rich', title: 'Trail weather', description: 'Sunny, 18 °C.', color: 0xf1c40f },
    ],
  },
  {
    ...base(
      '1300000000000000405',
      sam,
      'Trail notes: [click here](javascript:alert(1)) <img src=x onerror="alert(1)"> https://example.com/trail',
      5,
    ),
    pinned: true,
  },
  {
    ...base('1300000000000000406', river, 'Trail poll results', 6),
    channel_id: FAKE_THREAD_ID,
    flags: 1 << 15,
    components: [{ type: 99, id: 1 }],
  },
  {
    ...base('1300000000000000407', BOT_AUTHOR, '@everyone the east trail is closed today.', 7),
    mention_everyone: true,
  },
];
