// Import: a pasted payload, a chosen file and a file dropped on the page each open as a new design;
// a bad paste lists its problems with paths and changes nothing until the user chooses to open
// what can be opened.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';
import { ImportPage } from './pages/import-page';

test.use({ viewport: { width: 1440, height: 1400 } });

const V2 = 1 << 15;
const welcome = {
  flags: V2,
  components: [
    {
      type: 17,
      components: [
        { type: 10, content: '## Welcome aboard' },
        { type: 1, components: [{ type: 2, style: 1, label: 'Say hi', custom_id: 'hi' }] },
      ],
    },
  ],
};
/** A legacy message with an over-long label and a component type that does not exist. */
const broken = {
  content: 'Pick one',
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'x'.repeat(81), custom_id: 'a' },
        { type: 99, custom_id: 'b' },
      ],
    },
  ],
};

test.describe('import', () => {
  test('a pasted payload opens as a new design beside the one on screen', async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.importText(JSON.stringify(welcome, null, 2));
    await expect(imports.dialog).toBeHidden();
    await app.expectPayload(welcome);
    expect(await app.currentDesignName()).toBe('Imported message');
    await expect(app.noticeText).toHaveText(
      'Imported “Imported message” (message body) as a new design.',
    );
    expect(await app.designNames()).toEqual(['Untitled design', 'Imported message']);
  });

  test('a bad paste lists every problem with its path and changes nothing', async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await app.edit(app.node('text-display'), { content: 'Keep me' });
    const before = { flags: V2, components: [{ type: 10, content: 'Keep me' }] };
    await app.expectPayload(before);
    const designs = await app.designNames();

    await imports.importText(JSON.stringify(broken));
    await expect(imports.problems.first()).toBeVisible();
    const lines = await imports.problemLines();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines).toContainEqual(
      expect.stringMatching(/^Error: \$\.components\[0\]\.components\[0\]\.label — /),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^Error: \$\.components\[0\]\.components\[1\]/),
    );
    // Errors first.
    const severities = await imports.problems.evaluateAll((items) =>
      items.map((li) => li.getAttribute('data-severity')),
    );
    expect(severities).toEqual([...severities].sort());
    await expect(imports.verdict).toContainText('Nothing is opened unless you choose');
    await expect(imports.submit).toBeHidden();
    await expect(imports.loadAnyway).toBeVisible();

    await imports.cancel.click();
    await expect(imports.dialog).toBeHidden();
    await app.expectPayload(before);
    expect(await app.designNames()).toEqual(designs);
    expect(await app.currentDesignName()).toBe(designs[0]);
  });

  test('invalid JSON says where it breaks and offers nothing to open', async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.importText('{\n  "content": "hi",\n  "components": [\n}');
    await expect(imports.problems).toHaveCount(1);
    await expect(imports.problems.first()).toContainText('Not valid JSON at line 4, column 1');
    await expect(imports.verdict).toHaveText('This is not JSON, so there is nothing to open.');
    await expect(imports.loadAnyway).toBeHidden();
    await expect(imports.submit).toBeHidden();
    await expect(imports.cancel).toBeVisible();
  });

  test('opening what can be opened makes a new design whose problems show in the panel', async ({
    page,
  }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.importText(JSON.stringify(broken));
    const count = await imports.problems.count();
    await expect(imports.loadAnyway).toHaveText(`Open what can be opened (${count} problems)`);
    await imports.loadAnyway.click();
    await expect(imports.dialog).toBeHidden();
    await app.expectPayload(broken);
    expect(await app.designNames()).toEqual(['Untitled design', 'Imported message']);
    await expect(app.problems).toHaveCount(count);
    await expect(app.noticeText).toContainText('listed in the problems panel');
  });

  test('a file chosen in the dialog is read, checked and named after', async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.open();
    await imports.chooseFile('Welcome card.json', JSON.stringify(welcome));
    await expect(imports.text).toHaveValue(JSON.stringify(welcome));
    await expect(imports.source).toHaveText('From Welcome card.json');
    await expect(imports.verdict).toHaveText('A valid message body.');
    await imports.submit.click();
    await app.expectPayload(welcome);
    expect(await app.currentDesignName()).toBe('Welcome card');
  });

  test('a file that is not JSON is refused with a sentence', async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    await imports.open();
    await imports.fileInput.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
    });
    await expect(imports.error).toHaveText(
      'photo.png is not a JSON file (it is image/png); choose a .json file.',
    );
    await expect(imports.text).toHaveValue('');
  });

  test('a .json file dropped on the page opens the dialog with its content', async ({ page }) => {
    const app = new EditorPage(page);
    const imports = new ImportPage(page);
    await app.openBlank();
    const modal = {
      type: 9,
      data: {
        custom_id: 'feedback',
        title: 'Feedback',
        components: [
          {
            type: 18,
            label: 'Anything to add?',
            component: { type: 4, custom_id: 'more', style: 2 },
          },
        ],
      },
    };
    const { hinted } = await imports.dropFile('feedback.json', JSON.stringify(modal));
    expect(hinted).toBe(true);
    await expect(imports.dialog).toBeVisible();
    await expect(imports.text).toHaveValue(JSON.stringify(modal));
    await expect(imports.verdict).toHaveText('A valid modal response (type 9).');
    await expect(imports.documentRoot).not.toHaveAttribute('data-file-drag');
    await imports.submit.click();
    await app.expectPayload(modal);
    expect(await app.currentDesignName()).toBe('feedback');
    await expect(app.surface).toHaveValue('modal');
  });
});
