// One theme for the whole app: the first visit follows the system, the preview's switch changes
// the page's own colours too, and the choice is kept across a reload, a design switch and pages.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { LayoutPage } from './pages/layout-page';
import { ValidatePage } from './pages/validate-page';

test.use({ viewport: { width: 1400, height: 900 } });

const DARK_BG = 'rgb(49, 51, 56)';
const LIGHT_BG = 'rgb(255, 255, 255)';

/** The theme on the root when React first drew into #root (recorded by an init script). */
async function recordThemeAtFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { themeAtFirstRender?: string | null };
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0) return;
      w.themeAtFirstRender = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const themeAtFirstRender = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeAtFirstRender?: string }).themeAtFirstRender);

/** The background of the column `locator` is in. */
function colourOf(locator: Locator): Promise<string> {
  return locator.evaluate(
    (el) => getComputedStyle(el.closest('.editor-column') ?? el).backgroundColor,
  );
}

test.describe('the theme', () => {
  test.describe('on a system in the light theme', () => {
    test.use({ colorScheme: 'light' });

    test('the first visit is light from the first frame, page and preview', async ({ page }) => {
      await recordThemeAtFirstRender(page);
      const app = new EditorPage(page);
      const layout = new LayoutPage(page);
      await app.openBlank();
      expect(await themeAtFirstRender(page)).toBe('light');
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
      await expect(app.preview.themeOption('light')).toHaveAttribute('aria-checked', 'true');
      await expect(app.preview.themed).toHaveAttribute('data-theme', 'light');
    });
  });

  test.describe('on a system in the dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('the first visit is dark', async ({ page }) => {
      const app = new EditorPage(page);
      const layout = new LayoutPage(page);
      await app.openBlank();
      expect(await layout.pageTheme()).toBe('dark');
      expect(await layout.pageBackground()).toBe(DARK_BG);
    });

    test('choosing light changes the whole page, and is kept across a reload, a design switch and the validator', async ({
      page,
    }) => {
      await recordThemeAtFirstRender(page);
      const app = new EditorPage(page);
      const layout = new LayoutPage(page);
      await app.openBlank();
      const darkPanel = await colourOf(app.outline);

      await app.preview.themeOption('light').click();
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
      // The page's own chrome, not only the preview.
      expect(await colourOf(app.outline)).not.toBe(darkPanel);
      expect(await colourOf(app.outline)).toBe('rgb(242, 243, 245)');
      await expect(
        layout.toolbar.evaluate((el) => getComputedStyle(el).backgroundColor),
      ).resolves.toBe(LIGHT_BG);

      await page.reload();
      await expect(app.outline).toBeVisible();
      expect(await themeAtFirstRender(page)).toBe('light');
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
      await expect(app.preview.themeOption('light')).toHaveAttribute('aria-checked', 'true');

      await app.newDesign('legacy');
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
      await expect(app.preview.themeOption('light')).toHaveAttribute('aria-checked', 'true');
      await expect(app.preview.themed).toHaveAttribute('data-theme', 'light');

      await page.goto('/validate');
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
    });

    test("the validator's switch drives the same setting", async ({ page }) => {
      const layout = new LayoutPage(page);
      const validator = new ValidatePage(page);
      await page.goto('/validate');
      await validator.loadExample('v2-container');
      await validator.chooseTheme('light');
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
      await page.goto('/');
      const app = new EditorPage(page);
      await expect(app.preview.themeOption('light')).toHaveAttribute('aria-checked', 'true');
      expect(await layout.pageBackground()).toBe(LIGHT_BG);
      await app.preview.themeOption('dark').click();
      expect(await layout.pageBackground()).toBe(DARK_BG);
    });
  });
});
