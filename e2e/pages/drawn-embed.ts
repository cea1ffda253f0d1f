import type { Locator } from '@playwright/test';

/** One embed as the preview draws it, by the classes of Discord's look. */
export class DrawnEmbed {
  readonly title: Locator;
  /** The links in the title (none when its url is not safe). */
  readonly titleLinks: Locator;
  readonly fields: Locator;
  readonly thumbnail: Locator;
  readonly image: Locator;
  readonly authorIcon: Locator;
  readonly footer: Locator;
  /** The footer's timestamp, with its `datetime`. */
  readonly footerTime: Locator;
  readonly footerIcon: Locator;
  readonly mentions: Locator;

  constructor(readonly root: Locator) {
    this.title = root.locator('.dp-embed-title');
    this.titleLinks = this.title.locator('a');
    this.fields = root.locator('.dp-embed-field');
    this.thumbnail = root.locator('.dp-embed-thumbnail img');
    this.image = root.locator('.dp-embed-image img');
    this.authorIcon = root.locator('.dp-embed-author-icon');
    this.footer = root.locator('.dp-embed-footer');
    this.footerTime = this.footer.locator('time');
    this.footerIcon = root.locator('.dp-embed-footer-icon');
    this.mentions = root.locator('.dp-md-mention');
  }

  /** The title drawn as a link with this text. */
  titleLink(name: string): Locator {
    return this.title.getByRole('link', { name });
  }
}

/** A poll as the preview draws it. */
export class DrawnPoll {
  /** "Select one or more answers". */
  readonly hint: Locator;
  readonly answers: Locator;
  /** "0 votes • 7d left". */
  readonly status: Locator;
  readonly voteButton: Locator;

  constructor(readonly root: Locator) {
    this.hint = root.locator('.dp-poll-hint');
    this.answers = root.locator('.dp-poll-answer');
    this.status = root.locator('.dp-poll-status');
    this.voteButton = root.getByRole('button', { name: 'Vote' });
  }
}
