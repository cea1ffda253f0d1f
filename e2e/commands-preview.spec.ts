// A Commands design in the editor's preview column: Discord's slash picker, the Apps menus of a
// member and of a message, the client-language switch, and what the bot receives for a use
// (type 2) and while typing into an autocomplete option (type 4), with the bot's answer checked.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { importPayload } from '../src/model';
import { seedDesigns } from './fixtures/editor-designs';
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

async function openSet(page: Page, phone = false): Promise<EditorPage> {
  const { doc } = importPayload(SET);
  if (!doc || doc.surface !== 'commands') throw new Error('SET is not a command set.');
  // The design as the editor stores it: the imported document, node keys included.
  await seedDesigns(page, [{ id: 'trail-bot', name: 'Trail bot', doc: { ...doc } }]);
  const app = new EditorPage(page);
  await app.goto();
  if (phone) await new LayoutPage(page).showTab('preview');
  await expect(page.getByTestId('command-preview')).toBeVisible();
  return app;
}

const payload = async (page: Page) =>
  JSON.parse((await page.getByTestId('interaction-payload').textContent()) ?? '{}') as {
    type: number;
    locale: string;
    data: Record<string, unknown>;
  };

test.use({ viewport: { width: 1440, height: 1000 } });

test('the slash picker filters, fills a subcommand and shows the APPLICATION_COMMAND', async ({
  page,
}) => {
  await openSet(page);
  const box = page.getByTestId('command-picker-input');
  await box.fill('/');
  await expect(page.getByTestId('command-row:mod member ban')).toBeVisible();
  await expect(page.getByTestId('command-row:badge')).toContainText('<b>hiking</b>');
  await box.fill('/ba');
  await expect(page.locator('[data-testid^="command-row:"]')).toHaveText([
    /\/badge/,
    /\/mod member ban/,
  ]);
  await saveScreenshot(page.getByTestId('command-preview'), 'command-picker');

  await page.getByTestId('command-row:mod member ban').click();
  await expect(page.getByTestId('option-chip:user')).toBeVisible();
  await expect(page.getByTestId('option-more')).toHaveText('+2 optional');
  await page.getByTestId('option-value:user').fill('cle');
  await page.getByTestId('option-value:user').press('Enter');
  await expect(page.getByTestId('option-value:user')).toHaveValue('Cleo');
  await page.getByTestId('option-more').click();
  await page.getByTestId('option-chip:reason').click();
  await page.getByTestId('option-value:reason').fill('Left litter at the summit');
  await page.getByTestId('command-send').click();

  await expect(page.getByTestId('interaction-type')).toHaveText('type 2 APPLICATION_COMMAND');
  const sent = await payload(page);
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
  await saveScreenshot(page.getByTestId('command-preview'), 'command-invocation');
});

test('a choice is offered as a list, a missing value is refused in words', async ({ page }) => {
  await openSet(page);
  await page.getByTestId('command-picker-input').fill('/mod member t');
  await page.getByTestId('command-picker-input').press('Enter');
  await page.getByTestId('option-value:user').fill('Ben');
  await page.getByTestId('option-value:user').press('Enter');
  await page.getByTestId('command-send').click();
  await expect(page.getByTestId('interaction-refused')).toContainText('"minutes" is required.');
  await page.getByTestId('option-chip:minutes').click();
  await page.getByTestId('option-suggestion:1 hour').click();
  await page.getByTestId('option-value:minutes').press('Enter');
  const sent = await payload(page);
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
  await openSet(page);
  await page.getByTestId('command-locale').selectOption('fr');
  await page.getByTestId('command-picker-input').fill('/mod');
  await expect(page.getByTestId('command-row:mod member ban')).toContainText('/mod member bannir');
  await expect(page.getByTestId('command-row:mod member ban')).toContainText(
    'Bannir un membre du serveur',
  );
  await page.getByTestId('command-row:mod member ban').click();
  await page.getByTestId('option-value:user').fill('Ava');
  await page.getByTestId('option-value:user').press('Enter');
  await page.getByTestId('option-value:user').press('Enter');
  const sent = await payload(page);
  expect(sent.locale).toBe('fr');
  expect(JSON.stringify(sent.data)).not.toContain('bannir');
});

