import { describe, expect, it } from 'vitest';
import { parseWebhookUrl } from './webhook-url';

const ID = '123456789012345678';
const TOKEN = 'abc-DEF_123';

describe('parseWebhookUrl', () => {
  it.each([
    `https://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
    `https://ptb.discord.com/api/webhooks/${ID}/${TOKEN}/`,
    `https://canary.discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discordapp.com/api/webhooks/${ID}/${TOKEN}`,
    `  https://canary.discordapp.com/api/v9/webhooks/${ID}/${TOKEN}  `,
  ])('reads the id and token of %s', (url) => {
    expect(parseWebhookUrl(url)).toEqual({
      ok: true,
      webhook: { id: ID, token: TOKEN, threadId: null },
    });
  });

  it('takes a thread_id from the URL', () => {
    const parsed = parseWebhookUrl(
      `https://discord.com/api/webhooks/${ID}/${TOKEN}?thread_id=998877665544332211`,
    );
    expect(parsed).toMatchObject({ ok: true, webhook: { threadId: '998877665544332211' } });
  });

  it.each([
    ['', 'Paste the webhook URL.'],
    ['not a url', 'not a URL'],
    [`http://discord.com/api/webhooks/${ID}/${TOKEN}`, 'not on discord.com'],
    [`https://evil.example/api/webhooks/${ID}/${TOKEN}`, 'not on discord.com'],
    [`https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`, 'not on discord.com'],
    [`https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`, 'not on discord.com'],
    [`https://discord.com/api/webhooks/${ID}`, 'not a webhook URL'],
    [`https://discord.com/api/webhooks/12/${TOKEN}`, 'not a webhook URL'],
    [`https://discord.com/channels/${ID}/${ID}`, 'not a webhook URL'],
  ])('refuses %j, saying why without repeating it', (url, reason) => {
    const parsed = parseWebhookUrl(url);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reason).toContain(reason);
    expect(parsed.reason).not.toContain(TOKEN);
  });
});
