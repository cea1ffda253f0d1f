// The install link builder (/tools#install): a bot link built by ticking scopes and permissions,
// a pasted permissions integer ticking its bits, a scope beyond bot that requires a redirect URI,
// a bad input refused, the Register panel's offered link opening the tool prefilled, and the tool
// on a phone.
import { expect, test } from '@playwright/test';
import { importPayload } from '../src/model';
import { FAKE_APPLICATION_ID, FAKE_GUILD_ID } from './fake-discord/constants';
import { seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { InstallPage } from './pages/install-page';
import { RegisterPage } from './pages/register-page';
import { saveScreenshot } from './support/screenshots';

const APP = '1234567890123456789';
const AUTHORIZE = 'https://discord.com/oauth2/authorize';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('builds a bot link from ticked scopes and permissions, to copy and open', async ({
    page,
  }) => {
    const install = new InstallPage(page);
    await install.goto();
    await expect(install.url).toHaveCount(0);
    await install.clientId.fill(APP);
    await install.scope('bot').check();
    await install.scope('applications.commands').check();
    await install.permission('SEND_MESSAGES').check();
    await install.permission('EMBED_LINKS').check();
    await install.permission('PIN_MESSAGES').check();
    await expect(install.permissions).toHaveValue('2251799813703680');
    await expect(install.permissionBits).toHaveText(
      'Bits set: 11 SEND_MESSAGES, 14 EMBED_LINKS, 51 PIN_MESSAGES.',
    );
    const url = `${AUTHORIZE}?client_id=${APP}&permissions=2251799813703680&scope=bot%20applications.commands`;
    await expect(install.url).toHaveText(url);
    await expect(install.open).toHaveAttribute('href', url);
    await expect(install.open).toHaveAttribute('target', '_blank');
    await expect(install.open).toHaveAttribute('rel', 'noopener noreferrer');
    // The README's picture: the calculator with its 2026 notes beside the link it makes.
    await install.permission('PIN_MESSAGES').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'install-link');
    await expect(install.summary).toHaveText(
      'This link adds the bot to a server with 3 permissions; installs the app’s commands in the server.',
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await install.copy.click();
    await expect(install.copyStatus).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('a pasted integer ticks its bits, beyond 2^53 and bad bits included', async ({ page }) => {
    const install = new InstallPage(page);
    await install.goto({ client_id: APP, scope: 'bot' });
    // MANAGE_MESSAGES, BYPASS_SLOWMODE and KICK_MEMBERS.
    await install.permissions.fill(((1n << 13n) | (1n << 52n) | 2n).toString());
    await expect(install.permission('MANAGE_MESSAGES')).toBeChecked();
    await expect(install.permission('BYPASS_SLOWMODE')).toBeChecked();
    await expect(install.permission('KICK_MEMBERS')).toBeChecked();
    await expect(install.permission('SEND_MESSAGES')).not.toBeChecked();
    await expect(install.url).toHaveText(
      `${AUTHORIZE}?client_id=${APP}&permissions=4503599627378690&scope=bot`,
    );
    // One bad input: bit 47 is no permission. Refused with its number, no link, and offered to untick.
    await install.permissions.fill(((1n << 47n) | 8n).toString());
    await expect(install.problem('permissions')).toContainText(
      'sets bit 47, which is not a permission',
    );
    await expect(install.url).toHaveCount(0);
    await expect(install.blocked).toContainText('1 thing needs fixing');
    // Unticked, the bad bit's row goes away with it.
    await install.permission('bit-47').click();
    await expect(install.permissions).toHaveValue('8');
    await expect(install.problem('permissions')).toHaveCount(0);
    await expect(install.url).toHaveText(`${AUTHORIZE}?client_id=${APP}&permissions=8&scope=bot`);
  });

  test('a scope beyond bot makes the redirect URI required until one is given', async ({
    page,
  }) => {
    const install = new InstallPage(page);
    await install.goto({ client_id: APP, scope: 'bot' });
    await expect(install.redirectUri).toHaveCount(0);
    await install.scope('identify').check();
    await expect(install.required('redirect_uri')).toBeVisible();
    await expect(install.problem('redirect_uri')).toContainText('enter the redirect URI');
    await expect(install.url).toHaveCount(0);
    await install.redirectUri.fill('not a url');
    await expect(install.problem('redirect_uri')).toContainText('must be an absolute URL');
    await install.redirectUri.fill('https://example.com/callback');
    await expect(install.problem('redirect_uri')).toHaveCount(0);
    await expect(install.url).toHaveText(
      `${AUTHORIZE}?client_id=${APP}&response_type=code&redirect_uri=https%3A%2F%2Fexample.com%2Fcallback&scope=bot%20identify`,
    );
  });

  test('the Register panel offers the install link its commands need, opening the tool prefilled', async ({
    page,
  }) => {
    const { doc } = importPayload([{ name: 'ping', description: 'Is the bot there?' }], {
      as: 'commands',
      guildId: FAKE_GUILD_ID,
    });
    if (doc?.surface !== 'commands') throw new Error('not a command set');
    await seedDesigns(page, [{ id: 'bot', name: 'Trail bot', doc: { ...doc } }]);
    await new EditorPage(page).goto();
    const register = new RegisterPage(page);
    await register.open();
    await register.applicationId.fill(FAKE_APPLICATION_ID);
    const offered = register.installOffer(0);
    await expect(offered).toHaveText(
      `Install to guild ${FAKE_GUILD_ID}, where these commands are registered`,
    );
    const [tab] = await Promise.all([page.context().waitForEvent('page'), offered.click()]);
    const install = new InstallPage(tab);
    await expect(install.builder).toBeVisible();
    await expect(install.clientId).toHaveValue(FAKE_APPLICATION_ID);
    await expect(install.scope('applications.commands')).toBeChecked();
    await expect(install.scope('bot')).not.toBeChecked();
    await expect(install.integrationType('0')).toBeChecked();
    await expect(install.guildId).toHaveValue(FAKE_GUILD_ID);
    await expect(install.url).toHaveText(
      `${AUTHORIZE}?client_id=${FAKE_APPLICATION_ID}&integration_type=0&scope=applications.commands&guild_id=${FAKE_GUILD_ID}&disable_guild_select=true`,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the builder fits a phone and builds a link', async ({ page }) => {
    const install = new InstallPage(page);
    await install.goto({ client_id: APP, scope: 'bot', permissions: '2251799813703680' });
    await expect(install.permission('PIN_MESSAGES')).toBeChecked();
    await expect(install.url).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await install.scopes.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'install-link-phone');
    await install.permission('PIN_MESSAGES').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'install-link-phone-permissions');
  });
});
