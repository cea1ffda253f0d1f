import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export type ToolId = 'toggle-json' | 'open-import' | 'open-share' | 'open-send';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The editor page's layout, by its stable test ids: the columns, the theme, the toolbar's overflow
 * menu and the tabs a phone switches between. Geometry is read from the page as drawn.
 */
export class LayoutPage {
  readonly toolbar: Locator;
  readonly toolsMenu: Locator;
  readonly paletteToggle: Locator;
  readonly editSelected: Locator;
  /** The panels under the columns (export, send), which draw only once on screen. */
  readonly bottom: Locator;
  /** The outline's column, which scrolls on its own on a laptop. */
  readonly outlineColumn: Locator;

  constructor(readonly page: Page) {
    this.toolbar = page.getByTestId('editor-toolbar');
    this.toolsMenu = page.getByTestId('tools-menu');
    this.paletteToggle = page.getByTestId('palette-toggle');
    this.editSelected = page.getByTestId('edit-selected');
    this.bottom = page.locator('.editor-bottom');
    this.outlineColumn = page.locator('.editor-outline');
  }

  /** A tool of the toolbar; on a phone it waits in the overflow menu. */
  tool(id: ToolId): Locator {
    return this.page.getByTestId(id);
  }

  tab(name: 'outline' | 'preview' | 'inspector'): Locator {
    return this.page.getByTestId(`tab:${name}`);
  }

  async box(locator: Locator): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator.toString()} is not drawn`);
    return box;
  }

  /** The page's background colour, as the browser paints it. */
  async pageBackground(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  }

  /** The theme the page is drawn in (the root's data-theme). */
  async pageTheme(): Promise<string | null> {
    return this.page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  }

  /**
   * How far the palette's cards (with their 2 px focus ring 2 px away) reach past the inside of
   * the palette column, and by how much the column scrolls sideways. Both 0 when they fit.
   */
  async paletteOverflow(): Promise<{ cards: number; scroll: number }> {
    return this.page.evaluate(() => {
      const palette = document.querySelector('[data-testid="palette"]')!;
      const column = palette.closest('.editor-column')!;
      const rect = column.getBoundingClientRect();
      const inside = rect.left + column.clientLeft + column.clientWidth;
      const cards = [...palette.querySelectorAll('[data-testid^="palette-item:"]')];
      const furthest = Math.max(...cards.map((c) => c.getBoundingClientRect().right + 4));
      return {
        cards: Math.max(0, Math.ceil(furthest - inside)),
        scroll: column.scrollWidth - column.clientWidth,
      };
    });
  }

  /** The first `n` outline rows' boxes. */
  async rowBoxes(rows: Locator): Promise<Box[]> {
    const boxes: Box[] = [];
    for (let i = 0; i < (await rows.count()); i += 1) boxes.push(await this.box(rows.nth(i)));
    return boxes;
  }

  /** Opens the toolbar's overflow menu (on a phone) and clicks one of its tools. */
  async openTool(id: ToolId): Promise<void> {
    const tool = this.tool(id);
    if (!(await tool.isVisible())) await this.toolsMenu.click();
    await tool.click();
  }

  async showTab(name: 'outline' | 'preview' | 'inspector'): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-pressed', 'true');
  }
}
