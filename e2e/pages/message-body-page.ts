import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { EditorPage } from './editor-page';

export type MentionsMode = 'default' | 'nobody' | 'choose';
export type MentionScope = 'none' | 'all' | 'these';

/**
 * The message's own fields in the inspector (shown while nothing is selected), by their stable
 * test ids: content, who may be pinged, flags and tts, and a webhook's name, avatar and thread.
 */
export class MessageBodyPage {
  readonly inspector: Locator;
  readonly mentionsSummary: Locator;
  private readonly app: EditorPage;

  constructor(readonly page: Page) {
    this.app = new EditorPage(page);
    this.inspector = this.app.inspector;
    this.mentionsSummary = this.inspector.getByTestId('mentions-summary');
  }

  field(name: string): Locator {
    return this.app.field(name);
  }

  group(id: 'content' | 'mentions' | 'delivery' | 'webhook'): Locator {
    return this.inspector.getByTestId(`group:${id}`);
  }

  async fill(name: string, text: string): Promise<void> {
    await this.field(name).fill(text);
    await expect(this.field(name)).toHaveValue(text);
  }

  /** Clicks the segment (a label around a hidden radio), as a person does, and waits for it. */
  private async pick(name: string): Promise<void> {
    const radio = this.field(name);
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }

  /** Default (no allowed_mentions), Nobody (parse: []) or Only these. */
  async mentions(mode: MentionsMode): Promise<void> {
    await this.pick(`allowed_mentions.mode.${mode}`);
  }

  /** Which users (or roles) may be pinged, and the ids when only these. */
  async scope(list: 'users' | 'roles', scope: MentionScope, ids?: string[]): Promise<void> {
    await this.pick(`allowed_mentions.${list}.${scope}`);
    if (ids) await this.fill(`allowed_mentions.${list}.ids`, ids.join(', '));
  }

  async setFlag(name: 'suppress_embeds' | 'suppress_notifications' | 'ephemeral', on = true) {
    await this.field(`flags.${name}`).setChecked(on);
  }
}