test('the Apps menus list the context-menu commands and invoke them on their target', async ({
  page,
}) => {
  await openSet(page);
  await page.getByTestId('apps-menu:user').click({ button: 'right' });
  await page.getByTestId('apps-submenu').hover();
  await expect(page.getByTestId('apps-item:Invite to a walk')).toBeVisible();
  await expect(page.getByTestId('apps-item:View Trail Log')).toBeVisible();
  await expect(page.getByTestId('apps-item:Report trail damage')).toHaveCount(0);
  await saveScreenshot(page.getByTestId('command-preview'), 'command-apps-menu');
  await page.getByTestId('apps-item:View Trail Log').click();
  let sent = await payload(page);
  expect(sent.data).toMatchObject({
    name: 'View Trail Log',
    type: 2,
    target_id: '1290000000000000202',
  });

  await page.getByTestId('apps-menu:message').click();
  await page.getByTestId('apps-submenu').click();
  await page.getByTestId('apps-item:Report trail damage').click();
  sent = await payload(page);
  const targetId = sent.data.target_id as string;
  const messages = (sent.data.resolved as { messages: Record<string, { content: string }> })
    .messages;
  await expect(page.getByTestId('apps-menu:message')).toContainText(messages[targetId]!.content);
});

test('typing into an autocomplete option sends AUTOCOMPLETE; the answer is checked and listed', async ({
  page,
}) => {
  await openSet(page);
  await page.getByTestId('command-picker-input').fill('/trail');
  await page.getByTestId('command-picker-input').press('Enter');
  await page.getByTestId('option-value:name').pressSequentially('ridge', { delay: 40 });
  await expect(page.getByTestId('interaction-type')).toHaveText(
    'type 4 APPLICATION_COMMAND_AUTOCOMPLETE',
  );
  await expect
    .poll(async () => (await payload(page)).data.options)
    .toEqual([{ name: 'name', type: 3, value: 'ridge', focused: true }]);

  const answer = page.getByTestId('autocomplete-answer');
  await answer.fill(
    JSON.stringify({ type: 8, data: { choices: [{ name: 'Ridge Loop', value: 7 }] } }),
  );
  await expect(page.getByTestId('autocomplete-answer-errors')).toContainText(
    'data.choices[0].value',
  );
  await answer.fill(
    JSON.stringify({
      type: 8,
      data: {
        choices: [
          { name: 'Ridge Loop', value: 'ridge-loop' },
          { name: 'Ridgeback Trail', value: 'ridgeback' },
        ],
      },
    }),
  );
  await expect(page.getByTestId('autocomplete-choice:1')).toHaveText('Ridgeback Trail');
  await page.getByTestId('autocomplete-choice:1').click();
  await page.getByTestId('command-send').click();
  const sent = await payload(page);
  expect(sent.type).toBe(2);
  expect(sent.data.options).toEqual([{ name: 'name', type: 3, value: 'ridgeback' }]);
});

test('the picker works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSet(page, true);
  const preview = page.getByTestId('command-preview');
  await page.getByTestId('command-picker-input').fill('/mod member ban');
  await page.getByTestId('command-row:mod member ban').click();
  await page.getByTestId('option-value:user').fill('Ava');
  await page.getByTestId('option-value:user').press('Enter');
  await page.getByTestId('command-send').click();
  await expect(page.getByTestId('interaction-type')).toHaveText('type 2 APPLICATION_COMMAND');
  // Nothing sticks out sideways: the payload wraps or scrolls inside its own box.
  const overflow = await preview.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('apps-menu:user').click();
  await page.getByTestId('apps-submenu').click();
  await expect(page.getByTestId('apps-item:Invite to a walk')).toBeInViewport();
  await saveScreenshot(page, 'command-preview-phone');
});

test.describe('in the light theme', () => {
  // The app follows the system's theme on a first visit.
  test.use({ colorScheme: 'light' });

  test('the picker and the option bar draw in the light theme', async ({ page }) => {
    await openSet(page);
    await expect(page.getByTestId('command-preview')).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('command-picker-input').fill('/mod member t');
    await page.getByTestId('command-picker-input').press('Enter');
    await page.getByTestId('option-value:user').fill('Ben');
    await page.getByTestId('option-value:user').press('Enter');
    await expect(page.getByTestId('option-suggestion:1 hour')).toBeVisible();
    await saveScreenshot(page.getByTestId('command-preview'), 'command-picker-light');
  });
});
