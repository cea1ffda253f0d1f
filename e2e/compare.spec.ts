// Side by side with Discord: the docs' own examples drawn by the preview next to the pictures the
// docs show for them (spec/discord/look, sRGB copies). Where a picture shows other text than its
// example, the payload is changed to match the picture, since the point is to compare the drawing;
// for the legacy pictures (embeds, a poll), which have no example, a payload is made to match.
// The composed images go to artifacts/screenshots/compare/ and, on request, docs/screenshots/compare/.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  actionRowButtons,
  checkboxGroupModal,
  checkboxModal,
  coyoteContainer,
  fileCards,
  fileUploadModal,
  mediaGallery,
  radioGroupModal,
  sectionWithThumbnail,
  separator,
  stringSelect,
} from './fixtures/discord-examples';
import { gameMatchEmbed, pikachuEmbed, woodchuckPoll } from './fixtures/legacy-look';
import { ValidatePage } from './pages/validate-page';
import { composeSideBySide, messageClip, readReference } from './support/compare';
import { fakeRemoteImages, imagesSettled } from './support/fake-images';
import { keepScreenshot } from './support/screenshots';

interface Pair {
  /** The composed image's name: compare/<name>.png. */
  name: string;
  /** The docs' picture, by its name in the look manifest. */
  reference: string;
  /** Which docs example, for the caption. */
  example: string;
  payload: () => Record<string, unknown>;
  /** The time in the picture's header, so that ours shows the same one. */
  time: string;
  /** Puts the drawing in the picture's state (an option chosen, a select open). */
  arrange?: (app: ValidatePage) => Promise<void>;
}

const MESSAGES: Pair[] = [
  {
    name: 'container',
    reference: 'container_accent-gallery-buttons.png',
    example: 'example 15 (Container)',
    payload: coyoteContainer,
    time: '09:18',
  },
  {
    name: 'section-thumbnail',
    reference: 'section_text-with-thumbnail.png',
    example: 'example 09 (Section + Thumbnail)',
    payload: sectionWithThumbnail,
    time: '17:49',
  },
  {
    name: 'action-row-buttons',
    reference: 'action-row_buttons_primary-link-danger.png',
    example: 'example 01 (Action Row)',
    payload: actionRowButtons,
    time: '16:21',
  },
  {
    name: 'media-gallery',
    reference: 'media-gallery_3-items.png',
    example: 'example 12 (Media Gallery)',
    payload: mediaGallery,
    time: '12:47',
  },
  {
    name: 'file',
    reference: 'file_two-file-cards.png',
    example: 'example 13 (File)',
    payload: fileCards,
    time: '11:55',
  },
  {
    name: 'separator',
    reference: 'separator_small-with-divider.png',
    example: 'example 14 (Separator)',
    payload: separator,
    time: '12:59',
  },
  {
    name: 'string-select-open',
    reference: 'string-select_message_open.png',
    example: 'example 03 (String Select), opened',
    // The picture spells the third option "Catarpillar".
    payload: () => {
      const payload = stringSelect();
      const row = (payload.components as { components: { options: { label: string }[] }[] }[])[0];
      const option = row?.components[0]?.options[2];
      if (option) option.label = 'Catarpillar';
      return payload;
    },
    time: '12:51',
    arrange: async (app) => {
      const combobox = app.preview.stringSelect().combobox;
      await combobox.click();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    },
  },
];

/**
 * Legacy messages: the docs have no payload for Discord's pictures of embeds and polls, so these
 * are made to match the pictures. The pictures are older than the 2025 look the preview draws (chat
 * #313338, embed #2b2d31): compare sizes, spacing and type, not the surface colours.
 */
const LEGACY: (Pair & { scale: number })[] = [
  {
    name: 'embed',
    reference: 'legacy-2023_message_embed-mention-timestamp-buttons.png',
    example: 'a payload made to match (title, mention, two inline fields)',
    payload: gameMatchEmbed,
    time: '12:43',
    scale: 2.5,
  },
  {
    name: 'embed-thumbnail',
    reference: 'legacy-2021_buttons_primary-secondary-danger_with-embed.png',
    example: 'a payload made to match (linked title, thumbnail)',
    payload: pikachuEmbed,
    time: '09:18',
    scale: 1.3,
  },
  {
    name: 'poll',
    reference: 'legacy-2023_poll_disabled-vote-button.png',
    example: 'a payload made to match (four answers, 24 hours)',
    payload: woodchuckPoll,
    time: '19:02',
    scale: 1,
  },
];

