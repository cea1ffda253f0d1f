// Moving components without a mouse: a keyboard drag (Space, arrows, Space) announced by name,
// and the Move up / Move down commands of the selected row.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1400 } });

type Row = { components: { label: string }[] };
const labels = async (app: EditorPage) =>
  ((await app.payload()) as { components: Row[] }).components[0]!.components.map((b) => b.label);

/** A V2 message with one Action Row of three buttons: First, Second, Third. */
async function threeButtons(app: EditorPage): Promise<void> {
  await app.openBlank();
  await app.dragPaletteTo('action-row', app.rootZone(0));
  const row = app.node('action-row');
  await app.dragPaletteTo('button', await app.zoneIn(row, 'components', 1));
  await app.dragPaletteTo('button', await app.zoneIn(row, 'components', 2));
  for (const [i, label] of ['First', 'Second', 'Third'].entries())
    await app.edit(app.node('button', i), { label });
  await expect.poll(() => labels(app)).toEqual(['First', 'Second', 'Third']);
}

test.describe('moving without a mouse', () => {
  test('moves a Button with a keyboard drag, announced by its label', async ({ page }) => {
    const app = new EditorPage(page);
    await threeButtons(app);

    // From before First: the gap after First is where it already is; next comes after Second.
    const said = await app.keyboardDrag(app.handle(app.node('button', 0)), ['ArrowDown']);

    await expect.poll(() => labels(app)).toEqual(['Second', 'First', 'Third']);
    expect(said[0]).toBe('Picked up Button "First".');
    expect(said[1]).toBe('Button "First" is over position 3 of 4 in Action Row.');
    expect(said[2]).toMatch(/^Dropped Button "First" at position 3 of 4 in Action Row/);
    // Focus comes back to the moved component's handle, ready for the next move.
    await expect(app.handle(app.node('button', 1))).toBeFocused();
  });

  test('adds a component from the palette with a keyboard drag', async ({ page }) => {
    const app = new EditorPage(page);
    await threeButtons(app);

    const said = await app.keyboardDrag(app.paletteItem('text-display'), ['ArrowDown']);
    expect(said).toEqual([
      'Picked up a new Text Display.',
      'A new Text Display is over position 1 of 2 at the top level.',
      'Dropped a new Text Display at position 1 of 2 at the top level.',
    ]);

    await app.expectPayload({
      flags: 1 << 15,
      components: [{ type: 10, content: 'Some text' }, expect.objectContaining({ type: 1 })],
    });
    await expect(app.nodes('text-display')).toHaveCount(1);
  });

  test('moves a Button with the Move up and Move down commands', async ({ page }) => {
    const app = new EditorPage(page);
    await threeButtons(app);

    await app.select(app.node('button', 2));
    await app.command('move-up').click();
    await expect.poll(() => labels(app)).toEqual(['First', 'Third', 'Second']);
    await app.command('move-up').click();
    await expect.poll(() => labels(app)).toEqual(['Third', 'First', 'Second']);
    await app.command('move-down').click();
    await expect.poll(() => labels(app)).toEqual(['First', 'Third', 'Second']);
    await expect(app.node('button', 1)).toHaveAttribute('aria-selected', 'true');

    // From the first place of its row, Move up leaves the row: the nearest place above is the
    // top level, where a Button comes in an Action Row of its own.
    await app.command('move-up').click();
    await app.command('move-up').click();
    await app.expectPayload({
      flags: 1 << 15,
      components: [
        { type: 1, components: [expect.objectContaining({ label: 'Third' })] },
        {
          type: 1,
          components: [
            expect.objectContaining({ label: 'First' }),
            expect.objectContaining({ label: 'Second' }),
          ],
        },
      ],
    });
  });

  test('does not offer Move up where it would change nothing', async ({ page }) => {
    // A Button alone in the first Action Row "moving up" would get a new row of its own in the
    // same place: the same payload and a useless undo step.
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('action-row', app.rootZone(0));
    await app.select(app.node('button'));
    await expect(app.command('move-up')).toBeDisabled({ timeout: 1000 });
  });

  test('moves a row with Alt+arrow keys on the outline', async ({ page }) => {
    const app = new EditorPage(page);
    await threeButtons(app);

    await app.select(app.node('button', 0));
    await app.node('button', 0).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => labels(app)).toEqual(['Second', 'First', 'Third']);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => labels(app)).toEqual(['Second', 'Third', 'First']);
  });

  test('duplicates, wraps in a Container and deletes with the row commands', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.edit(app.node('text-display'), { content: 'Hello' });

    await app.command('duplicate').click();
    await expect(app.nodes('text-display')).toHaveCount(2);
    // The copy comes right after the original and is selected.
    await expect(app.node('text-display', 1)).toHaveAttribute('aria-selected', 'true');

    await app.command('wrap').click();
    await app.expectPayload({
      flags: 1 << 15,
      components: [
        { type: 10, content: 'Hello' },
        { type: 17, accent_color: null, components: [{ type: 10, content: 'Hello' }] },
      ],
    });
    await expect(app.node('container')).toHaveAttribute('aria-selected', 'true');

    await app.select(app.node('text-display', 0));
    await app.command('delete').click();
    await app.expectPayload({
      flags: 1 << 15,
      components: [{ type: 17, accent_color: null, components: [{ type: 10, content: 'Hello' }] }],
    });
  });
});
