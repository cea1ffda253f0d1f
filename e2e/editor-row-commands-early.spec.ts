// The selected row's toolbar loads after the first frame (LazyNodeCommands.tsx): held back here,
// the row keeps the room its buttons will take (nothing moves when they arrive), and its keyboard
// shortcuts work before the buttons are there.
import { expect, test } from '@playwright/test';
import { holdChunk } from './support/hold-chunk';
import { EditorPage } from './pages/editor-page';

test('the row toolbar arrives without moving the row, and its shortcuts work before it', async ({
  page,
}, testInfo) => {
  const { asked, release } = await holdChunk(page, 'NodeCommands');
  const app = new EditorPage(page);
  await app.openBlank();
  await expect.poll(asked).toBe(true);

  await app.paletteItem('text-display').click();
  const first = app.node('text-display');
  await app.select(first);
  await expect(first.getByTestId('node-commands-pending')).toHaveCount(1);
  await expect(app.command('delete')).toHaveCount(0);

  // A shortcut before the toolbar: Ctrl+D duplicates the row.
  await first.focus();
  await page.keyboard.press('Control+d');
  await expect(app.nodes('text-display')).toHaveCount(2);
  const copy = app.nodes('text-display').nth(1);
  await expect(copy).toHaveAttribute('aria-selected', 'true');

  const outline = page.getByTestId('outline');
  // Where the row is within the outline, and how big both are (the page may still be scrolling
  // the copy into view, which moves both alike).
  const place = async () => {
    const [row, all] = [(await copy.boundingBox())!, (await outline.boundingBox())!];
    return {
      top: row.y - all.y,
      left: row.x - all.x,
      row: [row.width, row.height],
      all: all.height,
    };
  };
  const before = await place();
  await outline.screenshot({ path: testInfo.outputPath('before.png') });
  release();
  await expect(copy.getByTestId('command:delete')).toBeVisible();
  await expect(copy.getByTestId('node-commands-pending')).toHaveCount(0);
  expect(await place()).toEqual(before);
  await outline.screenshot({ path: testInfo.outputPath('after.png') });
});
