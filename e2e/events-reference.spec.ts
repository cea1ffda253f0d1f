// The events reference in the browser: opened at RATE_LIMITED by its address, the builder's
// request and dispatch with a guild id and nonce typed, the link a permissions Save shows in the
// Register panel (through the relay to the fake Discord), and the link beside the simulator.
import { expect, test } from '@playwright/test';
import { importPayload } from '../src/model';
import { FakeDiscordClient, fakeDiscordUrl } from './fake-discord/client';
import {
  FAKE_APPLICATION_ID,
  FAKE_BEARER_TOKEN,
  FAKE_BOT_TOKEN,
  FAKE_GUILD_ID,
} from './fake-discord/constants';
import { seedDesigns } from './fixtures/editor-designs';
import { CommandPermissionsPage } from './pages/command-permissions-page';
import { EditorPage } from './pages/editor-page';
import { EventsPage } from './pages/events-page';
import { RegisterPage } from './pages/register-page';

const fake = new FakeDiscordClient();
const GUILD_PATH = `/applications/${FAKE_APPLICATION_ID}/guilds/${FAKE_GUILD_ID}/commands`;
const PING = { name: 'ping', description: 'Is the bot there?' };

test.use({ viewport: { width: 1400, height: 900 } });
test.beforeEach(async () => {
  await fake.reset();
});

test('opens at RATE_LIMITED, marked, and builds the request and the dispatch', async ({ page }) => {
  const events = new EventsPage(page);
  await events.goto('RATE_LIMITED');
  const card = events.event('RATE_LIMITED');
  await expect(card).toHaveClass(/is-target/);
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(events.event('GUILD_MEMBER_ADD')).not.toHaveClass(/is-target/);
  await expect(events.payload('GUILD_MEMBER_ADD')).toHaveText('Payload not documented.');

  await events.builderField('guildId').fill(FAKE_GUILD_ID);
  await events.builderField('nonce').fill('members-1');
  await events.builderField('secondsApart').fill('12');
  expect(await events.json('rl-request')).toEqual({
    op: 8,
    d: { guild_id: FAKE_GUILD_ID, query: '', limit: 0, nonce: 'members-1' },
  });
  expect(await events.json('rl-dispatch')).toEqual({
    op: 0,
    t: 'RATE_LIMITED',
    d: { opcode: 8, retry_after: 18, meta: { guild_id: FAKE_GUILD_ID, nonce: 'members-1' } },
  });
  await events.builderField('guildId').fill('12x');
  await expect(events.builderProblem('guildId')).toContainText('digits 0-9');
  await events.builderField('guildId').fill(FAKE_GUILD_ID);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'artifacts/screenshots/tools-events-1400.png' });
});

test('a permissions Save in the Register panel links to the permissions update event', async ({
  page,
}) => {
  const put = await fetch(`${fakeDiscordUrl()}/api/v10${GUILD_PATH}`, {
    method: 'PUT',
    headers: { authorization: `Bot ${FAKE_BOT_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify([PING]),
  });
  expect(put.status).toBe(200);
  const { doc } = importPayload([PING], { as: 'commands', guildId: FAKE_GUILD_ID });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  await seedDesigns(page, [{ id: 'bot', name: 'Trail bot', doc: { ...doc } }]);
  await new EditorPage(page).goto();
  const register = new RegisterPage(page);
  await register.open();
  await register.token.fill(FAKE_BOT_TOKEN);
  await register.button('list').click();
  await register.settled();
  const permissions = new CommandPermissionsPage(page);
  await permissions.addEveryoneButton.click();
  await permissions.save(FAKE_BEARER_TOKEN);
  await expect(permissions.result).toContainText('Saved 1');
  await expect(permissions.savedEvent).toHaveText(
    'Discord now sends Application Command Permissions Update to the app.',
  );
  await permissions.savedEventLink.click();
  await expect(page).toHaveURL(/\/tools#events\?event=APPLICATION_COMMAND_PERMISSIONS_UPDATE$/);
  const events = new EventsPage(page);
  await expect(events.event('APPLICATION_COMMAND_PERMISSIONS_UPDATE')).toHaveClass(/is-target/);
  await expect(events.payload('APPLICATION_COMMAND_PERMISSIONS_UPDATE')).toHaveText(
    'Payload not documented.',
  );
});

test('the editor’s preview links to the events reference', async ({ page }) => {
  const app = new EditorPage(page);
  await app.goto();
  await app.preview.eventsLink.click();
  await expect(page).toHaveURL(/\/tools#events$/);
  await expect(new EventsPage(page).event('RATE_LIMITED')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the reference fits the width', async ({ page }) => {
    const events = new EventsPage(page);
    await events.goto('RATE_LIMITED');
    await events.builderField('guildId').fill(FAKE_GUILD_ID);
    await expect(events.builderOutput('rl-dispatch')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'artifacts/screenshots/tools-events-390.png' });
  });
});
