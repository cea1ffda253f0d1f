import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * What the simulator says the bot receives for the last use of a preview (a click, a submit, a
 * command sent), by its stable test ids. Both simulators draw it: a message's or a modal's, and
 * the commands preview's.
 */
export class InteractionResult {
  /** "type 2 APPLICATION_COMMAND" and the like. */
  readonly type: Locator;
  /** The interaction the bot would receive, as JSON text. */
  readonly payload: Locator;
  /** Shown instead of a payload when the action sends nothing (link and premium buttons). */
  readonly none: Locator;
  /** Shown instead of a payload when Discord's client would refuse the action (a field's error). */
  readonly refused: Locator;

  constructor(scope: Page | Locator) {
    this.type = scope.getByTestId('interaction-type');
    this.payload = scope.getByTestId('interaction-payload');
    this.none = scope.getByTestId('interaction-none');
    this.refused = scope.getByTestId('interaction-refused');
  }

  /** The interaction shown, parsed. */
  async json(): Promise<Record<string, unknown>> {
    await expect(this.payload).toBeVisible();
    return JSON.parse((await this.payload.textContent()) ?? '') as Record<string, unknown>;
  }
}
