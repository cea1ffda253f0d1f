import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { LayoutPage } from './layout-page';

/**
 * The JSON editor beside the preview, by its test ids: the toolbar's toggle, the panel, its status
 * line and CodeMirror's content. Text goes in by keyboard, as a person types it.
 */
export class JsonEditorPage {
  readonly toggle: Locator;
  readonly panel: Locator;
  readonly status: Locator;
  readonly note: Locator;
  readonly content: Locator;
  readonly closeButton: Locator;
  /** Offered when the text is an application command: opens it as a Commands design. */
  readonly openAsCommandsButton: Locator;
  /** CodeMirror's marks under the values that have an error. */
  readonly errorMarks: Locator;
  /** Those marks and the points marked where a value is missing. */
  readonly errorMarksAndPoints: Locator;

  constructor(readonly page: Page) {
    this.toggle = new LayoutPage(page).tool('toggle-json');
    this.panel = page.getByTestId('json-editor');
    this.status = page.getByTestId('json-editor-status');
    this.note = page.getByTestId('json-editor-note');
    this.content = this.panel.locator('.cm-content');
    this.closeButton = page.getByTestId('json-editor-close');
    this.openAsCommandsButton = page.getByTestId('json-editor-open-commands');
    this.errorMarks = this.panel.locator('.cm-lintRange-error');
    this.errorMarksAndPoints = this.panel.locator('.cm-lintRange-error, .cm-lintPoint-error');
  }

  /** Opens the editor from the toolbar and waits until CodeMirror shows the design. */
  async open(): Promise<void> {
    await this.toggle.click();
    await expect(this.content).toBeVisible();
    await expect(this.content).toHaveAttribute('aria-label', 'Design JSON');
  }

  /** The text as shown, one line per `.cm-line` (the designs here fit in the editor's view). */
  async text(): Promise<string> {
    const lines = await this.content.locator('.cm-line').allTextContents();
    return lines.join('\n');
  }

  /** Waits until the text parses to `expected`. */
  async expectJson(expected: unknown): Promise<void> {
    await expect
      .poll(async () => {
        try {
          return JSON.parse(await this.text()) as unknown;
        } catch {
          return undefined;
        }
      })
      .toEqual(expected);
  }

  /** Replaces the whole text (select all, then one insertion, as a paste). */
  async replaceAll(text: string): Promise<void> {
    await this.content.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(text);
  }

  /** Puts the cursor at the end of the first line holding `lineText`. */
  async cursorToEndOf(lineText: string): Promise<void> {
    await this.content.locator('.cm-line', { hasText: lineText }).first().click();
    await this.page.keyboard.press('End');
  }

  /** Types `typed` at the end of the string value on the first line holding `lineText`. */
  async typeIntoValue(lineText: string, typed: string): Promise<void> {
    await this.cursorToEndOf(lineText);
    const line = await this.content.locator('.cm-line', { hasText: lineText }).first().innerText();
    // Past the closing quote, and the comma if another field follows.
    await this.page.keyboard.press('ArrowLeft');
    if (line.trimEnd().endsWith(',')) await this.page.keyboard.press('ArrowLeft');
    await this.page.keyboard.type(typed);
  }
}
