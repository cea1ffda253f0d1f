// Designs kept in the browser: every change is saved as it happens, a reload brings back every
// design and the open one's undo history, and designs can be created, renamed, duplicated,
// switched and deleted.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1400 } });

const V2 = 1 << 15;

test.describe('designs in the browser', () => {
  test('a reload restores the design, the list of designs and the undo history', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('container', app.rootZone(0));
    await app.fill('accent_color', '#3ba55c');
    await app.edit(app.node('text-display'), { content: 'Kept across a reload' });
    const built = {
      flags: V2,
      components: [
        {
          type: 17,
          accent_color: 0x3ba55c,
          components: [{ type: 10, content: 'Kept across a reload' }],
        },
      ],
    };
    await app.expectPayload(built);
    const names = await app.designNames();

    await page.reload();
    await expect(app.outline).toBeVisible();

    await app.expectPayload(built);
    expect(await app.designNames()).toEqual(names);
    // Someone with designs is not offered the templates again.
    await expect(app.designs.templatePicker).toBeHidden();
    // The session's history came back with the design.
    await expect(app.undoButton).toBeEnabled();
    await page.keyboard.press('Control+z');
    await app.expectPayload({
      flags: V2,
      components: [
        { type: 17, accent_color: 0x3ba55c, components: [{ type: 10, content: 'Some text' }] },
      ],
    });
    await page.keyboard.press('Control+y');
    await app.expectPayload(built);
  });

  test('creates, renames, duplicates, switches and deletes designs, and a reload keeps them', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.renameDesign('Announcement draft');
    const announcement = { flags: V2, components: [{ type: 10, content: 'Some text' }] };
    await app.expectPayload(announcement);

    await app.newDesign('modal');
    await expect(app.surface).toHaveValue('modal');
    await app.renameDesign('Sign-up form');
    await app.dragPaletteTo('label', app.rootZone(0));
    const signup = {
      type: 9,
      data: {
        custom_id: 'modal',
        title: 'Modal',
        components: [
          { type: 18, label: 'Label', component: { type: 4, custom_id: 'text_input_1', style: 1 } },
        ],
      },
    };
    await app.expectPayload(signup);
    expect(await app.designNames()).toEqual(['Announcement draft', 'Sign-up form']);

    await app.switchDesign('Announcement draft');
    await app.expectPayload(announcement);
    await expect(app.surface).toHaveValue('v2');

    await app.designs.duplicateButton.click();
    await expect(app.designSwitcher).toContainText('Announcement draft (copy)');
    await app.expectPayload(announcement);
    expect(await app.designNames()).toEqual([
      'Announcement draft',
      'Announcement draft (copy)',
      'Sign-up form',
    ]);
    // The copy is its own design: changing it leaves the original alone.
    await app.dragPaletteTo('separator', app.rootZone(1));

    await app.deleteDesign();
    expect(await app.designNames()).toEqual(['Announcement draft', 'Sign-up form']);
    expect(await app.currentDesignName()).toBe('Announcement draft');
    await app.expectPayload(announcement);

    await page.reload();
    await expect(app.outline).toBeVisible();
    expect(await app.designNames()).toEqual(['Announcement draft', 'Sign-up form']);
    expect(await app.currentDesignName()).toBe('Announcement draft');
    await app.expectPayload(announcement);
    await app.switchDesign('Sign-up form');
    await app.expectPayload(signup);
  });

  test('a file attached to a Thumbnail is kept with the design across a reload', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('section', app.rootZone(0));
    await app.dragPaletteTo('thumbnail', await app.zoneIn(app.node('section'), 'accessory', 0));
    // A 1x1 PNG, made in the page so that no binary fixture is needed.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
      return [...new Uint8Array(await blob!.arrayBuffer())];
    });
    await app.field('media.attach').setInputFiles({
      name: 'trail.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png),
    });
    const accessory = async () =>
      ((await app.payload()) as { components: { accessory: unknown }[] }).components[0]!.accessory;
    await expect.poll(accessory).toEqual({ type: 11, media: { url: 'attachment://trail.png' } });
    await expect(app.field('media.attachment')).toContainText('trail.png');

    await page.reload();
    await expect(app.outline).toBeVisible();
    await app.select(app.node('thumbnail'));
    await expect.poll(accessory).toEqual({ type: 11, media: { url: 'attachment://trail.png' } });
    // The file itself came back from the browser's storage, not just its name.
    await expect(app.field('media.attachment')).toHaveText(/^trail\.png · \d+ bytes$/);
    await expect(app.preview.message.blobImages).toHaveCount(1);
  });

  test('says when storage is full, keeps the work in memory, and saves once there is room', async ({
    page,
  }) => {
    // localStorage refuses designs, as a full one does, until the page says otherwise.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      const w = window as unknown as { storageFull?: boolean; refusedWrites: number };
      w.refusedWrites = 0;
      Storage.prototype.setItem = function (key: string, value: string) {
        const full = w.storageFull !== false;
        if (full && this === window.localStorage && key.startsWith('component-studio:design:')) {
          w.refusedWrites += 1;
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));

    const banner = app.designs.storageError;
    await expect(banner).toContainText('Browser storage is full');
    await expect(banner).toHaveAttribute('role', 'alert');
    const refused = () =>
      page.evaluate(() => (window as unknown as { refusedWrites: number }).refusedWrites);
    const refusedBefore = await refused();
    // The work goes on in memory.
    await app.dragPaletteTo('separator', app.rootZone(1));
    const work = {
      flags: V2,
      components: [
        { type: 10, content: 'Some text' },
        { type: 14, divider: true, spacing: 1 },
      ],
    };
    await app.expectPayload(work);
    // The second change's save has met the full storage too (on a busy machine it could still be
    // waiting, and would then succeed on its own once there is room, before the click).
    await expect.poll(refused).toBeGreaterThan(refusedBefore);

    await page.evaluate(
      () => ((window as unknown as { storageFull: boolean }).storageFull = false),
    );
    await app.designs.storageRetry.click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(app.outline).toBeVisible();
    await app.expectPayload(work);
  });
});
