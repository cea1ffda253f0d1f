// The studio's Register panel with an environment (issue 26, part 3), end to end: the REAL studio
// server on a copy of e2e/fixtures/studio with a component-studio.json, composed as the CLI composes
// it (studioEnvironments), its relay pointed at the fake Discord. The bot token is only in the
// server's environment: the page chooses the environment, the server signs the relayed calls, and
// the spec checks the token reached Discord and never the page. A variable that is not set is said
// in the panel, by name, and nothing reaches Discord.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { startStudio } from '../server/studio/server';
import type { Studio } from '../server/studio/server';
import { newStudioKey } from '../server/studio/server';
import { studioEnvironments } from '../src/cli/studio-main';
import { FakeDiscordClient, fakeDiscordUrl } from './fake-discord/client';
import { FAKE_APPLICATION_ID, FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './fake-discord/constants';
import { FolderPage } from './pages/folder-page';
import { RegisterPage } from './pages/register-page';

const FIXTURE = resolve('e2e/fixtures/studio');
const DIST = resolve(process.env.E2E_OUTDIR ?? 'dist');
const SET_FILE = 'commands/global.json';
// Set in the studio server's environment only; PROD's and OTHER's never are.
const DEV_VAR = 'STUDIO_E2E_DEV_TOKEN';
const PROD_VAR = 'STUDIO_E2E_PROD_TOKEN';
const OTHER_VAR = 'STUDIO_E2E_OTHER_TOKEN';
const GUILD_PATH = `/applications/${FAKE_APPLICATION_ID}/guilds/${FAKE_GUILD_ID}/commands`;

const fake = new FakeDiscordClient();
let dir = '';
let studio: Studio;

/** The bot's config: dev registers in the fake's guild, prod globally; `devVar` holds dev's token. */
function writeConfig(devVar = DEV_VAR): void {
  const config = {
    environments: {
      dev: {
        applicationId: FAKE_APPLICATION_ID,
        tokenEnv: devVar,
        scope: { guild: FAKE_GUILD_ID },
        commands: [SET_FILE],
      },
      prod: { applicationId: FAKE_APPLICATION_ID, tokenEnv: PROD_VAR, scope: 'global' },
    },
  };
  writeFileSync(join(dir, 'component-studio.json'), `${JSON.stringify(config, null, 2)}\n`);
}

test.beforeEach(async () => {
  await fake.reset();
  dir = mkdtempSync(join(tmpdir(), 'studio-register-e2e-'));
  cpSync(FIXTURE, dir, { recursive: true });
  writeConfig();
  const key = newStudioKey();
  studio = await startStudio({
    ...studioEnvironments(dir, { [DEV_VAR]: FAKE_BOT_TOKEN }, key),
    dir,
    distDir: DIST,
    key,
    apiBase: `${fakeDiscordUrl()}/api/v10`,
  });
});

test.afterEach(async () => {
  await studio.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the command set in the studio and its Register panel. */
async function openRegister(page: Page): Promise<RegisterPage> {
  const folder = new FolderPage(page);
  const register = new RegisterPage(page);
  await page.goto(studio.url);
  await folder.openDesign(SET_FILE);
  await register.open();
  await expect(register.environment).toBeEnabled();
  return register;
}

/** Every response the page received, headers and body (an event stream never ends: its headers). */
function collectResponses(page: Page): () => Promise<string[]> {
  const seen: Promise<string>[] = [];
  page.on('response', (res) => {
    seen.push(
      (async () => {
        const headers = JSON.stringify(await res.allHeaders());
        if ((res.headers()['content-type'] ?? '').startsWith('text/event-stream'))
          return `${res.url()} ${headers}`;
        const body = await res.text().catch(() => '');
        return `${res.url()} ${headers} ${body}`;
      })(),
    );
  });
  return () => Promise.all(seen);
}

/** Everything the page holds: its DOM, every field's value, localStorage and sessionStorage. */
function pageHoldings(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, textarea, select')].map(
      (f) => (f as HTMLInputElement).value,
    );
    const stored = (s: Storage) =>
      Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
    return [
      document.documentElement.outerHTML,
      ...fields,
      ...stored(localStorage),
      ...stored(sessionStorage),
    ].join('\n');
  });
}

test.describe('the studio’s Register panel with an environment', () => {
  test('syncs the set with the environment’s token, which never reaches the page', async ({
    page,
  }) => {
    const responses = collectResponses(page);
    const sentHeaders: string[] = [];
    page.on('request', (req) => sentHeaders.push(JSON.stringify(req.headers())));
    const register = await openRegister(page);

    await register.environment.selectOption('dev');
    await expect(register.environmentInfo).toContainText(`Application ${FAKE_APPLICATION_ID}`);
    await expect(register.environmentInfo).toContainText(
      `the set goes to the commands of guild ${FAKE_GUILD_ID}`,
    );
    await expect(register.environmentInfo).toContainText(DEV_VAR);
    // The design holds a global set; the environment's scope is the one that counts.
    await expect(register.scope).toHaveText(
      `This design holds the global commands; environment dev sends them to the commands of guild ${FAKE_GUILD_ID}.`,
    );
    // The environment stands for the token: there is no token field to fill.
    await expect(register.token).toHaveCount(0);

    await register.planSync();
    expect(await register.planned('created')).toEqual(['/birthday', 'High five (user)']);
    await register.confirm();
    await expect(register.result).toContainText(
      `Synced the commands of guild ${FAKE_GUILD_ID}: 2 created`,
    );

    const requests = await fake.requests();
    // The diff reads the guild's set and the global one (for copies), then the set is PUT.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${GUILD_PATH}`,
      `GET /applications/${FAKE_APPLICATION_ID}/commands`,
      `PUT ${GUILD_PATH}`,
    ]);
    const puts = requests.filter((r) => r.method === 'PUT');
    for (const r of requests) {
      expect(r.headers.authorization).toBe(`Bot ${FAKE_BOT_TOKEN}`);
      // The studio's own headers stop at the studio.
      expect(r.headers['x-studio-key']).toBeUndefined();
      expect(r.headers['x-studio-env']).toBeUndefined();
    }
    const file: unknown = JSON.parse(readFileSync(join(dir, SET_FILE), 'utf8'));
    expect(puts[0]?.json).toEqual(file);

    // The token: not in what the page holds, received or sent.
    expect(await pageHoldings(page)).not.toContain(FAKE_BOT_TOKEN);
    const received = await responses();
    expect(received.some((r) => r.includes(GUILD_PATH))).toBe(true);
    for (const r of received) expect(r).not.toContain(FAKE_BOT_TOKEN);
    for (const h of sentHeaders) expect(h).not.toContain(FAKE_BOT_TOKEN);
  });

  test('an environment whose variable is not set is said by name, and nothing reaches Discord', async ({
    page,
  }) => {
    const register = await openRegister(page);
    // Listed with the variable named, and not to be chosen.
    const prod = register.environment.locator('option', { hasText: 'prod' });
    await expect(prod).toHaveText(`prod (${PROD_VAR} is not set)`);
    await expect(prod).toBeDisabled();
    await expect(register.environmentUnset).toHaveText(
      `${PROD_VAR} is not set, so environment prod cannot be used: start the studio with its bot token in that environment variable.`,
    );

    // dev's config now names a variable the studio was not started with: the studio refuses.
    await register.environment.selectOption('dev');
    writeConfig(OTHER_VAR);
    await register.planSync();
    await expect(register.result).toContainText(
      `${OTHER_VAR} is not set: start the studio with the bot token of environment dev`,
    );
    expect(await fake.requests()).toEqual([]);
  });
});
