// Designs kept by every earlier version of the app (src/model/stored/fixtures: what each version's
// own code wrote to localStorage and sessionStorage) open in the browser with their undo history,
// and are saved again at the current version; a design a newer version saved is named in the
// storage banner and never written over, however much this page saves.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DESIGN_FORMAT } from '../src/model/stored/format';
import { storedFixtures } from '../src/model/testing/stored-fixtures';
import { DesignsPage } from './pages/designs-page';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1200 } });

type Items = Record<string, string>;

/** The fixture's records as the very text its version of the app stored. */
const asText = (items: Record<string, unknown> = {}): Items =>
  Object.fromEntries(Object.entries(items).map(([k, v]) => [k, JSON.stringify(v)]));

/** Puts the records into this tab's storage from another page of the app, before the editor opens. */
async function seed(page: Page, local: Items, session: Items = {}): Promise<void> {
  await page.goto('/validate');
  await page.evaluate(
    ([l, s]) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
    },
    [local, session] as const,
  );
}

const storedText = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The content of the Launch post's first Text Display, as exported. */
async function heading(app: EditorPage): Promise<unknown> {
  const payload = (await app.payload()) as {
    components: { components?: { content?: string }[] }[];
  };
  return payload.components[0]?.components?.[0]?.content;
}

for (const fixture of storedFixtures('format-')) {
  test(`designs saved by ${fixture.app} (format ${fixture.format}) open with their undo history`, async ({
    page,
  }) => {
    const app = new EditorPage(page);
    await seed(page, asText(fixture.local), asText(fixture.session));
    await app.goto();
    await expect(new DesignsPage(page).storageError).toBeHidden();
    expect(await app.designNames()).toEqual(
      expect.arrayContaining(['Launch post', 'Lunch vote', 'Feedback form']),
    );
    expect(await app.currentDesignName()).toBe('Launch post');
    await expect.poll(() => heading(app)).toBe('## Launch day!');
    await app.undoButton.click();
    await expect.poll(() => heading(app)).toBe('## Launch d');

    // The Lunch vote's embeds and poll were in its body before they were nodes.
    await app.switchDesign('Lunch vote');
    await expect
      .poll(async () => {
        const p = (await app.payload()) as { embeds?: { title: string }[]; poll?: unknown };
        return [p.embeds?.[0]?.title, p.poll !== undefined];
      })
      .toEqual(['Menu', true]);
    await expect(app.node('embed')).toBeVisible();

    // A change is saved at the current version.
    await app.switchDesign('Launch post');
    await app.edit(app.node('text-display'), { content: 'Saved again' });
    await expect
      .poll(async () =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith('component-studio:design:'))
            .map((k) => JSON.parse(localStorage.getItem(k)!) as { version: number; name: string })
            .filter((d) => d.name === 'Launch post')
            .map((d) => d.version),
        ),
      )
      .toEqual([DESIGN_FORMAT]);
  });
}

test('a design a newer version saved is named in the banner and never written over', async ({
  page,
}) => {
  const [fixture] = storedFixtures('format-4');
  const newer = JSON.stringify({ version: DESIGN_FORMAT + 1, rev: 3, name: 'Later', pages: [] });
  const local = asText(fixture!.local);
  const index = JSON.parse(local['component-studio:designs']!) as { designs: object[] };
  index.designs.push({ id: 'later', name: 'Later', updatedAt: 1 });
  local['component-studio:designs'] = JSON.stringify(index);
  local['component-studio:design:later'] = newer;
  await seed(page, local);

  const app = new EditorPage(page);
  await app.goto();
  await expect(new DesignsPage(page).brokenDesign).toContainText(
    `The design “Later” could not be opened. This design was saved by a newer version of Component Studio (format ${DESIGN_FORMAT + 1}; this one reads up to ${DESIGN_FORMAT}). Update the app to open it. It is kept in storage untouched.`,
  );
  await app.edit(app.node('text-display'), { content: 'Edited beside it' });
  await app.renameDesign('Renamed beside it');
  await page.reload();
  await expect(app.outline).toBeVisible();
  expect(await storedText(page, 'component-studio:design:later')).toBe(newer);
  await expect(new DesignsPage(page).brokenDesign).toContainText('The design “Later”');
});
