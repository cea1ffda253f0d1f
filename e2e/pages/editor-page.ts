import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ConvertDialog } from './convert-dialog';
import { DesignsPage } from './designs-page';
import { EditorDrags } from './editor-drags';
import { ExportPanelPage } from './export-page';
import { LayoutPage } from './layout-page';
import { PreviewPane } from './preview-pane';

export type { ZoneState } from './editor-drags';
export type SurfaceChoice = 'v2' | 'legacy' | 'modal' | 'commands';

/**
 * The editor page (`/`), by its stable test ids: palette, outline and drags (from EditorOutline and
 * EditorDrags), inspector, counters, payload, problems, preview, surface and designs.
 */
export class EditorPage extends EditorDrags {
  readonly inspector: Locator;
  readonly payloadJson: Locator;
  readonly surface: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
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

  constructor(page: Page) {
    super(page);
    this.inspector = page.getByTestId('inspector');
    this.payloadJson = new ExportPanelPage(page).json;
    this.surface = page.getByTestId('surface');
    this.undoButton = page.getByTestId('undo');
    this.redoButton = page.getByTestId('redo');
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
    const palette = this.palette.or(new LayoutPage(this.page).paletteToggle);
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

  /** A counter anywhere on the page (the toolbar's, the inspector's), or only `within` one part. */
  counter(id: string, within: Locator | Page = this.page): Locator {
    return within.getByTestId(`counter:${id}`);
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
