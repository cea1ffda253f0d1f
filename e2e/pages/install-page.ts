import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ToolsPage } from './tools-page';

/** The install link builder on the Tools page (`/tools#install`), by its stable test ids. */
export class InstallPage {
  readonly tools: ToolsPage;
  readonly panel: Locator;
  /** The builder itself, inside the tool's panel. */
  readonly builder: Locator;
  readonly scopes: Locator;
  /** Said once the link is copied. */
  readonly copyStatus: Locator;
  readonly clientId: Locator;
  readonly permissions: Locator;
  readonly permissionBits: Locator;
  readonly redirectUri: Locator;
  readonly guildId: Locator;
  readonly url: Locator;
  readonly open: Locator;
  readonly copy: Locator;
  readonly blocked: Locator;
  readonly summary: Locator;
  readonly paste: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.tools = new ToolsPage(page);
    this.panel = this.tools.tool('install');
    this.builder = id('install-tool');
    this.scopes = id('install-scopes');
    this.copyStatus = id('install-copy-status');
    this.clientId = id('install-client_id');
    this.permissions = id('install-permissions');
    this.permissionBits = id('install-permission-bits');
    this.redirectUri = id('install-redirect_uri');
    this.guildId = id('install-guild_id');
    this.url = id('install-url');
    this.open = id('install-open');
    this.copy = id('install-copy');
    this.blocked = id('install-blocked');
    this.summary = id('install-summary');
    this.paste = id('install-paste');
  }

  /** Opens the tool, prefilled with `query` as a link from the editor would be. */
  async goto(query?: Record<string, string>): Promise<void> {
    await this.tools.goto('install', query);
    await expect(this.builder).toBeVisible();
  }

  scope(name: string): Locator {
    return this.page.getByTestId(`scope:${name}`);
  }

  /** A permission's checkbox by its flag name (PIN_MESSAGES), or `bit-47` for a bad bit. */
  permission(name: string): Locator {
    return this.page.getByTestId(`permission:${name}`);
  }

  /** The problems said next to a field, by Discord's parameter name. */
  problem(field: string): Locator {
    return this.page.getByTestId(`install-problem:${field}`);
  }

  required(field: string): Locator {
    return this.page.getByTestId(`install-required:${field}`);
  }

  integrationType(value: '0' | '1' | 'unset'): Locator {
    return this.page.getByTestId(`install-integration_type:${value}`);
  }
}
