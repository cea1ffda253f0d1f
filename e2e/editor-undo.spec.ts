// Undo and redo: every change is a step, typing into one field is one step, and the shortcuts
// (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z) work wherever the focus is, text fields included.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1400 } });

const V2 = 1 << 15;
const text = (content: string) => ({ type: 10, content });
const separator = { type: 14, divider: true, spacing: 1 };

test.describe('undo and redo', () => {
  test('steps back and forward through drops and typing, typing being one step', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await expect(app.undoButton).toBeDisabled();

    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.dragPaletteTo('separator', app.rootZone(1));
    await app.select(app.node('text-display'));
    const content = app.field('content');
    await content.click();
    await content.press('End');
    await content.pressSequentially('0123456789');
    const typed = { flags: V2, components: [text('Some text0123456789'), separator] };
    await app.expectPayload(typed);

    // Ctrl+Z in the field itself takes back all ten characters at once.
    await page.keyboard.press('Control+z');
    await app.expectPayload({ flags: V2, components: [text('Some text'), separator] });
    await expect(content).toHaveValue('Some text');
    await page.keyboard.press('Control+z');
    await app.expectPayload({ flags: V2, components: [text('Some text')] });
    await page.keyboard.press('Control+z');
    await app.expectPayload({ flags: V2, components: [] });
    await expect(app.undoButton).toBeDisabled();
    await expect(app.redoButton).toBeEnabled();

    await page.keyboard.press('Control+y');
    await app.expectPayload({ flags: V2, components: [text('Some text')] });
    await page.keyboard.press('Control+Shift+z');
    await app.expectPayload({ flags: V2, components: [text('Some text'), separator] });
    await app.redoButton.click();
    await app.expectPayload(typed);
    await expect(app.redoButton).toBeDisabled();

    // The buttons do the same as the keys.
    await app.undoButton.click();
    await app.expectPayload({ flags: V2, components: [text('Some text'), separator] });
  });

  test('a new change after undo drops the steps that were undone', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.dragPaletteTo('separator', app.rootZone(1));
    await page.keyboard.press('Control+z');
    await app.expectPayload({ flags: V2, components: [text('Some text')] });

    await app.edit(app.node('text-display'), { content: 'Changed' });
    await app.expectPayload({ flags: V2, components: [text('Changed')] });
    await expect(app.redoButton).toBeDisabled();
    await app.undoButton.click();
    await app.expectPayload({ flags: V2, components: [text('Some text')] });
  });

  test('two focus sessions in the same field are two steps', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.select(app.node('text-display'));
    const content = app.field('content');
    await content.click();
    await content.press('End');
    await content.pressSequentially(' one');
    // Leaving the field ends the step; coming back starts another.
    await app.rowLabel(app.node('text-display')).click();
    await content.click();
    await content.press('End');
    await content.pressSequentially(' two');
    await app.expectPayload({ flags: V2, components: [text('Some text one two')] });

    await page.keyboard.press('Control+z');
    await app.expectPayload({ flags: V2, components: [text('Some text one')] });
    await page.keyboard.press('Control+z');
    await app.expectPayload({ flags: V2, components: [text('Some text')] });
  });

  test('keeps at least 100 steps', async ({ page }) => {
    test.slow(); // 105 edits and 100 undos, one key press at a time.
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.select(app.node('text-display'));
    const content = app.field('content');
    // 105 edits, each in a focus session of its own, so each is a step.
    for (let i = 1; i <= 105; i += 1) {
      await content.fill(`Version ${i}`);
      await content.blur();
    }
    await app.expectPayload({ flags: V2, components: [text('Version 105')] });

    for (let i = 0; i < 100; i += 1) await page.keyboard.press('Control+z');

    await app.expectPayload({ flags: V2, components: [text('Version 5')] });
    await expect(app.undoButton).toBeEnabled();
  });
});
