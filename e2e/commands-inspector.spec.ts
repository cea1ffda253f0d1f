// The inspector's fields of a command, driven as a person would: the localization table with
// its fallbacks and "ignored" marks, the permission picker, contexts and install types offered by
// scope, and an Integer option's choices typed to the option; the exported JSON shows each.
import { expect, test } from '@playwright/test';
import { CommandFields } from './pages/command-fields';
import { EditorPage } from './pages/editor-page';
import { saveScreenshot } from './support/screenshots';

test.use({ viewport: { width: 1440, height: 1400 } });

test("edits a command's localizations, permissions, contexts and choices", async ({ page }) => {
  const app = new EditorPage(page);
  const fields = new CommandFields(app);
  await app.goto();
  await app.newDesign('commands');
  await app.dragPaletteTo('chat-input-command', app.rootZone(0));
  const command = app.node('chat-input-command');
  await app.edit(command, { name: 'color', description: 'Pick a color' });

  const names = app.field('name_localizations');
  await expect(names).toContainText('0 of 32 filled');
  await fields.toggleLocalizations('name');
  await fields.localization('name', 'fr').fill('couleur');
  await fields.localization('name', 'de').fill('color');
  await expect(names).toContainText('Ignored: the same as the default.');
  await fields.localization('name', 'en-US').fill('colour');
  // An empty en-GB row shows the en-US text that its users see.
  await expect(fields.localization('name', 'en-GB')).toHaveAttribute('placeholder', 'colour');
  await expect(names).toContainText('Empty: the English, US text applies.');
  await fields.localization('name', 'de').fill('');
  await expect(names).toContainText('2 of 32 filled');

  await fields.permissionsMode('custom').check();
  await fields.permission('BAN_MEMBERS').check();
  await fields.permission('MODERATE_MEMBERS').check();
  await expect(app.field('default_member_permissions')).toContainText(
    'Members with all of Ban Members and Timeout Members can use it, and administrators.',
  );

  await fields.integrationType(0).check();
  await expect(fields.context(2)).toBeDisabled();
  await fields.integrationType(1).check();
  await fields.context(0).check();
  await fields.context(2).check();

  await app.dragPaletteTo('integer-option', await app.zoneIn(command, 'options', 0));
  await app.edit(app.node('integer-option'), { name: 'shade', description: 'Which shade' });
  await fields.addChoice();
  await fields.addChoice();
  await fields.choice(1, 'name').fill('Dark');
  const value = fields.choice(1, 'value');
  await value.fill('4.5');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await value.fill('42');
  await expect(value).not.toHaveAttribute('aria-invalid');

  await app.expectPayload([
    {
      name: 'color',
      description: 'Pick a color',
      name_localizations: { fr: 'couleur', 'en-US': 'colour' },
      default_member_permissions: ((1n << 40n) | (1n << 2n)).toString(),
      integration_types: [0, 1],
      contexts: [0, 2],
      options: [
        {
          type: 4,
          name: 'shade',
          description: 'Which shade',
          choices: [
            { name: 'Choice 1', value: 1 },
            { name: 'Dark', value: 42 },
          ],
        },
      ],
    },
  ]);
  await saveScreenshot(app.inspector, 'commands-inspector-choices');
  await app.select(command);
  await fields.toggleLocalizations('name');
  // Tall enough for the whole table and the picker: the inspector's column scrolls otherwise.
  await page.setViewportSize({ width: 1440, height: 2600 });
  await saveScreenshot(app.field('name_localizations'), 'commands-inspector-localizations');
  await fields.toggleLocalizations('name');
  await saveScreenshot(fields.permissionsPicker, 'commands-inspector-permissions');
});
