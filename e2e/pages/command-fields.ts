import type { Locator } from '@playwright/test';
import type { EditorPage } from './editor-page';

export type PermissionsMode = 'everyone' | 'admins' | 'custom';

/**
 * The inspector's fields particular to commands, by their stable test ids: a set's scope, the
 * localization tables, the permission picker, contexts and install types, and an option's choices.
 */
export class CommandFields {
  readonly addChoiceButton: Locator;
  /** The permission picker with its heading and the sentence saying who can use the command. */
  readonly permissionsPicker: Locator;

  constructor(private readonly app: EditorPage) {
    this.addChoiceButton = app.inspector.getByTestId('choice-add');
    this.permissionsPicker = app.field('default_member_permissions').locator('..');
  }

  private id(name: string): Locator {
    return this.app.inspector.getByTestId(name);
  }

  /** The set's scope: its commands are global, or of one guild. */
  scope(which: 'global' | 'guild'): Locator {
    return this.id(`scope:${which}`);
  }

  /** Opens or closes the localization table of `name` or `description`. */
  async toggleLocalizations(field: string): Promise<void> {
    await this.id(`localization-toggle:${field}`).click();
  }

  /** The text of a field in one locale, in its open localization table. */
  localization(field: string, locale: string): Locator {
    return this.id(`localization:${field}:${locale}`);
  }

  /** Who may use the command by default. */
  permissionsMode(mode: PermissionsMode): Locator {
    return this.id(`permissions-mode:${mode}`);
  }

  /** A permission's checkbox, by its flag name (BAN_MEMBERS), once the mode is custom. */
  permission(flag: string): Locator {
    return this.id(`permission:${flag}`);
  }

  /** A context the command can be used in: 0 guild, 1 bot DM, 2 private channel. */
  context(value: number): Locator {
    return this.id(`enum:contexts:${value}`);
  }

  /** An install type the command is offered in: 0 guild install, 1 user install. */
  integrationType(value: number): Locator {
    return this.id(`enum:integration_types:${value}`);
  }

  async addChoice(): Promise<void> {
    await this.addChoiceButton.click();
  }

  /** The name or value of an option's choice (from 0). */
  choice(index: number, part: 'name' | 'value'): Locator {
    return this.id(`choice:${index}:${part}`);
  }
}
