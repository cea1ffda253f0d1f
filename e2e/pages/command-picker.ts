import type { Locator, Page } from '@playwright/test';

/**
 * Discord's "/" command picker in a commands preview (the editor's and the validator's), by its
 * stable test ids: the chat box, the commands listed for what is typed, and once one is chosen,
 * its option bar, a box per option with its suggestions, and Send. Commands are named by their
 * path as typed after the slash ("mod member ban"), options by their default name.
 */
export class CommandPicker {
  /** The chat box, where "/" and a filter are typed. */
  readonly input: Locator;
  /** Every command listed, in the order shown. */
  readonly commands: Locator;
  /** "+2 optional": shows the optional options the bar keeps folded away. */
  readonly moreOptions: Locator;
  readonly sendButton: Locator;

  constructor(private readonly scope: Page | Locator) {
    this.input = scope.getByTestId('command-picker-input');
    this.commands = scope.locator('[data-testid^="command-row:"]');
    this.moreOptions = scope.getByTestId('option-more');
    this.sendButton = scope.getByTestId('command-send');
  }

  /** The listed command of this path. */
  command(path: string): Locator {
    return this.scope.getByTestId(`command-row:${path}`);
  }

  /** An option's chip in the option bar, which puts the option in the chat box. */
  chip(name: string): Locator {
    return this.scope.getByTestId(`option-chip:${name}`);
  }

  /** An option's box in the chat box, once the option is placed. */
  value(name: string): Locator {
    return this.scope.getByTestId(`option-value:${name}`);
  }

  /** A suggestion offered for the option being filled (a choice, a member, a channel...). */
  suggestion(label: string): Locator {
    return this.scope.getByTestId(`option-suggestion:${label}`);
  }

  /** The n-th choice of the bot's autocomplete answer (from 0). */
  autocompleteChoice(n: number): Locator {
    return this.scope.getByTestId(`autocomplete-choice:${n}`);
  }

  /** Replaces what the chat box holds, as a paste does: "/" lists every command. */
  async type(text: string): Promise<void> {
    await this.input.fill(text);
  }

  /** Types a filter and presses Enter, which takes the first command listed. */
  async enterCommand(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Clicks a listed command: its required options are placed in the chat box. */
  async choose(path: string): Promise<void> {
    await this.command(path).click();
  }

  /** Fills an option's box (one input event, as a paste). */
  async fill(name: string, text: string): Promise<void> {
    await this.value(name).fill(text);
  }

  /** Presses Enter in an option's box: it takes the suggestion shown first, or sends when all is filled. */
  async enter(name: string): Promise<void> {
    await this.value(name).press('Enter');
  }

  /** Types into an option's box and presses Enter on the first suggestion. */
  async answer(name: string, text: string): Promise<void> {
    await this.fill(name, text);
    await this.enter(name);
  }

  /** Puts an option in the chat box from the option bar. */
  async addOption(name: string): Promise<void> {
    await this.chip(name).click();
  }

  async send(): Promise<void> {
    await this.sendButton.click();
  }
}
