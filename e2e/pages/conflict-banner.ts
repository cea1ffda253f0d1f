import type { Locator, Page } from '@playwright/test';

/**
 * The question a tab asks when another tab saved a design it has unsaved edits to, by test ids:
 * the banner, and its two answers.
 */
export class ConflictBanner {
  readonly banner: Locator;
  readonly keepCopy: Locator;
  readonly takeTheirs: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByTestId('conflict');
    this.keepCopy = this.banner.getByTestId('conflict:keep-copy');
    this.takeTheirs = this.banner.getByTestId('conflict:take-theirs');
  }
}
