// What a new user ran into (issue 12): click-to-add after a nested selection, a refusal naming the
// wrong rule, an imported problem no form could fix, a Link button losing its custom_id, and a
// File Upload's bounds called choices. Each test failed before its fix.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';
import { InspectorPage } from './pages/inspector-page';
import { ProblemsPanel } from './pages/problems-panel';

test.use({ viewport: { width: 1400, height: 900 } });

const V2 = 1 << 15;
type ModalBody = { components: { component?: { custom_id?: string } }[] };
/** The custom_ids of a modal's Label inputs, in order (bare, or in a type 9 response). */
const inputIds = (payload: unknown) => {
  const body = (payload as { data?: ModalBody }).data ?? (payload as ModalBody);
  return body.components.map((l) => l.component?.custom_id);
};

test.describe('a new user', () => {
  test('builds a modal by clicks in the order of the clicks', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.newDesign('modal');
    for (let i = 0; i < 3; i += 1) {
      await app.paletteItem('text-input').click();
      // The new input is selected: the next click goes after it, not before.
      await expect(app.nodes('text-input')).toHaveCount(i + 1);
      await expect(app.node('text-input', i)).toHaveAttribute('aria-selected', 'true');
    }
    await expect
      .poll(async () => inputIds(await app.payload()))
      .toEqual(['text_input_1', 'text_input_2', 'text_input_3']);
  });

  test("adds after the Section when a Section's Thumbnail is selected", async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.importText(
      JSON.stringify({
        flags: V2,
        components: [
          { type: 10, content: 'First' },
          {
            type: 9,
            components: [{ type: 10, content: 'Beside' }],
            accessory: { type: 11, media: { url: 'https://example.com/a.png' } },
          },
          { type: 10, content: 'Last' },
        ],
      }),
    );
    await app.select(app.node('thumbnail'));
    await app.paletteItem('text-display').click();
    await expect
      .poll(async () =>
        (
          (await app.payload()) as { components: { type: number; content?: string }[] }
        ).components.map((c) => c.content ?? c.type),
      )
      .toEqual(['First', 9, 'Some text', 'Last']);
  });

  test('a sixth modal component is refused for the 5-component limit', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.newDesign('modal');
    for (let i = 0; i < 5; i += 1) await app.paletteItem('text-input').click();
    await expect(app.nodes('label')).toHaveCount(5);
    await app.paletteItem('file-upload').click();
    await expect(app.noticeText).toHaveText('A modal holds at most 5 top-level components.');
    await expect(app.nodes('file-upload')).toHaveCount(0);
  });

  test("an imported V2 message's content is moved into a Text Display by its fix, undoably", async ({
    page,
  }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.importText(
      JSON.stringify({
        flags: V2,
        content: 'Hello there',
        components: [{ type: 10, content: 'Body' }],
      }),
    );
    await imports.loadAnyway.click();
    await expect(imports.dialog).toBeHidden();

    const panel = new ProblemsPanel(app);
    const problem = panel.withCode('v2-forbidden-field');
    await expect(problem).toHaveCount(1);
    const fixes = panel.fixes(panel.rowsWithFixes.first());
    await expect(fixes).toHaveText(['Move it into a Text Display', 'Remove content']);
    // The inspector, showing the message itself, offers the same fix under its fields.
    await expect(panel.inspectorFixes.first()).toHaveText('Move it into a Text Display');
    await page.screenshot({ path: test.info().outputPath('content-fix.png') });

    await fixes.first().click();
    await app.expectPayload({
      flags: V2,
      components: [
        { type: 10, content: 'Hello there' },
        { type: 10, content: 'Body' },
      ],
    });
    await expect(app.noProblems).toBeVisible();

    await app.undoButton.click();
    await app.expectPayload({
      flags: V2,
      content: 'Hello there',
      components: [{ type: 10, content: 'Body' }],
    });
  });

  test('a button keeps its custom_id through Primary -> Link -> Primary, across a reload', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.paletteItem('button').click();
    await expect(app.node('button')).toHaveAttribute('aria-selected', 'true');
    await app.choose('style', '1');
    await app.fill('custom_id', 'vote_yes');
    const button = async () =>
      (
        (await app.payload()) as {
          components: { components: Record<string, unknown>[] }[];
        }
      ).components[0]!.components[0];

    await app.choose('style', '5');
    await expect.poll(button).toEqual({
      type: 2,
      style: 5,
      label: 'Button',
      url: 'https://discord.com',
    });

    const inspector = new InspectorPage(app);
    await expect(inspector.heldFields).toHaveText(
      'Kept for a switch back, not exported with this style: custom_id “vote_yes”.',
    );
    await app.inspector.screenshot({ path: test.info().outputPath('link-held.png') });

    await page.reload();
    await expect(app.outline).toBeVisible();
    await app.select(app.node('button'));
    await expect(inspector.heldFields).toContainText('vote_yes');
    await app.choose('style', '1');
    await expect(app.field('custom_id')).toHaveValue('vote_yes');
    await expect
      .poll(button)
      .toEqual({ type: 2, style: 1, label: 'Button', custom_id: 'vote_yes' });

    // Undo goes back to the Link, which still exports no custom_id.
    await app.undoButton.click();
    await expect.poll(button).toEqual({
      type: 2,
      style: 5,
      label: 'Button',
      url: 'https://discord.com',
    });
  });

  test("a File Upload's bounds are counted in files", async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.newDesign('modal');
    await app.paletteItem('file-upload').click();
    await expect(app.node('file-upload')).toHaveAttribute('aria-selected', 'true');
    const inspector = new InspectorPage(app);
    await expect(inspector.labelled('Minimum files')).toBeVisible();
    await expect(inspector.labelled('Maximum files')).toBeVisible();
    await expect(app.inspector).not.toContainText('choices');
  });
});

test.describe('a new user on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("finds and applies the fix of an imported message's content", async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.importText(
      JSON.stringify({ flags: V2, content: 'Hi', components: [{ type: 10, content: 'Body' }] }),
    );
    await imports.loadAnyway.click();
    const panel = new ProblemsPanel(app);
    const row = panel.row(app.problems);
    const fix = panel.fixes(row).first();
    await fix.scrollIntoViewIfNeeded();
    await expect(fix).toBeInViewport();
    // The Error badge keeps the height of its word beside the two-line message.
    const badge = panel.badge(row, 'Error');
    expect((await badge.boundingBox())!.height).toBeLessThan(24);
    await page.screenshot({ path: test.info().outputPath('phone-problems.png') });
    await fix.tap();
    await app.expectPayload({
      flags: V2,
      components: [
        { type: 10, content: 'Hi' },
        { type: 10, content: 'Body' },
      ],
    });
  });
});
