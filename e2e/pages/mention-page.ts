import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Mention button under a markdown field and its panel, by their stable test ids. */
export class MentionPage {
  readonly button: Locator;
  readonly popover: Locator;
  readonly search: Locator;
  readonly options: Locator;
  readonly source: Locator;
  /** Loading from a guild: which token it uses, and the guild's id. */
  readonly guildToken: Locator;
  readonly guildId: Locator;
  /** The timestamp's date and time. */
  readonly time: Locator;
  readonly insertButton: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.button = id('text-tool:mention');
    this.popover = id('mention-popover');
    this.search = id('mention-search');
    this.options = id('mention-option');
    this.source = id('mention-source');
    this.guildToken = id('mention-guild-token');
    this.guildId = id('mention-guild-id');
    this.time = id('mention-time');
    this.insertButton = id('mention-insert');
  }

  /** Opens the panel (its code loads on first use); the search box has focus. */
  async open(): Promise<void> {
    await this.button.click();
    await expect(this.popover).toBeVisible();
    await expect(this.search).toBeFocused();
  }

  /** Types into the search, checks the row that will be picked, and picks it: the panel closes. */
  async pick(query: string, expectedLabel: string): Promise<void> {
    await this.choose(query, expectedLabel);
    await expect(this.popover).toBeHidden();
  }

  /** Types into the search, checks the active row, and presses Enter on it. */
  async choose(query: string, expectedLabel: string): Promise<void> {
    await this.search.pressSequentially(query);
    const active = this.page.locator(
      `[id="${await this.search.getAttribute('aria-activedescendant')}"]`,
    );
    await expect(active.locator('.mention-label')).toHaveText(expectedLabel);
    await this.search.press('Enter');
  }

  /** A timestamp's style (`R` relative, `f` full...). */
  style(style: string): Locator {
    return this.page.getByTestId(`mention-style:${style}`);
  }

  /** Picks a timestamp: the date and time typed (local to the browser) and a style. */
  async timestamp(local: string, style: string): Promise<void> {
    await this.choose('timestamp', 'Timestamp…');
    await expect(this.time).toBeFocused();
    await this.time.fill(local);
    await this.style(style).click();
    await this.insertButton.click();
    await expect(this.popover).toBeHidden();
  }
}
