// Designing a command set in the editor's own machinery: pointer drags build a command with a
// group, two subcommands and options; a forbidden place never lights up and a refused drop says
// why; the keyboard moves a subcommand; a share link carries the set and its server.
import { expect, test } from '@playwright/test';
import { CommandFields } from './pages/command-fields';
import { CommandsPreview } from './pages/commands-preview-page';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { InspectorPage } from './pages/inspector-page';
import { saveScreenshot } from './support/screenshots';

test.use({ viewport: { width: 1440, height: 1400 } });

/** A new blank Commands design with /mod › ban and the group warn › add | clear built by drags. */
async function buildMod(app: EditorPage) {
  await app.goto();
  await app.newDesign('commands');
  await app.expectPayload([]);

  await app.dragPaletteTo('chat-input-command', app.rootZone(0));
  await app.edit(app.node('chat-input-command'), { name: 'mod', description: 'Moderate members' });
  const mod = app.node('chat-input-command');

  await app.dragPaletteTo('subcommand', await app.zoneIn(mod, 'options', 0));
  await app.edit(app.node('subcommand', 0), { name: 'ban', description: 'Ban a member' });
  await app.dragPaletteTo('user-option', await app.zoneIn(app.node('subcommand', 0), 'options', 0));
  await app.edit(app.node('user-option', 0), { name: 'member', description: 'Who to ban' });
  await app.field('required').check();

  // A new group comes with one subcommand; a second one is dragged in beside it.
  await app.dragPaletteTo('subcommand-group', await app.zoneIn(mod, 'options', 1));
  await app.edit(app.node('subcommand-group'), { name: 'warn', description: 'Warnings' });
  await app.edit(app.node('subcommand', 1), { name: 'add', description: 'Warn a member' });
  const group = app.node('subcommand-group');
  await app.dragPaletteTo('subcommand', await app.zoneIn(group, 'options', 1));
  await app.edit(app.node('subcommand', 2), { name: 'clear', description: 'Forget warnings' });
  await app.dragPaletteTo(
    'string-option',
    await app.zoneIn(app.node('subcommand', 1), 'options', 0),
  );
  await app.edit(app.node('string-option'), { name: 'reason', description: 'Why' });
  await app.dragPaletteTo(
    'integer-option',
    await app.zoneIn(app.node('subcommand', 2), 'options', 0),
  );
  await app.edit(app.node('integer-option'), { name: 'last', description: 'How many' });
}

const MOD = {
  name: 'mod',
  description: 'Moderate members',
  options: [
    {
      type: 1,
      name: 'ban',
      description: 'Ban a member',
      options: [{ type: 6, name: 'member', description: 'Who to ban', required: true }],
    },
    {
      type: 2,
      name: 'warn',
      description: 'Warnings',
      options: [
        {
          type: 1,
          name: 'add',
          description: 'Warn a member',
          options: [{ type: 3, name: 'reason', description: 'Why' }],
        },
        {
          type: 1,
          name: 'clear',
          description: 'Forget warnings',
          options: [{ type: 4, name: 'last', description: 'How many' }],
        },
      ],
    },
  ],
};

test.describe('designing commands', () => {
  test('builds a command with a group, two subcommands and options by pointer drags', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await buildMod(app);
    await app.expectPayload([MOD]);
    await expect(app.counter('slash-commands')).toContainText('1 / 100');
    await expect(app.noProblems).toBeVisible();
    await app.select(app.node('chat-input-command'));
    const inspector = new InspectorPage(app);
    await expect(inspector.counter('options')).toContainText('2 / 25');
    await expect(inspector.counter('command-size')).toContainText('/ 8,000');
    // The picker preview is a chunk of its own: the picture waits for it.
    await expect(new CommandsPreview(page).root).toBeVisible();
    await saveScreenshot(page, 'commands-designer');
  });

  test('never lights a forbidden place, and a refused drop says why', async ({ page }) => {
    const app = new EditorPage(page);
    await buildMod(app);
    const GROUP = 'A subcommand holds value options only; nothing nests deeper.';
    const ban = app.node('subcommand', 0);
    await app.dragPaletteTo(
      'subcommand-group',
      await app.zoneIn(ban, 'options', 1),
      'refused',
      () => expect(app.dragReason).toHaveText(GROUP),
    );
    await expect(app.noticeText).toHaveText(GROUP);
    await app.dismissNotice();

    // Value options cannot share the command's level with its subcommands.
    const mod = app.node('chat-input-command');
    await app.dragPaletteTo('boolean-option', await app.zoneIn(mod, 'options', 2), 'refused');
    await expect(app.noticeText).toContainText('its value options go inside a subcommand');
    await app.dismissNotice();

    // A subcommand moved: only the levels of subcommands light up, never the top level.
    await app.dragNodeTo(app.node('subcommand', 0), app.rootZone(1), 'refused', async () => {
      const slots = await app
        .legalZones()
        .evaluateAll((zones) => zones.map((z) => z.getAttribute('data-slot')));
      expect(slots.length).toBeGreaterThan(0);
      expect(new Set(slots)).toEqual(new Set(['options']));
    });
    await app.expectPayload([MOD]);
  });

  test('moves a subcommand with the keyboard', async ({ page }) => {
    const app = new EditorPage(page);
    await buildMod(app);
    const said = await app.keyboardDrag(app.handle(app.node('subcommand', 2)), ['ArrowUp']);
    expect(said.at(-1)).toMatch(/^Dropped Subcommand "clear"/);
    const order = async () =>
      ((await app.payload()) as (typeof MOD)[]).flatMap((c) =>
        c.options.flatMap((o) => [
          o.name,
          ...((o.options ?? []) as { name: string }[]).map((s) => s.name),
        ]),
      );
    await expect.poll(order).toEqual(['ban', 'member', 'warn', 'clear', 'add']);
  });

  test('a share link carries the set and its server', async ({ page, context }) => {
    const app = new EditorPage(page);
    await buildMod(app);
    await new InspectorPage(app).selectDocument();
    await new CommandFields(app).scope('guild').check();
    await app.fill('guild_id', '1290000000000000001');
    await app.renameDesign('Mod tools');
    const link = await new ImportPage(page).shareLinkText();

    const other = await context.newPage();
    const opened = new EditorPage(other);
    await other.goto(link);
    await expect(opened.designSwitcher).toContainText('Mod tools (shared)');
    await opened.expectPayload([MOD]);
    await expect(opened.surface).toHaveValue('commands');
    await expect(opened.field('guild_id')).toHaveValue('1290000000000000001');
  });
});
