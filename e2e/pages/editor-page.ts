import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { TouchScreen, bringIntoReach, centreOf, withinReach } from '../support/drag';
import { ConvertDialog } from './convert-dialog';
import { DesignsPage } from './designs-page';
import { PreviewPane } from './preview-pane';

export type SurfaceChoice = 'v2' | 'legacy' | 'modal' | 'commands';
export type ZoneState = 'legal' | 'refused' | 'same';

/**
 * The editor page (`/`), by its stable test ids: palette, outline, inspector, counters, payload,
 * designs; and drags by pointer, keyboard and touch, the way a person does them.
 */
export class EditorPage {
  readonly palette: Locator;
  readonly outline: Locator;
  readonly inspector: Locator;
  readonly payloadJson: Locator;
  readonly notice: Locator;
  /** The notice's sentence, without its dismiss button. */
  readonly noticeText: Locator;
  readonly surface: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
  /** dnd-kit's screen-reader announcements. */
  readonly liveRegion: Locator;
  readonly dragPreview: Locator;
  readonly dragReason: Locator;
  readonly problems: Locator;
  /** Said in the problems panel when Discord would accept the design. */
  readonly noProblems: Locator;
  /** The preview column: the design drawn, with the interaction simulator. */
  readonly preview: PreviewPane;
  readonly designSwitcher: Locator;
  readonly designItems: Locator;
  /** Templates, the New design dialog, the designs' buttons and the storage banner. */
  readonly designs: DesignsPage;
  /** Asked by the surface switch before a conversion that loses something. */
  readonly convertDialog: ConvertDialog;
  private readonly touchScreen: TouchScreen;

  constructor(readonly page: Page) {
    this.touchScreen = new TouchScreen(page);
    this.palette = page.getByTestId('palette');
    this.outline = page.getByTestId('outline');
    this.inspector = page.getByTestId('inspector');
    this.payloadJson = page.getByTestId('payload-json');
    this.notice = page.getByTestId('notice');
    this.noticeText = this.notice.locator('.notice-message');
    this.surface = page.getByTestId('surface');
    this.undoButton = page.getByTestId('undo');
    this.redoButton = page.getByTestId('redo');
    this.liveRegion = page.locator('[id^="DndLiveRegion"]');
    this.dragPreview = page.getByTestId('drag-preview');
    this.dragReason = page.getByTestId('drag-reason');
    this.problems = page.getByTestId('problem');
    this.noProblems = page.getByTestId('no-problems');
    this.preview = new PreviewPane(page.getByTestId('editor-preview'));
    this.designSwitcher = page.getByTestId('design-switcher');
    this.designItems = page.getByTestId('design-item');
    this.designs = new DesignsPage(page);
    this.convertDialog = new ConvertDialog(page);
  }

