import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The editor's palette and outline, by their stable test ids: palette items, outline rows by kind,
 * drop zones, the selected row's commands, and the notice a refusal shows. EditorDrags adds the
 * drags and EditorPage the rest of the page; specs use EditorPage.
 */
export class EditorOutline {
  readonly palette: Locator;
  readonly outline: Locator;
  readonly notice: Locator;
  /** The notice's sentence, without its dismiss button. */
  readonly noticeText: Locator;
  /** dnd-kit's screen-reader announcements. */
  readonly liveRegion: Locator;
  readonly dragPreview: Locator;
  readonly dragReason: Locator;

  constructor(readonly page: Page) {
    this.palette = page.getByTestId('palette');
    this.outline = page.getByTestId('outline');
    this.notice = page.getByTestId('notice');
    this.noticeText = this.notice.locator('.notice-message');
    this.liveRegion = page.locator('[id^="DndLiveRegion"]');
    this.dragPreview = page.getByTestId('drag-preview');
    this.dragReason = page.getByTestId('drag-reason');
  }

  paletteItem(kind: string): Locator {
    return this.palette.getByTestId(`palette-item:${kind}`);
  }

  /** Outline rows, optionally of one kind, in reading order. */
  nodes(kind?: string): Locator {
    return this.outline.locator(`[data-testid="node"]${kind ? `[data-kind="${kind}"]` : ''}`);
  }

  node(kind: string, n = 0): Locator {
    return this.nodes(kind).nth(n);
  }

  async keyOf(node: Locator): Promise<string> {
    const key = await node.getAttribute('data-node-key');
    if (!key) throw new Error(`${node.toString()} has no node key`);
    return key;
  }

  /** The drop zone before child `index` of a slot (`root` for the top level). */
  zone(parentKey: string, slot = 'components', index = 0): Locator {
    return this.outline.locator(
      `[data-testid="dropzone"][data-parent-key="${parentKey}"][data-slot="${slot}"][data-index="${index}"]`,
    );
  }

  /** The drop zone before child `index` of a slot of the node that `node` shows. */
  async zoneIn(node: Locator, slot = 'components', index = 0): Promise<Locator> {
    return this.zone(await this.keyOf(node), slot, index);
  }

  rootZone(index = 0): Locator {
    return this.zone('root', 'components', index);
  }

  /** The part of a row that names its kind; a click on it selects the row. */
  rowLabel(node: Locator): Locator {
    return node.locator('.outline-kind');
  }

  /** Everything in the outline that says its kind, in reading order. */
  outlineKinds(): Locator {
    return this.outline.locator('[data-kind]');
  }

  /** Clicks a row to select its component. */
  async select(node: Locator): Promise<void> {
    await this.rowLabel(node).click();
    await expect(node).toHaveAttribute('aria-selected', 'true');
  }

  /** A command of the selected row (Move up, Move down, Duplicate, Delete, Wrap). */
  command(id: 'move-up' | 'move-down' | 'duplicate' | 'delete' | 'wrap'): Locator {
    return this.outline.getByTestId(`command:${id}`);
  }

  /**
   * Puts away the notice of an earlier refusal, which goes by itself after a few seconds. It has a
   * place of its own in the toolbar and moves nothing; put away, it cannot hide a target either.
   */
  async dismissNotice(): Promise<void> {
    if (await this.notice.isVisible())
      await this.notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(this.notice).toBeHidden();
  }

  /** The drop zones that light up for the drag in progress. */
  legalZones(): Locator {
    return this.outline.locator('[data-testid="dropzone"][data-state="legal"]');
  }

  /** What the drag in progress is over in the outline (one place at most). */
  overTargets(): Locator {
    return this.outline.locator('[data-over="true"]');
  }

  /** The drag handle of an outline row. */
  handle(node: Locator): Locator {
    return node.getByTestId('drag-handle');
  }
}
