import type { Locator, Page } from '@playwright/test';

/**
 * The question the surface switch asks before a conversion that would lose something, by stable
 * test ids: the dialog, what would be lost, and its two answers.
 */
export class ConvertDialog {
  readonly dialog: Locator;
  /** One sentence per kind of thing lost ("1 Separator (a legacy message has no place for it)"). */
  readonly losses: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;

  constructor(page: Page) {
    this.dialog = page.getByTestId('convert-dialog');
    this.losses = this.dialog.getByTestId('convert-loss');
    this.confirm = page.getByTestId('convert-confirm');
    this.cancel = page.getByTestId('convert-cancel');
  }
}
