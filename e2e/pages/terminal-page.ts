// A terminal drawn in the browser, for pictures of the command line: the command and what it
// printed, set as text (never as HTML), in a dark monospace window.
import type { Locator, Page } from '@playwright/test';

const STYLE = `
  body { margin: 0; background: #1e1f22; }
  main { width: 960px; padding: 20px 24px; box-sizing: border-box; background: #111214;
    color: #dbdee1; font: 14px/1.5 'DejaVu Sans Mono', monospace; }
  pre { margin: 0; white-space: pre-wrap; word-break: break-word; }
  .prompt { color: #7dd3a8; }
`;

export class TerminalPage {
  readonly screen: Locator;

  constructor(readonly page: Page) {
    this.screen = page.getByTestId('terminal');
  }

  /** Draws `$ command`, then each run's output, one after the other. */
  async show(runs: { command: string; output: string }[]): Promise<void> {
    await this.page.setContent(`<style>${STYLE}</style><main data-testid="terminal"></main>`);
    await this.page.evaluate((items) => {
      const main = document.querySelector('main')!;
      for (const { command, output } of items) {
        const prompt = document.createElement('pre');
        prompt.className = 'prompt';
        prompt.textContent = `$ ${command}`;
        const text = document.createElement('pre');
        text.textContent = output;
        main.append(prompt, text);
      }
    }, runs);
  }
}
