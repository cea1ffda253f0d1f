import type { Locator, Page } from '@playwright/test';
import { ToolsPage } from './tools-page';

/** The Social SDK authorization tool (`/tools#sdk-authorization`), by stable test ids. */
export class SdkAuthPage {
  readonly tools: ToolsPage;
  readonly url: Locator;
  readonly urlMissing: Locator;
  readonly redirect: Locator;
  readonly verifier: Locator;
  readonly cpp: Locator;
  readonly generatePkce: Locator;

  constructor(readonly page: Page) {
    this.tools = new ToolsPage(page);
    this.url = page.getByTestId('sdk-url');
    this.urlMissing = page.getByTestId('sdk-url-missing');
    this.redirect = page.getByTestId('sdk-redirect');
    this.verifier = page.getByTestId('sdk-verifier');
    this.cpp = page.getByTestId('sdk-cpp');
    this.generatePkce = page.getByTestId('sdk-generate-pkce');
  }

  async goto(query?: Record<string, string>): Promise<void> {
    await this.tools.goto('sdk-authorization', query);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`sdk-field:${name}`);
  }

  /** What the model found about a field, shown under it. */
  findings(name: string): Locator {
    return this.page.getByTestId(`sdk-findings:${name}`);
  }

  async platform(value: 'desktop' | 'mobile'): Promise<void> {
    await this.page.getByTestId(`sdk-platform:${value}`).check();
  }
}
