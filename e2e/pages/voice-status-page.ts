import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** The voice channel status console (`/tools#voice-status`), by its stable test ids. */
export class VoiceStatusPage extends ConsolePage {
  /** The status's length against its limit, or what an empty status does. */
  readonly count: Locator;

  constructor(page: Page) {
    super(page, 'voice-status');
    this.count = page.getByTestId('voice-status-count');
  }

  /** The link to an audit log entry Discord writes (192 set, 193 cleared) in the events reference. */
  auditEvent(entry: 192 | 193): Locator {
    return this.page.getByTestId(`voice-status-event-${entry}`);
  }
}
