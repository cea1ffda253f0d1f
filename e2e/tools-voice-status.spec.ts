// The voice channel status console against the fake Discord through the relay: what the bot needs
// and the audit log entries said up front, a status too long refused before sending, a status set
// and cleared (sent as null), and Discord's refusals said in words.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID } from './fake-discord/constants';
import { EventsPage } from './pages/events-page';
import { ToolsPage } from './pages/tools-page';
import { VoiceStatusPage } from './pages/voice-status-page';
import { relayLogText } from './support/relay-log';

const fake = new FakeDiscordClient();
const CAMPFIRE = '1300000000000000103';

test.beforeEach(async () => {
  await fake.reset();
});

async function open(page: Page, query?: Record<string, string>) {
  const tools = new ToolsPage(page);
  await tools.goto('voice-status', query);
  return new VoiceStatusPage(page);
}

test('says what the bot needs and which audit log entries Discord writes, each linked to the events reference', async ({
  page,
}) => {
  const voice = await open(page);
  const needs = voice.needs;
  await expect(needs).toContainText('SET_VOICE_CHANNEL_STATUS');
  await expect(needs).toContainText(
    'plus Manage Channels (MANAGE_CHANNELS) when the bot user is not connected to the voice channel',
  );
  await expect(needs).toContainText('entry 192 (VOICE_CHANNEL_STATUS_UPDATE');
  await expect(needs).toContainText('entry 193 (VOICE_CHANNEL_STATUS_DELETE)');
  await expect(voice.auditEvent(193)).toHaveAttribute('href', '/tools#events?event=audit-193');
  await voice.auditEvent(192).click();
  await expect(page).toHaveURL(/\/tools#events\?event=audit-192$/);
  const events = new EventsPage(page);
  await expect(events.event('audit-192')).toHaveAttribute('data-target', 'true');
  await expect(events.payload('audit-192')).toContainText('options.status');
});

test('refuses a status of 501 characters before sending, then sets one and clears it', async ({
  page,
}) => {
  const voice = await open(page, { channel_id: CAMPFIRE });
  await voice.token.fill(FAKE_BOT_TOKEN);
  await voice.field('status').fill('🔥'.repeat(501));
  await expect(voice.count).toContainText('501 / 500 characters');
  await voice.send.click();
  await expect(voice.problem('status')).toHaveText(
    'The status takes at most 500 characters; it has 501.',
  );
  await expect(voice.result).toHaveText('Nothing was sent: one field needs fixing first.');
  await expect(voice.field('status')).toBeFocused();
  expect(await fake.requests()).toEqual([]);

  await voice.field('status').fill('Campfire stories at 8');
  await expect(voice.send).toHaveText('Set status');
  await voice.send.click();
  await expect(voice.result).toHaveText("Discord set the voice channel's status (204).");
  await expect(voice.result).toHaveAttribute('data-tone', 'success');

  await voice.field('status').fill('');
  await expect(voice.count).toContainText('Empty: sending clears the status (sent as null).');
  await expect(voice.send).toHaveText('Clear status');
  await voice.send.click();
  await expect(voice.result).toHaveText("Discord cleared the voice channel's status (204).");

  const sent = await fake.requests();
  expect(sent.map((r) => [r.method, r.path, r.json])).toEqual([
    ['PUT', `/channels/${CAMPFIRE}/voice-status`, { status: 'Campfire stories at 8' }],
    ['PUT', `/channels/${CAMPFIRE}/voice-status`, { status: null }],
  ]);
  expect(sent[0]!.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);
  expect(relayLogText()).not.toContain(FAKE_BOT_TOKEN);
});

test("says Discord's refusals plainly: missing permissions, and a channel that is not a voice channel", async ({
  page,
}) => {
  const voice = await open(page, { channel_id: CAMPFIRE, status: 'Open mic' });
  await expect(voice.field('status')).toHaveValue('Open mic');
  await voice.token.fill(FAKE_BOT_TOKEN);
  await fake.next({ status: 403, body: { message: 'Missing Permissions', code: 50013 } });
  await voice.send.click();
  await expect(voice.result).toHaveText(
    'Discord refused the request (403: Missing Permissions, code 50013). Missing permissions: the bot lacks a permission this operation needs (the console lists them above the form).',
  );
  await expect(voice.result).toHaveAttribute('data-tone', 'error');

  await voice.field('channelId').fill(FAKE_CHANNEL_ID);
  await voice.send.click();
  await expect(voice.result).toContainText('Cannot execute action on this channel type');
  await expect(voice.result).toContainText('50024');
});

for (const viewport of [
  { name: 'wide', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`a picture of the console at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const voice = await open(page, { channel_id: CAMPFIRE, status: 'Campfire stories' });
    await voice.token.fill(FAKE_BOT_TOKEN);
    await voice.send.click();
    await expect(voice.result).toHaveAttribute('data-tone', 'success');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `artifacts/screenshots/tools-voice-status-${viewport.name}.png`,
      fullPage: true,
    });
  });
