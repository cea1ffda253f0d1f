// A chunk that failed to load once (the connection dropped for a moment, a deploy replaced it) is
// loaded again the next time it is asked for, without a reload. Each test answers the chunk's
// first request with a server error and lets the next one through.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { EmojiPickerPage } from './pages/emoji-picker-page';
import { InspectorPage } from './pages/inspector-page';

test.use({ viewport: { width: 1440, height: 1400 } });

/** Answers the first request for `file` with a 500; returns how many requests came. */
async function failOnce(page: Page, file: RegExp): Promise<() => number> {
  let requests = 0;
  await page.route(file, async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 500, body: 'Internal Server Error' });
    else await route.continue();
  });
  return () => requests;
}

test('a drag loads dnd-kit again after its chunk failed, and lands', async ({ page }) => {
  const requests = await failOnce(page, /\/assets\/LiveDnd-[^/]+\.js$/);
  const app = new EditorPage(page);
  await app.openBlank();
  await expect.poll(requests).toBe(1);
  await expect(app.noticeText).toContainText('Drag and drop could not load');

  // The press asks for the chunk again and is held until it is there.
  await app.dragPaletteTo('text-display', app.rootZone(0));
  expect(requests()).toBe(2);
  await app.expectPayload({ flags: 1 << 15, components: [{ type: 10, content: 'Some text' }] });
});

test('the emoji picker lists the emoji when opened again after their data failed', async ({
  page,
}) => {
  const requests = await failOnce(page, /\/assets\/emoji-chunk-[^/]+\.js$/);
  const app = new EditorPage(page);
  const emoji = new EmojiPickerPage(page);
  await app.openBlank();
  await app.paletteItem('text-display').click();
  await expect(app.nodes('text-display')).toHaveCount(1);
  const button = new InspectorPage(app).emojiButton('content');

  await button.click();
  await expect(emoji.picker).toBeVisible();
  await expect.poll(requests).toBe(1);
  await expect(emoji.picker).toContainText('Loading emoji…');
  await expect(emoji.options).toHaveCount(0);
  await emoji.search.press('Escape');
  await expect(emoji.picker).toBeHidden();

  await emoji.open(button);
  expect(requests()).toBe(2);
  await emoji.pickByKeyboard('thumbsup', '👍');
  await expect
    .poll(async () => ((await app.payload()) as { components: { content: string }[] }).components)
    .toEqual([{ type: 10, content: 'Some text👍' }]);
});
