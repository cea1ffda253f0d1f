import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { LayoutPage } from './layout-page';

/**
 * The import dialog, the share dialog and the dialog a share link opens with, by their stable test
 * ids; plus dropping a file on the page the way a file manager does (a synthetic DataTransfer).
 */
export class ImportPage {
  readonly dialog: Locator;
  readonly text: Locator;
  readonly fileInput: Locator;
  readonly source: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;
  readonly loadAnyway: Locator;
  readonly problems: Locator;
  readonly verdict: Locator;
  readonly error: Locator;
  readonly shareDialog: Locator;
  readonly shareLink: Locator;
  readonly shareCopy: Locator;
  readonly openDialog: Locator;
  readonly openReason: Locator;
  readonly openProblems: Locator;
  readonly shareLength: Locator;
  /** The warning that the link would carry secrets (a webhook URL). */
  readonly shareSecrets: Locator;
  readonly shareClose: Locator;
  readonly openCancel: Locator;
  readonly openAnyway: Locator;
  /** The page's root element, marked `data-file-drag` while a file is held over the page. */
  readonly documentRoot: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('import-dialog');
    this.text = this.dialog.getByTestId('import-text');
    this.fileInput = this.dialog.getByTestId('import-file');
    this.source = this.dialog.getByTestId('import-source');
    this.submit = this.dialog.getByTestId('import-submit');
    this.cancel = this.dialog.getByTestId('import-cancel');
    this.loadAnyway = this.dialog.getByTestId('import-load-anyway');
    this.problems = this.dialog.getByTestId('import-problem');
    this.verdict = this.dialog.getByTestId('import-verdict');
    this.error = this.dialog.getByTestId('import-error');
    this.shareDialog = page.getByTestId('share-dialog');
    this.shareLink = this.shareDialog.getByTestId('share-link');
    this.shareCopy = this.shareDialog.getByTestId('share-copy');
    this.openDialog = page.getByTestId('share-open-dialog');
    this.openReason = this.openDialog.getByTestId('share-open-reason');
    this.openProblems = this.openDialog.getByTestId('share-open-problem');
    this.shareLength = this.shareDialog.getByTestId('share-length');
    this.shareSecrets = this.shareDialog.getByTestId('share-secrets');
    this.shareClose = this.shareDialog.getByTestId('share-close');
    this.openCancel = this.openDialog.getByTestId('share-open-cancel');
    this.openAnyway = this.openDialog.getByTestId('share-open-anyway');
    this.documentRoot = page.locator('html');
  }

  async open(): Promise<void> {
    // On a phone the tool waits in the toolbar's menu.
    await new LayoutPage(this.page).openTool('open-import');
    await expect(this.dialog).toBeVisible();
  }

  /** Opens the import dialog, pastes `json` (one input event) and presses Import. */
  async importText(json: string): Promise<void> {
    await this.open();
    await this.text.fill(json);
    await this.submit.click();
  }

  /** The problems listed, as their text ("Error: $.path — sentence"). */
  async problemLines(): Promise<string[]> {
    return (await this.problems.allTextContents()).map((t) => t.trim());
  }

  /** Chooses a file in the dialog's file picker. */
  async chooseFile(name: string, content: string, mimeType = 'application/json'): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  }

  /**
   * Drags a file from outside the page over `selector` and drops it there: dragenter and dragover
   * (returning whether the page showed its drop hint), then drop.
   */
  async dropFile(name: string, content: string, selector = 'main'): Promise<{ hinted: boolean }> {
    return this.page.evaluate(
      ({ name, content, selector }) => {
        const target = document.querySelector(selector) ?? document.body;
        const data = new DataTransfer();
        data.items.add(new File([content], name, { type: 'application/json' }));
        const fire = (type: string) =>
          target.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
          );
        fire('dragenter');
        fire('dragover');
        const hinted = document.documentElement.hasAttribute('data-file-drag');
        fire('drop');
        return { hinted };
      },
      { name, content, selector },
    );
  }

  /** Opens the share dialog and waits for its link. */
  async shareLinkText(): Promise<string> {
    await new LayoutPage(this.page).tool('open-share').click();
    await expect(this.shareDialog).toBeVisible();
    await expect(this.shareLink).toHaveValue(/#share=/);
    return this.shareLink.inputValue();
  }
}
