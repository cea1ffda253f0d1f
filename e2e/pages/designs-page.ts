import type { Locator, Page } from '@playwright/test';

/**
 * The editor's designs beyond the switcher's list (which EditorPage reads): the templates offered
 * on a first visit, the New design dialog with its blanks and templates, the buttons beside the
 * switcher, and the banner shown when the browser's storage refuses a design. By stable test ids.
 */
export class DesignsPage {
  /** The templates offered above a blank design on a first visit. */
  readonly templatePicker: Locator;
  readonly templateItems: Locator;
  readonly startBlank: Locator;
  readonly newButton: Locator;
  readonly newDialog: Locator;
  readonly duplicateButton: Locator;
  readonly renameButton: Locator;
  readonly nameInput: Locator;
  readonly deleteButton: Locator;
  readonly deleteDialog: Locator;
  readonly deleteConfirm: Locator;
  /** "Browser storage is full": the work is kept in memory until it can be saved. */
  readonly storageError: Locator;
  readonly storageRetry: Locator;
  /** A kept design that could not be opened (damaged, or saved by a newer version), with why. */
  readonly brokenDesign: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.templatePicker = id('template-picker');
    this.templateItems = this.templatePicker.locator('.template-item');
    this.startBlank = id('start-blank');
    this.newButton = id('design:new');
    this.newDialog = id('new-design-dialog');
    this.duplicateButton = id('design:duplicate');
    this.renameButton = id('design:rename');
    this.nameInput = id('design-name-input');
    this.deleteButton = id('design:delete');
    this.deleteDialog = id('delete-dialog');
    this.deleteConfirm = id('delete-confirm');
    this.storageError = id('storage-error');
    this.storageRetry = id('storage-retry');
    this.brokenDesign = id('broken-design');
  }

  /** A template, wherever it is offered (the first visit's offer or the New design dialog). */
  template(id: string): Locator {
    return this.page.getByTestId(`template:${id}`);
  }

  /** A template in the New design dialog. */
  newDialogTemplate(id: string): Locator {
    return this.newDialog.getByTestId(`template:${id}`);
  }

  /** A blank design of a surface in the New design dialog. */
  blank(surface: string): Locator {
    return this.page.getByTestId(`blank:${surface}`);
  }
}
