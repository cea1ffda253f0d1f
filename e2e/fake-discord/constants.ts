// The fake Discord's fixed world: one application with a bot, one guild with a channel the bot may
// use, a channel it may not, a thread, one seeded message and two webhooks. Specs and the demo use
// these values; nothing here is a real credential.

export const FAKE_APPLICATION_ID = '1300000000000000001';
export const FAKE_GUILD_ID = '1300000000000000010';
export const FAKE_CHANNEL_ID = '1300000000000000100';
/** A channel the bot cannot see: every request on it answers 403 code 50001 "Missing Access". */
export const FAKE_FORBIDDEN_CHANNEL_ID = '1300000000000000101';
/** A thread inside FAKE_CHANNEL_ID, for webhook `thread_id`. */
export const FAKE_THREAD_ID = '1300000000000000102';
/** A Components V2 message by the bot in FAKE_CHANNEL_ID: a Container with a Text Display and a Button. */
export const FAKE_MESSAGE_ID = '1300000000000000200';

/** Shaped like a bot token (base64 user id . timestamp . hmac); it only opens the fake. */
export const FAKE_BOT_TOKEN =
  'MTMwMDAwMDAwMDAwMDAwMDAwMQ.GFake0.component-studio-fake-bot-token-000';

/** An OAuth2 Bearer token of a guild admin with applications.commands.permissions.update. */
export const FAKE_BEARER_TOKEN = 'fake-bearer-token-commands-permissions-update-0001';

export interface FakeWebhook {
  id: string;
  token: string;
}

/** A webhook created by the application: it may send every component. */
export const FAKE_APP_WEBHOOK = {
  id: '1300000000000000300',
  token: 'fake-app-webhook-token-9aXk2LmQ7vR3sT0uW5yZ1bC4dE6fG8hJ_kMnPqRsTuVwXy',
  applicationId: FAKE_APPLICATION_ID,
} as const;

/** A webhook made by a person in the channel settings (application_id null). */
export const FAKE_PLAIN_WEBHOOK = {
  id: '1300000000000000301',
  token: 'fake-plain-webhook-token-Q2w3E4r5T6y7U8i9O0pA1sD2fG3hJ4kL5zX6cV7bN8m-Pl',
} as const;

/** The URL Discord shows for a webhook, as a person pastes it. */
export function webhookUrl(w: FakeWebhook): string {
  return `https://discord.com/api/webhooks/${w.id}/${w.token}`;
}

/** Default port of the fake when run on its own (`npm run fake-discord`) and in the e2e run. */
export const FAKE_DISCORD_DEFAULT_PORT = 4174;
