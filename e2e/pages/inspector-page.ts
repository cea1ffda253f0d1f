import type { Locator } from '@playwright/test';
import type { EditorPage } from './editor-page';

/**
 * The editor's inspector beyond its fields (which EditorPage fills): the header's way back to the
 * whole document, its counters, the note about fields kept for a switch back, and fields found by
 * their visible label. By stable test ids where there are.
 */
export class InspectorPage {
  readonly root: Locator;
  /** "Kept for a switch back, not exported with this style: ..." */
  readonly heldFields: Locator;
  /** The inspector's first heading (what it shows). */
  readonly heading: Locator;

  constructor(private readonly app: EditorPage) {
    this.root = app.inspector;
    this.heldFields = this.root.getByTestId('held-fields');
    this.heading = this.root.getByRole('heading').first();
  }

  /** A counter of the shown component (`options`, `command-size`...). */
  counter(id: string): Locator {
    return this.app.counter(id, this.root);
  }

  /** The button that opens the emoji picker for an emoji field (a Button's `emoji`). */
  emojiPick(field: string): Locator {
    return this.root.getByTestId(`emoji-pick:${field}`);
  }

  /** The emoji button under a markdown or multi-line text field, which inserts at the caret. */
  emojiButton(field: string): Locator {
    return this.root.getByTestId(`emoji-button:${field}`);
  }

  /** A field by the label a person reads beside it. */
  labelled(label: string): Locator {
    return this.root.getByLabel(label);
  }

  /** Shows the document's own fields (a message's body, a command set's scope). */
  async selectDocument(): Promise<void> {
    await this.root.getByTestId('select-document').click();
  }
}
