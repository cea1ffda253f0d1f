import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** The create invite console of the Channel invites tool (`/tools#invites`). */
export class CreateInvitePage extends ConsolePage {
  /** The target users' CSV file, shown before sending as Discord will receive it. */
  readonly csv: Locator;
  readonly csvText: Locator;
  /** The invite created: its link, expiry, uses and roles. */
  readonly link: Locator;
  readonly expiry: Locator;
  readonly uses: Locator;
  readonly roles: Locator;

  constructor(page: Page) {
    super(page, 'create-invite');
    this.csv = page.getByTestId('invite-csv');
    this.csvText = this.csv.locator('pre');
    this.link = this.drawn.getByTestId('invite-link');
    this.expiry = this.drawn.getByTestId('invite-expiry');
    this.uses = this.drawn.getByTestId('invite-uses');
    this.roles = this.drawn.getByTestId('invite-roles');
  }
}

/** The console that reads an invite's target users back. */
export class TargetUsersPage extends ConsolePage {
  /** The users answered, as a counted table. */
  readonly table: Locator;
  readonly caption: Locator;
  readonly rows: Locator;

  constructor(page: Page) {
    super(page, 'target-users');
    this.table = this.drawn.getByTestId('target-users-table');
    this.caption = this.table.locator('caption');
    this.rows = this.table.locator('tbody tr');
  }
}
