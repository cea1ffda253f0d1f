// Test fixtures of the Send panel: a message to edit, a webhook, and its fields filled for a bot
// or a webhook (the generic doubles are src/app/discord/test-kit.ts).
import { CHANNEL, TOKEN } from '../discord/test-kit';
import type { SendForm } from './requests';

export const MESSAGE = '998877665544332211';
export const WEBHOOK = { id: '123456789012345678', token: 'hook-TOKEN_abcdefghijklmnop' };
export const WEBHOOK_URL = `https://discord.com/api/webhooks/${WEBHOOK.id}/${WEBHOOK.token}`;

export const botForm = (fields: Partial<SendForm> = {}): SendForm => ({
  mode: 'bot',
  token: TOKEN,
  channelId: CHANNEL,
  webhookUrl: '',
  messageId: '',
  threadId: '',
  threadName: '',
  username: '',
  avatarUrl: '',
  ...fields,
});

export const webhookForm = (fields: Partial<SendForm> = {}): SendForm => ({
  ...botForm(),
  mode: 'webhook',
  token: '',
  channelId: '',
  webhookUrl: WEBHOOK_URL,
  ...fields,
});
