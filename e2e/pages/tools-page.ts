import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Tools page (`/tools`): its list of tools and the open one, by stable test ids. */
export class ToolsPage {
  readonly index: Locator;
  readonly unknown: Locator;
  /** The Tools link of the navigation every page has. */
  readonly navLink: Locator;

  constructor(readonly page: Page) {
    this.index = page.getByTestId('tools-index');
    this.unknown = page.getByTestId('tools-unknown');
    this.navLink = page.getByTestId('nav:tools');
  }

  /** A tool in the index, by the name it is listed under. */
  indexLink(name: string): Locator {
    return this.index.getByRole('link', { name });
  }

  /** The open tool's panel (title, summary and the tool itself). */
  tool(id: string): Locator {
    return this.page.getByTestId(`tool:${id}`);
  }

  link(id: string): Locator {
    return this.page.getByTestId(`tool-link:${id}`);
  }

  /** Opens the page at a tool (`query` prefills it, as a link from the editor does). */
  async goto(id?: string, query?: Record<string, string>): Promise<void> {
    const q = query ? `?${new URLSearchParams(query).toString()}` : '';
    await this.page.goto(id === undefined ? '/tools' : `/tools#${id}${q}`);
    if (id === undefined) await expect(this.index).toBeVisible();
    else await expect(this.tool(id)).toBeVisible();
  }
}
