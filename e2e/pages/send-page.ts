import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { LayoutPage } from './layout-page';

export interface WebhookFields {
  threadId?: string;
  threadName?: string;
  username?: string;
  avatarUrl?: string;
}

/** The send panel (toolbar › Send), by its stable test ids. */
export class SendPage {
  /** The toolbar's Send, which opens the panel and closes it again. */
  readonly openButton: Locator;
  readonly closeButton: Locator;
  readonly panel: Locator;
  readonly mode: Locator;
  readonly token: Locator;
  readonly tokenToggle: Locator;
  readonly remember: Locator;
  /** Where a remembered token is kept, and who else can read it. */
  readonly rememberWhere: Locator;
  readonly channel: Locator;
  readonly messageId: Locator;
  readonly webhookUrl: Locator;
  readonly threadId: Locator;
  readonly threadName: Locator;
  readonly username: Locator;
  readonly avatarUrl: Locator;
  readonly submit: Locator;
  readonly edit: Locator;
  readonly load: Locator;
  /** What the panel says: the request under way, then Discord's answer in words. */
  readonly result: Locator;
  readonly errorItems: Locator;
  readonly countdown: Locator;
  readonly cancel: Locator;
  readonly webhookWarning: Locator;
  readonly sendAnyway: Locator;
  readonly webhookToggle: Locator;
  /** What is wrong with the webhook URL, said under the field as it is typed. */
  readonly webhookUrlProblem: Locator;
  /** The question asked before a design with errors goes to Discord, and its problems. */
  readonly invalidWarning: Locator;
  readonly invalidItems: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.openButton = new LayoutPage(page).tool('open-send');
    this.closeButton = id('send-close');
    this.panel = id('send-panel');
    this.mode = id('send-mode');
    this.token = id('send-token');
    this.tokenToggle = id('send-token-toggle');
    this.remember = id('send-remember');
    this.rememberWhere = this.panel.getByTestId('send-remember-where');
    this.channel = id('send-channel');
    this.messageId = id('send-message-id');
    this.webhookUrl = id('send-webhook-url');
    this.threadId = id('send-thread-id');
    this.threadName = id('send-thread-name');
    this.username = id('send-username');
    this.avatarUrl = id('send-avatar-url');
    this.submit = id('send-submit');
    this.edit = id('send-edit');
    this.load = id('send-load');
    this.result = id('send-result');
    this.errorItems = id('send-error-item');
    this.countdown = id('send-countdown');
    this.cancel = id('send-cancel');
    this.webhookWarning = id('send-webhook-warning');
    this.sendAnyway = id('send-anyway');
    this.webhookToggle = id('send-webhook-toggle');
    this.webhookUrlProblem = id('send-webhook-url-problem');
    this.invalidWarning = id('send-invalid-warning');
    this.invalidItems = id('send-invalid-item');
  }

  /** Opens the panel from the toolbar (its code loads on first use). */
  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.panel).toBeVisible();
  }

  /** Fills the bot token and channel id. */
  async useBot(token: string, channelId: string): Promise<void> {
    await this.mode.selectOption('bot');
    await this.token.fill(token);
    await this.channel.fill(channelId);
  }

  /** Fills the webhook URL and any of its optional fields. */
  async useWebhook(url: string, fields: WebhookFields = {}): Promise<void> {
    await this.mode.selectOption('webhook');
    await this.webhookUrl.fill(url);
    if (fields.threadId !== undefined) await this.threadId.fill(fields.threadId);
    if (fields.threadName !== undefined) await this.threadName.fill(fields.threadName);
    if (fields.username !== undefined) await this.username.fill(fields.username);
    if (fields.avatarUrl !== undefined) await this.avatarUrl.fill(fields.avatarUrl);
  }

  /** Clicks Send and waits until the panel has Discord's answer. */
  async send(): Promise<void> {
    await this.submit.click();
    await this.settled();
  }

  /** Waits for the request under way to end (its answer shown, or a question asked). */
  async settled(): Promise<void> {
    await expect(this.panel).toHaveAttribute('aria-busy', 'false');
  }

  /** The message id Discord gave the last message sent. */
  async sentMessageId(): Promise<string> {
    await expect(this.result).toHaveText(/^Sent: message \d+\.$/);
    const text = (await this.result.textContent()) ?? '';
    return /message (\d+)/.exec(text)![1]!;
  }
}
