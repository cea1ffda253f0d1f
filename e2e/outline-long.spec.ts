// A set of 60 commands: the outline draws its top level in chunks near the window
// (src/editor/outline/row-chunks.tsx), and a person sees no difference. A mouse drag carries the
// first command past rows not yet drawn, the wheel turning; a keyboard drag steps through every
// gap; End and Home move focus to rows that were not drawn; scrolling brings rows to click; the
// browser's find reaches rows not drawn; on a phone the page scrolls to the last command and a tap
// selects it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { importPayload } from '../src/model';
import { seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { HeldDrag } from './pages/held-drag';
import { LayoutPage } from './pages/layout-page';

const COUNT = 60;
const name = (i: number) => `cmd${String(i).padStart(2, '0')}`;
/** cmd29 has 25 options: the gap after it is further than the outline draws ahead. */
const TALL = 29;
const SET = Array.from({ length: COUNT }, (_, i) => ({
  name: name(i),
  description: `Command number ${i}`,
  options: Array.from({ length: i === TALL ? 25 : 1 }, (_, o) => ({
    type: 3,
    name: `text${o}`,
    description: 'Some text',
  })),
}));

async function openLongSet(page: Page): Promise<EditorPage> {
  const { doc } = importPayload(SET, { as: 'commands' });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  await seedDesigns(page, [{ id: 'long', name: 'Long set', doc: { ...doc } }]);
  const app = new EditorPage(page);
  await app.goto();
  await expect(app.nodes('chat-input-command').first()).toBeVisible();
  return app;
}

const commandRow = (app: EditorPage, i: number) =>
  app.nodes('chat-input-command').filter({ hasText: `/${name(i)}` });

async function commandNames(app: EditorPage): Promise<string[]> {
  const payload = (await app.payload()) as { name: string }[];
  return payload.map((c) => c.name);
}

test.describe('a long command set at 1400x900', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('draws the rows near the window and the others as they come', async ({ page }) => {
    const app = await openLongSet(page);
    // Not every command has its row in the page, and the last one has none yet.
    await expect(commandRow(app, COUNT - 1)).toHaveCount(0);
    expect(await app.nodes('chat-input-command').count()).toBeLessThan(COUNT);
    // The outline's column keeps the room of every row: scrolled to its end, the last is there.
    await new LayoutPage(page).outlineColumn.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(commandRow(app, COUNT - 1)).toBeInViewport();
    await app.rowLabel(commandRow(app, COUNT - 1)).click();
    await expect(commandRow(app, COUNT - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(app.field('name')).toHaveValue(name(COUNT - 1));
  });

  test('a mouse drag carries the first command past rows not drawn, the wheel turning', async ({
    page,
  }) => {
    const app = await openLongSet(page);
    const before40 = app.rootZone(40);
    await expect(before40).toHaveCount(0);
    const drag = await HeldDrag.start(app, 'pointer', app.handle(commandRow(app, 0)));
    await drag.wheelUntil(new LayoutPage(page).outlineColumn, before40);
    await drag.moveTo(before40);
    await expect(before40).toHaveAttribute('data-over', 'true');
    await drag.drop();
    const names = SET.map((c) => c.name);
    await expect
      .poll(() => commandNames(app))
      .toEqual([...names.slice(1, 40), name(0), ...names.slice(40)]);
  });

  test('a keyboard drag steps through every gap, drawn or not', async ({ page }) => {
    const app = await openLongSet(page);
    // The first command's own two gaps are no move; each press goes one command further, past
    // the tall cmd29 too.
    const steps = TALL + 6;
    await app.keyboardDrag(app.handle(commandRow(app, 0)), Array(steps).fill('ArrowDown'));
    const names = SET.map((c) => c.name);
    await expect
      .poll(() => commandNames(app))
      .toEqual([...names.slice(1, steps + 1), name(0), ...names.slice(steps + 1)]);
  });

  test('the browser finds the name of a command not drawn yet, and its rows come', async ({
    page,
  }) => {
    const app = await openLongSet(page);
    const target = COUNT - 5;
    await expect(commandRow(app, target)).toHaveCount(0);
    // What find in page does (Ctrl+F), through a link to a text: the same search, the same
    // reveal of text hidden until found.
    await page.goto(`${page.url().split('#')[0]}#:~:text=${name(target)}`);
    await expect(commandRow(app, target)).toBeInViewport();
    await app.rowLabel(commandRow(app, target)).click();
    await expect(app.field('name')).toHaveValue(name(target));
  });

  test('End and Home move focus and the selection to rows that were not drawn', async ({
    page,
  }) => {
    const app = await openLongSet(page);
    await app.rowLabel(commandRow(app, 0)).click();
    await expect(commandRow(app, 0)).toBeFocused();
    await page.keyboard.press('End');
    // The last row of the outline: the last command's option.
    const lastOption = app.nodes('string-option').last();
    await expect(lastOption).toBeFocused();
    await expect(lastOption).toHaveAttribute('aria-selected', 'true');
    await expect(lastOption).toBeInViewport();
    await page.keyboard.press('ArrowUp');
    await expect(commandRow(app, COUNT - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(commandRow(app, 0)).toBeFocused();
    await expect(commandRow(app, 0)).toBeInViewport();
  });
});

test.describe('a long command set on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the page scrolls to the last command and a tap selects it', async ({ page }) => {
    const app = await openLongSet(page);
    await new LayoutPage(page).showTab('outline');
    await expect(commandRow(app, COUNT - 1)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(commandRow(app, COUNT - 1)).toBeInViewport();
    await app.rowLabel(commandRow(app, COUNT - 1)).tap();
    await expect(commandRow(app, COUNT - 1)).toHaveAttribute('aria-selected', 'true');
  });
});
