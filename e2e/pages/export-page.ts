import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** JSON, or the Code tab printing for a library (its id in src/codegen/targets.ts). */
export type ExportTab = 'json' | 'discordjs' | 'discordpy';

/** The export panel under the editor, by its stable test ids. */
export class ExportPanelPage {
  readonly target: Locator;
  readonly targetOptions: Locator;
  readonly minify: Locator;
  readonly copyButton: Locator;
  readonly downloadButton: Locator;
  readonly status: Locator;
  readonly json: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.target = page.getByTestId('export-target');
    this.targetOptions = this.target.locator('option');
    this.minify = page.getByTestId('export-minify');
    this.copyButton = page.getByTestId('export-copy');
    this.downloadButton = page.getByTestId('export-download');
    this.status = page.getByTestId('export-status');
    this.json = page.getByTestId('payload-json');
    this.code = page.getByTestId('export-code');
  }

  tab(id: 'json' | 'code'): Locator {
    return this.page.getByTestId(`export-tab:${id}`);
  }

  async openTab(id: ExportTab): Promise<void> {
    const tab = this.tab(id === 'json' ? 'json' : 'code');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    if (id === 'json') return;
    const library = this.page.getByTestId('export-library');
    await library.selectOption(id);
    await expect(library).toHaveValue(id);
  }

  async chooseTarget(value: string): Promise<void> {
    await this.target.selectOption(value);
    await expect(this.target).toHaveValue(value);
  }

  /** The JSON the panel shows, parsed. */
  async payload(): Promise<unknown> {
    return JSON.parse((await this.json.textContent()) ?? 'null') as unknown;
  }

  /** Clicks Download and reads the file the browser saved. */
  async download(): Promise<{ name: string; text: string }> {
    const [file] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadButton.click(),
    ]);
    const path = await file.path();
    return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  /** Clicks Copy, waits for "Copied" and reads the clipboard back. */
  async copy(): Promise<string> {
    await this.copyButton.click();
    await expect(this.status).toHaveText('Copied');
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
