import type { Locator, Page } from '@playwright/test';
import { ToolsPage } from './tools-page';

/** The events reference (`/tools#events`) and its RATE_LIMITED builder, by stable test ids. */
export class EventsPage {
  readonly tools: ToolsPage;
  readonly builder: Locator;

  constructor(readonly page: Page) {
    this.tools = new ToolsPage(page);
    this.builder = page.getByTestId('rl-builder');
  }

  async goto(event?: string): Promise<void> {
    await this.tools.goto('events', event === undefined ? undefined : { event });
  }

  event(key: string): Locator {
    return this.page.getByTestId(`event:${key}`);
  }

  payload(key: string): Locator {
    return this.page.getByTestId(`event-payload:${key}`);
  }

  builderField(name: 'guildId' | 'nonce' | 'secondsApart'): Locator {
    return this.builder.getByTestId(`rl-field:${name}`);
  }

  /** What is wrong with a field of the builder, said under it. */
  builderProblem(name: 'guildId' | 'nonce' | 'secondsApart'): Locator {
    return this.builder.getByTestId(`rl-problem:${name}`);
  }

  /** The request (`rl-request`) or the dispatch (`rl-dispatch`) the builder shows. */
  builderOutput(which: 'rl-request' | 'rl-dispatch'): Locator {
    return this.builder.getByTestId(which);
  }

  /** The JSON of the request or the dispatch, parsed. */
  async json(which: 'rl-request' | 'rl-dispatch'): Promise<unknown> {
    return JSON.parse((await this.builderOutput(which).textContent()) ?? '');
  }
}
