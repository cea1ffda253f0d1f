// A Commands design in the editor's preview column: Discord's slash picker, the Apps menus of a
// member and of a message, the client-language switch, and what the bot receives for a use
// (type 2) and while typing into an autocomplete option (type 4), with the bot's answer checked.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { importPayload } from '../src/model';
import { seedDesigns } from './fixtures/editor-designs';
import { CommandsPreview } from './pages/commands-preview-page';
import { EditorPage } from './pages/editor-page';
import { LayoutPage } from './pages/layout-page';
import { saveScreenshot } from './support/screenshots';

const SET = [
  {
    name: 'mod',
    description: 'Moderation tools for the trail crew',
    options: [
      {
        type: 2,
        name: 'member',
        description: 'Act on a member',
        options: [
          {
            type: 1,
            name: 'ban',
            description: 'Ban a member from the server',
            name_localizations: { fr: 'bannir' },
            description_localizations: { fr: 'Bannir un membre du serveur' },
            options: [
              { type: 6, name: 'user', description: 'Who to ban', required: true },
              { type: 3, name: 'reason', description: 'Why they are banned' },
              { type: 5, name: 'silent', description: 'Do not announce it' },
            ],
          },
          {
            type: 1,
            name: 'timeout',
            description: 'Time a member out',
            options: [
              { type: 6, name: 'user', description: 'Who to time out', required: true },
              {
                type: 4,
                name: 'minutes',
                description: 'For how long',
                required: true,
                choices: [
                  { name: '5 minutes', value: 5 },
                  { name: '1 hour', value: 60 },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'trail',
    description: 'Report the state of a trail',
    options: [
      {
        type: 3,
        name: 'name',
        description: 'Which trail',
        required: true,
        autocomplete: true,
      },
    ],
  },
  { name: 'badge', description: 'Show your <b>hiking</b> badge' },
  { type: 2, name: 'Invite to a walk' },
  { type: 2, name: 'View Trail Log' },
  { type: 3, name: 'Report trail damage' },
];

async function openSet(page: Page, phone = false): Promise<CommandsPreview> {
  const { doc } = importPayload(SET);
  if (!doc || doc.surface !== 'commands') throw new Error('SET is not a command set.');
  // The design as the editor stores it: the imported document, node keys included.
  await seedDesigns(page, [{ id: 'trail-bot', name: 'Trail bot', doc: { ...doc } }]);
  await new EditorPage(page).goto();
  if (phone) await new LayoutPage(page).showTab('preview');
  const preview = new CommandsPreview(page);
  await expect(preview.root).toBeVisible();
  return preview;
}

test.use({ viewport: { width: 1440, height: 1000 } });

test('the slash picker filters, fills a subcommand and shows the APPLICATION_COMMAND', async ({
  page,
}) => {
  const preview = await openSet(page);
  const { picker } = preview;
  await picker.type('/');
  await expect(picker.command('mod member ban')).toBeVisible();
  await expect(picker.command('badge')).toContainText('<b>hiking</b>');
  await picker.type('/ba');
  await expect(picker.commands).toHaveText([/\/badge/, /\/mod member ban/]);
  await saveScreenshot(preview.root, 'command-picker');

  await picker.choose('mod member ban');
  await expect(picker.chip('user')).toBeVisible();
  await expect(picker.moreOptions).toHaveText('+2 optional');
  await picker.answer('user', 'cle');
  await expect(picker.value('user')).toHaveValue('Cleo');
  await picker.moreOptions.click();
  await picker.addOption('reason');
  await picker.fill('reason', 'Left litter at the summit');
  await picker.send();

  await expect(preview.result.type).toHaveText('type 2 APPLICATION_COMMAND');
  const sent = await preview.sent();
  expect(sent.type).toBe(2);
  expect(sent.data).toMatchObject({
    name: 'mod',
    type: 1,
    options: [
      {
        name: 'member',
        type: 2,
        options: [
          {
            name: 'ban',
            type: 1,
            options: [
              { name: 'user', type: 6, value: '1290000000000000203' },
              { name: 'reason', type: 3, value: 'Left litter at the summit' },
            ],
          },
        ],
      },
    ],
    resolved: { users: { '1290000000000000203': { username: 'cleo_codes' } } },
  });
  await page.mouse.move(0, 0);
  await saveScreenshot(preview.root, 'command-invocation');
});

test('a choice is offered as a list, a missing value is refused in words', async ({ page }) => {
  const preview = await openSet(page);
  const { picker } = preview;
  await picker.enterCommand('/mod member t');
  await picker.answer('user', 'Ben');
  await picker.send();
  await expect(preview.result.refused).toContainText('"minutes" is required.');
  await picker.addOption('minutes');
  await picker.suggestion('1 hour').click();
  await picker.enter('minutes');
  const sent = await preview.sent();
  expect(sent.data.options).toEqual([
    {
      name: 'member',
      type: 2,
      options: [
        {
          name: 'timeout',
          type: 1,
          options: [
            { name: 'user', type: 6, value: '1290000000000000202' },
            { name: 'minutes', type: 4, value: 60 },
          ],
        },
      ],
    },
  ]);
});

test('the client language shows localized names; the bot still gets the default ones', async ({
  page,
}) => {
  const preview = await openSet(page);
  const { picker } = preview;
  await preview.locale.selectOption('fr');
  await picker.type('/mod');
  await expect(picker.command('mod member ban')).toContainText('/mod member bannir');
  await expect(picker.command('mod member ban')).toContainText('Bannir un membre du serveur');
  await picker.choose('mod member ban');
  await picker.answer('user', 'Ava');
  await picker.enter('user');
  const sent = await preview.sent();
  expect(sent.locale).toBe('fr');
  expect(JSON.stringify(sent.data)).not.toContain('bannir');
});

test('the Apps menus list the context-menu commands and invoke them on their target', async ({
  page,
}) => {
  const preview = await openSet(page);
  const { apps } = preview;
  await apps.open('user', 'right');
  await apps.submenu.hover();
  await expect(apps.item('Invite to a walk')).toBeVisible();
  await expect(apps.item('View Trail Log')).toBeVisible();
  await expect(apps.item('Report trail damage')).toHaveCount(0);
  await saveScreenshot(preview.root, 'command-apps-menu');
  await apps.item('View Trail Log').click();
  let sent = await preview.sent();
  expect(sent.data).toMatchObject({
    name: 'View Trail Log',
    type: 2,
    target_id: '1290000000000000202',
  });

  await apps.open('message');
  await apps.submenu.click();
  await apps.item('Report trail damage').click();
  sent = await preview.sent();
  const targetId = sent.data.target_id as string;
  const messages = (sent.data.resolved as { messages: Record<string, { content: string }> })
    .messages;
  await expect(apps.target('message')).toContainText(messages[targetId]!.content);
});

test('typing into an autocomplete option sends AUTOCOMPLETE; the answer is checked and listed', async ({
  page,
}) => {
  const preview = await openSet(page);
  const { picker } = preview;
  await picker.enterCommand('/trail');
  await picker.value('name').pressSequentially('ridge', { delay: 40 });
  await expect(preview.result.type).toHaveText('type 4 APPLICATION_COMMAND_AUTOCOMPLETE');
  await expect
    .poll(async () => (await preview.sent()).data.options)
    .toEqual([{ name: 'name', type: 3, value: 'ridge', focused: true }]);

  await preview.answerAutocomplete({
    type: 8,
    data: { choices: [{ name: 'Ridge Loop', value: 7 }] },
  });
  await expect(preview.autocompleteErrors).toContainText('data.choices[0].value');
  await preview.answerAutocomplete({
    type: 8,
    data: {
      choices: [
        { name: 'Ridge Loop', value: 'ridge-loop' },
        { name: 'Ridgeback Trail', value: 'ridgeback' },
      ],
    },
  });
  await expect(picker.autocompleteChoice(1)).toHaveText('Ridgeback Trail');
  await picker.autocompleteChoice(1).click();
  await picker.send();
  const sent = await preview.sent();
  expect(sent.type).toBe(2);
  expect(sent.data.options).toEqual([{ name: 'name', type: 3, value: 'ridgeback' }]);
});

test('the picker works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const preview = await openSet(page, true);
  const { picker, apps } = preview;
  await picker.type('/mod member ban');
  await picker.choose('mod member ban');
  await picker.answer('user', 'Ava');
  await picker.send();
  await expect(preview.result.type).toHaveText('type 2 APPLICATION_COMMAND');
  // Nothing sticks out sideways: the payload wraps or scrolls inside its own box.
  const overflow = await preview.root.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await apps.open('user');
  await apps.submenu.click();
  await expect(apps.item('Invite to a walk')).toBeInViewport();
  await saveScreenshot(page, 'command-preview-phone');
});

test.describe('in the light theme', () => {
  // The app follows the system's theme on a first visit.
  test.use({ colorScheme: 'light' });

  test('the picker and the option bar draw in the light theme', async ({ page }) => {
    const preview = await openSet(page);
    const { picker } = preview;
    await expect(preview.root).toHaveAttribute('data-theme', 'light');
    await picker.enterCommand('/mod member t');
    await picker.answer('user', 'Ben');
    await expect(picker.suggestion('1 hour')).toBeVisible();
    await saveScreenshot(preview.root, 'command-picker-light');
  });
});
