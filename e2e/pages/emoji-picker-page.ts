import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The emoji picker popover and the `:shortcode:` completion list, by their stable test ids. The
 * buttons that open the picker belong to fields: `emoji-pick:<field>` for an emoji field and
 * `emoji-button:<field>` under a markdown or multi-line text field.
 */
export class EmojiPickerPage {
  readonly picker: Locator;
  readonly search: Locator;
  readonly options: Locator;
  readonly customId: Locator;
  readonly customName: Locator;
  readonly customAnimated: Locator;
  readonly useCustom: Locator;
  /** The custom emoji's picture, shown once its id is typed. */
  readonly customPicture: Locator;
  readonly completion: Locator;
  readonly completionOptions: Locator;

  constructor(readonly page: Page) {
    this.picker = page.getByTestId('emoji-picker');
    this.search = this.picker.getByTestId('emoji-search');
    this.options = this.picker.getByTestId('emoji-option');
    this.customId = this.picker.getByTestId('emoji-custom-id');
    this.customName = this.picker.getByTestId('emoji-custom-name');
    this.customAnimated = this.picker.getByTestId('emoji-custom-animated');
    this.useCustom = this.picker.getByTestId('emoji-custom-use');
    this.customPicture = this.picker.getByTestId('emoji-custom-picture');
    this.completion = page.getByTestId('emoji-complete');
    this.completionOptions = this.completion.getByTestId('emoji-complete-option');
  }

  tab(kind: 'unicode' | 'custom'): Locator {
    return this.picker.getByTestId(`emoji-tab:${kind}`);
  }

  /** Opens the picker from `button`; the search box has the focus once the emoji are listed. */
  async open(button: Locator): Promise<void> {
    await button.click();
    await expect(this.picker).toBeVisible();
    await expect(this.options.first()).toBeVisible();
    await expect(this.search).toBeFocused();
  }

  /** Searches and picks the first match with Enter, as a keyboard user would. */
  async pickByKeyboard(query: string, expectedFirst: string): Promise<void> {
    await this.search.pressSequentially(query);
    await expect(this.options.first()).toHaveText(expectedFirst);
    await this.search.press('Enter');
    await expect(this.picker).toBeHidden();
  }

  async pickCustom(emoji: { id: string; name: string; animated?: boolean }): Promise<void> {
    await this.tab('custom').click();
    await this.customId.fill(emoji.id);
    await this.customName.fill(emoji.name);
    if (emoji.animated) await this.customAnimated.check();
    await this.useCustom.click();
    await expect(this.picker).toBeHidden();
  }
}
