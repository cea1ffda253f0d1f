import type { Locator, Page } from '@playwright/test';

/**
 * The command permissions editor in the Register panel (shown once commands are listed), by its
 * stable test ids: the command picked and loaded, the entries, what they mean, and Save with a
 * Bearer token (a bot token cannot edit permissions).
 */
export class CommandPermissionsPage {
  /** The editor as a whole; it has no test id of its own. */
  readonly root: Locator;
  readonly title: Locator;
  readonly command: Locator;
  readonly loadButton: Locator;
  /** What the editor says about the last load or save. */
  readonly result: Locator;
  readonly addEveryoneButton: Locator;
  readonly addButton: Locator;
  /** "2 / 100" entries. */
  readonly count: Locator;
  /** Who can use the command with these entries, in words. */
  readonly effect: Locator;
  readonly bearer: Locator;
  readonly saveButton: Locator;
  /** After a save: the event Discord now sends, linked to the events reference. */
  readonly savedEvent: Locator;
  readonly savedEventLink: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.root = page.locator('.perm-editor');
    this.title = this.root.locator('h3');
    this.command = id('perm-command');
    this.loadButton = id('perm-load');
    this.result = id('perm-result');
    this.addEveryoneButton = id('perm-add-everyone');
    this.addButton = id('perm-add');
    this.count = id('perm-count');
    this.effect = id('perm-effect');
    this.bearer = id('perm-bearer');
    this.saveButton = id('perm-save');
    this.savedEvent = id('perm-saved-event');
    this.savedEventLink = this.savedEvent.getByRole('link');
  }

  /** The id (role, user or channel) of the n-th entry (from 0). */
  entryId(n: number): Locator {
    return this.page.getByTestId(`perm-entry-id:${n}`);
  }

  /** Picks a registered command by its id and loads its permissions. */
  async load(commandId: string): Promise<void> {
    await this.command.selectOption(commandId);
    await this.loadButton.click();
  }

  /** Saves the entries with this token. */
  async save(bearer: string): Promise<void> {
    await this.bearer.fill(bearer);
    await this.saveButton.click();
  }
}
