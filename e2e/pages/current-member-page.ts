import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** A picture picked from a file (the avatar, the banner), by its stable test ids. */
export class ImagePick {
  /** The picture picked, drawn. */
  readonly preview: Locator;
  /** What will be sent for it, in words ("Unchanged: not sent."). */
  readonly state: Locator;
  /** Why a file was refused as soon as it was picked. */
  readonly pickProblem: Locator;
  /** Sends null, resetting the picture. */
  readonly clearButton: Locator;
  /** Sends nothing for the picture. */
  readonly keepButton: Locator;

  constructor(page: Page, field: 'avatar' | 'banner') {
    this.preview = page.getByTestId(`${field}-preview`);
    this.state = page.getByTestId(`${field}-state`);
    this.pickProblem = page.getByTestId(`${field}-pick-problem`);
    this.clearButton = page.getByTestId(`${field}-clear`);
    this.keepButton = page.getByTestId(`${field}-keep`);
  }
}

/** The modify current member console (`/tools#current-member`): fields, and its two pictures. */
export class CurrentMemberPage extends ConsolePage {
  readonly avatar: ImagePick;
  readonly banner: ImagePick;
  /** Sends neither the nickname nor the bio. */
  readonly keepTextButton: Locator;

  constructor(page: Page) {
    super(page, 'current-member');
    this.avatar = new ImagePick(page, 'avatar');
    this.banner = new ImagePick(page, 'banner');
    this.keepTextButton = page.getByTestId('member-text-keep');
  }
}
