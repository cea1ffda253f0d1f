import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The studio's designs list (a bot's folder): its design files with what each holds, the JSON
 * files that are not designs, the dialog that shows one of those (its problems and its text), the
 * New dialog's file name, and the banner of a write that failed. By stable test ids.
 */
export class FolderPage {
  readonly switcher: Locator;
  readonly list: Locator;
  readonly designFiles: Locator;
  readonly otherFiles: Locator;
  readonly fileDialog: Locator;
  readonly fileProblems: Locator;
  readonly fileText: Locator;
  readonly fileSave: Locator;
  readonly fileClose: Locator;
  readonly newFileName: Locator;
  readonly newFileProblem: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.switcher = id('design-switcher');
    this.list = id('design-list');
    this.designFiles = id('design-item');
    this.otherFiles = id('other-file');
    this.fileDialog = id('file-dialog');
    this.fileProblems = id('file-problems');
    this.fileText = id('file-text');
    this.fileSave = id('file-save');
    this.fileClose = id('file-close');
    this.newFileName = id('new-file-name');
    this.newFileProblem = id('new-file-problem');
    this.error = id('folder-error');
  }

  async openList(): Promise<void> {
    if (!(await this.list.isVisible())) await this.switcher.click();
    await expect(this.list).toBeVisible();
  }

  /** The list's rows as `path (kind)`, designs first, then the other files. */
  async rows(): Promise<string[]> {
    await this.openList();
    const rows = this.list.locator('li');
    const texts = await rows.evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector('.file-name')?.textContent ?? '';
        const kind = li.querySelector('.file-kind')?.textContent ?? '';
        return `${name} (${kind})`;
      }),
    );
    await this.page.keyboard.press('Escape');
    return texts;
  }

  /** Opens a design file in the editor. */
  async openDesign(path: string): Promise<void> {
    await this.openList();
    await this.designFiles
      .filter({ has: this.page.locator('.file-name', { hasText: path }) })
      .click();
    await expect(this.switcher).toContainText(path);
  }

  /** Opens a file that is not a design: its problems and its text. */
  async openOther(path: string): Promise<void> {
    await this.openList();
    await this.otherFiles.and(this.page.locator(`[data-path="${path}"]`)).click();
    await expect(this.fileDialog).toBeVisible();
  }
}
