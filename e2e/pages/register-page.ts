import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The register panel of a Commands design (toolbar › Register), by its stable test ids. */
export class RegisterPage {
  readonly panel: Locator;
  /** Under `component-studio studio`: the bot's environments, the chosen one's words. */
  readonly environment: Locator;
  readonly environmentInfo: Locator;
  /** An environment whose token variable is not set, said with its variable. */
  readonly environmentUnset: Locator;
  readonly token: Locator;
  readonly remember: Locator;
  readonly applicationId: Locator;
  readonly checkGuild: Locator;
  readonly scope: Locator;
  /** What the panel says: the request under way, then Discord's answer in words. */
  readonly result: Locator;
  readonly errorItems: Locator;
  readonly countdown: Locator;
  readonly plan: Locator;
  readonly summary: Locator;
  readonly warnings: Locator;
  readonly confirmButton: Locator;
  readonly cancelButton: Locator;
  readonly deleteWarning: Locator;
  readonly registered: Locator;
  readonly beside: Locator;
  /** The registered command opened beside the design, as JSON. */
  readonly besideRegistered: Locator;
  /** Opens what is registered as a design of its own. */
  readonly loadRegisteredButton: Locator;
  /** The command of the selected node, which Create, Edit, Get and Delete act on. */
  readonly selected: Locator;
  /** The design's own problems, said before a sync is sent anyway. */
  readonly invalidItems: Locator;

  constructor(readonly page: Page) {
    const id = (name: string) => page.getByTestId(name);
    this.panel = id('register-panel');
    this.environment = id('register-environment');
    this.environmentInfo = id('register-environment-info');
    this.environmentUnset = id('register-environment-unset');
    this.token = id('register-token');
    this.remember = id('register-remember');
    this.applicationId = id('register-application-id');
    this.checkGuild = id('register-check-guild');
    this.scope = id('register-scope');
    this.result = id('register-result');
    this.errorItems = id('register-error-item');
    this.countdown = id('register-countdown');
    this.plan = id('register-plan');
    this.summary = id('register-plan-summary');
    this.warnings = id('register-warning');
    this.confirmButton = id('register-confirm');
    this.cancelButton = id('register-cancel');
    this.deleteWarning = id('register-delete-warning');
    this.registered = id('register-registered');
    this.beside = id('register-beside');
    this.besideRegistered = id('register-beside-registered');
    this.loadRegisteredButton = id('register-load');
    this.selected = id('register-selected');
    this.invalidItems = id('register-invalid-item');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('open-register').click();
    await expect(this.panel).toBeVisible();
  }

  button(op: 'diff' | 'list' | 'create' | 'edit' | 'get' | 'delete' | 'find-app'): Locator {
    return this.page.getByTestId(`register-${op}`);
  }

  /** Waits until no request is under way. */
  async settled(): Promise<void> {
    await expect(this.panel).toHaveAttribute('aria-busy', 'false');
  }

  /** Works out the sync and waits for its diff (or for the answer that stopped it). */
  async planSync(): Promise<void> {
    await this.button('diff').click();
    await this.settled();
  }

  async confirm(): Promise<void> {
    await this.confirmButton.click();
    await this.settled();
  }

  /** The commands of one group of the diff shown, e.g. `['/ping']`; changed ones with their fields. */
  async planned(kind: 'created' | 'changed' | 'deleted' | 'unchanged'): Promise<string[]> {
    return this.page.getByTestId(`register-plan-item:${kind}`).evaluateAll((items) =>
      items.map((i) => {
        const fields = i.querySelector('.register-fields')?.textContent;
        return `${i.getAttribute('data-command') ?? ''}${fields ? `: ${fields}` : ''}`;
      }),
    );
  }

  /** The n-th install link offered for the application (from 0). */
  installOffer(n: number): Locator {
    return this.page.getByTestId(`register-install:${n}`);
  }

  /** Opens a listed command (`/mod`) beside the design it was made from. */
  async openBeside(label: string): Promise<void> {
    await this.page.getByTestId(`registered-open:${label}`).click();
  }

  /** The id Discord gave a listed command (`/mod`). */
  async registeredId(label: string): Promise<string | null> {
    return this.page.getByTestId(`registered:${label}`).locator('td').nth(1).textContent();
  }

  /** The labels of the registered commands listed, in order. */
  async listed(): Promise<string[]> {
    return this.registered
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('code')?.textContent ?? ''));
  }
}
