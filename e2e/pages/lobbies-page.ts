import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** The lobbies tool (`/tools#lobbies`): its four consoles and what is particular to them. */
export class LobbiesPage {
  /** Which token the consoles take, said above them. */
  readonly auth: Locator;
  readonly consoles: {
    join: ConsolePage;
    send: ConsolePage;
    read: ConsolePage;
    members: ConsolePage;
  };
  /** The messages read back, newest first. */
  readonly messages: Locator;
  /** Bold text drawn in the messages read back (they are plain text: none). */
  readonly boldText: Locator;
  readonly addMemberRowButton: Locator;

  constructor(readonly page: Page) {
    this.auth = page.getByTestId('lobbies-auth');
    this.consoles = {
      join: new ConsolePage(page, 'lobby-join'),
      send: new ConsolePage(page, 'lobby-send'),
      read: new ConsolePage(page, 'lobby-read'),
      members: new ConsolePage(page, 'lobby-members'),
    };
    this.messages = this.consoles.read.drawn.getByTestId('lobby-message');
    this.boldText = this.consoles.read.drawn.locator('b');
    this.addMemberRowButton = page.getByTestId('member-row-add');
  }

  /** Adds a row for one more member to the bulk members console. */
  async addMemberRow(): Promise<void> {
    await this.addMemberRowButton.click();
  }
}
