// The command line as a bot's repository uses it, with pictures for docs/cli.md: `validate` on a
// message and a command set that break Discord's rules, and `commands diff` against the fake
// Discord. Runs the CLI from source (bin/component-studio.mjs), as `npm run cli` does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FakeDiscordClient, fakeDiscordUrl } from './fake-discord/client';
import { FAKE_BOT_TOKEN } from './fake-discord/constants';
import { TerminalPage } from './pages/terminal-page';
import { saveScreenshot } from './support/screenshots';

const BIN = join(process.cwd(), 'bin', 'component-studio.mjs');

const welcome = {
  flags: 32768,
  components: [
    {
      type: 17,
      components: [
        { type: 10, content: '# Welcome!' },
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Read the rules', custom_id: 'rules' },
            { type: 2, style: 2, label: 'R'.repeat(81), custom_id: 'rules' },
          ],
        },
      ],
    },
  ],
};
const commands = [
  { name: 'Ping', description: 'Check that the bot answers' },
  {
    name: 'remind',
    description: 'Set a reminder',
    options: [
      { type: 3, name: 'what', description: 'What to remember' },
      { type: 4, name: 'minutes', description: 'In how many minutes', required: true },
    ],
  },
];
const valid = [
  { name: 'ping', description: 'Check that the bot answers' },
  { name: 'remind', description: 'Set a reminder' },
];

let repo = '';
test.beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'bot-repo-'));
  mkdirSync(join(repo, 'messages'));
  mkdirSync(join(repo, 'commands'));
  writeFileSync(join(repo, 'messages', 'welcome.json'), JSON.stringify(welcome, null, 2));
  writeFileSync(join(repo, 'commands', 'draft.json'), JSON.stringify(commands, null, 2));
  writeFileSync(join(repo, 'commands', 'global.json'), JSON.stringify(valid, null, 2));
});
test.afterAll(() => rmSync(repo, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trimEnd() };
}

test('validate names every problem of a bot repository file by path, and fails the job', async ({
  page,
}) => {
  const args = ['validate', 'messages/welcome.json', 'commands/draft.json'];
  const { status, output } = run(args);
  expect(status).toBe(1);
  expect(output).toContain(
    'messages/welcome.json: $.components[0].components[1].components[1].label',
  );
  expect(output).toContain(
    'messages/welcome.json: $.components[0].components[1].components[1].custom_id',
  );
  expect(output).toContain('commands/draft.json: $[0].name');
  expect(output).toContain('commands/draft.json: $[1].options[1]');

  const terminal = new TerminalPage(page);
  await page.setViewportSize({ width: 960, height: 400 });
  await terminal.show([{ command: `component-studio ${args.join(' ')}`, output }]);
  await expect(terminal.screen).toContainText('$.components[0].components[1].components[1].label');
  await saveScreenshot(terminal.screen, 'cli-validate');
});

test('commands diff says what a sync would do before anything is sent', async ({ page }) => {
  const fake = new FakeDiscordClient();
  await fake.reset();
  const args = ['commands', 'diff', 'commands/global.json'];
  const { status, output } = run(args, {
    DISCORD_TOKEN: FAKE_BOT_TOKEN,
    DISCORD_API_BASE: `${fakeDiscordUrl()}/api/v10`,
  });
  expect(status).toBe(0);
  expect(output).toContain('  create   /ping');
  expect(output).toContain('  create   /remind');
  expect(output).not.toContain(FAKE_BOT_TOKEN);
  const sent = await fake.requests();
  expect(sent.map((r) => r.method)).not.toContain('PUT');

  const terminal = new TerminalPage(page);
  await page.setViewportSize({ width: 960, height: 300 });
  await terminal.show([{ command: `component-studio ${args.join(' ')}`, output }]);
  await saveScreenshot(terminal.screen, 'cli-commands-diff');
});
