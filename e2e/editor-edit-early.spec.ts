// Edits made before the code that changes the tree of components has arrived (reduce-tree and
// placement load right after the first frame): held back here, clicks must still
// apply once it is there, in the order they were made.
import { expect, test } from '@playwright/test';
import { holdChunk } from './support/hold-chunk';
import { EditorPage } from './pages/editor-page';

test('palette clicks made before the editing code has arrived apply once it is there, in order', async ({
  page,
}) => {
  const { asked, release } = await holdChunk(page, 'reduce-tree');
  const app = new EditorPage(page);
  await app.openBlank();
  await expect.poll(asked).toBe(true);

  await app.paletteItem('text-display').click();
  await app.paletteItem('separator').click();
  await expect(app.nodes('text-display')).toHaveCount(0);

  release();
  await expect(app.nodes('text-display')).toHaveCount(1);
  await expect(app.nodes('separator')).toHaveCount(1);
  await app.expectPayload({
    flags: 1 << 15,
    components: [{ type: 10, content: 'Some text' }, expect.objectContaining({ type: 14 })],
  });
});
