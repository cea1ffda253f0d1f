// The emoji picker and `:shortcode:` completion in the inspector: a unicode emoji picked into a
// Button's emoji, a custom one put at the caret of a Text Display, `:thumbs` completed there,
// each checked in the exported payload; and the open picker on a laptop and on a phone.
import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { IS_COMPONENTS_V2, seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { EmojiPickerPage } from './pages/emoji-picker-page';
import { InspectorPage } from './pages/inspector-page';
import { LayoutPage } from './pages/layout-page';
import { ARTIFACTS_DIR } from './support/screenshots';

const LAPTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
const CUSTOM = { id: '123456789012345678', name: 'party_blob' };

let seedKey = 0;
const node = (
  type: number,
  props: Record<string, unknown>,
  slots: Record<string, unknown[]> = {},
) => ({ key: `emoji_${(seedKey += 1)}`, type, props, slots });

function design(): Record<string, unknown> {
  return {
    surface: 'message',
    envelope: 'message',
    body: { flags: IS_COMPONENTS_V2 },
    hasComponents: true,
    components: [
      node(10, { content: 'Hello' }),
      node(1, {}, { components: [node(2, { style: 1, label: 'Going', custom_id: 'going' })] }),
    ],
  };
}

type Payload = {
  components: { type: number; content?: string; components?: Record<string, unknown>[] }[];
};

/** Discord's CDN, answered with a drawn yellow face so that no request leaves the machine. */
async function fakeEmojiCdn(page: Page): Promise<void> {
  await page.route(/^https:\/\/cdn\.discordapp\.com\/emojis\//, async (route) => {
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#f5c542';
      g.beginPath();
      g.arc(32, 32, 28, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#3b2f0b';
      g.fillRect(20, 22, 6, 10);
      g.fillRect(38, 22, 6, 10);
      g.fillRect(20, 42, 24, 4);
      return canvas.toDataURL('image/png');
    });
    const body = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    await route.fulfill({ status: 200, contentType: 'image/png', body });
  });
}

async function open(page: Page): Promise<EditorPage> {
  await seedDesigns(page, [{ id: 'emoji', name: 'Emoji', doc: design() }]);
  await fakeEmojiCdn(page);
  const app = new EditorPage(page);
  await app.goto();
  return app;
}

test('picks emoji into a Button and a Text Display, and completes :thumbs', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const app = await open(page);
  const emoji = new EmojiPickerPage(page);
  const inspector = new InspectorPage(app);

  // A unicode emoji by search and keyboard into the Button's emoji field.
  await app.select(app.node('button'));
  const pick = inspector.emojiPick('emoji');
  await emoji.open(pick);
  await emoji.pickByKeyboard('thumbsup', '👍');
  await expect(pick).toBeFocused();
  await expect
    .poll(async () => ((await app.payload()) as Payload).components[1]!.components![0]!.emoji)
    .toEqual({ name: '👍' });
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await app.inspector.screenshot({ path: `${ARTIFACTS_DIR}/emoji-field-picked.png` });

  // A custom emoji at the caret of the Text Display: after "Hel".
  await app.select(app.node('text-display'));
  const content = app.field('content');
  await content.click();
  await content.press('End');
  for (let i = 0; i < 2; i += 1) await content.press('ArrowLeft');
  await emoji.open(inspector.emojiButton('content'));
  await emoji.pickCustom(CUSTOM);
  await expect(content).toBeFocused();
  const customText = `<:${CUSTOM.name}:${CUSTOM.id}>`;
  await expect(content).toHaveValue(`Hel${customText}lo`);

  // `:thumbs` offers thumbsup first; Enter puts the character in place of what was typed.
  await content.press('End');
  await content.pressSequentially(' :thumbs');
  await expect(emoji.completionOptions.first()).toContainText(':thumbsup:');
  await expect(emoji.completionOptions.first()).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emoji-completion.png` });
  await content.press('Enter');
  await expect(emoji.completion).toBeHidden();
  await expect(content).toHaveValue(`Hel${customText}lo 👍`);

  // A colon inside a word (a URL, a time) starts no completion.
  await content.pressSequentially(' http://x 12:30');
  await expect(emoji.completion).toBeHidden();

  await expect
    .poll(async () => ((await app.payload()) as Payload).components[0]!.content)
    .toBe(`Hel${customText}lo 👍 http://x 12:30`);
  // The preview draws the custom emoji from the (faked) CDN.
  await expect(app.preview.message.emoji(CUSTOM.name)).toBeVisible();
});

test('the open picker on a laptop and on a phone', async ({ page }) => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.setViewportSize(LAPTOP);
  const app = await open(page);
  const emoji = new EmojiPickerPage(page);
  const inspector = new InspectorPage(app);
  await app.select(app.node('text-display'));
  await emoji.open(inspector.emojiButton('content'));
  // Arrow keys move the active emoji through the grid; Escape closes and gives the focus back.
  await emoji.search.press('ArrowRight');
  await emoji.search.press('ArrowDown');
  await expect(emoji.options.nth(9)).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emoji-picker-laptop.png` });
  await emoji.search.press('Escape');
  await expect(emoji.picker).toBeHidden();
  await expect(inspector.emojiButton('content')).toBeFocused();

  await page.setViewportSize(PHONE);
  const layout = new LayoutPage(page);
  await layout.showTab('inspector');
  const button = inspector.emojiButton('content');
  await button.scrollIntoViewIfNeeded();
  await emoji.open(button);
  const box = await emoji.picker.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emoji-picker-phone.png` });
  await emoji.tab('custom').click();
  await emoji.customId.fill(CUSTOM.id);
  await emoji.customName.fill(CUSTOM.name);
  await expect(emoji.customPicture).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emoji-picker-phone-custom.png` });
});
