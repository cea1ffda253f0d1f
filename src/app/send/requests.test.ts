import { describe, expect, it } from 'vitest';
import type { MessageDoc } from '../../model';
import { docOf, linkButton, message, row, button, text } from '../../model/testing/fixtures';
import {
  checkForm,
  editRequest,
  loadRequest,
  messageBody,
  sendRequest,
  webhookInfoRequest,
} from './requests';
import type { Checked } from './requests';
import { CHANNEL, TOKEN } from '../discord/test-kit';
import { MESSAGE, WEBHOOK, botForm, webhookForm } from './send-test-helpers';

/** A message fixture, typed as the message it is. */
function messageDoc(payload: unknown): MessageDoc {
  const doc = docOf(payload, 'message');
  if (doc.surface !== 'message') throw new Error('The fixture is not a message.');
  return doc;
}

function checked(result: ReturnType<typeof checkForm>): Checked {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('checkForm', () => {
  it('says what is missing instead of sending', () => {
    expect(checkForm(botForm({ token: '  ' }), 'send')).toEqual({
      ok: false,
      reason: 'Enter the bot token.',
    });
    expect(checkForm(botForm({ channelId: '' }), 'send')).toEqual({
      ok: false,
      reason: 'Enter the channel id.',
    });
    expect(checkForm(botForm(), 'edit')).toEqual({ ok: false, reason: 'Enter the message id.' });
    expect(checkForm(webhookForm({ webhookUrl: '' }), 'send')).toEqual({
      ok: false,
      reason: 'Paste the webhook URL.',
    });
  });

  it('explains a malformed id', () => {
    const result = checkForm(botForm({ channelId: 'general' }), 'send');
    expect(result).toEqual({
      ok: false,
      reason:
        'The channel id is a number of 17 to 20 digits (right-click the channel › Copy Channel ID).',
    });
  });

  it('refuses a token that cannot go in a header, without repeating it', () => {
    const result = checkForm(botForm({ token: 'abc déf' }), 'send');
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('déf');
  });

  it('takes a token pasted with its "Bot " prefix', () => {
    expect(checked(checkForm(botForm({ token: `Bot ${TOKEN}` }), 'send')).target).toEqual({
      kind: 'bot',
      token: TOKEN,
      channelId: CHANNEL,
    });
  });

  it('reads a webhook with its extras for a send', () => {
    const value = checked(
      checkForm(
        webhookForm({
          username: ' Trail Bot ',
          avatarUrl: 'https://x.example/a.png',
          threadId: MESSAGE,
        }),
        'send',
      ),
    );
    expect(value).toEqual({
      target: { kind: 'webhook', id: WEBHOOK.id, token: WEBHOOK.token, threadId: MESSAGE },
      messageId: null,
      extras: { username: 'Trail Bot', avatar_url: 'https://x.example/a.png' },
    });
  });

  it('refuses a thread id and a thread name together', () => {
    const result = checkForm(webhookForm({ threadId: MESSAGE, threadName: 'New post' }), 'send');
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('not both') });
  });

  it('refuses a bad avatar URL and an overlong username', () => {
    expect(checkForm(webhookForm({ avatarUrl: 'javascript:alert(1)' }), 'send').ok).toBe(false);
    expect(checkForm(webhookForm({ username: 'x'.repeat(81) }), 'send')).toMatchObject({
      reason: 'The username is at most 80 characters; this one has 81.',
    });
  });
});

describe('the requests', () => {
  const doc = messageDoc(message(text('Hello'), row(button({ custom_id: 'go' }))));
  const bot = checked(checkForm(botForm({ messageId: MESSAGE }), 'edit'));
  const hook = checked(
    checkForm(webhookForm({ threadId: '111111111111111111', username: 'Hook' }), 'send'),
  );

  it('sends with a bot: POST to the channel with the token as Bot authorization', () => {
    const body = messageBody(doc, 'send', bot);
    const request = sendRequest(bot, body);
    expect(request).toMatchObject({
      method: 'POST',
      url: `/relay/channels/${CHANNEL}/messages`,
      headers: { Authorization: `Bot ${TOKEN}`, 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(request.body as string)).toEqual(body);
    expect(request.body).not.toContain(TOKEN);
  });

  it('executes a webhook with wait, thread_id and with_components, extras in the body', () => {
    const body = messageBody(doc, 'send', hook);
    expect(body).toMatchObject({ username: 'Hook' });
    const request = sendRequest(hook, body);
    expect(request.url).toBe(
      `/relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}?wait=true&thread_id=111111111111111111&with_components=true`,
    );
    expect(request.headers).not.toHaveProperty('Authorization');
  });

  it('leaves with_components out when there are no components', () => {
    const plain = messageDoc({ content: 'Just text' });
    expect(sendRequest(hook, messageBody(plain, 'send', hook)).url).toBe(
      `/relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}?wait=true&thread_id=111111111111111111`,
    );
  });

  it('edits with PATCH and leaves out what an edit does not take', () => {
    const webhookDoc = messageDoc({
      ...message(text('Hi')),
      username: 'Old',
      nonce: 'x',
      tts: true,
    });
    const body = messageBody(webhookDoc, 'edit', bot);
    expect(body).toEqual(message(text('Hi')));
    expect(editRequest(bot, body)).toMatchObject({
      method: 'PATCH',
      url: `/relay/channels/${CHANNEL}/messages/${MESSAGE}`,
    });
    const hookEdit = { ...hook, messageId: MESSAGE };
    expect(editRequest(hookEdit, body).url).toBe(
      `/relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}/messages/${MESSAGE}?thread_id=111111111111111111&with_components=true`,
    );
  });

  it('loads with GET and no body', () => {
    expect(loadRequest(bot)).toEqual({
      method: 'GET',
      url: `/relay/channels/${CHANNEL}/messages/${MESSAGE}`,
      headers: { Authorization: `Bot ${TOKEN}` },
      body: null,
    });
    expect(loadRequest({ ...hook, messageId: MESSAGE }).url).toBe(
      `/relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}/messages/${MESSAGE}?thread_id=111111111111111111`,
    );
  });

  it('looks a webhook up with GET, no authorization', () => {
    if (hook.target.kind !== 'webhook') throw new Error('not a webhook');
    expect(webhookInfoRequest(hook.target)).toEqual({
      method: 'GET',
      url: `/relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}`,
      headers: {},
      body: null,
    });
  });

  it('sends only what a bot message takes, even from a webhook design', () => {
    const webhookDoc = messageDoc({
      ...message(row(linkButton())),
      username: 'Hook',
      thread_name: 'x',
    });
    expect(messageBody(webhookDoc, 'send', bot)).toEqual(message(row(linkButton())));
  });
});
