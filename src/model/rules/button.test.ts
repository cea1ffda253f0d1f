import { describe, it } from 'vitest';
import {
  button,
  chars,
  expectOnly,
  expectProblems,
  expectValid,
  legacy,
  linkButton,
  message,
  premiumButton,
  row,
  section,
  text,
} from '../testing/fixtures';

/** A V2 message with one Action Row holding the button. */
const inRow = (b: unknown) => message(row(b));
const B = '$.components[0].components[0]';
const url = (n: number) => `https://example.com/${chars(n - 'https://example.com/'.length)}`;

describe('Button', () => {
  it('accepts a plain Secondary button in a V2 and in a legacy message', () => {
    expectValid(inRow(button()));
    expectValid(legacy(row(button())));
  });

  it('accepts a button as a Section accessory', () => {
    expectValid(message(section([text()], button())));
  });

  it('accepts a label of 80 characters (with a guideline warning)', () => {
    expectProblems(inRow(button({ label: chars(80) })), [`warning button-label-long ${B}.label`]);
  });

  it('refuses a label of 81 characters', () => {
    expectOnly(inRow(button({ label: chars(81) })), `error too-long ${B}.label`, 81, 80);
  });

  it('accepts a url of 512 characters', () => {
    expectValid(inRow(linkButton({ url: url(512) })));
  });

  it('refuses a url of 513 characters', () => {
    expectOnly(inRow(linkButton({ url: url(513) })), `error too-long ${B}.url`, 513, 512);
  });

  it('refuses a url that is not http(s) or discord://', () => {
    expectOnly(inRow(linkButton({ url: 'ftp://example.com' })), `error invalid-format ${B}.url`);
  });

  it('accepts a custom_id of 1 and of 100 characters', () => {
    expectValid(inRow(button({ custom_id: 'a' })));
    expectValid(inRow(button({ custom_id: chars(100) })));
  });

  it('refuses a custom_id of 101 characters', () => {
    expectOnly(inRow(button({ custom_id: chars(101) })), `error too-long ${B}.custom_id`, 101, 100);
  });

  it('refuses an empty custom_id', () => {
    expectOnly(inRow(button({ custom_id: '' })), `error empty ${B}.custom_id`, 1);
  });
});

describe('Button styles', () => {
  it.each([1, 2, 3, 4])('accepts style %i with a custom_id', (style) => {
    expectValid(inRow(button({ style })));
  });

  it.each([1, 2, 3, 4])('refuses style %i without a custom_id', (style) => {
    expectOnly(
      inRow(button({ style, custom_id: undefined })),
      `error missing-field ${B}.custom_id`,
      'custom_id',
    );
  });

  it.each([1, 2, 3, 4])('refuses style %i with a url', (style) => {
    expectOnly(
      inRow(button({ style, url: 'https://example.com' })),
      `error button-style-field ${B}.url`,
    );
  });

  it.each([1, 2, 3, 4])('refuses style %i with a sku_id', (style) => {
    expectOnly(inRow(button({ style, sku_id: '123' })), `error button-style-field ${B}.sku_id`);
  });

  it('accepts a Link button with a url', () => {
    expectValid(inRow(linkButton()));
  });

  it('refuses a Link button without a url', () => {
    expectOnly(inRow(linkButton({ url: undefined })), `error missing-field ${B}.url`, 'url');
  });

  it('refuses a Link button with a custom_id', () => {
    expectOnly(inRow(linkButton({ custom_id: 'x' })), `error button-style-field ${B}.custom_id`);
  });

  it('refuses a Link button with a sku_id', () => {
    expectOnly(inRow(linkButton({ sku_id: '123' })), `error button-style-field ${B}.sku_id`);
  });

  it('accepts a Premium button with only a sku_id', () => {
    expectValid(inRow(premiumButton()));
  });

  it('refuses a Premium button without a sku_id', () => {
    expectOnly(
      inRow(premiumButton({ sku_id: undefined })),
      `error missing-field ${B}.sku_id`,
      'sku_id',
    );
  });

  it.each([
    ['custom_id', 'x'],
    ['label', 'Buy'],
    ['url', 'https://example.com'],
    ['emoji', { name: '🔥' }],
  ])('refuses a Premium button with %s', (field, value) => {
    expectOnly(
      inRow(premiumButton({ [field]: value })),
      `error button-style-field ${B}.${field}`,
      field,
    );
  });

  it.each([0, 7, 1.5])('refuses style %s', (style) => {
    expectOnly(inRow(button({ style })), `error invalid-value ${B}.style`, String(style));
  });

  it('refuses a button without style', () => {
    expectOnly(inRow(button({ style: undefined })), `error missing-field ${B}.style`, 'style');
  });
});

describe('Button content', () => {
  it('accepts a button with only an emoji', () => {
    expectValid(inRow(button({ label: undefined, emoji: { name: '🔥' } })));
  });

  it('accepts a custom emoji', () => {
    expectValid(
      inRow(button({ emoji: { id: '123456789012345678', name: 'party', animated: false } })),
    );
  });

  it('refuses a button with neither label nor emoji', () => {
    expectOnly(inRow(button({ label: undefined })), `error button-empty ${B}`);
  });

  it('refuses an emoji with neither name nor id', () => {
    expectOnly(inRow(button({ emoji: { animated: true } })), `error invalid-emoji ${B}.emoji`);
  });
});