const MODALS: Pair[] = [
  {
    name: 'modal-radio-group',
    reference: 'modal_radio-group.png',
    example: 'example 18 (Radio Group), Warrior chosen',
    payload: radioGroupModal,
    time: '12:00',
    arrange: async (app) => {
      await app.preview.radio('Warrior').check();
    },
  },
  {
    name: 'modal-checkbox-group',
    reference: 'modal_checkbox-group.png',
    example: 'example 20 (Checkbox Group), three days ticked',
    payload: checkboxGroupModal,
    time: '12:00',
    arrange: async (app) => {
      for (const day of ['March 4th', 'March 5th', 'March 10th']) {
        await app.preview.checkbox(day).check();
      }
    },
  },
  {
    name: 'modal-checkbox',
    reference: 'modal_checkbox.png',
    example: 'example 22 (Checkbox)',
    payload: checkboxModal,
    time: '12:00',
  },
  {
    name: 'modal-file-upload',
    reference: 'modal_file-upload.png',
    example: 'example 16 (File Upload)',
    payload: fileUploadModal,
    time: '12:00',
  },
];

test.use({ timezoneId: 'UTC', locale: 'en-US', viewport: { width: 1100, height: 1300 } });

async function drawExample(page: Page, pair: Pair): Promise<ValidatePage> {
  await page.clock.setFixedTime(new Date(`2025-04-18T${pair.time}:00Z`));
  const app = new ValidatePage(page);
  await app.goto();
  await fakeRemoteImages(page);
  await app.pastePayload(pair.payload());
  await expect(app.verdict).toHaveText(/^Valid/);
  await expect(app.preview.kind('unknown')).toHaveCount(0);
  await app.chooseTheme('dark');
  await pair.arrange?.(app);
  // A click also selects the component for the editor (a blurple outline Discord does not draw).
  // The simulator's panel under the preview is not part of Discord's picture either.
  await page.addStyleTag({
    content:
      "[data-selected='true'] { outline: none !important; } .dp-sim-result { visibility: hidden; }",
  });
  await app.preview.surface.scrollIntoViewIfNeeded();
  await imagesSettled(app.preview.root);
  // Let the last layout (fonts, pictures) settle before the picture is taken.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return app;
}

async function compare(page: Page, pair: Pair, ours: Buffer, scale: number): Promise<void> {
  const reference = readReference(pair.reference);
  expect(reference.scale, `${pair.reference} is captured at ${reference.scale}x`).toBe(scale);
  const composed = await composeSideBySide(page, [
    { label: 'Discord', note: `docs image ${pair.reference}`, png: reference.png, scale },
    { label: 'Component Studio', note: `${pair.example}, dark theme`, png: ours, scale },
  ]);
  await keepScreenshot(`compare/${pair.name}`, composed);
}

async function shootMessage(page: Page, app: ValidatePage): Promise<Buffer> {
  // Document coordinates: an open popout may reach below the fold.
  return page.screenshot({
    fullPage: true,
    clip: await messageClip(app.preview.surface),
    animations: 'disabled',
    caret: 'hide',
  });
}

test.describe('side by side with Discord: messages (Retina, 2x)', () => {
  test.use({ deviceScaleFactor: 2 });
  for (const pair of MESSAGES) {
    test(pair.name, async ({ page }) => {
      const app = await drawExample(page, pair);
      await compare(page, pair, await shootMessage(page, app), 2);
    });
  }
});

// Each legacy picture at its own scale, so that ours lines up with it pixel for pixel.
for (const scale of new Set(LEGACY.map((pair) => pair.scale))) {
  test.describe(`side by side with Discord: legacy messages (${scale}x)`, () => {
    test.use({ deviceScaleFactor: scale });
    for (const pair of LEGACY.filter((p) => p.scale === scale)) {
      test(pair.name, async ({ page }) => {
        const app = await drawExample(page, pair);
        await compare(page, pair, await shootMessage(page, app), scale);
      });
    }
  });
}

test.describe('side by side with Discord: modals (1x captures)', () => {
  test.use({ deviceScaleFactor: 1 });
  for (const pair of MODALS) {
    test(pair.name, async ({ page }) => {
      const app = await drawExample(page, pair);
      const ours = await app.preview.surface.screenshot({ animations: 'disabled', caret: 'hide' });
      await compare(page, pair, ours, 1);
    });
  }
});
