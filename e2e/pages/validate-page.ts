import type { Locator, Page } from '@playwright/test';

/** The validator page, by its stable test ids. */
export class ValidatePage {
  readonly input: Locator;
  readonly kind: Locator;
  readonly fileInput: Locator;
  readonly verdict: Locator;
  readonly problems: Locator;
  readonly moreProblems: Locator;
  readonly detectedKind: Locator;
  readonly envelope: Locator;
  readonly source: Locator;
  readonly largePayload: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByTestId('payload-input');
    this.kind = page.getByTestId('kind');
    this.fileInput = page.getByTestId('file-input');
    this.verdict = page.getByTestId('verdict');
    this.problems = page.getByTestId('problem');
    this.moreProblems = page.getByTestId('problems-more');
    this.detectedKind = page.getByTestId('detected-kind');
    this.envelope = page.getByTestId('envelope');
    this.source = page.getByTestId('source');
    this.largePayload = page.getByTestId('payload-large');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** Replaces the textarea's text the way a paste does (one input event). */
  async paste(text: string): Promise<void> {
    await this.input.fill(text);
  }

  /**
   * Fires a paste event carrying `text`, as the clipboard would. Chromium ignores the default action
   * of a synthetic paste, so this only shows what the page's own paste handler does.
   */
  async pasteFromClipboard(text: string): Promise<void> {
    await this.input.evaluate((el, data) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', data);
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    }, text);
  }

  async pastePayload(payload: unknown): Promise<void> {
    await this.paste(JSON.stringify(payload, null, 2));
  }

  async chooseKind(kind: 'Detect' | 'Message' | 'Modal'): Promise<void> {
    await this.kind.selectOption({ label: kind });
  }

  async openFile(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  async loadExample(id: string): Promise<void> {
    await this.page.getByTestId(`example:${id}`).click();
  }

  problem(code: string, path: string): Locator {
    return this.page.locator(
      `[data-testid="problem"][data-code="${code}"][data-path=${JSON.stringify(path)}]`,
    );
  }
}
