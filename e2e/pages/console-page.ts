import type { Locator, Page } from '@playwright/test';

/** One operation console of the Tools page (`console:<id>`), by its stable test ids. */
export class ConsolePage {
  readonly root: Locator;
  readonly token: Locator;
  readonly send: Locator;
  /** Discord's answer in words (or why nothing was sent); `data-tone` says how it went. */
  readonly result: Locator;
  /** The answer drawn (a table, a preview), shown on success. */
  readonly drawn: Locator;
  /** Discord's answer as JSON. */
  readonly json: Locator;
  readonly errorItems: Locator;
  /** What the operation needs (permissions, scopes), said above the form. */
  readonly needs: Locator;
  /** The rows of the table the answer is drawn as. */
  readonly drawnRows: Locator;

  constructor(
    readonly page: Page,
    id: string,
  ) {
    this.root = page.getByTestId(`console:${id}`);
    const inside = (name: string) => this.root.getByTestId(name);
    this.token = inside('op:token');
    this.send = inside('op-send');
    this.result = inside('op-result');
    this.drawn = inside('op-drawn');
    this.json = inside('op-json');
    this.errorItems = inside('op-error-item');
    this.needs = this.root.locator('.op-needs');
    this.drawnRows = this.drawn.locator('tbody tr');
  }

  /** A field of the form, by the name the console's checks use (`guildId`, `status`). */
  field(name: string): Locator {
    return this.root.getByTestId(`op:${name}`);
  }

  /** The problem shown under a field, found before anything was sent. */
  problem(name: string): Locator {
    // The token's field is the send panel's secret field, which names its problem after itself.
    return this.root.getByTestId(name === 'token' ? 'op:token-problem' : `op-problem:${name}`);
  }
}
