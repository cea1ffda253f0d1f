import { deflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { JsonEditorPage } from './pages/json-editor-page';
import { ValidatePage } from './pages/validate-page';
import { saveScreenshot } from './support/screenshots';

// An application command pasted, imported, dropped, shared or typed. The validator page checks it
// like any payload; the editor opens it as a Commands design, and one pasted into a message's JSON
// says what it is and offers to open it as one; none speaks of the command line's `--as` flag.

const SLASH = {
  name: 'trail',
  description: 'Reports the state of a trail',
  options: [{ type: 3, name: 'name', description: 'Which trail', required: true }],
};
const USER_MENU = { name: 'Invite to a walk', type: 2 };
const MESSAGE_MENU = { name: 'Report trail damage', type: 3 };

test('the validator page checks a slash command, and a list of commands', async ({ page }) => {
  const validate = new ValidatePage(page);
  await validate.goto();
  await validate.paste(JSON.stringify(SLASH, null, 2));
  await expect(validate.verdict).toHaveAttribute('data-state', 'valid');
  await expect(validate.detectedKind).toHaveText('Application command: a slash command');
  await expect(validate.envelope).toContainText('Command create body');
  await expect(validate.problems).toHaveCount(0);

  await validate.paste(JSON.stringify([SLASH, USER_MENU, MESSAGE_MENU]));
  await expect(validate.verdict).toHaveAttribute('data-state', 'valid');
  await expect(validate.envelope).toContainText('Bulk overwrite body');
  await expect(validate.detectedKind).toContainText(
    '1 slash command, 1 user context menu command and 1 message context menu command',
  );

  // Two slash commands of one name: the problem says where and why.
  await validate.paste(JSON.stringify([SLASH, { ...SLASH, description: 'Again' }]));
  await expect(validate.verdict).toHaveAttribute('data-state', 'invalid');
  await expect(validate.problems.first()).toContainText('named "trail"');
  await expect(validate.problems.first()).toContainText('$[1].name');
  await expect(validate.main).not.toContainText('--as');

  // The preview is the command picker: /tr lists the set's commands, both named trail.
  const { picker } = validate.commands;
  await picker.type('/tr');
  await expect(picker.command('trail')).toHaveCount(2);
});

test('the validator page lists every problem of a command set, each with its path', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const validate = new ValidatePage(page);
  await validate.goto();
  await validate.pastePayload([
    {
      name: 'Ban',
      description: 'Ban a member',
      options: [
        { type: 3, name: 'reason', description: 'Why' },
        { type: 6, name: 'user', description: 'Who', required: true },
        { type: 4, name: 'days', description: 'Days', min_value: 7, max_value: 1 },
      ],
      name_localizations: { de: 'bannen', en: 'ban' },
    },
    {
      type: 2,
      name: 'User Info',
      description: 'Shows a member',
      options: [{ type: 6, name: 'member', description: 'Who' }],
    },
  ]);
  await expect(validate.verdict).toHaveAttribute('data-state', 'invalid');
  for (const [path, words] of [
    ['$[0].name', 'must be lowercase'],
    ['$[0].name_localizations.en', 'use en-US or en-GB'],
    ['$[0].options[1]', 'before the optional ones'],
    ['$[0].options[2].min_value', 'greater than its `max_value`'],
    ['$[1].description', 'must be empty'],
    ['$[1].options', 'this is a user command'],
  ] as const) {
    await expect(validate.problems.filter({ hasText: path }).first()).toContainText(words);
  }
  await saveScreenshot(page, 'validate-commands');
});

test('the validator page checks a command permissions body when asked to', async ({ page }) => {
  const validate = new ValidatePage(page);
  await validate.goto();
  await validate.chooseKind('Command permissions');
  await validate.pastePayload({
    permissions: [{ id: '41771983423143936', type: 4, permission: true }],
  });
  await expect(validate.verdict).toHaveAttribute('data-state', 'invalid');
  await expect(validate.detectedKind).toHaveText('Command permissions');
  await expect(validate.problems.first()).toContainText('$.permissions[0].type');
  await expect(validate.problems.first()).toContainText('1 (ROLE), 2 (USER) or 3 (CHANNEL)');
});

test('the import dialog opens a command as a Commands design', async ({ page }) => {
  const app = new EditorPage(page);
  const importer = new ImportPage(page);
  await app.openBlank();
  await importer.importText(JSON.stringify(MESSAGE_MENU));
  await expect(importer.dialog).toBeHidden();
  await expect(app.surface).toHaveValue('commands');
  await app.expectPayload(MESSAGE_MENU);
  await expect(app.node('message-command')).toContainText('Report trail damage');
});

test('a dropped file of commands opens as a Commands design', async ({ page }) => {
  const app = new EditorPage(page);
  const importer = new ImportPage(page);
  await app.openBlank();
  await importer.dropFile('commands.json', JSON.stringify([SLASH, USER_MENU]));
  await expect(importer.dialog).toBeVisible();
  await expect(importer.verdict).toContainText('list of application commands');
  await importer.submit.click();
  await expect(app.surface).toHaveValue('commands');
  await app.expectPayload([SLASH, USER_MENU]);
  expect(await app.currentDesignName()).toBe('commands');
});

test('a share link holding commands opens them', async ({ page }) => {
  const app = new EditorPage(page);
  await app.openBlank();
  const packed = deflateRawSync(
    Buffer.from(JSON.stringify({ v: 1, name: 'Bot', payload: [SLASH, USER_MENU] })),
  ).toString('base64url');
  await page.goto(`/#share=${packed}`);
  await expect(app.designSwitcher).toContainText('Bot (shared)');
  await app.expectPayload([SLASH, USER_MENU]);
});

test('a command pasted into a message design says what it is and opens as a Commands design', async ({
  page,
}) => {
  const app = new EditorPage(page);
  const json = new JsonEditorPage(page);
  await app.openBlank();
  await app.paletteItem('text-display').click();
  const before = await app.payload();
  await json.open();
  await json.replaceAll(JSON.stringify(SLASH));
  await expect(json.status).toContainText('This is an application command (a slash command)');
  await expect(json.status).toContainText('not a message');
  await expect(json.status).not.toContainText('--as');
  await app.expectPayload(before);
  await json.openAsCommandsButton.click();
  await expect(app.designSwitcher).toContainText('Commands');
  await expect(app.surface).toHaveValue('commands');
  await app.expectPayload(SLASH);
  await expect(app.noticeText).toContainText('opened as a Commands design');
});