  /** Opens the editor and waits until it is drawn (on a phone the palette may wait behind Add). */
  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.outline).toBeVisible();
    const palette = this.palette.or(this.page.getByTestId('palette-toggle'));
    await expect(palette.filter({ visible: true }).first()).toBeVisible();
  }

  /** Opens the editor in a browser with no designs and puts the template offer away. */
  async openBlank(): Promise<void> {
    await this.goto();
    await this.designs.startBlank.click();
    await expect(this.designs.templatePicker).toBeHidden();
  }

  // --- Reading --------------------------------------------------------------------------------

  /** The exported payload, parsed. */
  async payload(): Promise<unknown> {
    return JSON.parse((await this.payloadJson.textContent()) ?? 'null') as unknown;
  }

  /** Waits until the payload (which follows the document a moment behind) equals `expected`. */
  async expectPayload(expected: unknown): Promise<void> {
    await expect.poll(() => this.payload()).toEqual(expected);
  }

  counter(id: string): Locator {
    return this.page.getByTestId(`counter:${id}`);
  }

  // --- Palette, outline, drop zones -------------------------------------------------------------

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

  // --- Inspector ------------------------------------------------------------------------------

  field(name: string): Locator {
    return this.inspector.getByTestId(`field:${name}`);
  }

  /** Replaces a text field's text (one input event, as a paste would). */
  async fill(name: string, text: string): Promise<void> {
    await this.field(name).fill(text);
    await expect(this.field(name)).toHaveValue(text);
  }

  async choose(name: string, value: string): Promise<void> {
    await this.field(name).selectOption(value);
  }

  /** Selects the row and fills each of its fields in turn. */
  async edit(node: Locator, fields: Record<string, string>): Promise<void> {
    await this.select(node);
    for (const [name, text] of Object.entries(fields)) await this.fill(name, text);
  }

  /** Puts the drag's ends on screen, away from the edges (see support/drag.ts), notice put away. */
  async bringIntoReach(source: Locator, zone: Locator): Promise<void> {
    await this.dismissNotice();
    await bringIntoReach(this.page, source, zone);
  }

  /** Called once the drag has started and the zones have grown: the target must still be reachable. */
  private async checkReach(zone: Locator, cancel: () => Promise<void>): Promise<void> {
    if (await withinReach(zone)) return;
    await cancel();
    throw new Error(
      `Once the drag started, ${zone.toString()} was near the edge of the window or of its ` +
        'column, which would scroll by itself under the pointer; use a taller viewport.',
    );
  }

  // --- Pointer drags --------------------------------------------------------------------------

  /**
   * Drags with the mouse from `source` to the middle of `zone`: press, a small first move (zones
   * grow once a drag starts, so the target is measured after it), then steps to the target.
   * `expectState` is what the zone must say under the pointer before letting go; `whileOver` runs
   * then, with the drag still held.
   */
  async pointerDrag(
    source: Locator,
    zone: Locator,
    expectState: ZoneState = 'legal',
    whileOver?: () => Promise<void>,
  ) {
    await this.bringIntoReach(source, zone);
    const from = await centreOf(source);
    const mouse = this.page.mouse;
    await mouse.move(from.x, from.y);
    await mouse.down();
    await mouse.move(from.x + 6, from.y + 6, { steps: 2 });
    await expect(this.dragPreview).toBeVisible();
    await expect(zone).toHaveAttribute('data-state', /.+/);
    await this.checkReach(zone, async () => {
      await this.page.keyboard.press('Escape');
      await mouse.up();
    });
    const to = await centreOf(zone);
    await mouse.move(to.x, to.y, { steps: 10 });

    if (expectState === 'refused') {
      await expect(zone).toHaveAttribute('data-state', 'refused');
      await expect(zone).not.toHaveAttribute('data-over', 'true');
    } else {
      await expect(zone).toHaveAttribute('data-state', expectState);
      await expect(zone).toHaveAttribute('data-over', 'true');
    }
    await whileOver?.();
    await mouse.up();
    await expect(this.dragPreview).toBeHidden();
  }

  async dragPaletteTo(
    kind: string,
    zone: Locator,
    expectState: ZoneState = 'legal',
    whileOver?: () => Promise<void>,
  ) {
    await this.pointerDrag(this.paletteItem(kind), zone, expectState, whileOver);
    // A drop selects the new node; its fields in the inspector are the next step's, so wait for
    // the selection rather than typing into the fields of what was selected before.
    if (expectState === 'legal')
      await expect(
        this.outline.locator(`[data-testid="node"][data-kind="${kind}"][aria-selected="true"]`),
      ).toHaveCount(1);
  }

  async dragNodeTo(
    node: Locator,
    zone: Locator,
    expectState: ZoneState = 'legal',
    whileOver?: () => Promise<void>,
  ) {
    await this.pointerDrag(node.getByTestId('drag-handle'), zone, expectState, whileOver);
  }

  /** The drop zones that light up for the drag in progress. */
  legalZones(): Locator {
    return this.outline.locator('[data-testid="dropzone"][data-state="legal"]');
  }

  /** What the drag in progress is over in the outline (one place at most). */
  overTargets(): Locator {
    return this.outline.locator('[data-over="true"]');
  }

  // --- Keyboard drags -------------------------------------------------------------------------

  /** The drag handle of an outline row. */
  handle(node: Locator): Locator {
    return node.getByTestId('drag-handle');
  }

  /**
   * A keyboard drag from `source` (a row's drag handle or a palette item): Space picks it up, each
   * arrow goes to the next legal place (waiting for its announcement), Space drops. Returns what
   * the live region said at each step.
   */
  async keyboardDrag(source: Locator, arrows: string[]): Promise<string[]> {
    await source.focus();
    await this.page.keyboard.press('Space');
    await expect(source).toHaveAttribute('aria-pressed', 'true');
    await expect(this.liveRegion).toHaveText(/^Picked up/);
    // dnd-kit's keyboard sensor starts listening for arrows one task after it starts.
    await this.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const said = [(await this.liveRegion.textContent()) ?? ''];
    for (const key of arrows) {
      const before = (await this.liveRegion.textContent()) ?? '';
      await this.page.keyboard.press(key);
      await expect(this.liveRegion).not.toHaveText(before);
      said.push((await this.liveRegion.textContent()) ?? '');
    }
    await this.page.keyboard.press('Space');
    await expect(this.dragPreview).toBeHidden();
    await expect(this.liveRegion).toHaveText(/^Dropped|^Cannot/);
    said.push((await this.liveRegion.textContent()) ?? '');
    return said;
  }

  // --- Touch drags ----------------------------------------------------------------------------

  /**
   * Drags with a finger (the page needs `hasTouch`): touch, hold past the sensor's delay, move in
   * small steps to the middle of `zone`, lift.
   */
  async touchDrag(source: Locator, zone: Locator, expectState: ZoneState = 'legal') {
    await this.bringIntoReach(source, zone);
    const from = await centreOf(source);
    await this.touchScreen.touch('touchStart', from);
    await this.page.waitForTimeout(250);
    await this.touchScreen.touch('touchMove', { x: from.x + 2, y: from.y + 2 });
    await expect(this.dragPreview).toBeVisible();
    await expect(zone).toHaveAttribute('data-state', /.+/);
    await this.checkReach(zone, () => this.touchScreen.touch('touchCancel'));
    const to = await centreOf(zone);
    const steps = 12;
    for (let i = 1; i <= steps; i += 1) {
      await this.touchScreen.touch('touchMove', {
        x: from.x + 2 + ((to.x - from.x - 2) * i) / steps,
        y: from.y + 2 + ((to.y - from.y - 2) * i) / steps,
      });
    }
    await expect(zone).toHaveAttribute('data-state', expectState);
    if (expectState !== 'refused') await expect(zone).toHaveAttribute('data-over', 'true');
    await this.touchScreen.touch('touchEnd');
    await expect(this.dragPreview).toBeHidden();
  }

  // --- Surface --------------------------------------------------------------------------------

  /** Picks a surface in the switch (a conversion that loses something asks first). */
  async chooseSurface(surface: SurfaceChoice): Promise<void> {
    await this.surface.selectOption(surface);
  }

  // --- Designs --------------------------------------------------------------------------------

  /** The names of the designs kept in this browser, in list order. */
  async designNames(): Promise<string[]> {
    await this.designSwitcher.click();
    await expect(this.designItems.first()).toBeVisible();
    const names = await this.designItems.allTextContents();
    await this.page.keyboard.press('Escape');
    await expect(this.designItems).toHaveCount(0);
    return names.map((n) => n.trim());
  }

  async currentDesignName(): Promise<string> {
    return ((await this.designSwitcher.locator('.design-current-name').textContent()) ?? '').trim();
  }

  /** A new blank design on a surface, opened. */
  async newDesign(surface: SurfaceChoice): Promise<void> {
    await this.designs.newButton.click();
    await this.designs.blank(surface).click();
    await expect(this.designs.newDialog).toBeHidden();
  }

  async renameDesign(name: string): Promise<void> {
    await this.designs.renameButton.click();
    const input = this.designs.nameInput;
    await input.fill(name);
    await input.press('Enter');
    await expect(this.designSwitcher).toContainText(name);
  }

  async switchDesign(name: string): Promise<void> {
    await this.designSwitcher.click();
    await this.designItems.getByRole('button', { name, exact: true }).click();
    await expect(this.designSwitcher).toContainText(name);
  }

  async deleteDesign(): Promise<void> {
    await this.designs.deleteButton.click();
    await this.designs.deleteConfirm.click();
    await expect(this.designs.deleteDialog).toBeHidden();
  }
}
