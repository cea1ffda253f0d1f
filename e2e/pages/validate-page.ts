import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { CommandsPreview } from './commands-preview-page';
import type { PreviewTheme } from './preview-pane';
import { PreviewPane } from './preview-pane';

export type { PreviewTheme } from './preview-pane';

/** The validator page, by its stable test ids. */
export class ValidatePage {
  /** The page's columns (input, result, preview), without the navigation. */
  readonly main: Locator;
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
  readonly clearButton: Locator;
  /** The Preview panel: the payload drawn as Discord draws it, with the interaction simulator. */
  readonly preview: PreviewPane;
  /** The Preview panel's command picker, for a command or a list of commands. */
  readonly commands: CommandsPreview;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
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
    this.clearButton = page.getByTestId('clear');
    this.preview = new PreviewPane(page.getByTestId('preview-panel'));
    this.commands = new CommandsPreview(this.preview.root);
  }

  async goto(): Promise<void> {
    await this.page.goto('/validate');
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

  async chooseKind(
    kind:
      | 'Detect'
      | 'Message'
      | 'Modal'
      | 'Application command'
      | 'List of commands (bulk overwrite)'
      | 'Command permissions',
  ): Promise<void> {
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

  async chooseTheme(theme: PreviewTheme): Promise<void> {
    const button = this.preview.themeOption(theme);
    await button.click();
    await expect(button).toHaveAttribute('aria-checked', 'true');
  }
}
