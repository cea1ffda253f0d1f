// What the fake Discord remembers: the requests it received (for specs to assert on), canned
// answers queued by a spec, and the channels, webhooks and messages of its small world.
import {
  FAKE_APP_WEBHOOK,
  FAKE_APPLICATION_ID,
  FAKE_CHANNEL_ID,
  FAKE_FORBIDDEN_CHANNEL_ID,
  FAKE_MESSAGE_ID,
  FAKE_PLAIN_WEBHOOK,
  FAKE_THREAD_ID,
} from './constants';
import type { CommandStore } from './command-store';
import { emptyCommandStore } from './command-store';
import { assignComponentIds } from './components';
import { LobbyStore } from './lobby-store';
import type { FakeInvite } from './invites';

export interface RecordedFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** One request to the Discord API as the fake received it. */
export interface RecordedRequest {
  method: string;
  /** The Discord route without the API prefix, e.g. `/channels/123/messages`. */
  path: string;
  query: Record<string, string>;
  /** Every query parameter in order, repeated ones included (a search's `author_id=…&author_id=…`). */
  queryPairs: [string, string][];
  /** Lower-case names; authorization included (this is a test fixture). */
  headers: Record<string, string>;
  /** The JSON body, or multipart's parsed `payload_json`; null when there was none or it was not JSON. */
  json: unknown;
  files: RecordedFile[];
}

export interface CannedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type?: string;
  description?: string;
}

export interface Author {
  id: string;
  username: string;
  discriminator: string;
  global_name: string | null;
  avatar: string | null;
  bot: true;
}

export interface DiscordMessage {
  id: string;
  type: 0;
  channel_id: string;
  author: Author;
  content: string;
  embeds: unknown[];
  components: unknown[];
  attachments: FakeAttachment[];
  flags: number;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: false;
  mentions: [];
  mention_roles: [];
  pinned: false;
  webhook_id?: string;
  application_id?: string;
  poll?: unknown;
}

export interface FakeChannel {
  id: string;
  /** 0 text channel, 11 public thread. */
  type: 0 | 11;
  parentId?: string;
  /** The bot cannot see it: 403 Missing Access. */
  forbidden?: boolean;
}

export interface FakeWebhookRecord {
  id: string;
  token: string;
  applicationId: string | null;
  channelId: string;
  name: string;
}

export const BOT_AUTHOR: Author = {
  id: FAKE_APPLICATION_ID,
  username: 'Component Studio Test Bot',
  discriminator: '0',
  global_name: null,
  avatar: null,
  bot: true,
};

const DISCORD_EPOCH = 1420070400000n;

export class FakeState {
  requests: RecordedRequest[] = [];
  canned: CannedAnswer[] = [];
  messages = new Map<string, DiscordMessage>();
  readonly channels = new Map<string, FakeChannel>();
  readonly webhooks = new Map<string, FakeWebhookRecord>();
  /** Registered application commands, their guild permissions and today's creates. */
  commands: CommandStore = emptyCommandStore();
  /** The social SDK's lobbies (lobbies.ts). */
  lobbies = new LobbyStore();
  /** Channel invites created since the last reset, by code (see invites.ts). */
  invites = new Map<string, FakeInvite>();
  private sequence = 0n;

  constructor() {
    this.seed();
  }

  /** Forgets requests, canned answers, sent messages and registered commands; the seeded world comes back. */
  reset(): void {
    this.requests = [];
    this.canned = [];
    this.messages = new Map();
    this.commands = emptyCommandStore();
    this.lobbies = new LobbyStore();
    this.invites = new Map();
    this.seed();
  }

  /** A fresh snowflake: milliseconds since Discord's epoch, then a counter. */
  nextId(): string {
    this.sequence = (this.sequence + 1n) & 0xfffn;
    return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | this.sequence).toString();
  }

  private seed(): void {
    const channels: FakeChannel[] = [
      { id: FAKE_CHANNEL_ID, type: 0 },
      { id: FAKE_FORBIDDEN_CHANNEL_ID, type: 0, forbidden: true },
      { id: FAKE_THREAD_ID, type: 11, parentId: FAKE_CHANNEL_ID },
    ];
    for (const c of channels) this.channels.set(c.id, c);
    const hooks: FakeWebhookRecord[] = [
      { ...FAKE_APP_WEBHOOK, channelId: FAKE_CHANNEL_ID, name: 'Studio App Hook' },
      {
        ...FAKE_PLAIN_WEBHOOK,
        applicationId: null,
        channelId: FAKE_CHANNEL_ID,
        name: 'Captain Hook',
      },
    ];
    for (const w of hooks) this.webhooks.set(w.id, w);
    this.messages.set(FAKE_MESSAGE_ID, seededMessage());
  }
}

function seededMessage(): DiscordMessage {
  const components = [
    {
      type: 17,
      accent_color: 0x5865f2,
      components: [
        {
          type: 10,
          content: '## Release notes\nThis message was already in the channel: load it to edit it.',
        },
        {
          type: 1,
          components: [{ type: 2, style: 1, label: 'Read more', custom_id: 'release:more' }],
        },
      ],
    },
  ];
  return {
    id: FAKE_MESSAGE_ID,
    type: 0,
    channel_id: FAKE_CHANNEL_ID,
    author: BOT_AUTHOR,
    content: '',
    embeds: [],
    components: assignComponentIds(components),
    attachments: [],
    flags: 1 << 15,
    timestamp: '2025-01-01T12:00:00.000000+00:00',
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    pinned: false,
  };
}
