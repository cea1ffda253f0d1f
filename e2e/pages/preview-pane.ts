import type { Locator } from '@playwright/test';
import { DrawnMessage } from './drawn-message';
import { InteractionResult } from './interaction-result';

export type PreviewTheme = 'dark' | 'light';

/**
 * A preview column or panel (the editor's `editor-preview`, the validator's `preview-panel`): its
 * heading and theme switch, the message or modal it draws, used as a person does (buttons, selects,
 * radios, checkboxes, text boxes, Submit) to see what the bot receives, the gate that holds back
 * remote pictures, and the link to the events reference. Controls are found by their role and
 * accessible name, as a person finds them; drawn components by their `data-kind`.
 */
export class PreviewPane {
  readonly heading: Locator;
  /** The first element that carries the drawing's theme. */
  readonly themed: Locator;
  /** The message or modal drawn, without the panel's heading, switch and simulator result. */
  readonly surface: Locator;
  readonly message: DrawnMessage;
  readonly submitButton: Locator;
  readonly result: InteractionResult;
  /** "... so 3 pictures from the web are not loaded", and the button that loads them. */
  readonly remoteMediaBar: Locator;
  readonly allowRemoteMedia: Locator;
  /** The places of pictures not loaded yet. */
  readonly heldMedia: Locator;
  readonly eventsLink: Locator;

  constructor(readonly root: Locator) {
    this.heading = root.getByRole('heading', { name: 'Preview' });
    this.themed = root.locator('[data-theme]').first();
    this.surface = root.locator('.dp-message-preview, .dp-modal-preview');
    this.message = new DrawnMessage(root);
    this.submitButton = root.getByRole('button', { name: 'Submit' });
    this.result = new InteractionResult(root);
    this.remoteMediaBar = root.getByTestId('remote-media-bar');
    this.allowRemoteMedia = root.getByTestId('remote-media-allow');
    this.heldMedia = root.getByTestId('remote-media-held');
    this.eventsLink = root.getByTestId('preview-events-link');
  }

  themeOption(theme: PreviewTheme): Locator {
    return this.root.getByTestId(`theme:${theme}`);
  }

  // --- Drawn components ------------------------------------------------------------------------

  /** Every drawn component of a kind (kebab case: "button", "string-select", "container"...). */
  kind(kind: string): Locator {
    return this.root.locator(`[data-kind="${kind}"]`);
  }

  /** The pictures drawn in the components of a kind (a thumbnail, a media gallery). */
  imagesIn(kind: string): Locator {
    return this.kind(kind).locator('img');
  }

  /** The drawn button component with this label. */
  button(label: string): Locator {
    return this.kind('button').filter({ hasText: label });
  }

  /** The first String Select drawn, as its box and its options. */
  stringSelect(): { combobox: Locator; option: (name: string) => Locator } {
    const select = this.kind('string-select');
    return {
      combobox: select.getByRole('combobox'),
      option: (name) => select.getByRole('option', { name }),
    };
  }

  // --- Controls, by role and name --------------------------------------------------------------

  /** Any button by its accessible name ("Count me in", a poll's "Vote"). */
  namedButton(name: string): Locator {
    return this.root.getByRole('button', { name });
  }

  radio(name: string): Locator {
    return this.root.getByRole('radio', { name });
  }

  radioGroup(name: string): Locator {
    return this.root.getByRole('radiogroup', { name });
  }

  checkbox(name: string | RegExp): Locator {
    return this.root.getByRole('checkbox', { name });
  }

  textbox(name: string): Locator {
    return this.root.getByRole('textbox', { name });
  }

  combobox(name: string): Locator {
    return this.root.getByRole('combobox', { name });
  }

  option(name: string | RegExp): Locator {
    return this.root.getByRole('option', { name });
  }

  /** A line of the drawing that says this (a field's error under it). */
  line(text: string): Locator {
    return this.root.getByRole('paragraph').filter({ hasText: text });
  }

  /** Submits the modal drawn. */
  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** The interaction the simulator shows for the last use, parsed. */
  async interaction(): Promise<Record<string, unknown>> {
    return this.result.json();
  }
}
