import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  makeButton,
  makeMessageWithUnknownFields,
  makeModalResponse,
  makeV2Message,
} from './fixtures/payloads';
import { ValidatePage } from './pages/validate-page';
import { saveScreenshot } from './support/screenshots';

let app: ValidatePage;

test.beforeEach(async ({ page }) => {
  app = new ValidatePage(page);
  await app.goto();
});

test.describe('validator page', () => {
  test('starts empty and asks for a payload', async () => {
    await expect(app.verdict).toHaveText('Nothing to check yet');
    await expect(app.problems).toHaveCount(0);
  });

  test('says Valid for a valid Components V2 message', async () => {
    await app.pastePayload(makeV2Message());

    await expect(app.verdict).toHaveText('Valid — 0 errors, 0 warnings');
    await expect(app.verdict).toHaveAttribute('data-state', 'valid');
    await expect(app.detectedKind).toHaveText('Message, Components V2 (detected)');
    await expect(app.envelope).toHaveAttribute('data-envelope', 'message');
    await expect(app.problems).toHaveCount(0);
  });

  test('lists the problem of an 81-character button label at its path', async () => {
    await app.pastePayload(makeV2Message([makeButton({ label: 'x'.repeat(81) })]));

    await expect(app.verdict).toHaveText('Invalid — 1 error, 0 warnings');
    await expect(app.problems).toHaveCount(1);
    const row = app.problem('too-long', '$.components[0].components[1].components[0].label');
    await expect(row).toHaveAttribute('data-severity', 'error');
    await expect(row).toContainText('81 characters');
  });

  test('takes a screenshot of an invalid payload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await app.pastePayload(
      makeV2Message([
        makeButton({ label: 'x'.repeat(81) }),
        makeButton({ label: 'A label that is longer than forty chars' }),
      ]),
    );
    await expect(app.verdict).toHaveText(/^Invalid — 2 errors/);
    await app.input.evaluate((el: HTMLTextAreaElement) => {
      el.blur();
      el.scrollTop = 0;
    });
    await page.evaluate(() => window.scrollTo(0, 0));

    // The README's picture is committed, so it is only rewritten on request (or when missing).
    await saveScreenshot(page, 'validate-page');
  });

  test('reports malformed JSON as invalid-json', async () => {
    await app.paste('{ "content": "hi", }');

    await expect(app.verdict).toHaveText(/^Invalid/);
    await expect(app.problems).toHaveCount(1);
    await expect(app.problem('invalid-json', '$')).toContainText('Not valid JSON');
    await expect(app.detectedKind).toHaveText('Unknown');
  });

  test('shows warnings without making the payload invalid', async () => {
    await app.pastePayload(
      makeV2Message([makeButton({ label: 'A label that is longer than forty chars' })]),
    );

    await expect(app.verdict).toHaveText('Valid — 0 errors, 1 warning');
    await expect(app.problems).toHaveCount(1);
    await expect(app.problems.first()).toHaveAttribute('data-severity', 'warning');
  });

  test('opens a .json file through the file input', async () => {
    const file = test.info().outputPath('modal-response.json');
    await writeFile(file, JSON.stringify(makeModalResponse(), null, 2));

    await app.openFile(file);

    await expect(app.source).toContainText('modal-response.json');
    await expect(app.verdict).toHaveText('Valid — 0 errors, 0 warnings');
    await expect(app.detectedKind).toHaveText('Modal (detected)');
    await expect(app.envelope).toHaveAttribute('data-envelope', 'modal-9');
    await expect(app.input).toHaveValue(/"title": "Survey"/);
  });

  test('checks the payload as the kind chosen in the select', async () => {
    await app.pastePayload({ custom_id: 'survey', title: 'Survey', components: [] });
    await expect(app.detectedKind).toHaveText(/^Modal \(detected\)/);

    await app.chooseKind('Message');

    await expect(app.detectedKind).toHaveText(/^Message.*\(chosen\)$/);
    await expect(app.verdict).toHaveText(/^Invalid/);
    await expect(app.problem('empty-message', '$')).toHaveCount(1);
  });

  test('loads the examples with the verdict each one promises', async () => {
    await app.loadExample('v2-container');
    await expect(app.verdict).toHaveText(/^Valid/);
    await app.loadExample('modal');
    await expect(app.verdict).toHaveText(/^Valid/);
    await app.loadExample('long-label');
    await expect(app.verdict).toHaveText(/^Invalid/);
    await app.loadExample('malformed');
    await expect(app.problem('invalid-json', '$')).toHaveCount(1);
  });

  test('checks a file too big to edit without putting it in the textarea', async () => {
    const payload = JSON.stringify(makeMessageWithUnknownFields(1), null, 2);
    const big = payload.replace('"Lots of extra fields"', JSON.stringify('y'.repeat(1_500_000)));

    await app.fileInput.setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(big),
    });

    await expect(app.largePayload).toContainText('1,500,');
    await expect(app.input).toHaveCount(0);
    await expect(app.verdict).toHaveText(/^Invalid — 1 error, 1 warning/);
    await expect(app.problem('too-long', '$.content')).toHaveCount(1);

    await app.clearButton.click();
    await expect(app.input).toHaveValue('');
    await expect(app.verdict).toHaveText('Nothing to check yet');
  });

  test('checks a huge pasted payload without putting it in the textarea', async () => {
    const huge = JSON.stringify({ ...makeV2Message(), padding: ' '.repeat(1_200_000) });

    await app.pasteFromClipboard(huge);

    await expect(app.largePayload).toBeVisible();
    await expect(app.source).toContainText('Pasted text');
    await expect(app.verdict).toHaveText(/^Valid — 0 errors, 1 warning/);
    await expect(app.problem('unknown-field', '$.padding')).toHaveCount(1);
  });

  test('renders at most 500 problem rows and counts the rest', async () => {
    await app.pastePayload(makeMessageWithUnknownFields(600));

    await expect(app.verdict).toHaveText('Valid — 0 errors, 600 warnings');
    await expect(app.problems).toHaveCount(500);
    await expect(app.moreProblems).toHaveText('+100 more not shown');
  });
});
