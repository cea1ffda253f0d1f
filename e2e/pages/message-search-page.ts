import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';
import { DrawnMessage } from './drawn-message';

/** One message found, drawn by the preview, or as plain text when the preview cannot draw it. */
export class SearchHit extends DrawnMessage {
  /** Why the message is shown plainly, with its text. */
  readonly plain: Locator;
  readonly plainText: Locator;

  constructor(root: Locator) {
    super(root);
    this.plain = root.getByTestId('search-hit-plain');
    this.plainText = root.locator('pre');
  }
}

/** The guild message search console (`/tools#message-search`): filters, paging and the hits. */
export class MessageSearchPage extends ConsolePage {
  readonly hits: Locator;
  /** Everything drawn in the answer, hits and paging together. */
  readonly drawing: DrawnMessage;
  /** "Page 1 of 3 · 5 results". */
  readonly pageLine: Locator;
  readonly previousButton: Locator;
  readonly nextButton: Locator;
  /** The filters on the kinds of message (has, author type...). */
  readonly kinds: Locator;

  constructor(page: Page) {
    super(page, 'message-search');
    this.hits = this.drawn.locator('[data-testid^="search-hit:"]');
    this.drawing = new DrawnMessage(this.drawn);
    this.pageLine = this.drawn.getByTestId('search-page');
    this.previousButton = this.drawn.getByTestId('search-previous');
    this.nextButton = this.drawn.getByTestId('search-next');
    this.kinds = page.getByTestId('search-kinds');
  }

  /** The hit of a message, by its id. */
  hit(messageId: string): SearchHit {
    return new SearchHit(this.drawn.getByTestId(`search-hit:${messageId}`));
  }
}
