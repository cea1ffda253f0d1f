// Drags that hold while the page moves (issue 12): a drop lands where the pointer or finger is,
// whatever scrolled during the drag (the page, the outline, the palette), by the wheel or by the
// auto-scroll near the window's edge.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { IS_COMPONENTS_V2, seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import type { DragInput } from './pages/held-drag';
import { HeldDrag, scrollState } from './pages/held-drag';
import { LayoutPage } from './pages/layout-page';

const avatar = (n: number) => `https://cdn.discordapp.com/embed/avatars/${n}.png`;
let seedKey = 0;
const node = (
  type: number,
  props: Record<string, unknown>,
  slots: Record<string, unknown[]> = {},
) => ({ key: `scroll_${(seedKey += 1)}`, type, props, slots });

/**
 * Twelve components, the Section last. At 1400x900 its slots sit at the outline's lower edge, and
 * the preview (a long report) is taller than the outline's column, which therefore stays in place
 * (sticky) for the first few hundred pixels the page scrolls.
 */
function twelveComponents(): Record<string, unknown> {
  return {
    surface: 'message',
    envelope: 'message',
    body: { flags: IS_COMPONENTS_V2 },
    hasComponents: true,
    components: [
      node(10, {
        content: [
          '# Trail report',
          ...Array.from({ length: 16 }, (_, i) => `- Trail ${i + 1}: open`),
        ].join('\n'),
      }),
      node(
        17,
        { accent_color: null },
        {
          components: [
            node(10, { content: 'Ridge Loop\nRiver Walk\nSummit Path' }),
            node(14, { divider: true, spacing: 1 }),
            node(12, { items: [{ media: { url: avatar(1) } }] }),
            node(
              1,
              {},
              {
                components: [
                  node(2, { style: 1, label: 'Going', custom_id: 'going' }),
                  node(2, { style: 2, label: 'Maybe', custom_id: 'maybe' }),
                ],
              },
            ),
          ],
        },
      ),
      node(14, { divider: true, spacing: 1 }),
      node(
        9,
        {},
        {
          components: [node(10, { content: 'Section text' })],
          accessory: [node(11, { media: { url: avatar(2) } })],
        },
      ),
    ],
  };
}

async function openTwelve(page: Page): Promise<EditorPage> {
  await seedDesigns(page, [{ id: 'twelve', name: 'Twelve components', doc: twelveComponents() }]);
  const app = new EditorPage(page);
  await app.goto();
  await expect(app.counter('components')).toContainText('12 / 40');
  return app;
}

type Payload = { components: { type: number; components?: unknown[] }[] };
const sectionTexts = async (app: EditorPage) =>
  ((await app.payload()) as Payload).components[3]?.components;
const lastTopLevel = async (app: EditorPage) => ((await app.payload()) as Payload).components[4];
const newText = { type: 10, content: 'Some text' };

function scrollingDrags(input: DragInput) {
  test(`${input}: the wheel turned mid-drag scrolls what is under it, and the drop lands on the Section's text slot`, async ({
    page,
  }) => {
    const app = await openTwelve(page);
    const drag = await HeldDrag.start(app, input, app.paletteItem('text-display'));

    // Over the outline the wheel scrolls the outline's column, not the page.
    await drag.wheel(app.outline, 300);
    await expect.poll(async () => (await scrollState(app.outline)).box).toBeGreaterThan(0);
    expect((await scrollState(app.outline)).page).toBe(0);
    // Over the preview it scrolls the page, and the outline's column moves up with it.
    await drag.wheel(app.preview.root, 400);
    await expect.poll(async () => (await scrollState(app.outline)).page).toBeGreaterThan(100);

    const zone = await app.zoneIn(app.node('section'), 'components', 0);
    await drag.moveTo(zone);
    await expect(zone).toHaveAttribute('data-over', 'true');
    await expect(app.overTargets()).toHaveCount(1);
    await drag.drop();
    await expect
      .poll(() => sectionTexts(app))
      .toEqual([newText, { type: 10, content: 'Section text' }]);
  });

  test(`${input}: held near the window's bottom edge, auto-scroll brings an off-screen place in and the drop lands there`, async ({
    page,
  }) => {
    const app = await openTwelve(page);
    const target = app.rootZone(4);
    const drag = await HeldDrag.start(app, input, app.paletteItem('text-display'));
    await expect(target).not.toBeInViewport();

    await drag.holdNearBottomUntil(app.outline, target);
    await drag.moveTo(target);
    await expect(target).toHaveAttribute('data-over', 'true');
    await drag.drop();
    await expect.poll(() => lastTopLevel(app)).toEqual(newText);
    await expect(app.counter('components')).toContainText('13 / 40');
  });
}

test.describe('a mouse drag while things scroll, at 1400x900', () => {
  test.use({ viewport: { width: 1400, height: 900 } });
  scrollingDrags('pointer');
});

test.describe('a touch drag while things scroll, at 1400x900', () => {
  test.use({ viewport: { width: 1400, height: 900 }, hasTouch: true });
  scrollingDrags('touch');
});

test.describe('a touch drag on a phone with the page scrolled', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('from the palette, scrolled down, to the Section far below: auto-scroll takes the finger there', async ({
    page,
  }) => {
    const app = await openTwelve(page);
    // On a phone the palette waits behind its button once the design has components.
    await new LayoutPage(page).paletteToggle.click();
    const source = app.paletteItem('text-display');
    // The page scrolled so that the palette item is in the upper part of the screen.
    await source.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -120));
    expect((await scrollState(app.outline)).page).toBeGreaterThan(0);
    const zone = await app.zoneIn(app.node('section'), 'components', 0);

    const drag = await HeldDrag.start(app, 'touch', source);
    await expect(zone).not.toBeInViewport();
    await drag.holdNearBottomUntil(app.outline, zone);
    await drag.moveTo(zone);
    await expect(zone).toHaveAttribute('data-over', 'true');
    await drag.drop();
    await expect
      .poll(() => sectionTexts(app))
      .toEqual([newText, { type: 10, content: 'Section text' }]);
  });
});
