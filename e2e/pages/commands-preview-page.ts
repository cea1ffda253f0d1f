import type { Locator, Page } from '@playwright/test';
import { CommandPicker } from './command-picker';
import { InteractionResult } from './interaction-result';

export type AppsTarget = 'user' | 'message';

/** The interaction a use of a command sends, as the preview shows it. */
export interface SentInteraction {
  type: number;
  locale: string;
  data: Record<string, unknown>;
}

/**
 * A Commands design's preview (in the editor's preview column or the validator's Preview panel),
 * by its stable test ids: the client-language switch, the slash picker, the Apps menus of a member
 * and of a message, the bot's answer to an autocomplete, and what the bot receives.
 */
export class CommandsPreview {
  readonly root: Locator;
  /** The client language the names and descriptions are shown in. */
  readonly locale: Locator;
  readonly picker: CommandPicker;
  readonly apps: AppsMenus;
  /** The bot's answer to the last autocomplete, as JSON the person edits. */
  readonly autocompleteAnswer: Locator;
  /** What is wrong with that answer, by path. */
  readonly autocompleteErrors: Locator;
  readonly result: InteractionResult;

  /** `scope` is the page, or the panel the preview is drawn in. */
  constructor(scope: Page | Locator) {
    this.root = scope.getByTestId('command-preview');
    this.locale = this.root.getByTestId('command-locale');
    this.picker = new CommandPicker(this.root);
    this.apps = new AppsMenus(this.root);
    this.autocompleteAnswer = this.root.getByTestId('autocomplete-answer');
    this.autocompleteErrors = this.root.getByTestId('autocomplete-answer-errors');
    this.result = new InteractionResult(this.root);
  }

  /** The interaction shown for the last use, parsed. */
  async sent(): Promise<SentInteraction> {
    return (await this.result.json()) as unknown as SentInteraction;
  }

  /** Replaces the bot's autocomplete answer with this one, as JSON. */
  async answerAutocomplete(answer: unknown): Promise<void> {
    await this.autocompleteAnswer.fill(JSON.stringify(answer));
  }
}

/**
 * The Apps menus of the commands preview: a member's name and a sample message open a context
 * menu (by click or right-click), whose Apps submenu lists the user or message commands.
 */
export class AppsMenus {
  /** The Apps entry of the open menu, which shows the commands. */
  readonly submenu: Locator;

  constructor(private readonly root: Locator) {
    this.submenu = root.getByTestId('apps-submenu');
  }

  /** The member's name (`user`) or the sample message (`message`) that opens a menu. */
  target(target: AppsTarget): Locator {
    return this.root.getByTestId(`apps-menu:${target}`);
  }

  /** A command listed in the open Apps submenu, by its name. */
  item(name: string): Locator {
    return this.root.getByTestId(`apps-item:${name}`);
  }

  /** Opens a target's menu with a click, or a right-click as on a desktop. */
  async open(target: AppsTarget, button: 'left' | 'right' = 'left'): Promise<void> {
    await this.target(target).click({ button });
  }
}
