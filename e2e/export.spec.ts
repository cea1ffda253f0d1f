// The export panel: the JSON for each target, pretty or minified, copied and downloaded exactly
// as shown, and discord.js / discord.py code that builds the same design.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ExportPanelPage } from './pages/export-page';
import { saveScreenshot } from './support/screenshots';

test.use({ viewport: { width: 1440, height: 1400 } });

const V2 = 1 << 15;

async function openTemplate(editor: EditorPage, id: string): Promise<void> {
  await editor.goto();
  await editor.designs.template(id).click();
  await expect(editor.designs.templatePicker).toBeHidden();
}

test.describe('export panel', () => {
  test('on a phone, picks a library by language and downloads its file', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const editor = new EditorPage(page);
    const panel = new ExportPanelPage(page);
    await openTemplate(editor, 'announcement');
    await panel.tab('code').scrollIntoViewIfNeeded();
    await panel.tab('code').click();
    const library = page.getByTestId('export-library');
    await expect(library.locator('optgroup')).toHaveCount(9);
    await expect(library.locator('option')).toHaveCount(15);
    for (const [id, text, ext] of [
      ['nyxx', "import 'package:nyxx/nyxx.dart';", 'dart'],
      ['jda', 'net.dv8tion.jda', 'java'],
      ['discordjs-ts', "from 'discord.js'", 'ts'],
    ] as const) {
      await library.selectOption(id);
      await expect(panel.code).toContainText(text);
      const file = await panel.download();
      expect(file.name).toMatch(new RegExp(`\\.${ext}$`));
      expect(file.text).toBe(await panel.code.textContent());
    }
    // Nothing of the panel's bar runs off a phone's screen.
    const box = await library.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await saveScreenshot(page.locator('.export-panel'), 'export-phone');
  });

  test('shows the payload for the chosen target, pretty or minified, and downloads it', async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    const panel = new ExportPanelPage(page);
    await openTemplate(editor, 'announcement');
    await editor.renameDesign('Launch: "v2"');
    const message = (await panel.payload()) as { flags: number; components: unknown[] };
    expect(message.flags).toBe(V2);
    await expect(panel.target).toHaveValue('message');

    await panel.chooseTarget('response-4');
    await expect.poll(() => panel.payload()).toEqual({ type: 4, data: message });
    const pretty = (await panel.json.textContent())!;
    expect(pretty.split('\n').length).toBeGreaterThan(10);

    await panel.minify.check();
    await expect.poll(async () => (await panel.json.textContent())!.includes('\n')).toBe(false);
    const minified = (await panel.json.textContent())!;
    expect(JSON.parse(minified)).toEqual({ type: 4, data: message });

    const file = await panel.download();
    expect(file.name).toBe('Launch- -v2-.json');
    expect(file.text).toBe(minified);
    await expect(panel.status).toHaveText('Downloaded Launch- -v2-.json');

    await panel.chooseTarget('response-7');
    await expect.poll(() => panel.payload()).toEqual({ type: 7, data: message });
    await panel.chooseTarget('webhook');
    await expect.poll(() => panel.payload()).toEqual(message);
  });

  test('copies the shown JSON to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const editor = new EditorPage(page);
    const panel = new ExportPanelPage(page);
    await openTemplate(editor, 'poll');
    await panel.chooseTarget('response-4');
    await expect.poll(async () => ((await panel.payload()) as { type: number }).type).toBe(4);
    const copied = await panel.copy();
    expect(copied).toBe(await panel.json.textContent());
    expect(JSON.parse(copied)).toMatchObject({ type: 4, data: { flags: V2 } });
  });

  test('writes discord.js and discord.py code that follows the design', async ({ page }) => {
    const editor = new EditorPage(page);
    const panel = new ExportPanelPage(page);
    await openTemplate(editor, 'announcement');
    await panel.chooseTarget('response-4');

    await panel.openTab('discordjs');
    await expect(panel.json).toHaveCount(0);
    await expect(panel.code).toContainText('new ContainerBuilder()');
    await expect(panel.code).toContainText('.setAccentColor(0x5865f2)');
    await expect(panel.code).toContainText("from 'discord.js'");
    await expect(panel.code).toContainText('interaction.reply({');
    await expect(panel.code).toContainText('flags: MessageFlags.IsComponentsV2');
    // The code follows an edit of the design.
    await editor.edit(editor.node('text-display'), { content: 'Edited for the code' });
    await expect(panel.code).toContainText("setContent('Edited for the code')");

    const js = await panel.download();
    expect(js.name).toMatch(/\.js$/);
    expect(js.text).toBe(await panel.code.textContent());

    await panel.openTab('discordpy');
    await expect(panel.code).toContainText('import discord');
    await expect(panel.code).toContainText('ui.Container(');
    await expect(panel.code).toContainText('accent_color=0x5865f2');
    await expect(panel.code).toContainText('await interaction.response.send_message(');
    const py = await panel.download();
    expect(py.name).toMatch(/\.py$/);
    expect(py.text).toContain("ui.TextDisplay('Edited for the code')");

    // Back on the JSON tab the chosen target is still in force.
    await panel.openTab('json');
    await expect.poll(async () => ((await panel.payload()) as { type: number }).type).toBe(4);
  });

  test('offers the modal targets for a modal, with the bare modal data as one of them', async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    const panel = new ExportPanelPage(page);
    await openTemplate(editor, 'feedback');
    await expect(panel.target).toHaveValue('modal-9');
    await expect(panel.targetOptions).toHaveText(['Modal response 9', 'Modal data only']);
    const response = (await panel.payload()) as { type: number; data: Record<string, unknown> };
    expect(response.type).toBe(9);
    await panel.chooseTarget('modal');
    await expect.poll(() => panel.payload()).toEqual(response.data);

    await panel.openTab('discordjs');
    await expect(panel.code).toContainText('new ModalBuilder()');
    await expect(panel.code).not.toContainText('showModal');
    await panel.chooseTarget('modal-9');
    await expect(panel.code).toContainText('interaction.showModal(buildModal())');
    await panel.openTab('discordpy');
    await expect(panel.code).toContainText('ui.RadioGroup(');
    await expect(panel.code).toContainText('await interaction.response.send_modal(build_modal())');
  });
});
