import { describe, expect, it } from 'vitest';
import { parseWebhookUrl, webhookUrlProblem } from './webhook-url';

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
    [`discord.com/api/webhooks/${ID}/${TOKEN}`, 'missing its https://'],
    [`http://discord.com/api/webhooks/${ID}/${TOKEN}`, 'starts with https://, not http://'],
    [`https://evil.example/api/webhooks/${ID}/${TOKEN}`, 'this one is on evil.example'],
    [`https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`, 'is on discord.com;'],
    [`https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`, 'no port'],
    [`https://me:pw@discord.com/api/webhooks/${ID}/${TOKEN}`, 'no user name'],
    [`https://discord.com/channels/${ID}/${ID}`, 'should start with /api/webhooks/'],
    [`https://discord.com/api/webhooks/`, 'id and token are missing'],
    [`https://discord.com/api/webhooks/123/${TOKEN}`, 'has 17 to 20 digits; this one has 3'],
    [`https://discord.com/api/webhooks/abc/${TOKEN}`, 'is a number of 17 to 20 digits'],
    [`https://discord.com/api/webhooks/${ID}`, 'token that follows it is missing'],
    [`https://discord.com/api/webhooks/${ID}/`, 'token that follows it is missing'],
    [`https://discord.com/api/webhooks/${ID}/${TOKEN}%20x`, 'characters a token never has'],
    [`https://discord.com/api/webhooks/${ID}/${TOKEN}/slack`, 'goes on after the token'],
    [`https://discord.com/api/webhooks/${ID}/${TOKEN}?wait=true&x=1`, '(wait, x)'],
    [`https://discord.com/api/webhooks/${ID}/${TOKEN}?thread_id=12`, 'thread_id in the URL'],
  ])('refuses %j, saying why without repeating the token', (url, reason) => {
    const parsed = parseWebhookUrl(url);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reason).toContain(reason);
    expect(parsed.reason).not.toContain(TOKEN);
  });

  it('says the fault the URL has, not a general "not a webhook URL"', () => {
    const reasons = [
      `https://discord.com/api/webhooks/123/abc`,
      `http://discord.com/api/webhooks/${ID}/${TOKEN}`,
    ].map((url) => {
      const parsed = parseWebhookUrl(url);
      return parsed.ok ? '' : parsed.reason;
    });
    expect(reasons[0]).toContain('webhook id');
    expect(reasons[0]).not.toContain('not a webhook');
    expect(reasons[1]).not.toContain('not on discord.com');
  });
});

describe('webhookUrlProblem', () => {
  it('says nothing while the field is empty or the URL is good, and the fault otherwise', () => {
    expect(webhookUrlProblem('  ')).toBeNull();
    expect(webhookUrlProblem(`https://discord.com/api/webhooks/${ID}/${TOKEN}`)).toBeNull();
    expect(webhookUrlProblem(`https://discord.com/api/webhooks/${ID}`)).toContain('token');
  });
});
